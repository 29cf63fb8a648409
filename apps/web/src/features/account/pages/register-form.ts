import { DEFAULT_PROVINCE_CODE, PROVINCE_NAMES, des, uuid32 } from '@tzsb/sdk';
import { isSimplePassword, PASSWORD_MESSAGES } from '@tzsb/sdk/validators';
import type { FormSection } from '@/kit/form/types';
import { areaOptions, unitTypeOptions } from '@/kit/options';
import { slotIds } from '@/kit/attachments/AttachmentSlot';
import type { AccountApplication } from '@/features/account/api/apply-account';
import type { AccountRegistration } from '@/features/account/api/registration-list';
import { LOGIN_NAME, LOGIN_NAME_MESSAGE } from '@/features/account/options';

/** The form holds the application's fields as text, plus what only the page needs. */
export type RegisterField =
  | Exclude<keyof AccountApplication, 'licenseAttsysids' | 'authLetterAttsysids'>
  | 'province'
  | 'checkPassword'
  | 'licenseFiles'
  | 'authLetterFiles';
export type RegisterValues = Record<RegisterField, string>;

/** Never kept in the local draft: secrets and one-time codes. */
export const REGISTER_DRAFT_EXCLUDE: RegisterField[] = ['password', 'checkPassword', 'smsCode', 'validateCode'];
export const REGISTER_DRAFT_KEY = 'public.register';

export function emptyRegisterValues(): RegisterValues {
  return {
    attrefsysid: uuid32(),
    reapplyId: '',
    orgname: '',
    creditCode: '',
    unitType: '1',
    province: DEFAULT_PROVINCE_CODE,
    areaCode: '',
    address: '',
    legalPerson: '',
    contactName: '',
    mobile: '',
    smsCode: '',
    email: '',
    loginName: '',
    password: '',
    checkPassword: '',
    licenseFiles: '[]',
    authLetterFiles: '[]',
    validateCode: '',
  };
}

/** A rejected application's values, to apply again (its attachments are uploaded anew). */
export function reapplyValues(r: AccountRegistration): RegisterValues {
  return {
    ...emptyRegisterValues(),
    reapplyId: r.id,
    orgname: r.orgname,
    creditCode: r.creditCode,
    unitType: r.unitType ?? '1',
    areaCode: r.areaCode ?? '',
    address: r.address ?? '',
    legalPerson: r.legalPerson ?? '',
    contactName: r.contactName ?? '',
    mobile: r.mobile ?? '',
    email: r.email ?? '',
    loginName: r.loginName,
  };
}

export const unitSections: FormSection<RegisterValues>[] = [
  {
    title: '单位信息',
    fields: [
      { name: 'orgname', label: '单位名称', required: true, maxLength: 100, placeholder: '与营业执照一致', span: 2 },
      {
        name: 'creditCode',
        label: '统一社会信用代码',
        required: true,
        rule: 'creditCode',
        maxLength: 18,
        placeholder: '15 或 18 位',
      },
      { name: 'unitType', label: '单位类型', kind: 'select', required: true, options: unitTypeOptions },
      {
        name: 'province',
        label: '所在省份',
        kind: 'select',
        required: true,
        options: Object.entries(PROVINCE_NAMES).map(([value, label]) => ({ value, label })),
      },
      { name: 'areaCode', label: '所在区县', kind: 'select', required: true, options: areaOptions },
      { name: 'address', label: '单位地址', required: true, maxLength: 200, span: 2 },
      { name: 'legalPerson', label: '法定代表人', required: true, maxLength: 50 },
    ],
  },
];

export const contactSections: (FormSection<RegisterValues> & { passwords?: RegisterField[] })[] = [
  {
    title: '联系人',
    fields: [
      { name: 'contactName', label: '联系人', required: true, maxLength: 50 },
      {
        name: 'mobile',
        label: '联系人手机号码',
        required: true,
        rule: 'mobile',
        maxLength: 11,
        description: '接收短信验证码和审核结果',
        resets: ['smsCode'],
      },
      { name: 'email', label: '电子邮箱', rule: 'email', maxLength: 100 },
    ],
  },
  {
    title: '登录账号',
    passwords: ['password', 'checkPassword'],
    fields: [
      {
        name: 'loginName',
        label: '登录账号',
        required: true,
        maxLength: 30,
        description: LOGIN_NAME_MESSAGE,
        validate: (v) => (LOGIN_NAME.test(v) ? null : LOGIN_NAME_MESSAGE),
      },
      {
        name: 'password',
        label: '登录密码',
        required: true,
        description: '至少 8 位，包含数字、字母和特殊字符',
        validate: (v) => (isSimplePassword(v) ? PASSWORD_MESSAGES.tooSimple : null),
      },
      {
        name: 'checkPassword',
        label: '确认密码',
        required: true,
        validate: (v, values) => (v !== values.password ? PASSWORD_MESSAGES.confirm : null),
      },
    ],
  },
];

/** Which field a server refusal is about, to bring the user back to it. */
export function registerFailureField(message: string): RegisterField | undefined {
  if (message.includes('短信')) return 'smsCode';
  if (message.includes('验证码')) return 'validateCode';
  if (message.includes('登录账号')) return 'loginName';
  if (message.includes('信用代码') || message.includes('该单位')) return 'creditCode';
  return undefined;
}

/** The application's JSON body: the password encrypted with the platform's cipher. */
export function registerBody(v: RegisterValues, secret: string): AccountApplication {
  return {
    attrefsysid: v.attrefsysid,
    orgname: v.orgname.trim(),
    creditCode: v.creditCode.trim(),
    unitType: v.unitType as AccountApplication['unitType'],
    areaCode: v.areaCode,
    address: v.address.trim(),
    legalPerson: v.legalPerson.trim(),
    contactName: v.contactName.trim(),
    mobile: v.mobile.trim(),
    smsCode: v.smsCode.trim(),
    loginName: v.loginName.trim(),
    password: des.encode(v.password, secret),
    email: v.email.trim() || null,
    licenseAttsysids: slotIds(v.licenseFiles),
    authLetterAttsysids: slotIds(v.authLetterFiles),
    validateCode: v.validateCode.trim(),
    ...(v.reapplyId ? { reapplyId: v.reapplyId } : {}),
  };
}

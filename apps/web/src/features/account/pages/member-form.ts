import type { Role } from '@tzsb/sdk';
import type { FormSection } from '@/kit/form/types';
import type { Option } from '@/kit/options';
import type { MemberAccount } from '@/features/account/api/member-accounts';
import type { CreateMemberAccountBody, UpdateMemberAccountBody } from '@/features/account/api/save-member-account';
import { LOGIN_NAME, LOGIN_NAME_MESSAGE } from '@/features/account/options';

type MemberField = keyof CreateMemberAccountBody;
export type MemberValues = Record<MemberField, string>;

export const emptyMemberValues = (): MemberValues => ({
  loginName: '',
  name: '',
  mobile: '',
  idCard: '',
  email: '',
  roleIds: '',
});
export const memberValuesOf = (a: MemberAccount): MemberValues => ({
  loginName: a.loginName,
  name: a.name,
  mobile: a.mobile ?? '',
  idCard: a.idCard ?? '',
  email: a.email ?? '',
  roleIds: (a.roleIds ?? '').split(',')[0] ?? '',
});

/**
 * 角色 options: the unit's roles the signed-in administrator holds (not the platform's own
 * administrator roles), plus the roles the account already has (their names come with the list).
 */
export function roleOptions(roles: readonly Role[], account?: MemberAccount): Option[] {
  const out = new Map<string, string>();
  for (const r of roles) if (r.roleType !== 'admin') out.set(r.id, r.name);
  const ids = (account?.roleIds ?? '').split(',').filter(Boolean);
  const names = (account?.roleNames ?? '').split('、');
  ids.forEach((id, i) => {
    if (!out.has(id)) out.set(id, names[i] ?? id);
  });
  return [...out].map(([value, label]) => ({ value, label }));
}

export function memberSections(roles: Option[]): FormSection<MemberValues>[] {
  return [
    {
      title: '账号信息',
      fields: [
        {
          name: 'loginName',
          label: '登录账号',
          required: true,
          maxLength: 30,
          readOnlyOnEdit: true,
          description: LOGIN_NAME_MESSAGE,
          validate: (v) => (LOGIN_NAME.test(v) ? null : LOGIN_NAME_MESSAGE),
        },
        { name: 'name', label: '姓名', required: true, maxLength: 50 },
        { name: 'roleIds', label: '角色', kind: 'select', required: true, options: roles },
        {
          name: 'mobile',
          label: '手机号码',
          required: true,
          rule: 'mobile',
          maxLength: 11,
          description: '新增时初始密码以短信发送到此号码',
        },
        { name: 'idCard', label: '身份证号码', rule: 'idCard', maxLength: 18 },
        { name: 'email', label: '电子邮箱', rule: 'email', maxLength: 100 },
      ],
    },
  ];
}

const clean = (v: MemberValues) => ({
  loginName: v.loginName.trim(),
  name: v.name.trim(),
  mobile: v.mobile.trim(),
  roleIds: v.roleIds,
  ...(v.idCard.trim() ? { idCard: v.idCard.trim().toUpperCase() } : {}),
  ...(v.email.trim() ? { email: v.email.trim() } : {}),
});
export const createBody = (v: MemberValues): CreateMemberAccountBody => clean(v);
export const updateBody = (id: string, v: MemberValues): UpdateMemberAccountBody => ({ id, ...clean(v) });

/** What updateAccount needs to change only the status of an account from the list. */
export const accountUpdateBody = (a: MemberAccount): UpdateMemberAccountBody => ({
  id: a.id,
  loginName: a.loginName,
  name: a.name,
  ...(a.mobile ? { mobile: a.mobile } : {}),
  ...(a.idCard ? { idCard: a.idCard } : {}),
  ...(a.email ? { email: a.email } : {}),
  ...(a.roleIds ? { roleIds: a.roleIds } : {}),
});

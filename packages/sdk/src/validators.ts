// Validation rules of the platform's forms (spec section 5). Every message is Chinese and meant to be shown.
import { z } from 'zod';
import { isSimplePassword } from './password';

export { VALIDATION_DELAY_MS } from './constants';

// ---------------------------------------------------------------------------------------------
// Field rules
// ---------------------------------------------------------------------------------------------

export const ruleIds = [
  'email',
  'url',
  'nonNegativeInteger',
  'positiveInteger',
  'decimal2',
  'decimal2Zh',
  'mobile',
  'phone',
  'postalCode',
  'fixedAssets',
  'equipmentCode',
  'registrationCode',
  'idCard',
  'alnum18',
  'creditCode',
] as const;

export type RuleId = (typeof ruleIds)[number];

/** The message each rule shows when a (non-empty) value breaks it. */
export const ruleMessages: Record<RuleId, string> = {
  email: '请输入正确的邮箱格式',
  url: '请输入正确的网址格式',
  nonNegativeInteger: '请输入正整数',
  positiveInteger: '请输入正整数',
  decimal2: '请输入有效的两位小数',
  decimal2Zh: '请输入有效的两位小数（支持中文输入法）',
  mobile: '请输入有效的手机号码',
  phone: '请输入有效的手机或固定电话号码',
  postalCode: '请输入有效的邮政编码',
  fixedAssets: '请输入有效的固定资产',
  equipmentCode: '请输入有效的18位设备代码',
  registrationCode: '请输入有效的20位登记证编号',
  idCard: '请输入有效的身份证号码',
  alnum18: '只能输入18位字母或数字',
  creditCode: '统一社会信用代码为15或18位，由数字和除I、O、Z、S、V以外的大写字母组成',
};

/** Shown by `decimal2` / `decimal2Zh` when the value is not a number at all. */
export const NOT_A_NUMBER_MESSAGE = '请输入数字';

const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const URL_SHAPE = /^(?:https?|ftp):\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;
const URL_HOST = /^(?:localhost|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:[a-z]{2,}|xn--[a-z0-9-]+)|\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/;
const NON_NEGATIVE_INTEGER = /^(?:0|[1-9]\d*)$/;
const POSITIVE_INTEGER = /^[1-9]\d*$/;
/** Anything JavaScript reads as a finite decimal number (sign, fraction and exponent allowed). */
const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const TWO_DECIMALS = /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/;
const MOBILE = /^1[3-9]\d{9}$/;
/** Landline with area code (3 or 4 digits starting with 0), optional dash, 7-8 digit number. */
const LANDLINE = /^0\d{2,3}-?\d{7,8}$/;
const LOCAL_NUMBER = /^\d{7,8}$/;
const POSTAL_CODE = /^[1-9]\d{5}$/;
const EQUIPMENT_CODE = /^\d{18}$/;
const REGISTRATION_CODE = /^\d{20}$/;
const ID_CARD = /^\d{17}[\dXx]$/;
const ALNUM18 = /^[A-Za-z0-9]{18}$/;
/** GB 32100 character set: digits and upper-case letters except I, O, Z, S, V. */
const CREDIT_CODE = /^(?:[0-9A-HJ-NP-RTUWXY]{15}|[0-9A-HJ-NP-RTUWXY]{18})$/;

function isUrl(value: string): boolean {
  if (!URL_SHAPE.test(value)) return false;
  try {
    const url = new URL(value);
    return ['http:', 'https:', 'ftp:'].includes(url.protocol) && URL_HOST.test(url.hostname);
  } catch {
    return false;
  }
}

function decimal2(message: string) {
  return (value: string): string | null => {
    if (!NUMERIC.test(value)) return NOT_A_NUMBER_MESSAGE;
    return TWO_DECIMALS.test(value) && Number(value) > 0 ? null : message;
  };
}

const test =
  (predicate: (value: string) => boolean, message: string) =>
  (value: string): string | null =>
    predicate(value) ? null : message;

const regex = (re: RegExp, message: string) => test((v) => re.test(v), message);

/** Each rule on a non-empty string value: `null` when valid, else the message. */
const checks: Record<RuleId, (value: string) => string | null> = {
  email: test((v) => v.length <= 254 && EMAIL.test(v), ruleMessages.email),
  url: test(isUrl, ruleMessages.url),
  nonNegativeInteger: regex(NON_NEGATIVE_INTEGER, ruleMessages.nonNegativeInteger),
  positiveInteger: regex(POSITIVE_INTEGER, ruleMessages.positiveInteger),
  decimal2: decimal2(ruleMessages.decimal2),
  decimal2Zh: decimal2(ruleMessages.decimal2Zh),
  mobile: regex(MOBILE, ruleMessages.mobile),
  phone: test((v) => MOBILE.test(v) || LANDLINE.test(v) || LOCAL_NUMBER.test(v), ruleMessages.phone),
  postalCode: regex(POSTAL_CODE, ruleMessages.postalCode),
  fixedAssets: regex(POSITIVE_INTEGER, ruleMessages.fixedAssets),
  equipmentCode: regex(EQUIPMENT_CODE, ruleMessages.equipmentCode),
  registrationCode: regex(REGISTRATION_CODE, ruleMessages.registrationCode),
  idCard: regex(ID_CARD, ruleMessages.idCard),
  alnum18: regex(ALNUM18, ruleMessages.alnum18),
  creditCode: regex(CREDIT_CODE, ruleMessages.creditCode),
};

/** `null`, `undefined`, `''` and whitespace-only strings: every rule lets these through. */
const isEmpty = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Numbers from numeric inputs are checked as their decimal text. */
const asText = (value: unknown): unknown => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value);

const isRuleId = (id: unknown): id is RuleId => typeof id === 'string' && Object.prototype.hasOwnProperty.call(checks, id);

/**
 * Checks one value against one rule: `null` when valid or empty, otherwise the Chinese message.
 * Finite numbers are checked as their text; other non-string values get the rule's message.
 * Throws on an unknown rule id.
 */
export function checkRule(ruleId: RuleId, value: unknown): string | null {
  if (!isRuleId(ruleId)) throw new Error(`Unknown validation rule: ${String(ruleId)}`);
  if (isEmpty(value)) return null;
  const text = asText(value);
  if (typeof text !== 'string') return ruleMessages[ruleId];
  return checks[ruleId](text);
}

function ruleSchema(ruleId: RuleId): z.ZodType<string> {
  const check = checks[ruleId];
  return z.preprocess(
    (value) => (value === null || value === undefined ? '' : asText(value)),
    z.string({ error: ruleMessages[ruleId] }).superRefine((value, ctx) => {
      if (value.trim() === '') return;
      const message = check(value);
      if (message !== null) ctx.addIssue({ code: 'custom', message });
    }),
  );
}

/**
 * One zod schema per rule (usable as Standard Schema, e.g. with Mantine's `schemaResolver`).
 * Empty values (`''`, whitespace, `null`, `undefined`) pass; `null`/`undefined` come out as `''`.
 * Finite numbers are checked (and come out) as their text.
 */
export const rules = Object.fromEntries(ruleIds.map((id) => [id, ruleSchema(id)])) as Record<RuleId, z.ZodType<string>>;

// ---------------------------------------------------------------------------------------------
// Passwords
// ---------------------------------------------------------------------------------------------

export { PASSWORD_MIN_LENGTH, passwordStrength, isSimplePassword } from './password';

export const PASSWORD_MESSAGES = {
  oldRequired: '登录密码不能为空',
  newRequired: '新密码不能为空',
  confirm: '请确认新密码',
  tooSimple: '密码杂度低请重新输入',
} as const;

/** Password fields: only `''` (or a missing value) counts as empty, since spaces are valid password characters. */
const passwordField = (requiredMessage: string, checkSimple: boolean) =>
  z.string({ error: requiredMessage }).superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: requiredMessage });
    else if (checkSimple && isSimplePassword(value)) ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES.tooSimple });
  });

/**
 * The change-password form. Each field gets at most one message:
 * - `oldPassword`: required;
 * - `newPassword`: required, then not simple;
 * - `checkPassword`: required (“请确认新密码”), then not simple, then equal to `newPassword` (“请确认新密码”).
 */
export const passwordChangeSchema = z
  .object({
    username: z.string().optional(),
    oldPassword: passwordField(PASSWORD_MESSAGES.oldRequired, false),
    newPassword: passwordField(PASSWORD_MESSAGES.newRequired, true),
    checkPassword: passwordField(PASSWORD_MESSAGES.confirm, true),
  })
  .superRefine((values, ctx) => {
    const { newPassword, checkPassword } = values;
    if (checkPassword !== '' && !isSimplePassword(checkPassword) && checkPassword !== newPassword) {
      ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES.confirm, path: ['checkPassword'] });
    }
  });

export type PasswordChangeValues = z.input<typeof passwordChangeSchema>;

// ---------------------------------------------------------------------------------------------
// Account information
// ---------------------------------------------------------------------------------------------

export const ACCOUNT_INFO_MESSAGES = {
  nameRequired: '请输入姓名',
  mobileRequired: '请输入手机号码',
} as const;

/** Required text: missing, `''` or whitespace-only gives `message`; otherwise the optional rule applies. */
const requiredText = (message: string, ruleId?: RuleId) =>
  z.string({ error: message }).superRefine((value, ctx) => {
    const problem = value.trim() === '' ? message : ruleId ? checks[ruleId](value) : null;
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The account-information form: name and mobile required; identity card and phone optional but checked. */
export const accountInfoSchema = z.object({
  name: requiredText(ACCOUNT_INFO_MESSAGES.nameRequired),
  identityCard: rules.idCard.optional(),
  phone: rules.phone.optional(),
  mobile: requiredText(ACCOUNT_INFO_MESSAGES.mobileRequired, 'mobile'),
});

export type AccountInfoValues = z.input<typeof accountInfoSchema>;

// The field rules of the platform's forms (spec section 5): ids, messages, normalisation and checks.
// Every message is Chinese and meant to be shown. Public through `@tzsb/sdk/validators`.
import { creditCodeCheckCharacter, hasRealBirthDate, idCardCheckCharacter } from './check-characters';

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

/**
 * Shown when a value has the right shape (spec section 5) but fails its standard's check:
 * the birth date and the check character of a citizen ID number (GB 11643-1999) and the check
 * character of an 18-character unified social credit code (GB 32100-2015).
 */
export const CHECK_MESSAGES = {
  idCardBirthDate: '身份证号码中的出生日期不正确',
  idCardCheckDigit: '身份证号码校验位不正确，请核对',
  creditCodeCheckDigit: '统一社会信用代码校验位不正确，请核对',
} as const;

const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const URL_SHAPE = /^(?:https?|ftp):\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;
const URL_HOST =
  /^(?:localhost|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:[a-z]{2,}|xn--[a-z0-9-]+)|\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/;
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
const ID_CARD = /^\d{17}[\dX]$/;
const ALNUM18 = /^[A-Za-z0-9]{18}$/;
/** GB 32100 character set: digits and upper-case letters except I, O, Z, S, V. */
const CREDIT_CODE = /^(?:[0-9A-HJ-NP-RTUWXY]{15}|[0-9A-HJ-NP-RTUWXY]{18})$/;

// ---------------------------------------------------------------------------------------------
// Check characters in the rules
// ---------------------------------------------------------------------------------------------

/** Citizen ID: the spec's shape, then a real birth date, then the check character. */
function checkIdCard(value: string): string | null {
  if (!ID_CARD.test(value)) return ruleMessages.idCard;
  if (!hasRealBirthDate(value)) return CHECK_MESSAGES.idCardBirthDate;
  return idCardCheckCharacter(value.slice(0, 17)) === value[17] ? null : CHECK_MESSAGES.idCardCheckDigit;
}

/** Credit code: the spec's shape; an 18-character code also its check character (the 15-character legacy code has none). */
function checkCreditCode(value: string): string | null {
  if (!CREDIT_CODE.test(value)) return ruleMessages.creditCode;
  if (value.length === 15) return null;
  return creditCodeCheckCharacter(value.slice(0, 17)) === value[17] ? null : CHECK_MESSAGES.creditCodeCheckDigit;
}

// ---------------------------------------------------------------------------------------------
// Normalisation
// ---------------------------------------------------------------------------------------------

/**
 * Full-width ASCII forms (U+FF01-U+FF5E: ０-９, Ａ-Ｚ, ａ-ｚ, ＠, ．, －, （ ...) to their ASCII characters and the
 * ideographic space (U+3000) to a space: what a Chinese input method types in full-width mode.
 */
export function toHalfWidth(value: string): string {
  return value.replace(/[\uFF01-\uFF5E\u3000]/g, (c) =>
    c === '\u3000' ? ' ' : String.fromCharCode(c.charCodeAt(0) - 0xfee0),
  );
}

/** Invisible characters that copying from web pages and documents leaves behind. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;
/** Spaces and the dashes people put between groups of digits (hyphen, non-breaking hyphen, figure dash, en and em dash, minus). */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212]+/g;

/** Every rule: invisible characters out, full width to half width, trimmed. */
const basic = (value: string): string => toHalfWidth(value.replace(INVISIBLE, '')).trim();
/** Codes and mobile numbers: spaces and dashes anywhere are typing aids, not part of the value. */
const compact = (value: string): string => basic(value).replace(SEPARATORS, '');

/**
 * Mobile or landline: spaces and dashes out, except that a landline keeps one dash after its area code,
 * the form the spec's landline shape and the platform's records use ("0574 8735 1262" and "(0574)87351262"
 * become "0574-87351262"; "138 1234 5678" becomes "13812345678").
 */
function normalizePhone(value: string): string {
  const groups = basic(value)
    .split(/[\s\-\u2010-\u2015\u2212()]+/)
    .filter((group) => group !== '');
  const [first, ...rest] = groups;
  if (first !== undefined && rest.length > 0 && /^0\d+$/.test(first) && rest.every((group) => /^\d+$/.test(group))) {
    return `${first}-${rest.join('')}`;
  }
  return groups.join('');
}

const normalizers: Record<RuleId, (value: string) => string> = {
  email: basic,
  url: basic,
  nonNegativeInteger: basic,
  positiveInteger: basic,
  decimal2: basic,
  decimal2Zh: basic,
  mobile: compact,
  phone: normalizePhone,
  postalCode: basic,
  fixedAssets: basic,
  equipmentCode: compact,
  registrationCode: compact,
  idCard: (value) => compact(value).replace(/x$/, 'X'),
  alnum18: basic,
  creditCode: compact,
};

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
  idCard: checkIdCard,
  alnum18: regex(ALNUM18, ruleMessages.alnum18),
  creditCode: checkCreditCode,
};

/** `null`, `undefined`, `''` and strings of only spaces (or invisible characters): every rule lets these through. */
export const isEmpty = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && basic(value) === '');

/** Numbers from numeric inputs are checked as their decimal text. */
export const asText = (value: unknown): unknown =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : value;

const isRuleId = (id: unknown): id is RuleId =>
  typeof id === 'string' && Object.prototype.hasOwnProperty.call(checks, id);

function assertRuleId(ruleId: unknown): asserts ruleId is RuleId {
  if (!isRuleId(ruleId)) throw new Error(`Unknown validation rule: ${String(ruleId)}`);
}

/**
 * The value as the rule checks it, for a form to show (on blur or paste: applied on every keystroke it
 * would swallow a dash before the digits that follow it). Every rule: trimmed, full-width letters, digits
 * and signs to half width, invisible characters out. Mobile numbers, citizen ID numbers, credit codes,
 * equipment codes and registration codes also lose their spaces and dashes, and an ID number's final x
 * becomes X; a mobile-or-landline value loses them too, but a landline keeps one dash after its area code
 * (`0574 8735 1262` → `0574-87351262`). Nothing else changes: a value that is still wrong stays visible as typed.
 * Throws on an unknown rule id.
 */
export function normalizeValue(ruleId: RuleId, value: string): string {
  assertRuleId(ruleId);
  return typeof value === 'string' ? normalizers[ruleId](value) : value;
}

/**
 * Checks one value against one rule: `null` when valid or empty, otherwise the Chinese message.
 * The value is normalised first (`normalizeValue`), so `' 138-1234-5678 '` passes `mobile`.
 * Finite numbers are checked as their text; other non-string values get the rule's message.
 * Throws on an unknown rule id.
 */
export function checkRule(ruleId: RuleId, value: unknown): string | null {
  assertRuleId(ruleId);
  if (isEmpty(value)) return null;
  const text = asText(value);
  if (typeof text !== 'string') return ruleMessages[ruleId];
  return checks[ruleId](normalizers[ruleId](text));
}

/** The rule's message for a value already normalised, or `null` when it passes (the schemas' check). */
export const checkNormalized = (ruleId: RuleId, value: string): string | null => checks[ruleId](value);

/**
 * Personal data shown masked (PIPL; GB/T 35273-2020 3.14 de-identification by masking): a citizen ID
 * number keeps its first 4 and last 4 characters (3302**********0031), a mobile number its first 3
 * and last 4 digits (138****5678). Lists show them so; a record's detail shows the full value only
 * after an explicit 显示, and the error log never keeps it.
 */
export type PersonalKind = 'idCard' | 'mobile';

export const maskIdCard = (value: string): string =>
  value.length > 8 ? `${value.slice(0, 4)}${'*'.repeat(value.length - 8)}${value.slice(-4)}` : '*'.repeat(value.length);

export const maskMobile = (value: string): string =>
  /^\d{11}$/.test(value)
    ? `${value.slice(0, 3)}****${value.slice(-4)}`
    : value.length > 4
      ? `${'*'.repeat(value.length - 4)}${value.slice(-4)}`
      : value;

export const maskPersonal = (kind: PersonalKind, value: string): string =>
  kind === 'idCard' ? maskIdCard(value) : maskMobile(value);

/** Citizen ID numbers (15 or 18 characters) and mobile numbers inside free text (a message, an address), not inside longer digit runs. */
const ID_IN_TEXT = /(?<![0-9A-Za-z])(\d{17}[\dXx]|\d{15})(?![0-9A-Za-z])/g;
const MOBILE_IN_TEXT = /(?<!\d)(1[3-9]\d{9})(?!\d)/g;

/** A birth date where an ID number has it (YYYYMMDD from the 7th character; YYMMDD in a 15-digit one): tells an ID from an equipment code. */
const hasBirthDate = (id: string) =>
  /^(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])$/.test(
    id.length === 15 ? `19${id.slice(6, 12)}` : id.slice(6, 14),
  );

/** Free text with every ID and mobile number in it masked: what the error log keeps of a message or an address. */
export const maskPersonalText = (text: string): string =>
  text
    .replace(ID_IN_TEXT, (id: string) => (hasBirthDate(id) ? maskIdCard(id) : id))
    .replace(MOBILE_IN_TEXT, (m: string) => maskMobile(m));

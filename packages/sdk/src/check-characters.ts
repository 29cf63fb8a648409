// Check characters of the codes the forms take: citizen ID numbers (GB 11643-1999) and unified
// social credit codes (GB 32100-2015), and the birth date inside an ID number.

/** GB 11643-1999: weight of each of the first 17 digits (2^(17-i) mod 11) and the check character for sum mod 11. */
const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CARD_CHECK_CHARACTERS = '10X98765432';

/**
 * The check character (`0`-`9` or `X`) of a citizen ID number by GB 11643-1999, from its first 17 digits
 * (ISO 7064 MOD 11-2). `idCardCheckCharacter('11010519491231002')` is `'X'`. Throws a `RangeError` unless
 * given exactly 17 digits.
 */
export function idCardCheckCharacter(first17: string): string {
  if (!/^\d{17}$/.test(first17))
    throw new RangeError('idCardCheckCharacter needs the first 17 digits of the ID number');
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_CARD_WEIGHTS[i]!;
  return ID_CARD_CHECK_CHARACTERS[sum % 11]!;
}

/** GB 32100-2015: the 31 characters of a credit code, each worth its index. */
const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Weight of each of the first 17 characters: 3^(i-1) mod 31. */
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/**
 * The check character of an 18-character unified social credit code by GB 32100-2015 (mod 31 over its
 * alphabet), from its first 17 characters. `creditCodeCheckCharacter('91350100M000100Y4')` is `'3'`.
 * Throws a `RangeError` unless given 17 characters of that alphabet (digits and capitals without I, O, Z, S, V).
 */
export function creditCodeCheckCharacter(first17: string): string {
  if (!/^[0-9A-HJ-NP-RTUWXY]{17}$/.test(first17)) {
    throw new RangeError('creditCodeCheckCharacter needs the first 17 characters of the credit code');
  }
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CODE_ALPHABET.indexOf(first17[i]!) * CREDIT_CODE_WEIGHTS[i]!;
  return CREDIT_CODE_ALPHABET[(31 - (sum % 31)) % 31]!;
}

/** Milliseconds of China Standard Time ahead of UTC: a birth date is compared with today's date in China. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
/** The earliest birth year accepted: the standard names none; this refuses years like 0000 that no person has. */
const EARLIEST_BIRTH_YEAR = 1800;

/** Digits 7-14 (YYYYMMDD) are a calendar date from 1800 up to today (China time). */
export function hasRealBirthDate(id: string): boolean {
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    year < EARLIEST_BIRTH_YEAR ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return false;
  }
  const today = new Date(Date.now() + CHINA_OFFSET_MS);
  return date.getTime() <= Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
}

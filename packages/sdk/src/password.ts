// Password strength without zod, so the client, auth and the login page do not pull the
// validation library into their bundles. `validators` re-exports these.

export const PASSWORD_MIN_LENGTH = 8;

/**
 * 0 when the password is shorter than 8 characters, otherwise how many of these classes it uses:
 * lower-case letters, digits, upper-case letters, other characters (anything but a-z A-Z 0-9).
 */
export function passwordStrength(pw: string): number {
  if (typeof pw !== 'string' || Array.from(pw).length < PASSWORD_MIN_LENGTH) return 0;
  return [/[a-z]/, /[0-9]/, /[A-Z]/, /[^a-zA-Z0-9]/].filter((re) => re.test(pw)).length;
}

/** A password scoring below 3 (short, or fewer than three character classes). */
export const isSimplePassword = (pw: string): boolean => passwordStrength(pw) < 3;

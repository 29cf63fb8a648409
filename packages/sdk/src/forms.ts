// The forms built from the field rules as zod schemas: changing the password and the account information.
// Public through `@tzsb/sdk/schemas`.
import { z } from 'zod';
import { isSimplePassword } from './password';
import { ACCOUNT_INFO_MESSAGES, PASSWORD_MESSAGES } from './form-messages';
import { normalizedText, rules } from './rule-schemas';
import type { RuleId } from './rules';

// ---------------------------------------------------------------------------------------------
// Passwords
// ---------------------------------------------------------------------------------------------

/** Password fields: only `''` (or a missing value) counts as empty, since spaces are valid password characters. */
const passwordField = (requiredMessage: string, checkSimple: boolean) =>
  z.string({ error: requiredMessage }).superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: requiredMessage });
    else if (checkSimple && isSimplePassword(value))
      ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES.tooSimple });
  });

/**
 * The change-password form. Each field gets at most one message:
 * - `oldPassword`: required;
 * - `newPassword`: required, then not simple;
 * - `checkPassword`: required (“请确认新密码”), then not simple, then equal to `newPassword`
 *   (“两次输入的密码不一致”).
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
      ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES.mismatch, path: ['checkPassword'] });
    }
  });

export type PasswordChangeValues = z.input<typeof passwordChangeSchema>;

// ---------------------------------------------------------------------------------------------
// Account information
// ---------------------------------------------------------------------------------------------

/** Required text: missing, `''` or whitespace-only gives `message`; otherwise the optional rule applies (to the normalised value, which comes out). */
const requiredText = (message: string, ruleId?: RuleId) =>
  ruleId
    ? normalizedText(ruleId, message, message)
    : z.string({ error: message }).superRefine((value, ctx) => {
        if (value.trim() === '') ctx.addIssue({ code: 'custom', message });
      });

/** The account-information form: name and mobile required; identity card and phone optional but checked. */
export const accountInfoSchema = z.object({
  name: requiredText(ACCOUNT_INFO_MESSAGES.nameRequired),
  identityCard: rules.idCard.optional(),
  phone: rules.phone.optional(),
  mobile: requiredText(ACCOUNT_INFO_MESSAGES.mobileRequired, 'mobile'),
});

export type AccountInfoValues = z.input<typeof accountInfoSchema>;

// The forms built from the field rules: changing the password and the account information.
import { z } from 'zod';
import { isSimplePassword } from './password';
import { normalizedText, rules, type RuleId } from './rules';

// ---------------------------------------------------------------------------------------------
// Passwords
// ---------------------------------------------------------------------------------------------

export const PASSWORD_MESSAGES = {
  oldRequired: '原密码不能为空',
  newRequired: '新密码不能为空',
  confirm: '请确认新密码',
  mismatch: '两次输入的密码不一致',
  tooSimple: '密码杂度低请重新输入',
} as const;

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

export const ACCOUNT_INFO_MESSAGES = {
  nameRequired: '请输入姓名',
  mobileRequired: '请输入手机号码',
} as const;

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

// The forms built from the rules: password strength, changing the password, the account information.
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_INFO_MESSAGES,
  CHECK_MESSAGES,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  isSimplePassword,
  passwordStrength,
  ruleMessages,
} from './validators';
import { accountInfoSchema, passwordChangeSchema } from './schemas';

describe('passwordStrength', () => {
  it('is 0 below 8 characters whatever the classes', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('aB3$xY7')).toBe(0); // 7 characters, all four classes
    expect(passwordStrength('1234567')).toBe(0);
  });

  it.each([
    ['abcdefgh', 1],
    ['12345678', 1],
    ['ABCDEFGH', 1],
    ['!@#$%^&*', 1],
    ['        ', 1],
    ['abcd1234', 2],
    ['abcdEFGH', 2],
    ['abcd!@#$', 2],
    ['ABCD1234', 2],
    ['1234!@#$', 2],
    ['ABCD!@#$', 2],
    ['abCD1234', 3],
    ['abcd123!', 3],
    ['ABCD123!', 3],
    ['abCD!@#$', 3],
    ['abCD12!@', 4],
    ['Pa55word!', 4],
    ['密码abc12345', 3], // Chinese characters count as "other"
    ['abc 1234', 3], // space counts as "other"
  ])('%j scores %i', (pw, score) => {
    expect(passwordStrength(pw)).toBe(score);
  });

  it('counts exactly 8 characters as long enough', () => {
    expect(passwordStrength('aB3$xY7z')).toBe(4);
  });

  it('isSimplePassword means a score below 3', () => {
    expect(isSimplePassword('aB3$xY7')).toBe(true);
    expect(isSimplePassword('abcd1234')).toBe(true);
    expect(isSimplePassword('ABCDEFGH')).toBe(true);
    expect(isSimplePassword('abCD1234')).toBe(false);
    expect(isSimplePassword('abCD12!@')).toBe(false);
  });
});

describe('passwordChangeSchema', () => {
  const good = 'Tzsb@2024';
  const messagesByField = (input: unknown) => {
    const result = passwordChangeSchema.safeParse(input);
    const out: Record<string, string[]> = {};
    for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
    return out;
  };

  it('exports the exact messages', () => {
    expect(PASSWORD_MESSAGES).toEqual({
      oldRequired: '原密码不能为空',
      newRequired: '新密码不能为空',
      confirm: '请确认新密码',
      mismatch: '两次输入的密码不一致',
      tooSimple: '密码杂度低请重新输入',
    });
  });

  it('accepts a complete, strong, matching form', () => {
    const input = { username: 'admin', oldPassword: 'old', newPassword: good, checkPassword: good };
    expect(passwordChangeSchema.parse(input)).toEqual(input);
    expect(passwordChangeSchema.safeParse({ oldPassword: 'old', newPassword: good, checkPassword: good }).success).toBe(
      true,
    );
  });

  it('requires each password field', () => {
    expect(messagesByField({ oldPassword: '', newPassword: '', checkPassword: '' })).toEqual({
      oldPassword: [PASSWORD_MESSAGES.oldRequired],
      newPassword: [PASSWORD_MESSAGES.newRequired],
      checkPassword: [PASSWORD_MESSAGES.confirm],
    });
    expect(messagesByField({})).toEqual({
      oldPassword: [PASSWORD_MESSAGES.oldRequired],
      newPassword: [PASSWORD_MESSAGES.newRequired],
      checkPassword: [PASSWORD_MESSAGES.confirm],
    });
  });

  it('rejects a simple new password', () => {
    expect(messagesByField({ oldPassword: 'old', newPassword: 'abcd1234', checkPassword: 'abcd1234' })).toEqual({
      newPassword: [PASSWORD_MESSAGES.tooSimple],
      checkPassword: [PASSWORD_MESSAGES.tooSimple],
    });
    expect(messagesByField({ oldPassword: 'old', newPassword: 'aB3$xY7', checkPassword: good })).toEqual({
      newPassword: [PASSWORD_MESSAGES.tooSimple],
      checkPassword: [PASSWORD_MESSAGES.mismatch],
    });
  });

  it('rejects a simple confirmation before comparing', () => {
    expect(messagesByField({ oldPassword: 'old', newPassword: good, checkPassword: '12345678' })).toEqual({
      checkPassword: [PASSWORD_MESSAGES.tooSimple],
    });
  });

  it('rejects a mismatching confirmation on checkPassword', () => {
    const result = passwordChangeSchema.safeParse({ oldPassword: 'old', newPassword: good, checkPassword: `${good}x` });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.path).toEqual(['checkPassword']);
    expect(result.error?.issues[0]?.message).toBe(PASSWORD_MESSAGES.mismatch);
  });

  it('reports the mismatch even when the new password is missing', () => {
    expect(messagesByField({ oldPassword: 'old', newPassword: '', checkPassword: good })).toEqual({
      newPassword: [PASSWORD_MESSAGES.newRequired],
      checkPassword: [PASSWORD_MESSAGES.mismatch],
    });
  });

  it('only reports the missing old password when the rest is fine', () => {
    expect(messagesByField({ oldPassword: '', newPassword: good, checkPassword: good })).toEqual({
      oldPassword: [PASSWORD_MESSAGES.oldRequired],
    });
  });

  it('validates through the Standard Schema interface', async () => {
    const result = await passwordChangeSchema['~standard'].validate({
      oldPassword: 'old',
      newPassword: good,
      checkPassword: 'x',
    });
    expect('issues' in result && result.issues?.map((i) => [i.path, i.message])).toEqual([
      [['checkPassword'], PASSWORD_MESSAGES.tooSimple],
    ]);
  });
});

describe('accountInfoSchema', () => {
  const messagesByField = (input: unknown) => {
    const out: Record<string, string[]> = {};
    for (const issue of accountInfoSchema.safeParse(input).error?.issues ?? [])
      (out[issue.path.join('.')] ??= []).push(issue.message);
    return out;
  };

  it('accepts a minimal and a full form', () => {
    expect(accountInfoSchema.safeParse({ name: '张三', mobile: '13812345678' }).success).toBe(true);
    expect(
      accountInfoSchema.safeParse({
        name: '张三',
        mobile: '13812345678',
        identityCard: '11010519491231002X',
        phone: '0574-87654321',
      }).success,
    ).toBe(true);
    expect(
      accountInfoSchema.safeParse({ name: '张三', mobile: '13812345678', identityCard: '', phone: '' }).success,
    ).toBe(true);
    expect(
      accountInfoSchema.safeParse({ name: '张三', mobile: '13812345678', identityCard: null, phone: null }).success,
    ).toBe(true);
  });

  it('requires name and mobile', () => {
    expect(ACCOUNT_INFO_MESSAGES).toEqual({ nameRequired: '请输入姓名', mobileRequired: '请输入手机号码' });
    expect(messagesByField({ name: '', mobile: '' })).toEqual({ name: ['请输入姓名'], mobile: ['请输入手机号码'] });
    expect(messagesByField({ name: '  ', mobile: ' ' })).toEqual({ name: ['请输入姓名'], mobile: ['请输入手机号码'] });
    expect(messagesByField({})).toEqual({ name: ['请输入姓名'], mobile: ['请输入手机号码'] });
  });

  it('gives out the normalised values it checked', () => {
    expect(
      accountInfoSchema.parse({
        name: '张三',
        mobile: ' 138 1234 5678 ',
        identityCard: '１１０１０５１９４９１２３１００２ｘ',
        phone: '0574 8765 4321',
      }),
    ).toEqual({ name: '张三', mobile: '13812345678', identityCard: '11010519491231002X', phone: '0574-87654321' });
  });

  it('refuses a wrong check character of the identity card with its own message', () => {
    expect(messagesByField({ name: '张三', mobile: '13812345678', identityCard: '330212198504120031' })).toEqual({
      identityCard: [CHECK_MESSAGES.idCardCheckDigit],
    });
  });

  it('checks mobile, identity card and phone formats', () => {
    expect(messagesByField({ name: '张三', mobile: '12012345678', identityCard: '12345', phone: '123' })).toEqual({
      mobile: [ruleMessages.mobile],
      identityCard: [ruleMessages.idCard],
      phone: [ruleMessages.phone],
    });
  });
});

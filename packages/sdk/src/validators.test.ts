import { describe, expect, it } from 'vitest';
import { VALIDATION_DELAY_MS as CONSTANT_DELAY } from './constants';
import {
  ACCOUNT_INFO_MESSAGES,
  NOT_A_NUMBER_MESSAGE,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  VALIDATION_DELAY_MS,
  accountInfoSchema,
  checkRule,
  isSimplePassword,
  passwordChangeSchema,
  passwordStrength,
  ruleIds,
  ruleMessages,
  rules,
  type RuleId,
} from './validators';

interface Case {
  valid: string[];
  invalid: string[];
  /** Invalid values answered with a message other than the rule's own. */
  otherMessage?: Record<string, string>;
}

const cases: Record<RuleId, Case> = {
  email: {
    valid: ['user@example.com', 'first.last@sub.example.cn', 'a_b-c+tag@qq.com', 'X9@163.COM'],
    invalid: ['user', 'user@', '@example.com', 'user@example', 'user@@example.com', 'us er@example.com', 'user@exa_mple.com', 'user.@example.com', 'user@example.c', ' user@example.com'],
  },
  url: {
    valid: ['http://example.com', 'https://www.nbtzsb.gov.cn/path?q=1#top', 'ftp://files.example.org/pub/', 'http://localhost:8080/a', 'https://192.168.1.10/admin', 'https://例子.中国/'],
    invalid: ['example.com', 'www.example.com', 'mailto:a@b.com', 'file:///etc/passwd', 'ws://example.com', 'http://', 'http:/example.com', 'http://exa mple.com', 'https://999.1.1.1/', 'javascript:alert(1)'],
  },
  nonNegativeInteger: {
    valid: ['0', '1', '7', '10', '1234567890'],
    invalid: ['-1', '+1', '00', '01', '1.0', '1.5', '1e3', 'abc', '１２', ' 1'],
  },
  positiveInteger: {
    valid: ['1', '9', '10', '99999'],
    invalid: ['0', '00', '01', '-1', '+5', '1.0', '2.5', 'abc'],
  },
  decimal2: {
    valid: ['12', '12.5', '12.50', '0.01', '0.1', '0.5', '1', '100.99'],
    invalid: ['0', '0.00', '0.0', '12.345', '0.001', '-1', '-1.5', '012', '12.', '1e2'],
    otherMessage: { abc: NOT_A_NUMBER_MESSAGE, '12a': NOT_A_NUMBER_MESSAGE, '1.2.3': NOT_A_NUMBER_MESSAGE, '.': NOT_A_NUMBER_MESSAGE, '１２': NOT_A_NUMBER_MESSAGE },
  },
  decimal2Zh: {
    valid: ['12', '12.5', '12.50', '0.01', '3.14'],
    invalid: ['0', '0.00', '12.345', '-12.5', '012'],
    otherMessage: { abc: NOT_A_NUMBER_MESSAGE, '十二': NOT_A_NUMBER_MESSAGE, '12元': NOT_A_NUMBER_MESSAGE },
  },
  mobile: {
    valid: ['13012345678', '13812345678', '15912345678', '19912345678'],
    invalid: ['12012345678', '11012345678', '1381234567', '138123456789', '23812345678', '1381234567a', '+8613812345678', '138-1234-5678'],
  },
  phone: {
    valid: ['13812345678', '19912345678', '0574-87654321', '057487654321', '010-12345678', '01012345678', '0574-8765432', '87654321', '8765432'],
    invalid: ['12012345678', '123456', '123456789', '0574-876543', '0574-876543210', '574-87654321', '0574-87654321-123', '0574 87654321', 'abc', '00-12345678'],
  },
  postalCode: {
    valid: ['315000', '100000', '999999'],
    invalid: ['015000', '000000', '31500', '3150000', '31500a'],
  },
  fixedAssets: {
    valid: ['1', '100', '5000000'],
    invalid: ['0', '-100', '10.5', '01', 'abc'],
  },
  equipmentCode: {
    valid: ['311033020020190123', '000000000000000000'],
    invalid: ['31103302002019012', '3110330200201901234', '31103302002019012a', '3110-3302002019012', 'abcdefghijklmnopqr'],
  },
  registrationCode: {
    valid: ['33020330002019000123', '00000000000000000000'],
    invalid: ['3302033000201900012', '330203300020190001234', '3302033000201900012X', '梯11浙B00001(19)'],
  },
  idCard: {
    valid: ['330203199001011234', '33020319900101123X', '33020319900101123x'],
    invalid: ['33020319900101123', '3302031990010112345', '3302031990010112XX', '33020319900101123Y', 'X30203199001011234', '330203 9900101123X'],
  },
  alnum18: {
    valid: ['ABCDEFGHIJ12345678', 'abcdefghij12345678', '123456789012345678', 'aBcDeFgHiJkLmNoPqR'],
    invalid: ['ABCDEFGHIJ1234567', 'ABCDEFGHIJ123456789', 'ABCDEFGHIJ1234567_', 'ABCDEFGHIJ1234567中', 'ABCDEFGHI 12345678'],
  },
  creditCode: {
    valid: ['91330200MA2AAAAA1X', '913302001440684281', '330200000012345', '12330200AB0123456Y', 'ABCDEFGHJKLMNPQRTU', 'WXY012345678912'],
    invalid: [
      // forbidden letters I, O, Z, S, V
      '91330200MA2AAAAI1X',
      '91330200MA2AAAAO1X',
      '91330200MA2AAAAZ1X',
      '91330200MA2AAAAS1X',
      '91330200MA2AAAAV1X',
      '33020000001234I',
      // lower case
      '91330200ma2aaaaa1x',
      '330200000012a45',
      // lengths 14, 16, 17, 19
      '33020000001234',
      '3302000000123456',
      '91330200MA2AAAAA1',
      '91330200MA2AAAAA1X0',
      '91330200-MA2AAAAA1',
    ],
  },
};

const EMPTY_VALUES: unknown[] = ['', ' ', '   ', '\t\n', null, undefined];

describe('rule table', () => {
  it('covers every rule id, with a message for each', () => {
    expect(Object.keys(cases).sort()).toEqual([...ruleIds].sort());
    expect(Object.keys(ruleMessages).sort()).toEqual([...ruleIds].sort());
    expect(Object.keys(rules).sort()).toEqual([...ruleIds].sort());
  });

  describe.each(ruleIds)('%s', (id) => {
    const { valid, invalid, otherMessage = {} } = cases[id];

    it.each(valid)('accepts %j', (value) => {
      expect(checkRule(id, value)).toBeNull();
      const result = rules[id].safeParse(value);
      expect(result.success).toBe(true);
      expect(result.data).toBe(value);
    });

    it.each(invalid)('rejects %j', (value) => {
      expect(checkRule(id, value)).toBe(ruleMessages[id]);
      const result = rules[id].safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([ruleMessages[id]]);
    });

    it.each(Object.entries(otherMessage))('rejects %j with its own message', (value, message) => {
      expect(checkRule(id, value)).toBe(message);
      expect(rules[id].safeParse(value).error?.issues.map((i) => i.message)).toEqual([message]);
    });

    it.each(EMPTY_VALUES.map((v) => [v]))('skips empty value %j', (value) => {
      expect(checkRule(id, value)).toBeNull();
      expect(rules[id].safeParse(value).success).toBe(true);
    });
  });
});

describe('exact rule messages', () => {
  it('match the spec', () => {
    expect(ruleMessages).toEqual({
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
    });
    expect(NOT_A_NUMBER_MESSAGE).toBe('请输入数字');
  });
});

describe('checkRule', () => {
  it('throws on an unknown rule id', () => {
    expect(() => checkRule('nope' as RuleId, 'x')).toThrow(Error);
    expect(() => checkRule('toString' as RuleId, 'x')).toThrow(/Unknown validation rule/);
    expect(() => checkRule('nope' as RuleId, '')).toThrow();
  });

  it('checks finite numbers as their text', () => {
    expect(checkRule('positiveInteger', 5)).toBeNull();
    expect(checkRule('positiveInteger', 0)).toBe(ruleMessages.positiveInteger);
    expect(checkRule('nonNegativeInteger', 0)).toBeNull();
    expect(checkRule('decimal2', 12.5)).toBeNull();
    expect(checkRule('decimal2', 12.345)).toBe(ruleMessages.decimal2);
    expect(checkRule('decimal2', Number.NaN)).toBe(ruleMessages.decimal2);
  });

  it('rejects other non-string values with the rule message', () => {
    expect(checkRule('email', true)).toBe(ruleMessages.email);
    expect(checkRule('mobile', { value: '13812345678' })).toBe(ruleMessages.mobile);
  });
});

describe('rule schemas', () => {
  it('are Standard Schema validators', async () => {
    const std = rules.mobile['~standard'];
    expect(std.version).toBe(1);
    expect(await std.validate('13812345678')).toEqual({ value: '13812345678' });
    const bad = await std.validate('12012345678');
    expect('issues' in bad && bad.issues?.map((i) => i.message)).toEqual([ruleMessages.mobile]);
  });

  it('turn null/undefined into "" and numbers into text', () => {
    expect(rules.email.parse(null)).toBe('');
    expect(rules.email.parse(undefined)).toBe('');
    expect(rules.positiveInteger.parse(42)).toBe('42');
    expect(rules.email.safeParse(42).error?.issues[0]?.message).toBe(ruleMessages.email);
    expect(rules.email.safeParse(true).error?.issues[0]?.message).toBe(ruleMessages.email);
  });

  it('work inside an object with the error path on the field', () => {
    const result = rules.postalCode.optional().safeParse(undefined);
    expect(result.success).toBe(true);
    const issue = accountInfoSchema.safeParse({ name: '张三', mobile: '13812345678', phone: '123' }).error?.issues[0];
    expect(issue?.path).toEqual(['phone']);
    expect(issue?.message).toBe(ruleMessages.phone);
  });
});

describe('VALIDATION_DELAY_MS', () => {
  it('is re-exported from constants', () => {
    expect(VALIDATION_DELAY_MS).toBe(500);
    expect(VALIDATION_DELAY_MS).toBe(CONSTANT_DELAY);
  });
});

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
      oldRequired: '登录密码不能为空',
      newRequired: '新密码不能为空',
      confirm: '请确认新密码',
      tooSimple: '密码杂度低请重新输入',
    });
  });

  it('accepts a complete, strong, matching form', () => {
    const input = { username: 'admin', oldPassword: 'old', newPassword: good, checkPassword: good };
    expect(passwordChangeSchema.parse(input)).toEqual(input);
    expect(passwordChangeSchema.safeParse({ oldPassword: 'old', newPassword: good, checkPassword: good }).success).toBe(true);
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
      checkPassword: [PASSWORD_MESSAGES.confirm],
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
    expect(result.error?.issues[0]?.message).toBe(PASSWORD_MESSAGES.confirm);
  });

  it('reports the mismatch even when the new password is missing', () => {
    expect(messagesByField({ oldPassword: 'old', newPassword: '', checkPassword: good })).toEqual({
      newPassword: [PASSWORD_MESSAGES.newRequired],
      checkPassword: [PASSWORD_MESSAGES.confirm],
    });
  });

  it('only reports the missing old password when the rest is fine', () => {
    expect(messagesByField({ oldPassword: '', newPassword: good, checkPassword: good })).toEqual({
      oldPassword: [PASSWORD_MESSAGES.oldRequired],
    });
  });

  it('validates through the Standard Schema interface', async () => {
    const result = await passwordChangeSchema['~standard'].validate({ oldPassword: 'old', newPassword: good, checkPassword: 'x' });
    expect('issues' in result && result.issues?.map((i) => [i.path, i.message])).toEqual([[['checkPassword'], PASSWORD_MESSAGES.tooSimple]]);
  });
});

describe('accountInfoSchema', () => {
  const messagesByField = (input: unknown) => {
    const out: Record<string, string[]> = {};
    for (const issue of accountInfoSchema.safeParse(input).error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
    return out;
  };

  it('accepts a minimal and a full form', () => {
    expect(accountInfoSchema.safeParse({ name: '张三', mobile: '13812345678' }).success).toBe(true);
    expect(
      accountInfoSchema.safeParse({ name: '张三', mobile: '13812345678', identityCard: '33020319900101123X', phone: '0574-87654321' }).success,
    ).toBe(true);
    expect(accountInfoSchema.safeParse({ name: '张三', mobile: '13812345678', identityCard: '', phone: '' }).success).toBe(true);
    expect(accountInfoSchema.safeParse({ name: '张三', mobile: '13812345678', identityCard: null, phone: null }).success).toBe(true);
  });

  it('requires name and mobile', () => {
    expect(ACCOUNT_INFO_MESSAGES).toEqual({ nameRequired: '请输入姓名', mobileRequired: '请输入手机号码' });
    expect(messagesByField({ name: '', mobile: '' })).toEqual({ name: ['请输入姓名'], mobile: ['请输入手机号码'] });
    expect(messagesByField({ name: '  ', mobile: ' ' })).toEqual({ name: ['请输入姓名'], mobile: ['请输入手机号码'] });
    expect(messagesByField({})).toEqual({ name: ['请输入姓名'], mobile: ['请输入手机号码'] });
  });

  it('checks mobile, identity card and phone formats', () => {
    expect(messagesByField({ name: '张三', mobile: '12012345678', identityCard: '12345', phone: '123' })).toEqual({
      mobile: [ruleMessages.mobile],
      identityCard: [ruleMessages.idCard],
      phone: [ruleMessages.phone],
    });
  });
});

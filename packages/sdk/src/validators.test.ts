import { afterEach, describe, expect, it, vi } from 'vitest';
import { VALIDATION_DELAY_MS as CONSTANT_DELAY } from './constants';
import {
  ACCOUNT_INFO_MESSAGES,
  CHECK_MESSAGES,
  NOT_A_NUMBER_MESSAGE,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  VALIDATION_DELAY_MS,
  accountInfoSchema,
  checkRule,
  creditCodeCheckCharacter,
  idCardCheckCharacter,
  isSimplePassword,
  normalizeValue,
  passwordChangeSchema,
  passwordStrength,
  ruleIds,
  ruleMessages,
  rules,
  toHalfWidth,
  type RuleId,
} from './validators';

interface Case {
  /** Valid values already in their normalised form (they come out of the schema unchanged). */
  valid: string[];
  /** Values refused with the rule's own (shape) message. */
  invalid: string[];
  /** Invalid values answered with a message other than the rule's own. */
  otherMessage?: Record<string, string>;
  /** Values accepted once normalised: typed value → the normalised value that is checked and given out. */
  normalized?: Record<string, string>;
}

const cases: Record<RuleId, Case> = {
  email: {
    valid: ['user@example.com', 'first.last@sub.example.cn', 'a_b-c+tag@qq.com', 'X9@163.COM'],
    invalid: ['user', 'user@', '@example.com', 'user@example', 'user@@example.com', 'us er@example.com', 'user@exa_mple.com', 'user.@example.com', 'user@example.c', 'user＠example'],
    normalized: { ' user@example.com ': 'user@example.com', 'ｕｓｅｒ＠ｅｘａｍｐｌｅ．ｃｏｍ': 'user@example.com', '\u200buser@example.com': 'user@example.com' },
  },
  url: {
    valid: ['http://example.com', 'https://www.nbtzsb.gov.cn/path?q=1#top', 'ftp://files.example.org/pub/', 'http://localhost:8080/a', 'https://192.168.1.10/admin', 'https://例子.中国/'],
    invalid: ['example.com', 'www.example.com', 'mailto:a@b.com', 'file:///etc/passwd', 'ws://example.com', 'http://', 'http:/example.com', 'http://exa mple.com', 'https://999.1.1.1/', 'javascript:alert(1)'],
    normalized: { ' https://example.com/a ': 'https://example.com/a', 'ｈｔｔｐｓ：／／ｅｘａｍｐｌｅ．ｃｏｍ': 'https://example.com' },
  },
  nonNegativeInteger: {
    valid: ['0', '1', '7', '10', '1234567890'],
    invalid: ['-1', '+1', '00', '01', '1.0', '1.5', '1e3', 'abc', '1 2', '１２ａ'],
    normalized: { '１２': '12', ' 1 ': '1', '\u30000\u3000': '0' },
  },
  positiveInteger: {
    valid: ['1', '9', '10', '99999'],
    invalid: ['0', '00', '01', '-1', '+5', '1.0', '2.5', 'abc'],
  },
  decimal2: {
    valid: ['12', '12.5', '12.50', '0.01', '0.1', '0.5', '1', '100.99'],
    invalid: ['0', '0.00', '0.0', '12.345', '0.001', '-1', '-1.5', '012', '12.', '1e2'],
    otherMessage: { abc: NOT_A_NUMBER_MESSAGE, '12a': NOT_A_NUMBER_MESSAGE, '1.2.3': NOT_A_NUMBER_MESSAGE, '.': NOT_A_NUMBER_MESSAGE, '１２。５': NOT_A_NUMBER_MESSAGE },
    normalized: { '１２': '12', '１２．５０': '12.50', ' 0.5 ': '0.5' },
  },
  decimal2Zh: {
    valid: ['12', '12.5', '12.50', '0.01', '3.14'],
    invalid: ['0', '0.00', '12.345', '-12.5', '012'],
    otherMessage: { abc: NOT_A_NUMBER_MESSAGE, '十二': NOT_A_NUMBER_MESSAGE, '12元': NOT_A_NUMBER_MESSAGE },
    normalized: { '３．１４': '3.14', '１２': '12' },
  },
  mobile: {
    valid: ['13012345678', '13812345678', '15912345678', '19912345678'],
    invalid: ['12012345678', '11012345678', '1381234567', '138123456789', '23812345678', '1381234567a', '+8613812345678', '138-1234-567', '138.1234.5678'],
    normalized: {
      '138 1234 5678': '13812345678',
      '138-1234-5678': '13812345678',
      ' 13812345678 ': '13812345678',
      '１３８１２３４５６７８': '13812345678',
      '138－1234－5678': '13812345678',
      '138\u30001234\u30005678': '13812345678',
      '138—1234—5678': '13812345678',
    },
  },
  phone: {
    valid: ['13812345678', '19912345678', '0574-87654321', '057487654321', '010-12345678', '01012345678', '0574-8765432', '87654321', '8765432'],
    invalid: ['12012345678', '123456', '123456789', '0574-876543', '0574-876543210', '574-87654321', '0574-87654321-123', 'abc', '00-12345678', '0574-873', '0574-873-51', '-'],
    normalized: {
      '138 1234 5678': '13812345678',
      '138-1234-5678': '13812345678',
      '0574 87654321': '0574-87654321',
      '0574 8765 4321': '0574-87654321',
      '0574-8765-4321': '0574-87654321',
      '(0574)87654321': '0574-87654321',
      '（０５７４）８７６５４３２１': '0574-87654321',
      '010 - 12345678': '010-12345678',
      '８７６５ ４３２１': '87654321',
    },
  },
  postalCode: {
    valid: ['315000', '100000', '999999'],
    invalid: ['015000', '000000', '31500', '3150000', '31500a', '315 000'],
    normalized: { '３１５０００': '315000', ' 315000 ': '315000' },
  },
  fixedAssets: {
    valid: ['1', '100', '5000000'],
    invalid: ['0', '-100', '10.5', '01', 'abc'],
  },
  equipmentCode: {
    valid: ['311033020020190123', '000000000000000000'],
    invalid: ['31103302002019012', '3110330200201901234', '31103302002019012a', '3110-3302002019012', 'abcdefghijklmnopqr'],
    normalized: { '3110 3302 0020 1901 23': '311033020020190123', '3110-33020020-190123': '311033020020190123', '３１１０３３０２００２０１９０１２３': '311033020020190123' },
  },
  registrationCode: {
    valid: ['33020330002019000123', '00000000000000000000'],
    invalid: ['3302033000201900012', '330203300020190001234', '3302033000201900012X', '梯11浙B00001(19)'],
    normalized: { '3302 0330 0020 1900 0123': '33020330002019000123', '33020330-0020190-00123': '33020330002019000123' },
  },
  idCard: {
    // GB 11643-1999's own example, then numbers with a digit and an X as check character, and 29 February of a leap year.
    valid: ['11010519491231002X', '330204197803152417', '330203199001011236', '33021219950728211X', '110105200002291235', '330203180001011236'],
    invalid: ['33020319900101123', '3302031990010112345', '3302031990010112XX', '33020319900101123Y', 'X30203199001011234', '330203 9900101123X', '33020319900101123*'],
    otherMessage: {
      // the check character: the issue's example, and one digit off in the body or the check character
      '330212198504120031': CHECK_MESSAGES.idCardCheckDigit,
      '330203199001011234': CHECK_MESSAGES.idCardCheckDigit,
      '11010519491231002': ruleMessages.idCard,
      '110105194912310021': CHECK_MESSAGES.idCardCheckDigit,
      '11010519491231012X': CHECK_MESSAGES.idCardCheckDigit,
      // the birth date (digits 7-14): no 30 February, no month 13, no 29 February 1900, nothing before 1800 or in the future
      '330203199002301235': CHECK_MESSAGES.idCardBirthDate,
      '330203199013011233': CHECK_MESSAGES.idCardBirthDate,
      '330203199000011236': CHECK_MESSAGES.idCardBirthDate,
      '110105190002291239': CHECK_MESSAGES.idCardBirthDate,
      '330203179912311231': CHECK_MESSAGES.idCardBirthDate,
      '330203209912311236': CHECK_MESSAGES.idCardBirthDate,
    },
    normalized: {
      '11010519491231002x': '11010519491231002X',
      ' 110105 19491231 002X ': '11010519491231002X',
      '110105-19491231-002x': '11010519491231002X',
      '１１０１０５１９４９１２３１００２ｘ': '11010519491231002X',
      '１１０１０５１９４９１２３１００２Ｘ': '11010519491231002X',
    },
  },
  alnum18: {
    valid: ['ABCDEFGHIJ12345678', 'abcdefghij12345678', '123456789012345678', 'aBcDeFgHiJkLmNoPqR'],
    invalid: ['ABCDEFGHIJ1234567', 'ABCDEFGHIJ123456789', 'ABCDEFGHIJ1234567_', 'ABCDEFGHIJ1234567中', 'ABCDEFGHI 12345678'],
  },
  creditCode: {
    // GB 32100-2015's own example, demo units' codes, every letter of the alphabet, and 15-character legacy codes (no check character).
    valid: ['91350100M000100Y43', '91330206717207541D', '913302001440663257', '12330200419514736R', 'ABCDEFGHJKLMNPQRTT', '0UWXY000000000000K', '330200000012345', 'WXY012345678912'],
    otherMessage: {
      '91350100M000100Y44': CHECK_MESSAGES.creditCodeCheckDigit,
      '91350100M000100Y4X': CHECK_MESSAGES.creditCodeCheckDigit,
      '91350100M000101Y43': CHECK_MESSAGES.creditCodeCheckDigit,
      '91330206717207541R': CHECK_MESSAGES.creditCodeCheckDigit,
      '913302001440684281': CHECK_MESSAGES.creditCodeCheckDigit,
    },
    normalized: {
      ' 91350100M000100Y43 ': '91350100M000100Y43',
      '9135 0100 M000 100Y 43': '91350100M000100Y43',
      '91350100-M000100Y4-3': '91350100M000100Y43',
      '９１３５０１００Ｍ０００１００Ｙ４３': '91350100M000100Y43',
      '330200 000012345': '330200000012345',
    },
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

const EMPTY_VALUES: unknown[] = ['', ' ', '   ', '\t\n', '\u3000', '\u200b', null, undefined];

describe('rule table', () => {
  it('covers every rule id, with a message for each', () => {
    expect(Object.keys(cases).sort()).toEqual([...ruleIds].sort());
    expect(Object.keys(ruleMessages).sort()).toEqual([...ruleIds].sort());
    expect(Object.keys(rules).sort()).toEqual([...ruleIds].sort());
  });

  describe.each(ruleIds)('%s', (id) => {
    const { valid, invalid, otherMessage = {}, normalized = {} } = cases[id];

    it.each(valid)('accepts %j', (value) => {
      expect(checkRule(id, value)).toBeNull();
      const result = rules[id].safeParse(value);
      expect(result.success).toBe(true);
      expect(result.data).toBe(value);
      expect(normalizeValue(id, value)).toBe(value);
    });

    it.each(Object.entries(normalized))('accepts %j as %j', (typed, clean) => {
      expect(normalizeValue(id, typed)).toBe(clean);
      expect(normalizeValue(id, clean)).toBe(clean);
      expect(checkRule(id, typed)).toBeNull();
      expect(rules[id].parse(typed)).toBe(clean);
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
    expect(CHECK_MESSAGES).toEqual({
      idCardBirthDate: '身份证号码中的出生日期不正确',
      idCardCheckDigit: '身份证号码校验位不正确，请核对',
      creditCodeCheckDigit: '统一社会信用代码校验位不正确，请核对',
    });
  });
});

describe('normalizeValue', () => {
  it('throws on an unknown rule id, like checkRule', () => {
    expect(() => normalizeValue('nope' as RuleId, 'x')).toThrow(/Unknown validation rule/);
    expect(() => normalizeValue('toString' as RuleId, 'x')).toThrow(/Unknown validation rule/);
  });

  it('leaves a value that is still wrong as typed, apart from the cleaning', () => {
    expect(normalizeValue('phone', '0574-873')).toBe('0574-873');
    expect(normalizeValue('phone', '0574 87654321 转 123')).toBe('057487654321转123');
    expect(normalizeValue('idCard', '3302031990010112')).toBe('3302031990010112');
    expect(normalizeValue('email', 'us er@example.com')).toBe('us er@example.com');
    expect(normalizeValue('creditCode', '91330206717207541d')).toBe('91330206717207541d');
    expect(normalizeValue('registrationCode', '梯11浙B00001(19)')).toBe('梯11浙B00001(19)');
  });

  it('removes spaces and dashes only where the rule says so', () => {
    expect(normalizeValue('alnum18', 'ABCDEFGHI 12345678')).toBe('ABCDEFGHI 12345678');
    expect(normalizeValue('postalCode', '315-000')).toBe('315-000');
    expect(normalizeValue('decimal2', '-1.5')).toBe('-1.5');
    expect(normalizeValue('equipmentCode', ' 3110 3302-0020 1901 23 ')).toBe('311033020020190123');
  });

  it('turns only a final x of an ID number into X', () => {
    expect(normalizeValue('idCard', '11010519491231002x')).toBe('11010519491231002X');
    expect(normalizeValue('idCard', 'x1010519491231002X')).toBe('x1010519491231002X');
    expect(normalizeValue('alnum18', 'abcdefghij1234567x')).toBe('abcdefghij1234567x');
  });

  it('gives a landline one dash after its area code, whatever separated the groups', () => {
    expect(normalizeValue('phone', '0574–8735–1262')).toBe('0574-87351262'); // en dashes
    expect(normalizeValue('phone', '０５７４－８７３５１２６２')).toBe('0574-87351262');
    expect(normalizeValue('phone', '057487351262')).toBe('057487351262'); // no separator typed: nothing to keep
    expect(normalizeValue('phone', '8735 1262')).toBe('87351262');
  });
});

describe('toHalfWidth', () => {
  it('maps full-width ASCII forms and the ideographic space, nothing else', () => {
    expect(toHalfWidth('０１２３４５６７８９')).toBe('0123456789');
    expect(toHalfWidth('ＡＢＣＸＹＺａｂｃｘｙｚ')).toBe('ABCXYZabcxyz');
    expect(toHalfWidth('＠．－（）：／～！')).toBe('@.-():/~!');
    expect(toHalfWidth('\u3000')).toBe(' ');
    expect(toHalfWidth('浙B·12345。、')).toBe('浙B·12345。、');
  });
});

describe('check characters', () => {
  it("compute GB 11643-1999's published example", () => {
    expect(idCardCheckCharacter('11010519491231002')).toBe('X');
    expect(idCardCheckCharacter('33020419780315241')).toBe('7');
  });

  it("compute GB 32100-2015's published example", () => {
    expect(creditCodeCheckCharacter('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckCharacter('91330206717207541')).toBe('D');
  });

  it('need exactly 17 characters of the right kind', () => {
    for (const bad of ['1101051949123100', '110105194912310021', '1101051949123100X', '']) {
      expect(() => idCardCheckCharacter(bad)).toThrow(RangeError);
    }
    for (const bad of ['91350100M000100Y', '91350100M000100Y43', '91350100I000100Y4', '91350100m000100y4']) {
      expect(() => creditCodeCheckCharacter(bad)).toThrow(RangeError);
    }
  });

  it('accept only the computed character: every other one is refused as a check-digit error', () => {
    const idBody = '33020319900101123';
    const idCheck = idCardCheckCharacter(idBody);
    for (const c of '0123456789X') {
      expect(checkRule('idCard', idBody + c)).toBe(c === idCheck ? null : CHECK_MESSAGES.idCardCheckDigit);
    }
    const codeBody = '91330212MA2GQ7XK3';
    const codeCheck = creditCodeCheckCharacter(codeBody);
    for (const c of '0123456789ABCDEFGHJKLMNPQRTUWXY') {
      expect(checkRule('creditCode', codeBody + c)).toBe(c === codeCheck ? null : CHECK_MESSAGES.creditCodeCheckDigit);
    }
  });

  it('catch a single changed digit and two swapped neighbours', () => {
    const id = '11010519491231002X';
    for (let i = 0; i < 17; i++) {
      const changed = id.slice(0, i) + String((Number(id[i]) + 1) % 10) + id.slice(i + 1);
      expect(checkRule('idCard', changed)).not.toBeNull();
    }
    const code = '91350100M000100Y43';
    for (let i = 0; i < 16; i++) {
      if (code[i] === code[i + 1]) continue;
      const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2);
      expect(checkRule('creditCode', swapped)).toBe(CHECK_MESSAGES.creditCodeCheckDigit);
    }
  });

  it('report the shape before the check (spec section 5 messages for the shape)', () => {
    expect(checkRule('idCard', '1101051949123100')).toBe(ruleMessages.idCard);
    expect(checkRule('idCard', '11010519491231002Y')).toBe(ruleMessages.idCard);
    expect(checkRule('creditCode', '91350100M000100Y4')).toBe(ruleMessages.creditCode);
    expect(checkRule('creditCode', '91350100M000100YI')).toBe(ruleMessages.creditCode);
    expect(checkRule('creditCode', '91350100m000100y43')).toBe(ruleMessages.creditCode);
  });
});

describe('birth date of an ID number', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('may be today in China but not tomorrow', () => {
    // 16:30 UTC on 22 November 2026 is 00:30 on 23 November in China.
    vi.useFakeTimers({ now: new Date('2026-11-22T16:30:00Z') });
    expect(checkRule('idCard', '330203202611231230')).toBeNull();
    expect(checkRule('idCard', '330203202611241236')).toBe(CHECK_MESSAGES.idCardBirthDate);
    vi.setSystemTime(new Date('2026-11-22T15:30:00Z')); // 23:30 on 22 November in China
    expect(checkRule('idCard', '330203202611231230')).toBe(CHECK_MESSAGES.idCardBirthDate);
    expect(rules.idCard.safeParse('330203202611231230').error?.issues.map((i) => i.message)).toEqual([CHECK_MESSAGES.idCardBirthDate]);
  });

  it('is checked before the check character', () => {
    // 31 April does not exist; the check character was computed for these very 17 digits
    const body = '33020319900431123';
    expect(checkRule('idCard', body + idCardCheckCharacter(body))).toBe(CHECK_MESSAGES.idCardBirthDate);
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
      accountInfoSchema.safeParse({ name: '张三', mobile: '13812345678', identityCard: '11010519491231002X', phone: '0574-87654321' }).success,
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

  it('gives out the normalised values it checked', () => {
    expect(
      accountInfoSchema.parse({ name: '张三', mobile: ' 138 1234 5678 ', identityCard: '１１０１０５１９４９１２３１００２ｘ', phone: '0574 8765 4321' }),
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

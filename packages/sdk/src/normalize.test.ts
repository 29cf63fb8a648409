// Normalisation (full width, separators, invisible characters), checkRule, the rule schemas and the validation delay.
import { describe, expect, it } from 'vitest';
import { VALIDATION_DELAY_MS as CONSTANT_DELAY } from './constants';
import { VALIDATION_DELAY_MS, checkRule, normalizeValue, ruleMessages, toHalfWidth, type RuleId } from './validators';
import { accountInfoSchema, rules } from './schemas';

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

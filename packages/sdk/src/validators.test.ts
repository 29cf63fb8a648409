// The rule table of @tzsb/sdk/validators: every rule on valid, invalid, normalised and empty values, and its exact message.
// The values of each rule are in validators-fixtures.ts.
import { describe, expect, it } from 'vitest';
import { CHECK_MESSAGES, NOT_A_NUMBER_MESSAGE, checkRule, normalizeValue, ruleIds, ruleMessages } from './validators';
import { rules } from './schemas';
import { cases } from './validators-fixtures';

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

// Check characters of ID numbers and credit codes, and the birth date inside an ID number.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECK_MESSAGES, checkRule, creditCodeCheckCharacter, idCardCheckCharacter, ruleMessages } from './validators';
import { rules } from './schemas';

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
    expect(rules.idCard.safeParse('330203202611231230').error?.issues.map((i) => i.message)).toEqual([
      CHECK_MESSAGES.idCardBirthDate,
    ]);
  });

  it('is checked before the check character', () => {
    // 31 April does not exist; the check character was computed for these very 17 digits
    const body = '33020319900431123';
    expect(checkRule('idCard', body + idCardCheckCharacter(body))).toBe(CHECK_MESSAGES.idCardBirthDate);
  });
});

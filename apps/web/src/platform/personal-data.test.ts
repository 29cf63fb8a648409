import { describe, expect, it } from 'vitest';
import { maskIdCard, maskMobile, maskPersonalText } from './personal-data';

describe('personal data masked', () => {
  it('keeps the first 4 and last 4 of an ID number and the first 3 and last 4 of a mobile', () => {
    expect(maskIdCard('330212198504120031')).toBe('3302**********0031');
    expect(maskIdCard('11010519491231002X')).toBe('1101**********002X');
    expect(maskMobile('13856785678')).toBe('138****5678');
  });

  it('masks ID and mobile numbers inside messages and addresses, and leaves other numbers alone', () => {
    expect(maskPersonalText('POST /a/stone/operator/add 身份证号330213199308302313的作业人员已存在')).toBe(
      'POST /a/stone/operator/add 身份证号3302**********2313的作业人员已存在',
    );
    expect(maskPersonalText('http://x/person/workPerson?idCard=33021319930830231x&mobile=15888076412')).toBe(
      'http://x/person/workPerson?idCard=3302**********231x&mobile=158****6412',
    );
    // An equipment code (18 digits) inside a longer code and a 20-digit registration code stay.
    expect(maskPersonalText('登记证编号 33020201201912000123，设备 OID3302030004512')).toBe(
      '登记证编号 33020201201912000123，设备 OID3302030004512',
    );
    // An 18-digit equipment code has no birth date where an ID number has it.
    expect(maskPersonalText('设备代码 311033020020190124')).toBe('设备代码 311033020020190124');
  });
});

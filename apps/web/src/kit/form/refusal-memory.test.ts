// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useRefusalMemory } from './refusal-memory';

const clientCheck = (values: Record<string, unknown>) => (values.mobile === '' ? { mobile: '请输入手机号码' } : {});

describe('a field refused by the server', () => {
  it('keeps its error through later checks while it holds the refused value', () => {
    const { result } = renderHook(() => useRefusalMemory());
    const validate = result.current.keep(clientCheck);
    const values = { idCard: '11010519491231002X', mobile: '15888076412' };
    result.current.remember({ idCard: '请输入有效的身份证号码' }, values);
    // The delayed check of a value typed before the save runs after the refusal came back.
    expect(validate(values)).toEqual({ idCard: '请输入有效的身份证号码' });
    expect(validate({ ...values, mobile: '' })).toEqual({ idCard: '请输入有效的身份证号码', mobile: '请输入手机号码' });
  });

  it('forgets it once the value changes, even back to the refused one', () => {
    const { result } = renderHook(() => useRefusalMemory());
    const validate = result.current.keep(clientCheck);
    const values = { idCard: '11010519491231002X', mobile: '15888076412' };
    result.current.remember({ idCard: '请输入有效的身份证号码' }, values);
    expect(validate({ ...values, idCard: '110105194912310036' })).toEqual({});
    expect(validate(values)).toEqual({});
  });

  it('leaves the client check first when both have something to say', () => {
    const { result } = renderHook(() => useRefusalMemory());
    const validate = result.current.keep(clientCheck);
    result.current.remember({ mobile: '手机号码已被其他账号使用' }, { mobile: '' });
    expect(validate({ mobile: '' })).toEqual({ mobile: '请输入手机号码' });
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '@tzsb/sdk';
import { splitRefusal, type RefusableField } from './refusals';

const fields: RefusableField[] = [
  { name: 'name', label: '姓名' },
  { name: 'idCard', label: '公民身份号码', rule: 'idCard' },
  { name: 'sex', label: '性别' },
  { name: 'param.ratedLoad', label: '额定载重量' },
];
/** The mock's answer to a body that breaks the contract (Prism's 422, as sent). */
const refused = (validation: unknown[]) =>
  new ApiError('http', '请求参数有误，请检查后重试（422）', {
    status: 422,
    body: {
      type: 'https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY',
      title: 'Invalid request',
      status: 422,
      validation,
    },
  });

describe('a refused save lands on its fields', () => {
  it('marks each named field with a Chinese message and leaves nothing for the top', () => {
    const r = splitRefusal(
      refused([
        {
          location: ['body', 'sex'],
          severity: 'Error',
          code: 'enum',
          message: 'Request body property sex must be equal to one of the allowed values: 1, 2',
        },
        {
          location: ['body', 'idCard'],
          severity: 'Error',
          code: 'pattern',
          message: 'Request body property idCard must match pattern "^\\d{17}[\\dX]$"',
        },
        { location: ['body', 'param', 'ratedLoad'], severity: 'Error', code: 'maxLength', message: '…' },
      ]),
      fields,
    );
    expect(r).toEqual({
      fields: { sex: '性别不是可选的值', idCard: '请输入有效的身份证号码', 'param.ratedLoad': '额定载重量过长' },
      rest: null,
    });
  });

  it('keeps what names no field of the form for the message at the top', () => {
    const r = splitRefusal(
      refused([
        { location: ['body', 'name'], code: 'required' },
        { location: ['body', 'oidno'], code: 'pattern' },
      ]),
      fields,
    );
    expect(r.fields).toEqual({ name: '请填写姓名' });
    expect(r.rest).toBe('请求参数有误，请检查后重试（422）：另有 1 项内容未通过服务器校验，请核对后重试');
  });

  it('leaves any other failure whole for the top', () => {
    expect(splitRefusal(new ApiError('business', '身份证号已登记'), fields)).toEqual({
      fields: {},
      rest: '身份证号已登记',
    });
    expect(splitRefusal(refused([{ location: ['query', '__sid'], code: 'required' }]), fields)).toEqual({
      fields: {},
      rest: '请求参数有误，请检查后重试（422）',
    });
  });
});

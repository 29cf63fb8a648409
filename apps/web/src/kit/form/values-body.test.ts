import { describe, expect, it } from 'vitest';
import type { BodyOf } from '@tzsb/sdk';
import { valuesBody } from './values-body';

type SaveBody = BodyOf<'saveOnlineApply'>;
type ChangeBody = BodyOf<'applyEquipmentChange'>;
const values = { contactName: ' 王建国 ', contactPhone: '13805740001', remark: '   ', authCode: '123456' };

describe('valuesBody', () => {
  it('sends exactly the given fields, trimmed, then extra', () => {
    const body: SaveBody = valuesBody(values, ['contactName', 'contactPhone'], {
      id: 'a1',
      onlinelsh: 'BJ20261118000237',
    });
    expect(body).toEqual({
      contactName: '王建国',
      contactPhone: '13805740001',
      id: 'a1',
      onlinelsh: 'BJ20261118000237',
    });
  });

  it('sends a number field as a number and an emptied field empty (a change that clears it)', () => {
    const change = { 'param.ratedLoad': ' 1050 ', safetyManagerPhone: '', changeType: '5' };
    const body: ChangeBody = valuesBody(
      change,
      [{ name: 'param.ratedLoad', kind: 'number' }, 'safetyManagerPhone', 'changeType'],
      { oidno: 'OID3302120019870' },
    );
    expect(body).toEqual({
      'param.ratedLoad': 1050,
      safetyManagerPhone: '',
      changeType: '5',
      oidno: 'OID3302120019870',
    });
  });

  it('accepts only fields of the request body', () => {
    // @ts-expect-error the SMS code is a query parameter of saveOnlineApply, not a field of its body
    const body: SaveBody = valuesBody(values, ['contactName', 'authCode']);
    expect(body).toEqual({ contactName: '王建国', authCode: '123456' });
  });
});

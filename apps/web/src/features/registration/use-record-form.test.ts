import { describe, expect, it } from 'vitest';
import { recordBody, recordSections, type UseRecordValues } from './use-record-form';

const values: UseRecordValues = {
  registMode: '1',
  equclacode: '3000',
  oidnos: 'OID3302120019890',
  useAddress: ' 宁波市鄞州区首南街道天童南路588号A座 ',
  areaCode: '330212',
  useDate: '',
  useUnitName: '宁波甬江置业有限公司',
  creditCode: '91330212MA2GQ7XK3H',
  useUnitAddress: '',
  postalCode: '315100',
  legalPerson: '周立民',
  safetyManager: '陈建国',
  safetyManagerPhone: '13857412368',
  contactPhone: '',
  propertyUnitName: '',
  remarks: '',
  attrefsysid: '0123456789abcdef0123456789abcdef',
};

describe('use registration form', () => {
  it('sends the unit under its literal dotted keys, trims, and leaves empty fields out', () => {
    const body = recordBody(values, { applyNo: 'SYDJ2026112100015' });
    expect(body).toMatchObject({
      applyNo: 'SYDJ2026112100015',
      registMode: '1',
      equclacode: '3000',
      oidnos: 'OID3302120019890',
      attrefsysid: '0123456789abcdef0123456789abcdef',
      'eqmBcwBasic.useUnitName': '宁波甬江置业有限公司',
      'eqmBcwBasic.useAddress': '宁波市鄞州区首南街道天童南路588号A座',
      'eqmBcwBasic.safetyManagerPhone': '13857412368',
    });
    expect(body).not.toHaveProperty('id');
    expect(body['eqmBcwBasic.useDate']).toBeUndefined();
    expect(body['eqmBcwBasic.contactPhone']).toBeUndefined();
    expect(recordBody(values, { id: '14f47c1d7ddb470b9a0b396dbe062f8b', applyNo: 'SYDJ2026112100015' }).id).toBe(
      '14f47c1d7ddb470b9a0b396dbe062f8b',
    );
  });

  it('offers only equipment of the chosen class, and a change of class empties the choice', () => {
    const [equipmentSection] = recordSections([
      { value: 'OID1', label: '4号客梯（311033020020260311）', equclacode: '3000' },
      { value: 'OID2', label: '3号空气储罐（211033021120260019）', equclacode: '2000' },
    ]);
    const oidnos = equipmentSection.fields.find((f) => f.name === 'oidnos')!;
    const options = oidnos.options as (v: UseRecordValues) => { value: string }[];
    expect(options({ ...values, equclacode: '2000' }).map((o) => o.value)).toEqual(['OID2']);
    expect(options({ ...values, equclacode: '' }).map((o) => o.value)).toEqual(['OID1', 'OID2']);
    expect(equipmentSection.fields.find((f) => f.name === 'equclacode')!.resets).toEqual(['oidnos']);
  });
});

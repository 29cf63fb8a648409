import { describe, expect, it } from 'vitest';
import { changedIdentity, unitSaveBody, unitValuesOf } from './unit-form';
import type { UnitDetail } from '@/shared/unit/api/unit-detail';

const unit = {
  id: 'U330212000128',
  orgname: '宁波甬江置业有限公司',
  creditCode: '91330212MA2GQ7XK3H',
  unitTypeCode: '1',
  unitType: '使用单位',
  areaCode: '330212',
  address: '宁波市鄞州区首南街道天童南路588号',
  postalCode: '315100',
  legalPerson: '周立民',
  contactPerson: '陈建国',
  contactPhone: '13857412368',
  fixedAssets: 12800,
} as unknown as UnitDetail;

describe('unit form', () => {
  it('maps the unit to text values and back to the save body, the unit type as its code', () => {
    const v = unitValuesOf(unit);
    expect(v.unitType).toBe('1');
    expect(v.fixedAssets).toBe('12800');
    const body = unitSaveBody(v);
    expect(body).toMatchObject({ id: 'U330212000128', unitType: '1', fixedAssets: 12800, postalCode: '315100' });
    expect(body).not.toHaveProperty('fax');
  });
  it('a change application carries only the identifying fields that changed', () => {
    const v = unitValuesOf(unit);
    expect(changedIdentity(v, { ...v, orgname: '宁波甬江置业集团有限公司 ' })).toEqual({
      orgname: '宁波甬江置业集团有限公司',
    });
    expect(changedIdentity(v, v)).toEqual({});
  });
});

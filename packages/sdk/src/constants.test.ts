import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  COOKIE_LIFETIME_DAYS,
  COOKIE_NAMES,
  CITY_AREAS,
  DEFAULT_AREA_CODE,
  DEFAULT_PROVINCE_CODE,
  EQUIPMENT_TYPES,
  EQUIPMENT_TYPE_CODES,
  PROVINCE_NAMES,
  HOME_ROUTE_NAME,
  MESSAGES,
  OPERATION_TYPES,
  VALIDATION_DELAY_MS,
  decodeEquipmentCode,
  equipmentTypeByCode,
  type EquipmentTypeCode,
  type EquipmentTypeKey,
  type OperationType,
} from './constants';
import type { components } from './generated/schema';

describe('EQUIPMENT_TYPES', () => {
  it('lists the nine classes in catalogue order', () => {
    expect(EQUIPMENT_TYPES.map((t) => [t.key, t.code, t.name])).toEqual([
      ['boiler', '1000', '锅炉'],
      ['pressureVessel', '2000', '压力容器'],
      ['elevator', '3000', '电梯'],
      ['hoistingMachinery', '4000', '起重机械'],
      ['fieldMotorVehicles', '5000', '场（厂）内专用机动车辆'],
      ['majorAmusementFacilities', '6000', '大型游乐设施'],
      ['pipingCom', '7000', '压力管道元件'],
      ['pressure', '8000', '压力管道'],
      ['passengerRopeway', '9000', '客运索道'],
    ]);
  });

  it('agrees with EQUIPMENT_TYPE_CODES', () => {
    expect(EQUIPMENT_TYPE_CODES).toEqual(Object.fromEntries(EQUIPMENT_TYPES.map((t) => [t.key, t.code])));
  });

  it('has code types matching the contract', () => {
    expectTypeOf<EquipmentTypeCode>().toEqualTypeOf<components['schemas']['EquipmentTypeCode']>();
    expectTypeOf<EquipmentTypeKey>().toEqualTypeOf<
      | 'boiler'
      | 'pressureVessel'
      | 'elevator'
      | 'hoistingMachinery'
      | 'fieldMotorVehicles'
      | 'majorAmusementFacilities'
      | 'pipingCom'
      | 'pressure'
      | 'passengerRopeway'
    >();
    expectTypeOf(EQUIPMENT_TYPE_CODES.elevator).toEqualTypeOf<'3000'>();
  });
});

describe('equipmentTypeByCode', () => {
  it.each([
    ['1000', 'boiler'],
    [1000, 'boiler'],
    ['3000', 'elevator'],
    [3000, 'elevator'],
    ['3110', 'elevator'],
    [3110, 'elevator'],
    ['2100', 'pressureVessel'],
    ['4110', 'hoistingMachinery'],
    ['8100', 'pressure'],
    ['9000', 'passengerRopeway'],
    [' 5000 ', 'fieldMotorVehicles'],
  ] as const)('%j → %s', (code, key) => {
    expect(equipmentTypeByCode(code)?.key).toBe(key);
  });

  it('returns the entry itself', () => {
    expect(equipmentTypeByCode('3000')).toBe(EQUIPMENT_TYPES[2]);
  });

  it.each([
    ['0000'],
    ['0100'],
    [0],
    ['3'],
    ['300'],
    ['30000'],
    [30000],
    [3000.5],
    ['30a0'],
    [''],
    [Number.NaN],
    ['-3000'],
  ])('rejects %j', (code) => {
    expect(equipmentTypeByCode(code)).toBeUndefined();
  });
});

describe('plain constants', () => {
  it('have the spec values', () => {
    expect(OPERATION_TYPES).toEqual({ add: 'add', edit: 'edit', view: 'view' });
    expectTypeOf<OperationType>().toEqualTypeOf<'add' | 'edit' | 'view'>();
    expect(DEFAULT_PROVINCE_CODE).toBe('330000');
    expect(DEFAULT_AREA_CODE).toBe('330200');
    expect(PROVINCE_NAMES[DEFAULT_PROVINCE_CODE]).toBe('浙江省');
    expect(CITY_AREAS.every((a) => a.code.startsWith(DEFAULT_AREA_CODE.slice(0, 4)) && a.code.length === 6)).toBe(true);
    expect(COOKIE_NAMES).toEqual({ token: 'token', extendToken: 'other_token', usualPerson: 'usualPerson' });
    expect(COOKIE_LIFETIME_DAYS).toEqual({ token: 1, usualPerson: 10 });
    expect(VALIDATION_DELAY_MS).toBe(500);
    expect(HOME_ROUTE_NAME).toBe('home');
  });

  it('MESSAGES has the spec texts', () => {
    expect(MESSAGES).toEqual({
      serverError: '服务器开小差了，请稍后再试',
      logoutSuccess: '登出成功',
      passwordChanged: '密码修改成功',
      passwordChangedTitle: '成功',
      simplePasswordTitle: '友情提醒',
      simplePasswordBody: '您的密码过于简单，请修改为至少8位且包含数字、字母和特殊字符的密码',
      confirmCloseTab: '确定要关闭这一页吗',
      sessionExpired: '登录已过期，请重新登录',
    });
  });
});

describe('decodeEquipmentCode', () => {
  it('splits the contract example', () => {
    expect(decodeEquipmentCode('311033020020190123')).toEqual({
      varietyCode: '3110',
      type: EQUIPMENT_TYPES[2],
      areaCode: '330200',
      year: 2019,
      sequence: '0123',
    });
  });

  it('finds the class by the first digit', () => {
    expect(decodeEquipmentCode('211033021220080001')?.type?.key).toBe('pressureVessel');
    expect(decodeEquipmentCode('411033020319990456')?.type?.name).toBe('起重机械');
    expect(decodeEquipmentCode('911033020320201234')?.type?.code).toBe('9000');
  });

  it('keeps leading zeros of text parts and reads the year as a number', () => {
    const decoded = decodeEquipmentCode('100001000020000001');
    expect(decoded).toMatchObject({ varietyCode: '1000', areaCode: '010000', year: 2000, sequence: '0001' });
    expect(typeof decoded?.year).toBe('number');
  });

  it('has no class for a leading 0', () => {
    expect(decodeEquipmentCode('011033020020190123')).toMatchObject({ varietyCode: '0110', type: undefined });
  });

  it('ignores surrounding whitespace', () => {
    expect(decodeEquipmentCode(' 311033020020190123 ')?.sequence).toBe('0123');
  });

  it.each([
    ['31103302002019012'],
    ['3110330200201901234'],
    ['31103302002019012a'],
    [''],
    ['3110-33020020190123'],
    ['３１１０３３０２００２０１９０１２３'],
  ])('returns null for %j', (code) => {
    expect(decodeEquipmentCode(code)).toBeNull();
  });

  it('returns null for non-strings from untyped callers', () => {
    expect(decodeEquipmentCode(311033020020190 as unknown as string)).toBeNull();
    expect(decodeEquipmentCode(undefined as unknown as string)).toBeNull();
  });
});

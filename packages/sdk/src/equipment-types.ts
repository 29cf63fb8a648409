// The nine equipment classes and the equipment code (spec section 9); re-exported by constants.ts.

/** The nine equipment classes, in catalogue order. Codes are strings like the contract's `EquipmentTypeCode`. */
export const EQUIPMENT_TYPES = [
  { key: 'boiler', code: '1000', name: '锅炉' },
  { key: 'pressureVessel', code: '2000', name: '压力容器' },
  { key: 'elevator', code: '3000', name: '电梯' },
  { key: 'hoistingMachinery', code: '4000', name: '起重机械' },
  { key: 'fieldMotorVehicles', code: '5000', name: '场（厂）内专用机动车辆' },
  { key: 'majorAmusementFacilities', code: '6000', name: '大型游乐设施' },
  { key: 'pipingCom', code: '7000', name: '压力管道元件' },
  { key: 'pressure', code: '8000', name: '压力管道' },
  { key: 'passengerRopeway', code: '9000', name: '客运索道' },
] as const satisfies readonly { readonly key: string; readonly code: string; readonly name: string }[];

/** One class (类别) of special equipment: `key` for code, `code` as the contract sends it (`equclacode`), Chinese `name`. */
export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];
export type EquipmentTypeKey = EquipmentType['key'];
/** `'1000' | '2000' | … | '9000'` (same union as the contract's `components['schemas']['EquipmentTypeCode']`). */
export type EquipmentTypeCode = EquipmentType['code'];

/** Equipment class key → class code. */
export const EQUIPMENT_TYPE_CODES = {
  boiler: '1000',
  pressureVessel: '2000',
  elevator: '3000',
  hoistingMachinery: '4000',
  fieldMotorVehicles: '5000',
  majorAmusementFacilities: '6000',
  pipingCom: '7000',
  pressure: '8000',
  passengerRopeway: '9000',
} as const satisfies { readonly [K in EquipmentTypeKey]: Extract<EquipmentType, { key: K }>['code'] };

/**
 * The equipment class of a class code (`'3000'` or `3000`) or of a four-digit variety code
 * (品种代码, e.g. `'3110'` → 电梯): the class is given by the first digit. Anything else → `undefined`.
 */
export function equipmentTypeByCode(code: string | number): EquipmentType | undefined {
  let text: string;
  if (typeof code === 'number') {
    if (!Number.isInteger(code)) return undefined;
    text = String(code);
  } else if (typeof code === 'string') {
    text = code.trim();
  } else {
    return undefined;
  }
  if (!/^[1-9]\d{3}$/.test(text)) return undefined;
  return EQUIPMENT_TYPES.find((t) => t.code[0] === text[0]);
}

/** The parts of an 18-digit equipment code (设备代码). */
export interface DecodedEquipmentCode {
  /** 4-digit variety code (设备品种代码), e.g. `'3110'`. */
  varietyCode: string;
  /** Equipment class given by the first digit; `undefined` when the first digit is 0 (no such class). */
  type: EquipmentType | undefined;
  /** 6-digit administrative area code of the place of manufacture (制造地行政区划代码). */
  areaCode: string;
  /** Year of manufacture (制造年份). */
  year: number;
  /** 4-digit manufacturing sequence number (制造顺序号), kept as text to keep leading zeros. */
  sequence: string;
}

/**
 * Splits an equipment code: 4-digit variety code + 6-digit area code + 4-digit year + 4-digit
 * sequence. Returns `null` unless the code is exactly 18 digits (surrounding whitespace ignored).
 */
export function decodeEquipmentCode(code: string): DecodedEquipmentCode | null {
  if (typeof code !== 'string') return null;
  const text = code.trim();
  if (!/^\d{18}$/.test(text)) return null;
  const varietyCode = text.slice(0, 4);
  return {
    varietyCode,
    type: EQUIPMENT_TYPES.find((t) => t.code[0] === varietyCode[0]),
    areaCode: text.slice(4, 10),
    year: Number(text.slice(10, 14)),
    sequence: text.slice(14, 18),
  };
}

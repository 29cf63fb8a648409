// The default province and city's areas; re-exported by constants.ts.
/** 浙江省 */
export const DEFAULT_PROVINCE_CODE = '330000';
/** 宁波市 */
export const DEFAULT_AREA_CODE = '330200';

/** The province's name by its code (the default province only). */
export const PROVINCE_NAMES: Record<string, string> = { [DEFAULT_PROVINCE_CODE]: '浙江省' };

/** The districts and county-level cities of the default area (宁波市, 3302xx). */
export const CITY_AREAS = [
  { code: '330203', name: '海曙区' },
  { code: '330205', name: '江北区' },
  { code: '330206', name: '北仑区' },
  { code: '330211', name: '镇海区' },
  { code: '330212', name: '鄞州区' },
  { code: '330213', name: '奉化区' },
  { code: '330225', name: '象山县' },
  { code: '330226', name: '宁海县' },
  { code: '330281', name: '余姚市' },
  { code: '330282', name: '慈溪市' },
] as const;

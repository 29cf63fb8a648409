import { CITY_AREAS, EQUIPMENT_TYPES } from '@tzsb/sdk';

export interface Option {
  value: string;
  label: string;
}

/** 设备类别 options from the SDK's constants. */
export const equipmentTypeOptions: Option[] = EQUIPMENT_TYPES.map((t) => ({ value: t.code, label: t.name }));

/** 使用状态 options (the contract's useStatus codes). */
export const useStatusOptions: Option[] = [
  { value: '1', label: '在用' },
  { value: '2', label: '停用' },
  { value: '3', label: '报废' },
  { value: '4', label: '注销' },
  { value: '0', label: '未登记' },
];

export const useStatusColor: Record<string, string> = {
  '0': 'gray',
  '1': 'teal',
  '2': 'yellow',
  '3': 'red',
  '4': 'dark',
};

/** 所在区县: the districts and county-level cities of 宁波市 (the SDK's CITY_AREAS, the default area). */
export const areaOptions: Option[] = CITY_AREAS.map((a) => ({ value: a.code, label: a.name }));

/** Options from `[value, label]` pairs, in their order: `optionsOf([['0', '未回复'], ['1', '已回复']])`. */
export const optionsOf = (pairs: readonly (readonly [string, string])[]): Option[] =>
  pairs.map(([value, label]) => ({ value, label }));

/** Options whose value is their label (`labelOptions(['合格', '不合格'])`). */
export const labelOptions = (labels: readonly string[]): Option[] => labels.map((l) => ({ value: l, label: l }));

/** 单位类型 (the contract's unitType codes). */
export const unitTypeOptions: Option[] = optionsOf([
  ['1', '使用单位'],
  ['2', '维保单位'],
  ['3', '安装改造修理单位'],
  ['4', '制造单位'],
]);

/** 缴费状态 (the contract's payStatus codes). */
export const payStatusOptions: Option[] = optionsOf([
  ['0', '未支付'],
  ['1', '已支付'],
  ['2', '已退款'],
]);

/** 检验类别 (the contract's inspectioncategory / inspType codes). */
export const inspectionCategoryOptions: Option[] = optionsOf([
  ['1', '定期检验'],
  ['2', '监督检验'],
  ['3', '委托检验'],
  ['4', '首次检验'],
]);

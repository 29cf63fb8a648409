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

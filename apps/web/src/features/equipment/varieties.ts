import { equipmentTypeByCode } from '@tzsb/sdk';
import { areaOptions, type Option } from '@/kit/options';

/**
 * 设备品种 (4-digit variety codes of the special-equipment catalogue) as the platform uses them,
 * grouped by the class's first digit. The form offers the varieties of the chosen class.
 */
const EQUIPMENT_VARIETIES: Option[] = [
  { value: '1110', label: '承压蒸汽锅炉' },
  { value: '1200', label: '承压热水锅炉' },
  { value: '1310', label: '有机热载体气相炉' },
  { value: '1320', label: '有机热载体液相炉' },
  { value: '2110', label: '固定式压力容器' },
  { value: '2210', label: '铁路罐车' },
  { value: '2220', label: '汽车罐车' },
  { value: '2230', label: '长管拖车' },
  { value: '2240', label: '罐式集装箱' },
  { value: '2400', label: '氧舱' },
  { value: '3110', label: '曳引驱动乘客电梯' },
  { value: '3120', label: '曳引驱动载货电梯' },
  { value: '3130', label: '强制驱动载货电梯' },
  { value: '3210', label: '液压乘客电梯' },
  { value: '3220', label: '液压载货电梯' },
  { value: '3310', label: '自动扶梯' },
  { value: '3320', label: '自动人行道' },
  { value: '3410', label: '防爆电梯' },
  { value: '3420', label: '消防员电梯' },
  { value: '3430', label: '杂物电梯' },
  { value: '4110', label: '通用桥式起重机' },
  { value: '4170', label: '电动单梁起重机' },
  { value: '4190', label: '电动葫芦桥式起重机' },
  { value: '4210', label: '通用门式起重机' },
  { value: '4270', label: '电动葫芦门式起重机' },
  { value: '4310', label: '普通塔式起重机' },
  { value: '4410', label: '轮胎起重机' },
  { value: '4420', label: '履带起重机' },
  { value: '4710', label: '门座起重机' },
  { value: '4860', label: '施工升降机' },
  { value: '5110', label: '叉车' },
  { value: '5210', label: '观光车' },
  { value: '5220', label: '观光列车' },
  { value: '6110', label: '观览车类' },
  { value: '6200', label: '滑行车类' },
  { value: '6300', label: '架空游览车类' },
  { value: '6400', label: '陀螺类' },
  { value: '6500', label: '飞行塔类' },
  { value: '6600', label: '转马类' },
  { value: '6700', label: '自控飞机类' },
  { value: '6800', label: '赛车类' },
  { value: '6900', label: '小火车类' },
  { value: '7100', label: '压力管道管子' },
  { value: '7200', label: '压力管道管件' },
  { value: '7300', label: '压力管道阀门' },
  { value: '7400', label: '压力管道法兰' },
  { value: '7500', label: '补偿器' },
  { value: '7700', label: '压力管道密封元件' },
  { value: '8100', label: '长输管道' },
  { value: '8200', label: '公用管道' },
  { value: '8300', label: '工业管道' },
  { value: '9100', label: '客运架空索道' },
  { value: '9200', label: '客运缆车' },
  { value: '9300', label: '客运拖牵索道' },
];

/** The varieties of one class (`'3000'` → the elevator varieties); `current` is kept even when unknown. */
export function varietyOptions(equclacode: string, current?: string): Option[] {
  const type = equipmentTypeByCode(equclacode);
  const list = type ? EQUIPMENT_VARIETIES.filter((v) => v.value[0] === type.code[0]) : [];
  return current && !list.some((v) => v.value === current) ? [...list, { value: current, label: current }] : list;
}

export const varietyName = (code: string) => EQUIPMENT_VARIETIES.find((v) => v.value === code)?.label;

/** 宁波市 and its districts by area code. */
export function areaName(code: string): string | undefined {
  if (code === '330200') return '宁波市';
  if (code === '330000') return '浙江省';
  return areaOptions.find((a) => a.value === code)?.label;
}

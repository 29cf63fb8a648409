import type { Option } from '@/kit/options';

/** 作业项目 (work types of special-equipment operators) the contract's examples use. */
export const workTypeOptions: Option[] = [
  { value: 'A', label: 'A 特种设备安全管理' },
  { value: 'G1', label: 'G1 工业锅炉司炉' },
  { value: 'G3', label: 'G3 锅炉水处理' },
  { value: 'R1', label: 'R1 快开门式压力容器操作' },
  { value: 'R2', label: 'R2 移动式压力容器充装' },
  { value: 'T', label: 'T 电梯修理' },
  { value: 'Q1', label: 'Q1 起重机指挥' },
  { value: 'Q2', label: 'Q2 起重机司机' },
  { value: 'N1', label: 'N1 叉车司机' },
  { value: 'N2', label: 'N2 观光车和观光列车司机' },
  { value: 'Y1', label: 'Y1 大型游乐设施修理' },
];
export const workTypeName = (code: string) =>
  workTypeOptions.find((o) => o.value === code)?.label.replace(/^\S+\s/, '') ?? code;

/** 证书状态 of the contract's list filters: 1 有效，2 即将到期，3 已过期. */
export const certStatusOptions: Option[] = [
  { value: '1', label: '有效' },
  { value: '2', label: '即将到期（90 天内）' },
  { value: '3', label: '已过期' },
];
export const sexOptions: Option[] = [
  { value: '1', label: '男' },
  { value: '2', label: '女' },
];
export const educationOptions: Option[] = ['初中', '高中', '中专', '大专', '本科', '研究生'].map((v) => ({
  value: v,
  label: v,
}));
/** 岗位 of safety-management staff. */
export const safetyPostOptions: Option[] = [
  { value: '1', label: '安全管理员' },
  { value: '2', label: '安全总监' },
  { value: '3', label: '主要负责人' },
];

/** Today as YYYY-MM-DD (browser clock). */
export const todayText = () => {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
};

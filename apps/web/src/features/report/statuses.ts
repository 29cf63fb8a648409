import type { Lifecycle } from '@/kit/lifecycle/lifecycle';
import type { Option } from '@/kit/options';
import type { InspectionOpinion } from './api/opinion-list';
import type { InspectionReport } from './api/report-list';

/** 检验结论 (the contract's enum) with the colour of its tag: passed green, conditional blue, failed red. */
const CONCLUSIONS: { value: InspectionReport['conclusion']; color: string }[] = [
  { value: '合格', color: 'teal' },
  { value: '复检合格', color: 'green' },
  { value: '允许使用', color: 'blue' },
  { value: '基本符合要求', color: 'cyan' },
  { value: '不合格', color: 'red' },
  { value: '不符合要求', color: 'red' },
];
export const conclusionColor = (c: string) => CONCLUSIONS.find((x) => x.value === c)?.color ?? 'gray';
export const conclusionOptions: Option[] = CONCLUSIONS.map((c) => ({ value: c.value, label: c.value }));

/**
 * 检验意见通知书 statuses: the unit rectifies (待整改) and submits evidence, the inspection body
 * confirms (已确认) or returns it (已退回, to be rectified again). No list call acts on a whole row:
 * the rectification is a form on the notice's page (online-details), so no lifecycle calls.
 */
export const opinionLifecycle: Lifecycle<InspectionOpinion> = {
  noun: '检验意见通知书',
  statuses: {
    '0': { text: '待整改', color: 'orange' },
    '1': { text: '待确认', color: 'blue' },
    '2': { text: '已确认', color: 'teal' },
    '3': { text: '已退回', color: 'red' },
  },
  status: (r) => r.status,
  statusText: (r) => r.statusName,
  calls: {},
};
export const opinionStatusOptions: Option[] = Object.entries(opinionLifecycle.statuses).map(([value, s]) => ({
  value,
  label: s.text,
}));
/** Whether the unit has to (re)submit its rectification: 待整改 or 已退回. */
export const awaitsRectification = (r: Pick<InspectionOpinion, 'status'>) => r.status === '0' || r.status === '3';

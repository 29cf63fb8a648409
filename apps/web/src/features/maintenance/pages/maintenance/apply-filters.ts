import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import type { Lifecycle } from '@/kit/lifecycle/lifecycle';
import type { ProjectApplyListBody } from '@/features/maintenance/api/maintenance-project-list';
import type { PriceApplyListBody } from '@/features/maintenance/api/maintenance-price-list';

export type ApplyFilters = FiltersOf<
  ProjectApplyListBody & PriceApplyListBody,
  'applyNo' | 'projectName' | 'status' | 'applyDateBegin' | 'applyDateEnd'
>;

/** The filters of both application lists (project and price): number, project, status, date. */
export const applyFilters = (statuses: Lifecycle<unknown>['statuses']): FilterSpec<ApplyFilters>[] => [
  { kind: 'text', name: 'applyNo', label: '申请编号', width: 180 },
  { kind: 'text', name: 'projectName', label: '项目名称', width: 220 },
  {
    kind: 'select',
    name: 'status',
    label: '状态',
    options: Object.entries(statuses).map(([value, s]) => ({ value, label: s.text })),
    width: 120,
  },
  { kind: 'dateRange', from: 'applyDateBegin', to: 'applyDateEnd', label: '申请日期' },
];

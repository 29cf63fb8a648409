import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import type { Lifecycle } from '@/kit/lifecycle/lifecycle';
import type { ProjectApplyListBody } from '@/features/maintenance/api/maintenance-project-list';
import type { PriceApplyListBody } from '@/features/maintenance/api/maintenance-price-list';
import { dateRangeFilter, selectFilter, textFilter } from '@/kit/list/filters';
import { statusOptions } from '@/kit/lifecycle/lifecycle';

export type ApplyFilters = FiltersOf<
  ProjectApplyListBody & PriceApplyListBody,
  'applyNo' | 'projectName' | 'status' | 'applyDateBegin' | 'applyDateEnd'
>;

/** The filters of both application lists (project and price): number, project, status, date. */
export const applyFilters = (statuses: Lifecycle<unknown>['statuses']): FilterSpec<ApplyFilters>[] => [
  textFilter('applyNo', '申请编号', 180),
  textFilter('projectName', '项目名称', 220),
  selectFilter('status', '状态', statusOptions(statuses), 120),
  dateRangeFilter('applyDateBegin', 'applyDateEnd', '申请日期'),
];

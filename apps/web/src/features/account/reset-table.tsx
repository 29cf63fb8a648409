import type { ColumnSpec, FilterSpec, FiltersOf } from '@/kit/list/types';
import type { PasswordResetApplication, PasswordResetListBody } from './api/password-reset-list';
import { auditStatusColor } from './options';
import { dateRangeFilter, textFilter } from '@/kit/list/filters';
import { tag } from '@/kit/list/cells-ui';

export type ResetFilters = FiltersOf<
  PasswordResetListBody,
  'orgname' | 'creditCode' | 'loginName' | 'status' | 'applyDateBegin' | 'applyDateEnd'
>;

export const resetFilters: FilterSpec<ResetFilters>[] = [
  textFilter('orgname', '单位名称'),
  textFilter('creditCode', '统一社会信用代码'),
  textFilter('loginName', '登录账号', 160),
  dateRangeFilter('applyDateBegin', 'applyDateEnd', '申请日期'),
];

export const resetColumns: Record<string, ColumnSpec<PasswordResetApplication>> = {
  orgname: { key: 'orgname', title: '单位名称' },
  creditCode: { key: 'creditCode', title: '统一社会信用代码' },
  loginName: { key: 'loginName', title: '登录账号' },
  applicant: { key: 'applicant', title: '申请人' },
  mobile: { key: 'mobile', title: '手机号码', mask: 'mobile' },
  reason: { key: 'reason', title: '申请原因' },
  applyTime: { key: 'applyTime', title: '申请时间', sortField: 'applyTime' },
  status: {
    key: 'status',
    title: '审核状态',
    render: (r) => tag(r.statusName, auditStatusColor[r.status]),
  },
  auditTime: { key: 'auditTime', title: '审核时间' },
};

import { Badge } from '@mantine/core';
import type { ColumnSpec, FilterSpec, FiltersOf } from '@/kit/list/types';
import type { PasswordResetApplication, PasswordResetListBody } from './api/password-reset-list';
import { auditStatusColor } from './options';

export type ResetFilters = FiltersOf<
  PasswordResetListBody,
  'orgname' | 'creditCode' | 'loginName' | 'status' | 'applyDateBegin' | 'applyDateEnd'
>;

export const resetFilters: FilterSpec<ResetFilters>[] = [
  { kind: 'text', name: 'orgname', label: '单位名称' },
  { kind: 'text', name: 'creditCode', label: '统一社会信用代码' },
  { kind: 'text', name: 'loginName', label: '登录账号', width: 160 },
  { kind: 'dateRange', from: 'applyDateBegin', to: 'applyDateEnd', label: '申请日期' },
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
    render: (r) => (
      <Badge variant="light" color={auditStatusColor[r.status]}>
        {r.statusName}
      </Badge>
    ),
  },
  auditTime: { key: 'auditTime', title: '审核时间' },
};

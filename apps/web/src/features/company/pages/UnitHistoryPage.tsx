import { Button, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AttachmentLink } from '@/kit/AttachmentLink';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource, prefetchList } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import { StatusTag } from '@/kit/lifecycle/LifecycleUi';
import type { Lifecycle } from '@/kit/lifecycle/lifecycle';
import {
  fetchUnitChanges,
  unitChangesKey,
  type UnitChangeRecord,
  type UnitChangesBody,
} from '@/features/company/api/unit-changes';
import { linkTo } from '@/platform/routing';
import { dateRangeFilter, selectFilter } from '@/kit/list/filters';
import { statusOptions } from '@/kit/lifecycle/lifecycle';

type Filters = FiltersOf<UnitChangesBody, 'status' | 'applyDateBegin' | 'applyDateEnd'>;

/** The contract's audit states of a unit change (findChangeUnit): read only, no actions. */
const changeLifecycle: Lifecycle<UnitChangeRecord> = {
  noun: '单位信息变更申请',
  statuses: {
    '0': { text: '待审核', color: 'orange' },
    '1': { text: '已通过', color: 'teal' },
    '2': { text: '已退回', color: 'red' },
  },
  status: (r) => r.status,
  statusText: (r) => r.statusName,
  calls: {},
};

const filters: FilterSpec<Filters>[] = [
  selectFilter('status', '审核状态', statusOptions(changeLifecycle.statuses)),
  dateRangeFilter('applyDateBegin', 'applyDateEnd', '申请日期'),
];

const source = bodyListSource(filters, unitChangesKey, fetchUnitChanges);
export const prefetch = prefetchList(source);

/** 单位信息变更记录: every change application with the fields' old and new values, its audit and the licence. */
export default function UnitHistoryPage() {
  return (
    <ListPage
      source={source}
      toolbar={() => (
        <Button
          component={Link}
          to={linkTo('company_info_maintain')}
          variant="default"
          size="xs"
          leftSection={<IconArrowLeft size={14} />}
        >
          返回单位信息
        </Button>
      )}
      columns={[
        { key: 'applyTime', title: '申请时间', width: 160 },
        {
          id: 'changeItems',
          title: '变更内容',
          render: (r) => (
            <Stack gap={2}>
              {r.changeItems.map((c) => (
                <Text key={c.field} size="sm">
                  <Text span fw={600}>
                    {c.fieldName}
                  </Text>
                  ：
                  <Text span c="dimmed" td="line-through">
                    {c.oldValue || '（空）'}
                  </Text>{' '}
                  → {c.newValue || '（空）'}
                </Text>
              ))}
            </Stack>
          ),
        },
        { key: 'changeReason', title: '变更原因', width: 200 },
        { key: 'applicant', title: '申请人', width: 80 },
        {
          id: 'status',
          title: '审核状态',
          width: 100,
          render: (r) => <StatusTag lifecycle={changeLifecycle} row={r} size="sm" />,
        },
        {
          id: 'audit',
          title: '审核意见',
          width: 240,
          render: (r) =>
            r.auditOpinion ? (
              <Stack gap={0}>
                <Text size="sm">{r.auditOpinion}</Text>
                <Text size="xs" c="dimmed">
                  {[r.auditor, r.auditTime].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                —
              </Text>
            ),
        },
        {
          id: 'licence',
          title: '营业执照',
          width: 110,
          render: (r) => (r.licenceAttsysid ? <AttachmentLink attsysid={r.licenceAttsysid} fileName="下载" /> : '—'),
        },
      ]}
      emptyText="暂无单位信息变更记录"
    />
  );
}

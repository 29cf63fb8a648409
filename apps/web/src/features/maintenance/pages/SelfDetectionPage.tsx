import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { usePlatform } from '@/platform/PlatformContext';
import { AttachmentLink } from '@/kit/AttachmentLink';
import { ExpiryTag } from '@/kit/ExpiryTag';
import { ListPage } from '@/kit/list/ListPage';
import { PageViews, viewsPrefetch, type PageView } from '@/kit/page/PageViews';
import { toBody } from '@/kit/list/query';
import { listSource, prefetchList } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import { equipmentTypeOptions } from '@/kit/options';
import { StatusTag, useLifecycleRowActions } from '@/kit/lifecycle/LifecycleUi';
import {
  fetchSelfDetectionList,
  selfDetectionListKey,
  type SelfDetectionListBody,
} from '@/features/maintenance/api/self-detection-list';
import {
  fetchSelfMaintainList,
  selfMaintainListKey,
  type SelfMaintainListBody,
} from '@/features/maintenance/api/self-maintain-list';
import { saveSelfMaintain } from '@/features/maintenance/api/save-self-maintain';
import { submitSelfMaintain } from '@/features/maintenance/api/submit-self-maintain';
import { deleteSelfMaintain } from '@/features/maintenance/api/delete-self-maintain';
import { APPLICATION_STATUSES } from '@/kit/lifecycle/lifecycle';
import { selfMaintainLifecycle } from '@/features/maintenance/applications';
import { openSelfMaintainForm } from '@/features/maintenance/self-maintain-form';
import { selfMaintainKey } from '@/features/maintenance/api/keys';

type DetectFilters = FiltersOf<SelfDetectionListBody, 'eqpCode' | 'detectYear' | 'conclusion' | 'rectifyStatus'>;
const thisYear = new Date().getFullYear();
const detectFilters: FilterSpec<DetectFilters>[] = [
  { kind: 'text', name: 'eqpCode', label: '设备代码', width: 200 },
  {
    kind: 'select',
    name: 'detectYear',
    label: '检测年度',
    options: [0, 1, 2, 3].map((n) => ({ value: String(thisYear - n), label: `${thisYear - n} 年` })),
    width: 120,
  },
  {
    kind: 'select',
    name: 'conclusion',
    label: '检测结论',
    options: [
      { value: '合格', label: '合格' },
      { value: '不合格', label: '不合格' },
    ],
    width: 120,
  },
  {
    kind: 'select',
    name: 'rectifyStatus',
    label: '整改状态',
    options: [
      { value: '0', label: '无需整改' },
      { value: '1', label: '整改中' },
      { value: '2', label: '已整改' },
    ],
    width: 120,
  },
];

const detectSource = listSource({
  filters: detectFilters,
  queryKey: selfDetectionListKey,
  fetch: (platform, q) => fetchSelfDetectionList(platform, toBody(q)),
});

function DetectionView() {
  return (
    <ListPage
      title="年度自行检测记录"
      source={detectSource}
      rowKey={(r) => r.id}
      columns={[
        {
          id: 'eqp',
          title: '设备',
          render: (r) => (
            <Stack gap={0}>
              <Text size="sm">{r.eqpName}</Text>
              <Text size="xs" c="dimmed">
                {r.eqpCode}
              </Text>
            </Stack>
          ),
        },
        { key: 'detectYear', title: '年度', width: 70 },
        { key: 'detectDate', title: '检测日期', width: 110 },
        { key: 'detectUnitName', title: '检测单位', width: 180 },
        { key: 'reportNo', title: '报告编号', width: 170 },
        {
          id: 'conclusion',
          title: '结论',
          width: 80,
          render: (r) => (
            <Badge variant="light" color={r.conclusion === '合格' ? 'teal' : 'red'}>
              {r.conclusion}
            </Badge>
          ),
        },
        {
          id: 'problems',
          title: '问题与整改',
          width: 200,
          render: (r) =>
            r.problemCount ? (
              <Stack gap={0}>
                <Text size="sm">
                  {r.problemCount} 项：{r.problemDesc}
                </Text>
                <Text size="xs" c="dimmed">
                  {r.rectifyStatusName}
                  {r.rectifyDate ? `（${r.rectifyDate}）` : ''}
                </Text>
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {r.rectifyStatusName ?? '—'}
              </Text>
            ),
        },
        { id: 'next', title: '下次检测', width: 200, render: (r) => <ExpiryTag date={r.nextDetectDate} /> },
        {
          id: 'report',
          title: '报告',
          width: 70,
          render: (r) => (r.reportAttsysid ? <AttachmentLink attsysid={r.reportAttsysid} fileName="下载" /> : '—'),
        },
      ]}
      emptyText="没有符合条件的自行检测记录"
    />
  );
}

type MaintainFilters = FiltersOf<SelfMaintainListBody, 'eqpCode' | 'eqpName' | 'equclacode' | 'status'>;
const maintainFilters: FilterSpec<MaintainFilters>[] = [
  { kind: 'text', name: 'eqpName', label: '设备名称', width: 160 },
  { kind: 'text', name: 'eqpCode', label: '设备代码', width: 200 },
  { kind: 'select', name: 'equclacode', label: '设备类别', options: equipmentTypeOptions, width: 160 },
  // The lifecycle's statuses.
  {
    kind: 'select',
    name: 'status',
    label: '状态',
    options: Object.entries(APPLICATION_STATUSES).map(([value, s]) => ({ value, label: s.text })),
    width: 110,
  },
];

const maintainSource = listSource({
  filters: maintainFilters,
  queryKey: selfMaintainListKey,
  fetch: (platform, q) => fetchSelfMaintainList(platform, toBody(q)),
});

function MaintainView() {
  const platform = usePlatform();
  const qc = useQueryClient();
  const lifecycle = selfMaintainLifecycle({
    submit: (r) => submitSelfMaintain(platform, { id: r.id }),
    delete: (r) => deleteSelfMaintain(platform, { id: r.id }),
  });
  const save = async (body: Parameters<typeof saveSelfMaintain>[1]) => {
    const r = await saveSelfMaintain(platform, body);
    void qc.invalidateQueries({ queryKey: selfMaintainKey });
    return r;
  };
  const actions = useLifecycleRowActions(lifecycle, {
    name: (r) => r.applyNo ?? r.eqpName ?? r.id,
    onEdit: (r) => void openSelfMaintainForm(platform, save, r),
    invalidate: selfMaintainKey,
  });
  return (
    <ListPage
      title="设备自行维护申请"
      source={maintainSource}
      rowKey={(r) => r.id}
      columns={[
        {
          id: 'applyNo',
          title: '申请编号',
          width: 150,
          render: (r) =>
            r.applyNo ?? (
              <Text size="sm" c="dimmed">
                （草稿）
              </Text>
            ),
        },
        {
          id: 'eqp',
          title: '设备',
          render: (r) => (
            <Stack gap={0}>
              <Text size="sm">{r.eqpName}</Text>
              <Text size="xs" c="dimmed">
                {r.eqpCode}
              </Text>
            </Stack>
          ),
        },
        { key: 'maintainers', title: '维护人员', width: 120 },
        { id: 'cycle', title: '周期', width: 70, render: (r) => `${r.maintCycleDays} 天` },
        { id: 'period', title: '期限', width: 190, render: (r) => `${r.startDate} 至 ${r.endDate}` },
        {
          id: 'status',
          title: '状态',
          width: 90,
          render: (r) => <StatusTag lifecycle={lifecycle} row={r} size="sm" />,
        },
        { id: 'opinion', title: '审核意见', width: 200, render: (r) => r.auditOpinion ?? '—' },
      ]}
      rowActions={actions}
      toolbar={() => (
        <Button
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => void openSelfMaintainForm(platform, save)}
        >
          新增自行维护申请
        </Button>
      )}
      emptyText="暂无自行维护申请"
    />
  );
}

const views: PageView[] = [
  { value: 'detection', label: '自行检测记录', render: () => <DetectionView />, prefetch: prefetchList(detectSource) },
  { value: 'maintain', label: '自行维护申请', render: () => <MaintainView />, prefetch: prefetchList(maintainSource) },
];
export const prefetch = viewsPrefetch(views);

/** 自行检测与自行维护 (selfDetection): annual self-inspection records and self-maintain applications. */
export default function SelfDetectionPage() {
  return <PageViews views={views} />;
}

import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { usePlatform } from '@/platform/PlatformContext';
import { AttachmentLink } from '@/kit/AttachmentLink';
import { ExpiryTag } from '@/kit/ExpiryTag';
import { ListPage } from '@/kit/list/ListPage';
import { PageViews, viewsPrefetch, type PageView } from '@/kit/page/PageViews';
import { bodyListSource, prefetchList } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import { equipmentTypeOptions, labelOptions, optionsOf } from '@/kit/options';
import { statusColumn, useLifecycleRowActions } from '@/kit/lifecycle/LifecycleUi';
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
import { APPLICATION_STATUSES, statusOptions } from '@/kit/lifecycle/lifecycle';
import { selfMaintainLifecycle } from '@/features/maintenance/applications';
import { openSelfMaintainForm } from '@/features/maintenance/self-maintain-form';
import { selfMaintainKey } from '@/features/maintenance/api/keys';
import { selectFilter, textFilter } from '@/kit/list/filters';
import { eqpColumn, tag } from '@/kit/list/cells-ui';
import { AddButton } from '@/kit/list/AddButton';

type DetectFilters = FiltersOf<SelfDetectionListBody, 'eqpCode' | 'detectYear' | 'conclusion' | 'rectifyStatus'>;
const thisYear = new Date().getFullYear();
const detectFilters: FilterSpec<DetectFilters>[] = [
  textFilter('eqpCode', '设备代码', 200),
  selectFilter(
    'detectYear',
    '检测年度',
    [0, 1, 2, 3].map((n) => ({ value: String(thisYear - n), label: `${thisYear - n} 年` })),
    120,
  ),
  selectFilter('conclusion', '检测结论', labelOptions(['合格', '不合格']), 120),
  selectFilter(
    'rectifyStatus',
    '整改状态',
    optionsOf([
      ['0', '无需整改'],
      ['1', '整改中'],
      ['2', '已整改'],
    ]),
    120,
  ),
];

const detectSource = bodyListSource(detectFilters, selfDetectionListKey, fetchSelfDetectionList);

function DetectionView() {
  return (
    <ListPage
      title="年度自行检测记录"
      source={detectSource}
      columns={[
        eqpColumn(),
        { key: 'detectYear', title: '年度', width: 70 },
        { key: 'detectDate', title: '检测日期', width: 110 },
        { key: 'detectUnitName', title: '检测单位', width: 180 },
        { key: 'reportNo', title: '报告编号', width: 170 },
        {
          id: 'conclusion',
          title: '结论',
          width: 80,
          render: (r) => tag(r.conclusion, r.conclusion === '合格' ? 'teal' : 'red'),
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
  textFilter('eqpName', '设备名称', 160),
  textFilter('eqpCode', '设备代码', 200),
  selectFilter('equclacode', '设备类别', equipmentTypeOptions, 160),
  // The lifecycle's statuses.
  selectFilter('status', '状态', statusOptions(APPLICATION_STATUSES), 110),
];

const maintainSource = bodyListSource(maintainFilters, selfMaintainListKey, fetchSelfMaintainList);

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
    invalidate: [selfMaintainKey],
  });
  return (
    <ListPage
      title="设备自行维护申请"
      source={maintainSource}
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
        eqpColumn(),
        { key: 'maintainers', title: '维护人员', width: 120 },
        { id: 'cycle', title: '周期', width: 70, render: (r) => `${r.maintCycleDays} 天` },
        { id: 'period', title: '期限', width: 190, render: (r) => `${r.startDate} 至 ${r.endDate}` },
        statusColumn(lifecycle, { width: 90 }),
        { id: 'opinion', title: '审核意见', width: 200, render: (r) => r.auditOpinion ?? '—' },
      ]}
      rowActions={actions}
      toolbar={() => <AddButton label="新增自行维护申请" onClick={() => void openSelfMaintainForm(platform, save)} />}
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

import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { ListPage } from '@/kit/list/ListPage';
import { PageViews, viewsPrefetch, type PageView } from '@/kit/page/PageViews';
import { bodyListSource, type ListSource, prefetchList } from '@/kit/list/source';
import type { ColumnSpec, FilterSpec, FiltersOf } from '@/kit/list/types';
import { areaOptions, useStatusColor } from '@/kit/options';
import { statusColumn } from '@/kit/lifecycle/LifecycleUi';
import {
  fetchRegistrationSets,
  registrationSetsKey,
  type RegistrationSet,
  type RegistrationSetsBody,
} from '@/features/registration/api/registration-sets';
import { fetchRegistrationsByUnit, registrationsByUnitKey } from '@/features/registration/api/registrations-by-unit';
import {
  fetchPipelineRegistrations,
  pipelineRegistrationsKey,
  type PipelineRegistrationsBody,
} from '@/features/registration/api/pipeline-registrations';
import { useUseRecordCalls } from '@/features/registration/useRegistrationCalls';
import { ImportUseRecordsButton } from '@/features/registration/ImportUseRecordsButton';
import { USE_RECORD_STATUSES, USE_STATUS_OPTIONS } from '@/features/registration/lifecycles';
import { linkTo } from '@/platform/routing';
import { selectFilter, textFilter } from '@/kit/list/filters';
import { twoLines } from '@/kit/list/cells-ui';
import { statusOptions } from '@/kit/lifecycle/lifecycle';

type RegFilters = FiltersOf<RegistrationSetsBody, 'setName' | 'registCode' | 'equclacode' | 'areaCode' | 'useStatus'>;
const regFilters: FilterSpec<RegFilters>[] = [
  textFilter('setName', '登记名称', 200),
  textFilter('registCode', '使用登记证编号', 210),
  { kind: 'equipmentType', name: 'equclacode', label: '设备类别', width: 150 },
  selectFilter('areaCode', '所在区县', areaOptions, 120),
  selectFilter('useStatus', '使用状态', USE_STATUS_OPTIONS, 110),
];

const regColumns: ColumnSpec<RegistrationSet>[] = [
  {
    key: 'setName',
    title: '登记名称',
    render: (r) => twoLines(r.setName, r.eqpVarietyName ?? r.equclaname),
  },
  { key: 'registCode', title: '使用登记证编号', width: 190 },
  {
    id: 'count',
    title: '设备',
    width: 100,
    render: (r) => (
      <Stack gap={0}>
        <Text size="sm">{r.eqpCount} 台（套）</Text>
        {r.totalLength != null && (
          <Text size="xs" c="dimmed">
            总长 {r.totalLength} 米
          </Text>
        )}
      </Stack>
    ),
  },
  { key: 'useAddress', title: '使用地点' },
  { key: 'registDate', title: '登记日期', width: 105, sortField: 'registDate' },
  { key: 'regOrgName', title: '登记机关', width: 180 },
  {
    id: 'useStatus',
    title: '使用状态',
    width: 90,
    render: (r) => (
      <Badge size="sm" variant="light" color={useStatusColor[r.useStatus ?? ''] ?? 'gray'}>
        {r.useStatusName ?? '—'}
      </Badge>
    ),
  },
];

/** Registrations by set and by unit: the same filters over two calls. */
const setsSource = bodyListSource(regFilters, registrationSetsKey, fetchRegistrationSets);
const unitsSource = bodyListSource(regFilters, registrationsByUnitKey, fetchRegistrationsByUnit);

/** The list of registrations by set or by unit: the same declaration over two calls. */
function RegistrationList({
  source,
  detail,
  newLabel,
  registMode,
  empty,
  importable,
}: {
  source: ListSource<RegistrationSet, RegFilters>;
  detail: 'company_service_set_detail' | 'company_service_unit_detail';
  newLabel: string;
  registMode: '1' | '2';
  empty: string;
  importable?: boolean;
}) {
  const navigate = useNavigate();
  return (
    <ListPage
      source={source}
      columns={regColumns}
      rowActions={[{ label: '查看', onClick: (r) => navigate(linkTo(detail, { id: r.id })) }]}
      toolbar={() => (
        <Group gap="xs">
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => navigate(linkTo('use_record_apply', { registMode }))}
          >
            {newLabel}
          </Button>
          <Button size="xs" variant="default" onClick={() => navigate(linkTo('use_record_query'))}>
            使用登记记录
          </Button>
          {importable && <ImportUseRecordsButton />}
        </Group>
      )}
      emptyText={empty}
    />
  );
}

type PipeFilters = FiltersOf<PipelineRegistrationsBody, 'applyNo' | 'eqpCode' | 'pipeClass' | 'status'>;
const pipeFilters: FilterSpec<PipeFilters>[] = [
  textFilter('applyNo', '申请编号', 180),
  textFilter('eqpCode', '管道设备代码', 190),
  selectFilter(
    'pipeClass',
    '管道级别',
    ['GC1', 'GC2', 'GC3', 'GB1', 'GB2'].map((v) => ({ value: v, label: v })),
    110,
  ),
  selectFilter('status', '状态', statusOptions(USE_RECORD_STATUSES), 110),
];
const pipelineSource = bodyListSource(pipeFilters, pipelineRegistrationsKey, fetchPipelineRegistrations);

/** 压力管道使用登记 (list8000Tpm): pipe class, medium, design parameters, length, and the record's lifecycle. */
function PipelineList() {
  const navigate = useNavigate();
  const { lifecycle } = useUseRecordCalls();
  return (
    <ListPage
      title="压力管道使用登记"
      source={pipelineSource}
      columns={[
        { key: 'applyNo', title: '申请编号', width: 160 },
        {
          id: 'eqp',
          title: '管道',
          render: (r) => twoLines(r.eqpName ?? '—', r.eqpCode ?? ''),
        },
        { key: 'pipeClass', title: '级别', width: 70 },
        { key: 'medium', title: '介质', width: 100 },
        {
          id: 'design',
          title: '设计压力 / 温度',
          width: 130,
          render: (r) => `${r.designPressure ?? '—'} MPa / ${r.designTemperature ?? '—'} ℃`,
        },
        { id: 'length', title: '长度 / 条数', width: 120, render: (r) => `${r.totalLength} 米 / ${r.pipeCount} 条` },
        { key: 'registCode', title: '使用登记证编号', width: 190, render: (r) => r.registCode ?? '—' },
        statusColumn(lifecycle, { width: 90 }),
      ]}
      rowActions={[{ label: '查看', onClick: (r) => navigate(linkTo('use_record_detail', { id: r.id })) }]}
      emptyText="没有压力管道使用登记记录"
    />
  );
}

const regBySetsViews: PageView[] = [
  {
    value: 'sets',
    label: '按套登记',
    render: () => (
      <RegistrationList
        source={setsSource}
        detail="company_service_set_detail"
        newLabel="新增按套登记"
        registMode="1"
        empty="没有按套办理的使用登记"
      />
    ),
    prefetch: prefetchList(setsSource),
  },
  { value: 'pipeline', label: '压力管道登记', render: () => <PipelineList />, prefetch: prefetchList(pipelineSource) },
];

/** Each route's list: by set (the view the address names), by unit. */
export const prefetch = {
  RegBySetsPage: viewsPrefetch(regBySetsViews),
  RegByUnitPage: prefetchList(unitsSource),
};

/** 按套使用登记 (regBySets): registrations of complete sets, and the pressure piping registrations. */
export function RegBySetsPage() {
  return <PageViews views={regBySetsViews} />;
}

/** 按单位使用登记 (regByUnit): registrations of a unit's equipment as a whole; equipment may be imported from Excel. */
export function RegByUnitPage() {
  return (
    <RegistrationList
      source={unitsSource}
      detail="company_service_unit_detail"
      newLabel="新增按单位登记"
      registMode="2"
      empty="没有按单位办理的使用登记"
      importable
    />
  );
}

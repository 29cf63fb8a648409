import { Badge, Button, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { SAME_TAB_STATE } from '@/platform/tabIdentity';
import { ExpiryTag } from '@/kit/ExpiryTag';
import { ListPage } from '@/kit/list/ListPage';
import { toBody } from '@/kit/list/query';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import { QueryState } from '@/kit/QueryState';
import { StatusTag, useLifecycleRowActions } from '@/kit/lifecycle/LifecycleUi';
import { fetchMaintenanceUnits, maintenanceUnitsKey, type MaintenanceUnit, type MaintenanceUnitsBody } from '@/features/maintenance/api/maintenance-units';
import { useMaintenanceUnitEquipment } from '@/features/maintenance/api/maintenance-unit-equipment';
import { fetchMaintenanceRecords, maintenanceRecordsKey, type MaintenanceRecord, type MaintenanceRecordsBody } from '@/features/maintenance/api/maintenance-records';
import { fetchProjectApplyList, projectApplyListKey, type ProjectApplyListBody } from '@/features/maintenance/api/maintenance-project-list';
import { fetchPriceApplyList, priceApplyListKey, type PriceApplyListBody } from '@/features/maintenance/api/maintenance-price-list';
import { openPriceForm, openProjectForm } from '@/features/maintenance/applications';
import { usePriceApplyCalls, useProjectApplyCalls } from '@/features/maintenance/useApplicationCalls';
import { linkTo } from '@/platform/routing';

const IN_TAB = { replace: true, state: SAME_TAB_STATE } as const;
const VIEWS = [
  { value: 'units', label: '维保单位' },
  { value: 'records', label: '维保记录' },
  { value: 'project', label: '维保项目申请' },
  { value: 'price', label: '维保价格申请' },
];

// ---- 维保单位 ----

type UnitFilters = FiltersOf<MaintenanceUnitsBody, 'unitName' | 'licenseNo' | 'licenseStatus'>;
const unitFilters: FilterSpec<UnitFilters>[] = [
  { kind: 'text', name: 'unitName', label: '单位名称', width: 220 },
  { kind: 'text', name: 'licenseNo', label: '许可证编号', width: 180 },
  { kind: 'select', name: 'licenseStatus', label: '许可状态', options: [{ value: '1', label: '有效' }, { value: '2', label: '即将到期' }, { value: '3', label: '已过期' }], width: 120 },
];

function UnitEquipment({ unit }: { unit: MaintenanceUnit }) {
  const list = useMaintenanceUnitEquipment({ maintUnitId: unit.id, pageNo: 1, pageSize: 20 });
  return (
    <QueryState query={list} isEmpty={(d) => !d.list.length} empty="该维保单位暂无维保本单位的设备" minHeight={80}>
      {(page) => (
        <Stack gap="xs">
          <Table striped withTableBorder fz="sm" aria-label="维保的设备">
            <Table.Thead><Table.Tr><Table.Th>设备名称</Table.Th><Table.Th>设备代码</Table.Th><Table.Th>使用地点</Table.Th><Table.Th>下次检验</Table.Th></Table.Tr></Table.Thead>
            <Table.Tbody>
              {page.list.map((e) => <Table.Tr key={e.oidno}><Table.Td>{e.eqpName}</Table.Td><Table.Td>{e.eqpCode ?? '—'}</Table.Td><Table.Td>{e.useAddress ?? '—'}</Table.Td><Table.Td>{e.nextInspDate ?? '—'}</Table.Td></Table.Tr>)}
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed">共维保 {page.count} 台设备（显示前 {page.list.length} 台）</Text>
        </Stack>
      )}
    </QueryState>
  );
}

function UnitsView() {
  const platform = usePlatform();
  return (
    <ListPage
      title="维保单位"
      filters={unitFilters}
      queryKey={maintenanceUnitsKey}
      fetch={(q) => fetchMaintenanceUnits(platform, toBody(q))}
      rowKey={(r) => r.id}
      columns={[
        { key: 'unitName', title: '维保单位' },
        { key: 'licenseNo', title: '许可证编号', width: 150 },
        { id: 'licenseExpiry', title: '许可有效期至', width: 200, render: (r) => <ExpiryTag date={r.licenseExpiry} /> },
        { id: 'contact', title: '联系人', width: 160, render: (r) => `${r.contactPerson ?? '—'} ${r.contactPhone ?? ''}` },
        { key: 'emergencyPhone', title: '应急电话', width: 130 },
        { key: 'areaName', title: '所在区县', width: 90 },
      ]}
      rowActions={[{ label: '维保设备', onClick: (r) => modals.open({ title: `${r.unitName} 维保的设备`, size: 'xl', children: <UnitEquipment unit={r} /> }) }]}
      emptyText="没有维保本单位设备的维保单位"
    />
  );
}

// ---- 维保记录 ----

type RecordFilters = FiltersOf<MaintenanceRecordsBody, 'eqpCode' | 'maintType' | 'signStatus' | 'maintDateBegin' | 'maintDateEnd'> & { view: string };
const recordFilters: FilterSpec<RecordFilters>[] = [
  { kind: 'text', name: 'eqpCode', label: '设备代码', width: 200 },
  { kind: 'select', name: 'maintType', label: '维保类型', options: [{ value: '1', label: '半月维保' }, { value: '2', label: '季度维保' }, { value: '3', label: '半年维保' }, { value: '4', label: '年度维保' }], width: 130 },
  { kind: 'select', name: 'signStatus', label: '签字确认', options: [{ value: '0', label: '未确认' }, { value: '1', label: '已确认' }], width: 120 },
  { kind: 'dateRange', from: 'maintDateBegin', to: 'maintDateEnd', label: '维保日期' },
];

function RecordItems({ record }: { record: MaintenanceRecord }) {
  return (
    <Stack gap="xs">
      <Text size="sm">{record.maintDate} {record.startTime?.slice(11, 16)}–{record.endTime?.slice(11, 16)} · {record.maintainers}（{record.maintainerCertNo}）</Text>
      <Table striped withTableBorder fz="sm" aria-label="维保项目">
        <Table.Thead><Table.Tr><Table.Th w={60}>序号</Table.Th><Table.Th>项目</Table.Th><Table.Th>要求</Table.Th><Table.Th w={80}>结果</Table.Th></Table.Tr></Table.Thead>
        <Table.Tbody>
          {(record.items ?? []).map((i) => <Table.Tr key={i.itemNo}><Table.Td>{i.itemNo}</Table.Td><Table.Td>{i.itemName}</Table.Td><Table.Td>{i.itemContent}</Table.Td><Table.Td><Badge variant="light" color={i.result === '1' ? 'teal' : 'orange'}>{i.resultName}</Badge></Table.Td></Table.Tr>)}
        </Table.Tbody>
      </Table>
      {record.problemDesc && <Text size="sm" c="orange">发现问题：{record.problemDesc}</Text>}
    </Stack>
  );
}

function RecordsView() {
  const platform = usePlatform();
  return (
    <ListPage
      title="维保记录"
      filters={recordFilters}
      queryKey={maintenanceRecordsKey}
      fetch={({ view: _view, ...q }) => fetchMaintenanceRecords(platform, toBody(q))}
      rowKey={(r) => r.id}
      columns={[
        { id: 'eqp', title: '设备', render: (r) => <Stack gap={0}><Text size="sm">{r.eqpName}</Text><Text size="xs" c="dimmed">{r.eqpCode}</Text></Stack> },
        { key: 'useAddress', title: '使用地点' },
        { key: 'maintUnitName', title: '维保单位', width: 180 },
        { key: 'maintTypeName', title: '维保类型', width: 90 },
        { key: 'maintDate', title: '维保日期', width: 110, sortField: 'maintDate' },
        { key: 'maintainers', title: '维保人员', width: 120 },
        { id: 'sign', title: '签字确认', width: 90, render: (r) => <Badge variant="light" color={r.signStatus === '1' ? 'teal' : 'orange'}>{r.signStatusName ?? '—'}</Badge> },
      ]}
      rowActions={[{ label: '详情', onClick: (r) => modals.open({ title: `维保记录：${r.eqpName}`, size: 'xl', children: <RecordItems record={r} /> }) }]}
      emptyText="没有符合条件的维保记录"
    />
  );
}

// ---- 维保项目申请 / 维保价格申请 ----

type ApplyFilters = FiltersOf<ProjectApplyListBody & PriceApplyListBody, 'applyNo' | 'projectName' | 'status' | 'applyDateBegin' | 'applyDateEnd'> & { view: string };
const applyFilters = (statuses: Record<string, { text: string }>): FilterSpec<ApplyFilters>[] => [
  { kind: 'text', name: 'applyNo', label: '申请编号', width: 180 },
  { kind: 'text', name: 'projectName', label: '项目名称', width: 220 },
  { kind: 'select', name: 'status', label: '状态', options: Object.entries(statuses).map(([value, s]) => ({ value, label: s.text })), width: 120 },
  { kind: 'dateRange', from: 'applyDateBegin', to: 'applyDateEnd', label: '申请日期' },
];

function ProjectView() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const { lifecycle, save, invalidate } = useProjectApplyCalls();
  const actions = useLifecycleRowActions(lifecycle, {
    name: (r) => r.applyNo,
    onView: (r) => navigate(linkTo('company_service_maint_apply_detail', { id: r.id })),
    onEdit: (r) => void openProjectForm(platform, save, r),
    invalidate,
  });
  return (
    <ListPage
      title="维保项目申请"
      filters={applyFilters(lifecycle.statuses)}
      queryKey={projectApplyListKey}
      fetch={({ view: _view, ...q }) => fetchProjectApplyList(platform, toBody(q))}
      rowKey={(r) => r.id}
      columns={[
        { key: 'applyNo', title: '申请编号', width: 150 },
        { key: 'projectName', title: '项目名称' },
        { key: 'maintUnitName', title: '维保单位', width: 180 },
        { key: 'maintModeName', title: '维保方式', width: 80 },
        { id: 'contract', title: '合同期限', width: 190, render: (r) => `${r.contractStartDate ?? '—'} 至 ${r.contractEndDate ?? '—'}` },
        { id: 'eqp', title: '设备', width: 60, render: (r) => `${r.eqpCount ?? r.equList?.length ?? 0} 台` },
        { key: 'applyDate', title: '申请日期', width: 110 },
        { id: 'status', title: '状态', width: 90, render: (r) => <StatusTag lifecycle={lifecycle} row={r} size="sm" /> },
      ]}
      rowActions={actions}
      toolbar={() => <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => void openProjectForm(platform, save)}>新增维保项目申请</Button>}
      emptyText="没有符合条件的维保项目申请"
    />
  );
}

function PriceView() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const { lifecycle, save, invalidate } = usePriceApplyCalls();
  const actions = useLifecycleRowActions(lifecycle, {
    name: (r) => r.applyNo,
    onView: (r) => navigate(linkTo('company_service_maint_apply_detail', { id: r.id, kind: 'price' })),
    onEdit: (r) => void openPriceForm(platform, save, r),
    invalidate,
  });
  return (
    <ListPage
      title="维保价格申请"
      filters={applyFilters(lifecycle.statuses)}
      queryKey={priceApplyListKey}
      fetch={({ view: _view, ...q }) => fetchPriceApplyList(platform, toBody(q))}
      rowKey={(r) => r.id}
      columns={[
        { key: 'applyNo', title: '申请编号', width: 150 },
        { key: 'projectName', title: '维保项目' },
        { key: 'maintUnitName', title: '维保单位', width: 180 },
        { id: 'count', title: '设备', width: 60, render: (r) => `${r.eqpCount ?? r.priceItems?.length ?? 0} 台` },
        { id: 'total', title: '合计金额', width: 120, render: (r) => `${(r.totalAmount ?? 0).toFixed(2)} 元` },
        { id: 'period', title: '价格有效期', width: 190, render: (r) => `${r.effectiveDate ?? '—'} 至 ${r.expireDate ?? '—'}` },
        { id: 'status', title: '状态', width: 90, render: (r) => <StatusTag lifecycle={lifecycle} row={r} size="sm" /> },
      ]}
      rowActions={actions}
      toolbar={() => <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => void openPriceForm(platform, save)}>新增维保价格申请</Button>}
      emptyText="没有符合条件的维保价格申请"
    />
  );
}

/** 维保详情: the maintenance units of the unit's equipment, their records, and the maintenance project and price applications. */
export default function MaintenancePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = VIEWS.some((v) => v.value === params.get('view')) ? params.get('view')! : 'units';
  return (
    <>
      <Group mb="md">
        <SegmentedControl aria-label="查看内容" data={VIEWS} value={view} onChange={(v) => navigate(v === 'units' ? linkTo('company_service_weibao') : linkTo('company_service_weibao', { view: v }), IN_TAB)} />
      </Group>
      {view === 'records' ? <RecordsView key="records" /> : view === 'project' ? <ProjectView key="project" /> : view === 'price' ? <PriceView key="price" /> : <UnitsView key="units" />}
    </>
  );
}

// The equipment lists' shared declarations: filters, columns, row actions and hints. The pages
// (综合查询, 超期未检, 即将到期, 检验不合格, 未登记) pick from here instead of repeating them.
import type { ReactNode } from 'react';
import { Alert, Anchor, Badge, Text, type BadgeProps } from '@mantine/core';
import { HoverTooltip } from '@/kit/HoverTooltip';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { components } from '@tzsb/sdk';
import { usePlatform } from '@/platform/PlatformContext';
import { openBlob } from '@/kit/blob';
import type { ColumnSpec, FilterSpec, FiltersOf, RowAction } from '@/kit/list/types';
import { areaOptions, useStatusColor, useStatusOptions } from '@/kit/options';
import type { EquipmentListBody } from '@/shared/equipment/api/equipment-list';
import type { EquipmentDueListBody } from './api/equipment-due-list';
import type { EquipmentOverdueListBody } from './api/equipment-overdue-list';
import type { EquipmentExportListBody } from './api/equipment-export-list';
import { equipmentInFlowQuery } from '@/shared/equipment/api/equipment-in-flow';
import { fetchEquipmentUseSign } from './api/equipment-use-sign';
import { archivePath, equipmentFormPath } from './links';

/** A row of the equipment lists (the contract's Equipment). */
export type Equipment = components['schemas']['Equipment'];

/** Filters every equipment list call takes (and the Excel export by filters). */
type SharedBody = EquipmentListBody & EquipmentDueListBody & EquipmentOverdueListBody & EquipmentExportListBody;
type SharedFilterName = 'equclacode' | 'eqpCode' | 'registCode' | 'eqpName' | 'useStatus' | 'areaCode' | 'nextInspDateBegin' | 'nextInspDateEnd';
/** The shared filters, named as the contract's fields (a renamed field fails the type check). */
export type EquipmentFilters<K extends SharedFilterName = SharedFilterName> = FiltersOf<SharedBody, K>;

const FILTER_SPECS: { names: SharedFilterName[]; spec: FilterSpec<EquipmentFilters> }[] = [
  { names: ['equclacode'], spec: { kind: 'equipmentType', name: 'equclacode' } },
  { names: ['eqpCode'], spec: { kind: 'text', name: 'eqpCode', label: '设备代码', width: 170 } },
  { names: ['registCode'], spec: { kind: 'text', name: 'registCode', label: '登记证编号', width: 180 } },
  { names: ['eqpName'], spec: { kind: 'text', name: 'eqpName', label: '设备名称', width: 150 } },
  { names: ['useStatus'], spec: { kind: 'select', name: 'useStatus', label: '使用状态', options: useStatusOptions, width: 120 } },
  { names: ['areaCode'], spec: { kind: 'select', name: 'areaCode', label: '所在区县', options: areaOptions, width: 120 } },
  { names: ['nextInspDateBegin', 'nextInspDateEnd'], spec: { kind: 'dateRange', from: 'nextInspDateBegin', to: 'nextInspDateEnd', label: '下次检验日期', width: 250 } },
];

/** The filter form and its defaults for the given shared filters, in the usual order. */
export function equipmentFilters<K extends SharedFilterName>(names: readonly K[]): { specs: FilterSpec<EquipmentFilters<K>>[]; defaults: EquipmentFilters<K> } {
  const wanted = new Set<SharedFilterName>(names);
  const specs = FILTER_SPECS.filter((f) => f.names.every((n) => wanted.has(n))).map((f) => f.spec as unknown as FilterSpec<EquipmentFilters<K>>);
  const defaults = Object.fromEntries(names.map((n) => [n, ''])) as EquipmentFilters<K>;
  return { specs, defaults };
}

const PASSING = new Set(['合格', '复检合格', '允许使用']);
export const conclusionColor = (c: string | null | undefined) => (!c ? undefined : PASSING.has(c) ? 'teal' : c === '基本符合要求' ? 'yellow' : 'red');


/** A tag that keeps its whole text in a narrow table column (Badge would cut it to an ellipsis). */
export function Tag({ children, ...props }: BadgeProps & { children: ReactNode; 'data-days'?: number }) {
  return <Badge radius="sm" variant="light" styles={{ label: { overflow: 'visible' } }} {...props}>{children}</Badge>;
}

/** 使用状态 as a tag. */
export function UseStatusTag({ status, name }: { status: string; name?: string | null }) {
  const label = name ?? useStatusOptions.find((o) => o.value === status)?.label ?? status;
  return <Tag color={useStatusColor[status] ?? 'blue'}>{label}</Tag>;
}

/** 距下次检验: overdue days in red, the last 30 days in orange/yellow, further off in teal. */
function DaysToInspection({ days }: { days: number | null | undefined }) {
  if (days === null || days === undefined) return <Text size="sm" c="dimmed">—</Text>;
  if (days < 0) return <Tag color="red" variant="filled" data-days={days}>超期 {-days} 天</Tag>;
  if (days === 0) return <Tag color="red" data-days={days}>今天到期</Tag>;
  const color = days <= 15 ? 'orange' : days <= 30 ? 'yellow' : days <= 90 ? 'blue' : 'teal';
  return <Tag color={color} data-days={days}>剩 {days} 天</Tag>;
}

/** Codes in figures of one width, never wrapped. */
export const code = (v: string | null | undefined, dimmed = false) =>
  v ? <Text size="sm" c={dimmed ? 'dimmed' : undefined} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{v}</Text> : <Text size="sm" c="dimmed">—</Text>;
const nowrap = (v: string | null | undefined) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{v || '—'}</Text>;
/** Long text in a fixed width, one line, the whole text on hover. */
export const clamp = (v: string | null | undefined, width: number): ReactNode =>
  v ? <HoverTooltip label={v} multiline maw={360}><Text size="sm" lineClamp={1} w={width}>{v}</Text></HoverTooltip> : '—';

/**
 * The equipment columns, by name; pages list the ones they show. Their roles make a phone's card:
 * the name, its state and conclusion as tags, the codes, class and the inspection dates.
 */
export const equipmentColumns = {
  eqpCode: { key: 'eqpCode', title: '设备代码', role: 'figure', render: (r) => code(r.eqpCode) },
  registCode: { key: 'registCode', title: '登记证编号', role: 'figure', render: (r) => code(r.registCode) },
  /** Both codes in one cell: the equipment code, the registration code (or 未登记) under it. */
  codes: {
    id: 'codes',
    title: '设备代码 / 登记证编号',
    role: 'figure',
    render: (r) => <>{code(r.eqpCode)}{r.registCode ? code(r.registCode, true) : <Text size="xs" c="dimmed">未登记</Text>}</>,
  },
  equclaname: { key: 'equclaname', title: '设备类别', render: (r) => nowrap(r.equclaname) },
  eqpVarietyName: { key: 'eqpVarietyName', title: '品种', render: (r) => clamp(r.eqpVarietyName, 120) },
  /** Class and variety in one cell. */
  type: {
    id: 'type',
    title: '设备类别 / 品种',
    role: 'figure',
    render: (r) => <>{nowrap(r.equclaname)}<Text size="xs" c="dimmed" lineClamp={1} w={130}>{r.eqpVarietyName ?? '—'}</Text></>,
  },
  eqpName: {
    key: 'eqpName',
    title: '设备名称',
    role: 'title',
    render: (r) => {
      const to = archivePath(r.equclacode, r.oidno);
      return to ? <Anchor component={Link} to={to} size="sm" style={{ whiteSpace: 'nowrap' }}>{r.eqpName}</Anchor> : nowrap(r.eqpName);
    },
  },
  eqpModel: { key: 'eqpModel', title: '型号规格', render: (r) => clamp(r.eqpModel, 130) },
  makeUnitName: { key: 'makeUnitName', title: '制造单位', render: (r) => clamp(r.makeUnitName, 170) },
  makeDate: { key: 'makeDate', title: '制造日期', render: (r) => nowrap(r.makeDate) },
  useAddress: { key: 'useAddress', title: '使用地点', render: (r) => clamp(r.useAddress, 170) },
  areaName: { key: 'areaName', title: '所在区县', render: (r) => nowrap(r.areaName) },
  useStatus: { key: 'useStatus', title: '状态', width: 70, role: 'status', render: (r) => (r.useStatus ? <UseStatusTag status={r.useStatus} name={r.useStatusName} /> : '—') },
  lastInspDate: { key: 'lastInspDate', title: '上次检验', render: (r) => nowrap(r.lastInspDate) },
  nextInspDate: { key: 'nextInspDate', title: '下次检验日期', role: 'figure', sortField: 'nextInspDate', render: (r) => nowrap(r.nextInspDate) },
  inspConclusion: {
    key: 'inspConclusion',
    title: '检验结论',
    role: 'status',
    render: (r) => (r.inspConclusion ? <Text size="sm" c={conclusionColor(r.inspConclusion)} fw={PASSING.has(r.inspConclusion) ? undefined : 600} style={{ whiteSpace: 'nowrap' }}>{r.inspConclusion}</Text> : '—'),
  },
  daysToNextInsp: { key: 'daysToNextInsp', title: '距下次检验', role: 'figure', width: 96, render: (r) => <DaysToInspection days={r.daysToNextInsp} /> },
} satisfies Record<string, ColumnSpec<Equipment>>;

/** The columns of 综合查询, in order. */
export const standardEquipmentColumns: ColumnSpec<Equipment>[] = [
  equipmentColumns.codes,
  equipmentColumns.type,
  equipmentColumns.eqpName,
  equipmentColumns.useAddress,
  equipmentColumns.useStatus,
  equipmentColumns.nextInspDate,
  equipmentColumns.inspConclusion,
];

/** Rows of classes with their own pipeline form and archive share these actions too. */
interface EditableRow { oidno: string; equclacode: string; useStatus?: string | null }

/**
 * The row actions of the equipment lists: 查看档案, 修改 (refused while the equipment is in a flow)
 * and 打印使用标志 (registered equipment only; the PDF opens in a new window).
 */
export function useEquipmentRowActions() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const archive: RowAction<EditableRow> = {
    label: '查看档案',
    onClick: (r) => { const to = archivePath(r.equclacode, r.oidno); if (to) navigate(to); },
    hidden: (r) => !archivePath(r.equclacode, r.oidno),
  };
  const edit: RowAction<EditableRow> = {
    label: '修改',
    // 报废 and 注销 equipment is closed.
    hidden: (r) => r.useStatus === '3' || r.useStatus === '4',
    onClick: async (r) => {
      const flow = await queryClient.fetchQuery(equipmentInFlowQuery(platform, r.oidno));
      if (flow.inFlow) {
        modals.open({
          title: '设备正在办理业务',
          children: (
            <Text size="sm">
              该设备正在办理「{flow.flowName ?? '其他业务'}」{flow.applyNo ? `（申请编号 ${flow.applyNo}${flow.flowStatusName ? `，${flow.flowStatusName}` : ''}）` : ''}，办结后才能修改设备信息。
            </Text>
          ),
        });
        return;
      }
      navigate(equipmentFormPath(r.equclacode, r.oidno, 'edit'));
    },
  };
  const printUseSign: RowAction<EditableRow & { registCode?: string | null; eqpName?: string }> = {
    label: '打印使用标志',
    // The server refuses unregistered equipment.
    hidden: (r) => !r.registCode || r.useStatus === '0',
    onClick: async (r) => {
      const name = await openBlob(() => fetchEquipmentUseSign(platform, r.oidno), `${r.eqpName ?? r.oidno}使用标志.pdf`);
      notifications.show({ color: 'green', message: `已打开：${name}` });
    },
  };
  return { archive, edit, printUseSign };
}

/** The hint above a list of equipment that needs something done, with a link to where it is done (e.g. 去报检). */
export function InspectionHint({ children, color = 'orange', action }: { children: ReactNode; color?: string; action?: { label: string; to: string } }) {
  return (
    <Alert color={color} variant="light" icon={<IconInfoCircle size={18} />} mb="sm" py="xs">
      <Text size="sm">
        {children}
        {action && <>{' '}<Anchor component={Link} to={action.to} size="sm" fw={600} c="inherit" underline="always">{action.label}</Anchor></>}
      </Text>
    </Alert>
  );
}

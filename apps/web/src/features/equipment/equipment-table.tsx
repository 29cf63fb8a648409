// The equipment lists' shared declarations: filters and columns. The pages (综合查询, 超期未检,
// 即将到期, 检验不合格, 未登记) pick from here instead of repeating them.
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { components } from '@tzsb/sdk';
import type { ColumnSpec, FilterSpec, FiltersOf } from '@/kit/list/types';
import { areaOptions, useStatusOptions } from '@/kit/options';
import type { EquipmentListBody } from '@/shared/equipment/api/equipment-list';
import type { EquipmentDueListBody } from './api/equipment-due-list';
import type { EquipmentOverdueListBody } from './api/equipment-overdue-list';
import type { EquipmentExportListBody } from './api/equipment-export-list';
import { clamp, code, conclusionColor, DaysToInspection, isPassing, nowrap, UseStatusTag } from './EquipmentCells';
import { archivePath } from './links';

/** A row of the equipment lists (the contract's Equipment). */
export type Equipment = components['schemas']['Equipment'];

/** Filters every equipment list call takes (and the Excel export by filters). */
type SharedBody = EquipmentListBody & EquipmentDueListBody & EquipmentOverdueListBody & EquipmentExportListBody;
type SharedFilterName =
  | 'equclacode'
  | 'eqpCode'
  | 'registCode'
  | 'eqpName'
  | 'useStatus'
  | 'areaCode'
  | 'nextInspDateBegin'
  | 'nextInspDateEnd';
/** The shared filters, named as the contract's fields (a renamed field fails the type check). */
export type EquipmentFilters<K extends SharedFilterName = SharedFilterName> = FiltersOf<SharedBody, K>;

const FILTER_SPECS: { names: SharedFilterName[]; spec: FilterSpec<EquipmentFilters> }[] = [
  { names: ['equclacode'], spec: { kind: 'equipmentType', name: 'equclacode' } },
  { names: ['eqpCode'], spec: { kind: 'text', name: 'eqpCode', label: '设备代码', width: 170 } },
  { names: ['registCode'], spec: { kind: 'text', name: 'registCode', label: '登记证编号', width: 180 } },
  { names: ['eqpName'], spec: { kind: 'text', name: 'eqpName', label: '设备名称', width: 150 } },
  {
    names: ['useStatus'],
    spec: { kind: 'select', name: 'useStatus', label: '使用状态', options: useStatusOptions, width: 120 },
  },
  {
    names: ['areaCode'],
    spec: { kind: 'select', name: 'areaCode', label: '所在区县', options: areaOptions, width: 120 },
  },
  {
    names: ['nextInspDateBegin', 'nextInspDateEnd'],
    spec: { kind: 'dateRange', from: 'nextInspDateBegin', to: 'nextInspDateEnd', label: '下次检验日期', width: 250 },
  },
];

/** The filter form and its defaults for the given shared filters, in the usual order. */
export function equipmentFilters<K extends SharedFilterName>(
  names: readonly K[],
): { specs: FilterSpec<EquipmentFilters<K>>[]; defaults: EquipmentFilters<K> } {
  const wanted = new Set<SharedFilterName>(names);
  const specs = FILTER_SPECS.filter((f) => f.names.every((n) => wanted.has(n))).map(
    (f) => f.spec as unknown as FilterSpec<EquipmentFilters<K>>,
  );
  const defaults = Object.fromEntries(names.map((n) => [n, ''])) as EquipmentFilters<K>;
  return { specs, defaults };
}

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
    render: (r) => (
      <>
        {code(r.eqpCode)}
        {r.registCode ? (
          code(r.registCode, true)
        ) : (
          <Text size="xs" c="dimmed">
            未登记
          </Text>
        )}
      </>
    ),
  },
  equclaname: { key: 'equclaname', title: '设备类别', render: (r) => nowrap(r.equclaname) },
  eqpVarietyName: { key: 'eqpVarietyName', title: '品种', render: (r) => clamp(r.eqpVarietyName, 120) },
  /** Class and variety in one cell. */
  type: {
    id: 'type',
    title: '设备类别 / 品种',
    role: 'figure',
    render: (r) => (
      <>
        {nowrap(r.equclaname)}
        <Text size="xs" c="dimmed" lineClamp={1} w={130}>
          {r.eqpVarietyName ?? '—'}
        </Text>
      </>
    ),
  },
  eqpName: {
    key: 'eqpName',
    title: '设备名称',
    role: 'title',
    render: (r) => {
      const to = archivePath(r.equclacode, r.oidno);
      return to ? (
        <Anchor component={Link} to={to} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {r.eqpName}
        </Anchor>
      ) : (
        nowrap(r.eqpName)
      );
    },
  },
  eqpModel: { key: 'eqpModel', title: '型号规格', render: (r) => clamp(r.eqpModel, 130) },
  makeUnitName: { key: 'makeUnitName', title: '制造单位', render: (r) => clamp(r.makeUnitName, 170) },
  makeDate: { key: 'makeDate', title: '制造日期', render: (r) => nowrap(r.makeDate) },
  useAddress: { key: 'useAddress', title: '使用地点', render: (r) => clamp(r.useAddress, 170) },
  areaName: { key: 'areaName', title: '所在区县', render: (r) => nowrap(r.areaName) },
  useStatus: {
    key: 'useStatus',
    title: '状态',
    width: 70,
    role: 'status',
    render: (r) => (r.useStatus ? <UseStatusTag status={r.useStatus} name={r.useStatusName} /> : '—'),
  },
  lastInspDate: { key: 'lastInspDate', title: '上次检验', render: (r) => nowrap(r.lastInspDate) },
  nextInspDate: {
    key: 'nextInspDate',
    title: '下次检验日期',
    role: 'figure',
    sortField: 'nextInspDate',
    render: (r) => nowrap(r.nextInspDate),
  },
  inspConclusion: {
    key: 'inspConclusion',
    title: '检验结论',
    role: 'status',
    render: (r) =>
      r.inspConclusion ? (
        <Text
          size="sm"
          c={conclusionColor(r.inspConclusion)}
          fw={isPassing(r.inspConclusion) ? undefined : 600}
          style={{ whiteSpace: 'nowrap' }}
        >
          {r.inspConclusion}
        </Text>
      ) : (
        '—'
      ),
  },
  daysToNextInsp: {
    key: 'daysToNextInsp',
    title: '距下次检验',
    role: 'figure',
    width: 96,
    render: (r) => <DaysToInspection days={r.daysToNextInsp} />,
  },
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

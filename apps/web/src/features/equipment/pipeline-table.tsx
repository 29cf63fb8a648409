// Shared declarations of the pipe lists: 压力管道 (8000, by line) and 压力管道元件 (7000).
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { components } from '@tzsb/sdk';
import type { ColumnSpec, FilterSpec, FiltersOf } from '@/kit/list/types';
import { areaOptions, useStatusOptions, type Option } from '@/kit/options';
import type { PressurePipelineListBody } from './api/pressure-pipeline-list';
import type { PipelineMaintainListBody } from './api/pipeline-maintain-list';
import type { PressurePipingListBody } from './api/pressure-piping-list';
import { Tag, UseStatusTag, clamp, code, conclusionColor } from './EquipmentCells';
import { archivePath } from './links';
import { selectFilter, textFilter } from '@/kit/list/filters';

export type PressurePipeline = components['schemas']['PressurePipeline'];
export type PressurePiping = components['schemas']['PressurePiping'];

const num = (v: number | null | undefined, unit = '') => (v === null || v === undefined ? '—' : `${v}${unit}`);
const dn = (v: number | null | undefined) => (v === null || v === undefined ? '—' : `DN${v}`);
const nowrap = (v: string | null | undefined) => (
  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
    {v || '—'}
  </Text>
);

const pipelineVarieties: Option[] = [
  { value: '8100', label: '长输管道' },
  { value: '8200', label: '公用管道' },
  { value: '8300', label: '工业管道' },
];
const pipeLevels: Option[] = ['GA1', 'GA2', 'GB1', 'GB2', 'GC1', 'GC2', 'GC3', 'GD1', 'GD2'].map((l) => ({
  value: l,
  label: l,
}));
const infoStatusOptions: Option[] = [
  { value: '0', label: '待完善' },
  { value: '1', label: '已完善' },
  { value: '2', label: '已确认' },
];
const infoStatusColor: Record<string, string> = { '0': 'orange', '1': 'blue', '2': 'teal' };

/** Filters of the two pipeline lists (the same fields in both calls). */
type PipelineFilterName =
  'pipelineName' | 'pipelineNo' | 'eqpVarietyCode' | 'pipeLevel' | 'medium' | 'useStatus' | 'infoStatus' | 'areaCode';
export type PipelineFilters<K extends PipelineFilterName = PipelineFilterName> = FiltersOf<
  PressurePipelineListBody & PipelineMaintainListBody,
  K
>;

export const pipelineFilterSpecs = {
  pipelineName: { kind: 'text', name: 'pipelineName', label: '管道名称', width: 180 },
  pipelineNo: { kind: 'text', name: 'pipelineNo', label: '管道编号', width: 170 },
  eqpVarietyCode: { kind: 'select', name: 'eqpVarietyCode', label: '品种', options: pipelineVarieties, width: 130 },
  pipeLevel: { kind: 'select', name: 'pipeLevel', label: '管道级别', options: pipeLevels, width: 120 },
  medium: { kind: 'text', name: 'medium', label: '输送介质', width: 140 },
  useStatus: { kind: 'select', name: 'useStatus', label: '使用状态', options: useStatusOptions, width: 120 },
  infoStatus: { kind: 'select', name: 'infoStatus', label: '资料状态', options: infoStatusOptions, width: 120 },
  areaCode: { kind: 'select', name: 'areaCode', label: '所在区县', options: areaOptions, width: 130 },
} satisfies { [K in PipelineFilterName]: FilterSpec<PipelineFilters> };

export const pipelineColumns = {
  pipelineName: {
    key: 'pipelineName',
    title: '管道名称',
    render: (r) => {
      const to = archivePath(r.equclacode, r.oidno);
      return to ? (
        <Anchor component={Link} to={to} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {r.pipelineName}
        </Anchor>
      ) : (
        r.pipelineName
      );
    },
  },
  pipelineNo: { key: 'pipelineNo', title: '管道编号', render: (r) => code(r.pipelineNo) },
  eqpCode: { key: 'eqpCode', title: '设备代码', render: (r) => code(r.eqpCode) },
  eqpVarietyName: { key: 'eqpVarietyName', title: '品种', render: (r) => nowrap(r.eqpVarietyName) },
  /** Variety and level in one cell. */
  kind: {
    id: 'kind',
    title: '品种 / 级别',
    render: (r) => (
      <>
        {nowrap(r.eqpVarietyName)}
        {r.pipeLevel ? (
          <Tag variant="outline" color="gray" size="sm">
            {r.pipeLevel}
          </Tag>
        ) : null}
      </>
    ),
  },
  pipeLevel: {
    key: 'pipeLevel',
    title: '级别',
    render: (r) =>
      r.pipeLevel ? (
        <Tag variant="outline" color="gray">
          {r.pipeLevel}
        </Tag>
      ) : (
        '—'
      ),
  },
  size: {
    id: 'size',
    title: '长度 / 公称直径',
    render: (r) => nowrap(`${num(r.length, ' m')} / ${dn(r.nominalDiameter)}`),
  },
  medium: { key: 'medium', title: '介质', render: (r) => nowrap(r.medium) },
  useStatus: {
    key: 'useStatus',
    title: '状态',
    render: (r) => <UseStatusTag status={r.useStatus} name={r.useStatusName} />,
  },
  nextInspDate: {
    key: 'nextInspDate',
    title: '下次检验日期',
    sortField: 'nextInspDate',
    render: (r) => nowrap(r.nextInspDate),
  },
  inspConclusion: {
    key: 'inspConclusion',
    title: '检验结论',
    render: (r) =>
      r.inspConclusion ? (
        <Text size="sm" c={conclusionColor(r.inspConclusion)} style={{ whiteSpace: 'nowrap' }}>
          {r.inspConclusion}
        </Text>
      ) : (
        '—'
      ),
  },
  infoStatus: {
    key: 'infoStatus',
    title: '资料状态',
    render: (r) =>
      r.infoStatus ? (
        <Tag color={infoStatusColor[r.infoStatus] ?? 'gray'}>{r.infoStatusName ?? r.infoStatus}</Tag>
      ) : (
        '—'
      ),
  },
  updateDate: { key: 'updateDate', title: '最近维护', sortField: 'updateDate', render: (r) => nowrap(r.updateDate) },
} satisfies Record<string, ColumnSpec<PressurePipeline>>;

const pipingVarieties: Option[] = [
  { value: '7100', label: '管子' },
  { value: '7200', label: '管件' },
  { value: '7300', label: '阀门' },
  { value: '7400', label: '法兰' },
  { value: '7500', label: '补偿器' },
  { value: '7700', label: '密封元件' },
  { value: '7800', label: '特种元件' },
];

type PipingFilterName =
  'eqpVarietyCode' | 'productName' | 'specification' | 'makeUnitName' | 'pipelineOidno' | 'areaCode';
export type PipingFilters = FiltersOf<PressurePipingListBody, PipingFilterName>;

/** `pipelineOidno` has no field: it is set from a pipeline's 查看元件 and shown above the list. */
export const pipingFilterSpecs: FilterSpec<PipingFilters>[] = [
  selectFilter('eqpVarietyCode', '元件品种', pipingVarieties, 130),
  textFilter('productName', '产品名称', 170),
  textFilter('specification', '规格型号', 170),
  textFilter('makeUnitName', '制造单位', 190),
  selectFilter('areaCode', '所在区县', areaOptions, 130),
];

export const pipingColumns: ColumnSpec<PressurePiping>[] = [
  {
    key: 'productName',
    title: '产品名称',
    render: (r) => {
      const to = archivePath(r.equclacode, r.oidno);
      return to ? (
        <Anchor component={Link} to={to} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {r.productName}
        </Anchor>
      ) : (
        r.productName
      );
    },
  },
  { key: 'eqpVarietyName', title: '品种', render: (r) => nowrap(r.eqpVarietyName) },
  { key: 'specification', title: '规格型号', render: (r) => clamp(r.specification, 170) },
  { key: 'material', title: '材料', render: (r) => nowrap(r.material) },
  {
    id: 'rating',
    title: '公称压力 / 直径',
    render: (r) => nowrap(`${num(r.nominalPressure, ' MPa')} / ${dn(r.nominalDiameter)}`),
  },
  {
    id: 'quantity',
    title: '数量',
    render: (r) =>
      nowrap(r.quantity === null || r.quantity === undefined ? null : `${r.quantity} ${r.quantityUnit ?? ''}`),
  },
  { key: 'makeUnitName', title: '制造单位', render: (r) => clamp(r.makeUnitName, 150) },
  { key: 'pipelineName', title: '所在管道', render: (r) => nowrap(r.pipelineName) },
  { key: 'installPosition', title: '安装位置', render: (r) => clamp(r.installPosition, 130) },
];

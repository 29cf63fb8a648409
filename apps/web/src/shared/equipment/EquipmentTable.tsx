import type { DetailSection } from '@/kit/detail/DetailView';
import { RecordTable } from '@/kit/RecordTable';

/** The columns an equipment table may show, by the contract's field names, with their titles. */
const TITLES = {
  eqpName: '设备名称',
  eqpCode: '设备代码',
  registCode: '使用登记证编号',
  eqpVarietyName: '品种',
  useAddress: '使用地点',
  useStatusName: '使用状态',
  nextInspDate: '下次检验',
} as const;
export type EquipmentColumn = keyof typeof TITLES;

/** A piece of equipment as the contract's records carry it (their equipment lists): the shown fields may be missing. */
export type EquipmentRow = { oidno: string } & { [K in EquipmentColumn]?: string | null };

/** The equipment of an application: name, code, registration certificate, variety, place of use, status. */
const APPLICATION_EQUIPMENT: readonly EquipmentColumn[] = [
  'eqpName',
  'eqpCode',
  'registCode',
  'eqpVarietyName',
  'useAddress',
  'useStatusName',
];

/**
 * A table of equipment with the given columns (a card per device on a phone, titled by the first
 * column); a missing value shows a dash.
 */
export function EquipmentTable({
  rows,
  label,
  columns = APPLICATION_EQUIPMENT,
}: {
  rows: readonly EquipmentRow[];
  /** The table's accessible name. */ label: string;
  columns?: readonly EquipmentColumn[];
}) {
  const [first, ...rest] = columns.map((c) => ({ title: TITLES[c], cell: (e: EquipmentRow) => e[c] || '—' }));
  return <RecordTable label={label} rows={rows} rowKey={(e) => e.oidno} minWidth={640} title={first!} columns={rest} />;
}

/** A detail page's section of an application's equipment, or `empty` when it has none yet. */
export function equipmentSection(
  title: string,
  rows: readonly EquipmentRow[] | null | undefined,
  { label, columns, empty = '尚未选择设备' }: { label: string; columns?: readonly EquipmentColumn[]; empty?: string },
): DetailSection {
  return {
    title,
    content: rows?.length ? <EquipmentTable rows={rows} label={label} columns={columns} /> : undefined,
    empty,
  };
}

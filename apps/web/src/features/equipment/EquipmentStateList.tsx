import type { ReactNode } from 'react';
import { ListPage } from '@/kit/list/ListPage';
import type { ListSource } from '@/kit/list/source';
import type { ColumnSpec, FilterValues } from '@/kit/list/types';
import type { EquipmentExportListBody } from './api/equipment-export-list';
import type { Equipment } from './equipment-table';
import { InspectionHint } from './EquipmentCells';
import { EquipmentBatchButtons, type BatchWork } from './EquipmentBatchButtons';
import { ExportListButton, ExportSelectedButton } from './EquipmentExports';
import { useEquipmentRowActions } from './useEquipmentRowActions';

/**
 * A list of the equipment in a state that asks for something to be done (due or past inspection,
 * failed it, not registered): the hint that says what and links to where it is done, the rows with
 * their archive and one more action, and the export of the whole list. With `batch`, rows can be
 * selected for that work at once (报检, 使用登记) and for an export of the selection.
 */
export function EquipmentStateList<Row extends Equipment, F extends FilterValues>({
  source,
  hint,
  columns,
  action,
  emptyText,
  exportName,
  exportWith,
  batch,
}: {
  source: ListSource<Row, F>;
  hint: { text: ReactNode; color?: string; action: { label: string; to: string } };
  columns: ColumnSpec<Row>[];
  /** Beside 查看档案: 打印使用标志 for registered equipment in use, 修改 for the others. */
  action: 'printUseSign' | 'edit';
  emptyText: string;
  exportName: string;
  /** The export's fixed conditions and `queryType`. */
  exportWith: Partial<EquipmentExportListBody>;
  batch?: readonly BatchWork[];
}) {
  const actions = useEquipmentRowActions();
  return (
    <ListPage
      header={
        <InspectionHint color={hint.color} action={hint.action}>
          {hint.text}
        </InspectionHint>
      }
      source={source}
      columns={columns}
      rowKey={(r) => r.oidno}
      rowName={(r) => r.eqpName}
      rowActions={[actions.archive, actions[action]]}
      emptyText={emptyText}
      selectable={!!batch}
      toolbar={({ query, selected }) => (
        <>
          {batch && <EquipmentBatchButtons selected={selected} work={batch} />}
          {batch && <ExportSelectedButton selected={selected} fallbackName={exportName} />}
          <ExportListButton query={query} fixed={exportWith} fallbackName={exportName} />
        </>
      )}
    />
  );
}

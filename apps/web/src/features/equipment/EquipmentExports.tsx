import { usePlatform } from '@/platform/PlatformContext';
import { ExportButton } from '@/kit/list/ExportButton';
import { toBody, withoutPaging } from '@/kit/list/query';
import { exportEquipmentList, type EquipmentExportListBody } from './api/equipment-export-list';
import { exportSelectedEquipment } from './api/equipment-export-selected';

/** 导出所选: the ticked equipment as Excel; disabled until a row is ticked, the count in its label. */
export function ExportSelectedButton({
  selected,
  fallbackName,
}: {
  selected: readonly { oidno: string }[];
  fallbackName: string;
}) {
  const platform = usePlatform();
  return (
    <ExportButton
      label={selected.length ? `导出所选（${selected.length}）` : '导出所选'}
      fallbackName={fallbackName}
      disabled={!selected.length}
      download={() =>
        exportSelectedEquipment(
          platform,
          selected.map((r) => r.oidno),
        )
      }
    />
  );
}

/**
 * 导出列表: every row the list's filters find (no paging), with the page's fixed conditions and the
 * export's `queryType` in `fixed`.
 */
export function ExportListButton({
  query,
  fixed,
  fallbackName,
}: {
  query: object;
  fixed: Partial<EquipmentExportListBody>;
  fallbackName: string;
}) {
  const platform = usePlatform();
  return (
    <ExportButton
      label="导出列表"
      fallbackName={fallbackName}
      download={() => exportEquipmentList(platform, toBody(withoutPaging(query), fixed))}
    />
  );
}

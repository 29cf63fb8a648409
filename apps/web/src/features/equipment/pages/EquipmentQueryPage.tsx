import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { ExportButton } from '@/kit/list/ExportButton';
import { ImportButton } from '@/kit/list/ImportButton';
import { ListPage } from '@/kit/list/ListPage';
import { toBody, withoutPaging } from '@/kit/list/query';
import { listSource, prefetchList } from '@/kit/list/source';
import { equipmentListKey, fetchEquipmentList } from '@/shared/equipment/api/equipment-list';
import { exportEquipmentList } from '@/features/equipment/api/equipment-export-list';
import { exportSelectedEquipment } from '@/features/equipment/api/equipment-export-selected';
import { useImportEquipment } from '@/features/equipment/api/equipment-import';
import { equipmentFilters, standardEquipmentColumns } from '@/features/equipment/equipment-table';
import { useEquipmentRowActions } from '@/features/equipment/useEquipmentRowActions';
import { linkTo } from '@/platform/routing';

const source = listSource({
  filters: equipmentFilters([
    'equclacode',
    'eqpCode',
    'registCode',
    'eqpName',
    'useStatus',
    'areaCode',
    'nextInspDateBegin',
    'nextInspDateEnd',
  ]).specs,
  queryKey: equipmentListKey,
  fetch: (platform, q) => fetchEquipmentList(platform, toBody(q)),
});
export const prefetch = prefetchList(source);

/** 综合查询: every piece of equipment of the unit, with export, import and the row actions. */
export default function EquipmentQueryPage() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const actions = useEquipmentRowActions();
  const importer = useImportEquipment();
  return (
    <ListPage
      title="设备综合查询"
      source={source}
      columns={standardEquipmentColumns}
      rowKey={(r) => r.oidno}
      rowActions={[actions.archive, actions.edit, actions.printUseSign]}
      selectable
      toolbar={({ query, selected }) => (
        <>
          <Button leftSection={<IconPlus size={16} />} onClick={() => navigate(linkTo('equipment_device_form'))}>
            新增设备
          </Button>
          <ImportButton
            label="导入"
            title="导入设备"
            hint="按设备导入模板填写（xlsx/xls，单个不超过 10 MB）；已存在的设备跳过，校验不通过的行列在结果中。"
            upload={(file, fetch) => importer.mutateAsync({ file, fetch })}
          />
          <ExportButton
            label={selected.length ? `导出所选（${selected.length}）` : '导出所选'}
            fallbackName="设备列表.xlsx"
            disabled={!selected.length}
            download={() =>
              exportSelectedEquipment(
                platform,
                selected.map((r) => r.oidno),
              )
            }
          />
          <ExportButton
            label="导出列表"
            fallbackName="设备查询结果.xlsx"
            download={() => exportEquipmentList(platform, toBody(withoutPaging(query), { queryType: 'comprehensive' }))}
          />
        </>
      )}
    />
  );
}

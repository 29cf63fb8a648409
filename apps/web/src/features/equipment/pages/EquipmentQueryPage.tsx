import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { ImportButton } from '@/kit/list/ImportButton';
import { ListPage } from '@/kit/list/ListPage';
import { toBody } from '@/kit/list/query';
import { listSource, prefetchList } from '@/kit/list/source';
import { equipmentListKey, fetchEquipmentList } from '@/shared/equipment/api/equipment-list';
import { EquipmentBatchButtons } from '@/features/equipment/EquipmentBatchButtons';
import { ExportListButton, ExportSelectedButton } from '@/features/equipment/EquipmentExports';
import { useImportEquipment } from '@/features/equipment/api/equipment-import';
import { downloadEquipmentImportTemplate } from '@/features/equipment/api/equipment-import-template';
import { equipmentFilters, standardEquipmentColumns } from '@/features/equipment/equipment-table';
import { useEquipmentRowActions } from '@/features/equipment/useEquipmentRowActions';
import { usePlatform } from '@/platform/PlatformContext';
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
  const navigate = useNavigate();
  const actions = useEquipmentRowActions();
  const importer = useImportEquipment();
  const platform = usePlatform();
  return (
    <ListPage
      title="设备综合查询"
      source={source}
      columns={standardEquipmentColumns}
      rowKey={(r) => r.oidno}
      rowName={(r) => r.eqpName}
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
            hint="按设备导入模板填写（xlsx/xls，单个不超过 10 MB）；设备代码已存在的行和校验不通过的行不导入，逐行列在结果中。"
            template={{
              fallbackName: '设备导入模板.xlsx',
              download: () => downloadEquipmentImportTemplate(platform),
            }}
            upload={(file, fetch) => importer.mutateAsync({ file, fetch })}
          />
          <EquipmentBatchButtons selected={selected} work={['declare', 'register']} />
          <ExportSelectedButton selected={selected} fallbackName="设备列表.xlsx" />
          <ExportListButton query={query} fixed={{ queryType: 'comprehensive' }} fallbackName="设备查询结果.xlsx" />
        </>
      )}
    />
  );
}

import { usePlatform } from '@/platform/PlatformContext';
import { ExportButton } from '@/kit/list/ExportButton';
import { ListPage } from '@/kit/list/ListPage';
import { toBody, withoutPaging } from '@/kit/list/query';
import { bodyListSource, prefetchList } from '@/kit/list/source';
import { equipmentOverdueListKey, fetchEquipmentOverdueList } from '@/features/equipment/api/equipment-overdue-list';
import { exportEquipmentList } from '@/features/equipment/api/equipment-export-list';
import { equipmentColumns as c, equipmentFilters } from '@/features/equipment/equipment-table';
import { InspectionHint } from '@/features/equipment/EquipmentCells';
import { useEquipmentRowActions } from '@/features/equipment/useEquipmentRowActions';
import { linkTo } from '@/platform/routing';

const source = bodyListSource(
  equipmentFilters(['equclacode', 'eqpCode', 'registCode', 'eqpName', 'areaCode']).specs,
  equipmentOverdueListKey,
  fetchEquipmentOverdueList,
);
export const prefetch = prefetchList(source);

/** 超期未检: in-use equipment past its next inspection date, most overdue first. */
export default function EquipmentOverduePage() {
  const platform = usePlatform();
  const actions = useEquipmentRowActions();
  return (
    <ListPage
      header={
        <InspectionHint color="red" action={{ label: '去报检', to: linkTo('company_service_online_apply') }}>
          超过检验有效期的特种设备不得继续使用。请立即停用，并通过「企业自助服务 › 检验申报 ›
          定期检验报检」申请定期检验。
        </InspectionHint>
      }
      source={source}
      columns={[c.codes, c.type, c.eqpName, c.useAddress, c.nextInspDate, c.daysToNextInsp, c.inspConclusion]}
      rowKey={(r) => r.oidno}
      rowActions={[actions.archive, actions.printUseSign]}
      emptyText="没有超期未检的设备"
      toolbar={({ query }) => (
        <ExportButton
          label="导出列表"
          fallbackName="超期未检设备.xlsx"
          download={() => exportEquipmentList(platform, toBody(withoutPaging(query), { queryType: 'overdue' }))}
        />
      )}
    />
  );
}

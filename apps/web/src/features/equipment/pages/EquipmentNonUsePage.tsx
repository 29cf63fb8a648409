import { usePlatform } from '@/platform/PlatformContext';
import { ExportButton } from '@/kit/list/ExportButton';
import { ListPage } from '@/kit/list/ListPage';
import { toBody, withoutPaging } from '@/kit/list/query';
import { listSource, prefetchList } from '@/kit/list/source';
import { equipmentListKey, fetchEquipmentList } from '@/shared/equipment/api/equipment-list';
import { exportEquipmentList } from '@/features/equipment/api/equipment-export-list';
import { equipmentColumns as c, equipmentFilters } from '@/features/equipment/equipment-table';
import { InspectionHint } from '@/features/equipment/EquipmentCells';
import { useEquipmentRowActions } from '@/features/equipment/useEquipmentRowActions';
import { linkTo } from '@/platform/routing';

/** The page's fixed condition (the contract's query-non-use example): 未登记. */
const NOT_REGISTERED = { useStatus: '0' } as const;

const source = listSource({
  filters: equipmentFilters(['equclacode', 'eqpCode', 'eqpName', 'areaCode']).specs,
  queryKey: [...equipmentListKey, NOT_REGISTERED],
  fetch: (platform, q) => fetchEquipmentList(platform, toBody(q, NOT_REGISTERED)),
});
export const prefetch = prefetchList(source);

/** 未使用设备: equipment not (yet) registered for use; no inspection dates, so no days column. */
export default function EquipmentNonUsePage() {
  const platform = usePlatform();
  const actions = useEquipmentRowActions();
  return (
    <ListPage
      header={
        <InspectionHint color="blue" action={{ label: '去办理使用登记', to: linkTo('use_record_apply') }}>
          以下设备尚未办理使用登记。特种设备应在投入使用前或投入使用后 30
          日内办理使用登记；安装、改造、修理的设备还需监督检验合格。
        </InspectionHint>
      }
      source={source}
      columns={[c.eqpCode, c.type, c.eqpName, c.makeUnitName, c.makeDate, c.useAddress, c.useStatus]}
      rowKey={(r) => r.oidno}
      rowActions={[actions.archive, actions.edit]}
      emptyText="没有未登记的设备"
      toolbar={({ query }) => (
        <ExportButton
          label="导出列表"
          fallbackName="未使用设备.xlsx"
          download={() =>
            exportEquipmentList(
              platform,
              toBody(withoutPaging(query), { ...NOT_REGISTERED, queryType: 'comprehensive' }),
            )
          }
        />
      )}
    />
  );
}

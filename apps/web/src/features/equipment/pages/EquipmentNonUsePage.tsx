import { toBody } from '@/kit/list/query';
import { listSource, prefetchList } from '@/kit/list/source';
import { equipmentListKey, fetchEquipmentList } from '@/shared/equipment/api/equipment-list';
import { equipmentColumns as c, equipmentFilters } from '@/features/equipment/equipment-table';
import { linkTo } from '@/platform/routing';
import { EquipmentStateList } from '@/features/equipment/EquipmentStateList';

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
  return (
    <EquipmentStateList
      batch={['register']}
      hint={{
        color: 'blue',
        action: { label: '去办理使用登记', to: linkTo('use_record_apply') },
        text: '以下设备尚未办理使用登记。特种设备应在投入使用前或投入使用后 30 日内办理使用登记；安装、改造、修理的设备还需监督检验合格。',
      }}
      source={source}
      columns={[c.eqpCode, c.type, c.eqpName, c.makeUnitName, c.makeDate, c.useAddress, c.useStatus]}
      action="edit"
      emptyText="没有未登记的设备"
      exportName="未使用设备.xlsx"
      exportWith={{ ...NOT_REGISTERED, queryType: 'comprehensive' }}
    />
  );
}

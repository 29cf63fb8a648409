import { bodyListSource, prefetchList } from '@/kit/list/source';
import { equipmentOverdueListKey, fetchEquipmentOverdueList } from '@/features/equipment/api/equipment-overdue-list';
import { equipmentColumns as c, equipmentFilters } from '@/features/equipment/equipment-table';
import { linkTo } from '@/platform/routing';
import { EquipmentStateList } from '@/features/equipment/EquipmentStateList';

const source = bodyListSource(
  equipmentFilters(['equclacode', 'eqpCode', 'registCode', 'eqpName', 'areaCode']).specs,
  equipmentOverdueListKey,
  fetchEquipmentOverdueList,
);
export const prefetch = prefetchList(source);

/** 超期未检: in-use equipment past its next inspection date, most overdue first. */
export default function EquipmentOverduePage() {
  return (
    <EquipmentStateList
      batch={['declare']}
      hint={{
        color: 'red',
        action: { label: '去报检', to: linkTo('company_service_online_apply') },
        text: '超过检验有效期的特种设备不得继续使用。请立即停用，并通过「企业自助服务 › 检验申报 › 定期检验报检」申请定期检验。',
      }}
      source={source}
      columns={[c.codes, c.type, c.eqpName, c.useAddress, c.nextInspDate, c.daysToNextInsp, c.inspConclusion]}
      action="printUseSign"
      emptyText="没有超期未检的设备"
      exportName="超期未检设备.xlsx"
      exportWith={{ queryType: 'overdue' }}
    />
  );
}

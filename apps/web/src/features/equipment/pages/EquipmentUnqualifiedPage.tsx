import { toBody } from '@/kit/list/query';
import { listSource, prefetchList } from '@/kit/list/source';
import { equipmentListKey, fetchEquipmentList } from '@/shared/equipment/api/equipment-list';
import { equipmentColumns as c, equipmentFilters } from '@/features/equipment/equipment-table';
import { linkTo } from '@/platform/routing';
import { EquipmentStateList } from '@/features/equipment/EquipmentStateList';

/** The page's fixed condition (the contract's query-fault example). */
const UNQUALIFIED = { inspConclusion: '不合格' } as const;

const source = listSource({
  filters: equipmentFilters(['equclacode', 'eqpCode', 'registCode', 'eqpName', 'useStatus', 'areaCode']).specs,
  queryKey: [...equipmentListKey, UNQUALIFIED],
  fetch: (platform, q) => fetchEquipmentList(platform, toBody(q, UNQUALIFIED)),
});
export const prefetch = prefetchList(source);

/** 检验不合格: equipment whose latest inspection concluded 不合格. */
export default function EquipmentUnqualifiedPage() {
  return (
    <EquipmentStateList
      batch={['declare']}
      hint={{
        color: 'red',
        action: { label: '去报检', to: linkTo('company_service_online_apply') },
        text: '检验结论为“不合格”的设备不得继续使用。请按检验意见整改，整改完成后通过「企业自助服务 › 检验申报 › 定期检验报检」申请复检。',
      }}
      source={source}
      columns={[
        c.codes,
        c.type,
        c.eqpName,
        c.useAddress,
        c.useStatus,
        c.lastInspDate,
        c.inspConclusion,
        c.daysToNextInsp,
      ]}
      action="edit"
      emptyText="没有检验不合格的设备"
      exportName="检验不合格设备.xlsx"
      exportWith={{ ...UNQUALIFIED, queryType: 'comprehensive' }}
    />
  );
}

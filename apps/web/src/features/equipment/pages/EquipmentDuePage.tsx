import { bodyListSource, prefetchList } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import {
  equipmentDueListKey,
  fetchEquipmentDueList,
  type EquipmentDueListBody,
} from '@/features/equipment/api/equipment-due-list';
import { equipmentColumns as c, equipmentFilters, type EquipmentFilters } from '@/features/equipment/equipment-table';
import { linkTo } from '@/platform/routing';
import { EquipmentStateList } from '@/features/equipment/EquipmentStateList';

const shared = equipmentFilters(['equclacode', 'eqpCode', 'registCode', 'eqpName', 'areaCode']);
type Filters = EquipmentFilters<keyof typeof shared.defaults> & FiltersOf<EquipmentDueListBody, 'days'>;

/** 到期范围: the contract's 30, 60 or 90 days, 30 unless another is chosen. */
const within: FilterSpec<Filters> = {
  kind: 'select',
  name: 'days',
  label: '到期范围',
  width: 120,
  clearable: false,
  defaultValue: '30',
  options: [30, 60, 90].map((d) => ({ value: String(d), label: `${d} 天内` })),
};
const filters: FilterSpec<Filters>[] = [within, ...shared.specs];

const source = bodyListSource(filters, equipmentDueListKey, fetchEquipmentDueList);
export const prefetch = prefetchList(source);

/** 即将到期: in-use equipment whose next inspection falls within 30, 60 or 90 days, soonest first. */
export default function EquipmentDuePage() {
  return (
    <EquipmentStateList
      batch={['declare']}
      hint={{
        action: { label: '去报检', to: linkTo('company_service_online_apply') },
        text: '使用单位应在检验有效期届满前 1 个月向检验机构提出定期检验要求，可通过「企业自助服务 › 检验申报 › 定期检验报检」申请。',
      }}
      source={source}
      columns={[c.codes, c.type, c.eqpName, c.useAddress, c.nextInspDate, c.daysToNextInsp, c.inspConclusion]}
      action="printUseSign"
      emptyText="所选范围内没有到期待检的设备"
      exportName="到期待检设备.xlsx"
      exportWith={{ queryType: 'due' }}
    />
  );
}

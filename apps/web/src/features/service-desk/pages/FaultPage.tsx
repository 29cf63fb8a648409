import { Badge, Stack, Text } from '@mantine/core';
import { toBody } from '@/kit/list/query';
import { listSource, prefetchList } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import { equipmentTypeOptions, optionsOf } from '@/kit/options';
import { fetchFaultList, faultListKey, type FaultListBody } from '@/features/service-desk/api/fault-list';
import { useDeleteFault } from '@/features/service-desk/api/delete-fault';
import { useSaveFault } from '@/features/service-desk/api/save-fault';
import { openFaultForm } from '@/features/service-desk/forms';
import { linkTo } from '@/platform/routing';
import { dateRangeFilter, selectFilter, textFilter } from '@/kit/list/filters';
import { eqpColumn } from '@/kit/list/cells-ui';
import { registerListPage } from '@/features/service-desk/register-list-page';

type Filters = FiltersOf<FaultListBody, 'eqpCode' | 'equclacode' | 'faultTimeBegin' | 'faultTimeEnd'> & {
  recovered: string;
};
const filters: FilterSpec<Filters>[] = [
  textFilter('eqpCode', '设备代码', 190),
  selectFilter('equclacode', '设备类别', equipmentTypeOptions, 150),
  selectFilter(
    'recovered',
    '恢复运行',
    optionsOf([
      ['true', '已恢复'],
      ['false', '未恢复'],
    ]),
    120,
  ),
  dateRangeFilter('faultTimeBegin', 'faultTimeEnd', '故障日期', 260),
];

const source = listSource({
  filters,
  queryKey: faultListKey,
  fetch: (platform, { recovered, ...q }) =>
    fetchFaultList(platform, toBody({ ...q, ...(recovered ? { recovered: recovered === 'true' } : {}) })),
});
export const prefetch = prefetchList(source);

/** 故障登记 (inferred page): the unit's equipment faults, registered and looked up. */
export default registerListPage({
  noun: '故障登记',
  source,
  columns: [
    { key: 'faultNo', title: '登记编号', width: 150 },
    eqpColumn(),
    { key: 'faultTime', title: '故障时间', width: 160, sortField: 'faultTime' },
    { key: 'faultCategory', title: '故障类别', width: 110 },
    {
      id: 'phenomenon',
      title: '故障现象',
      width: 240,
      render: (r) => (
        <Text size="sm" lineClamp={2}>
          {r.phenomenon}
        </Text>
      ),
    },
    {
      id: 'recovery',
      title: '恢复运行',
      width: 170,
      render: (r) =>
        r.recoveryTime ? (
          <Stack gap={0}>
            <Text size="sm">{r.recoveryTime}</Text>
            {r.downtimeHours != null && (
              <Text size="xs" c="dimmed">
                停机 {r.downtimeHours} 小时
              </Text>
            )}
          </Stack>
        ) : (
          <Badge color="orange" variant="light">
            未恢复
          </Badge>
        ),
    },
    {
      id: 'trapped',
      title: '困人',
      width: 60,
      render: (r) =>
        r.trapped ? (
          <Badge color="red" variant="light">
            是
          </Badge>
        ) : (
          '否'
        ),
    },
  ],
  numberOf: (r) => r.faultNo,
  detailLink: (id) => linkTo('company_service_fault_detail', { id }),
  openForm: openFaultForm,
  useSave: useSaveFault,
  useRemove: useDeleteFault,
});

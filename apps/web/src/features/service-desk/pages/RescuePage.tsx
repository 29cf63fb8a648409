import { Badge } from '@mantine/core';
import { useNavigate } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource, prefetchList } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import { equipmentTypeOptions } from '@/kit/options';
import { fetchRescueList, rescueListKey, type RescueListBody } from '@/features/service-desk/api/rescue-list';
import { useDeleteRescue } from '@/features/service-desk/api/delete-rescue';
import { useSaveRescue } from '@/features/service-desk/api/save-rescue';
import { causeTypeOptions, openRescueForm } from '@/features/service-desk/forms';
import { linkTo } from '@/platform/routing';
import { dateRangeFilter, selectFilter, textFilter } from '@/kit/list/filters';
import { eqpColumn } from '@/kit/list/cells-ui';
import { AddButton } from '@/kit/list/AddButton';

type Filters = FiltersOf<RescueListBody, 'eqpCode' | 'equclacode' | 'causeType' | 'alarmTimeBegin' | 'alarmTimeEnd'>;
const filters: FilterSpec<Filters>[] = [
  textFilter('eqpCode', '设备代码', 190),
  selectFilter('equclacode', '设备类别', equipmentTypeOptions, 150),
  selectFilter('causeType', '原因类别', causeTypeOptions, 120),
  dateRangeFilter('alarmTimeBegin', 'alarmTimeEnd', '报警日期', 260),
];

const source = bodyListSource(filters, rescueListKey, fetchRescueList);
export const prefetch = prefetchList(source);

/** 救援登记 (inferred page): the unit's trapped-person rescues, registered and looked up. */
export default function RescuePage() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const save = useSaveRescue();
  const remove = useDeleteRescue();
  const openDetail = (id: string) => navigate(linkTo('company_service_rescue_detail', { id }));
  const add = async () => {
    const id = await openRescueForm(platform, save.mutateAsync);
    if (id) openDetail(id);
  };
  return (
    <ListPage
      source={source}
      columns={[
        { key: 'rescueNo', title: '登记编号', width: 150 },
        eqpColumn(),
        { key: 'alarmTime', title: '报警时间', width: 160, sortField: 'alarmTime' },
        {
          id: 'trapped',
          title: '被困 / 受伤',
          width: 100,
          render: (r) => `${r.trappedCount} 人 / ${r.injuredCount ?? 0} 人`,
        },
        {
          id: 'arrival',
          title: '到场用时',
          width: 90,
          render: (r) =>
            r.arrivalMinutes != null ? (
              <Badge variant="light" color={r.arrivalMinutes > 30 ? 'red' : 'teal'}>
                {r.arrivalMinutes} 分钟
              </Badge>
            ) : (
              '—'
            ),
        },
        { key: 'causeTypeName', title: '原因类别', width: 90 },
        { key: 'rescueUnitName', title: '救援单位', width: 180 },
      ]}
      rowActions={[
        { label: '查看', onClick: (r) => openDetail(r.id) },
        { label: '修改', onClick: (r) => openRescueForm(platform, save.mutateAsync, r) },
        {
          label: '删除',
          color: 'red',
          confirm: (r) => `确定删除救援登记「${r.rescueNo}」吗？删除后不可恢复。`,
          onClick: (r) => remove.mutateAsync({ id: r.id }),
        },
      ]}
      toolbar={() => <AddButton label="新增救援登记" onClick={() => void add()} />}
      emptyText="暂无救援登记"
    />
  );
}

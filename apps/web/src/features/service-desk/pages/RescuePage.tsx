import { Badge } from '@mantine/core';
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
import { registerListPage } from '@/features/service-desk/register-list-page';

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
export default registerListPage({
  noun: '救援登记',
  source,
  columns: [
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
  ],
  numberOf: (r) => r.rescueNo,
  detailLink: (id) => linkTo('company_service_rescue_detail', { id }),
  openForm: openRescueForm,
  useSave: useSaveRescue,
  useRemove: useDeleteRescue,
});

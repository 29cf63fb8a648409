import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { ExpiryTag } from '@/kit/ExpiryTag';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import { QueryState } from '@/kit/QueryState';
import { EquipmentTable } from '@/shared/equipment/EquipmentTable';
import {
  fetchMaintenanceUnits,
  maintenanceUnitsKey,
  type MaintenanceUnit,
  type MaintenanceUnitsBody,
} from '@/features/maintenance/api/maintenance-units';
import { useMaintenanceUnitEquipment } from '@/features/maintenance/api/maintenance-unit-equipment';
import { selectFilter, textFilter } from '@/kit/list/filters';
import { optionsOf } from '@/kit/options';

type UnitFilters = FiltersOf<MaintenanceUnitsBody, 'unitName' | 'licenseNo' | 'licenseStatus'>;
const unitFilters: FilterSpec<UnitFilters>[] = [
  textFilter('unitName', '单位名称', 220),
  textFilter('licenseNo', '许可证编号', 180),
  selectFilter(
    'licenseStatus',
    '许可状态',
    optionsOf([
      ['1', '有效'],
      ['2', '即将到期'],
      ['3', '已过期'],
    ]),
    120,
  ),
];

export const unitsSource = bodyListSource(unitFilters, maintenanceUnitsKey, fetchMaintenanceUnits);

function UnitEquipment({ unit }: { unit: MaintenanceUnit }) {
  const list = useMaintenanceUnitEquipment({ maintUnitId: unit.id, pageNo: 1, pageSize: 20 });
  return (
    <QueryState query={list} isEmpty={(d) => !d.list.length} empty="该维保单位暂无维保本单位的设备" minHeight={80}>
      {(page) => (
        <Stack gap="xs">
          <EquipmentTable
            rows={page.list}
            label="维保的设备"
            columns={['eqpName', 'eqpCode', 'useAddress', 'nextInspDate']}
          />
          <Text size="xs" c="dimmed">
            共维保 {page.count} 台设备（显示前 {page.list.length} 台）
          </Text>
        </Stack>
      )}
    </QueryState>
  );
}

/** 维保单位: the units maintaining the unit's equipment, their licence, and the equipment each maintains. */
export function UnitsView() {
  return (
    <ListPage
      title="维保单位"
      source={unitsSource}
      columns={[
        { key: 'unitName', title: '维保单位' },
        { key: 'licenseNo', title: '许可证编号', width: 150 },
        { id: 'licenseExpiry', title: '许可有效期至', width: 200, render: (r) => <ExpiryTag date={r.licenseExpiry} /> },
        {
          id: 'contact',
          title: '联系人',
          width: 160,
          render: (r) => `${r.contactPerson ?? '—'} ${r.contactPhone ?? ''}`,
        },
        { key: 'emergencyPhone', title: '应急电话', width: 130 },
        { key: 'areaName', title: '所在区县', width: 90 },
      ]}
      rowActions={[
        {
          label: '维保设备',
          onClick: (r) =>
            modals.open({ title: `${r.unitName} 维保的设备`, size: 'xl', children: <UnitEquipment unit={r} /> }),
        },
      ]}
      emptyText="没有维保本单位设备的维保单位"
    />
  );
}

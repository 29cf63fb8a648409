import { useState } from 'react';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { usePlatform } from '@/platform/PlatformContext';
import type { Option } from '@/kit/options';
import { equipmentListKey, fetchEquipmentList } from './api/equipment-list';

/**
 * The unit's equipment to choose from, searched by name on the server (POST /a/stone/eqm/list, the
 * first 50 matches): for forms that name equipment (binding staff, maintenance and self-maintain
 * applications, registrations). Options read 设备名称（设备代码）; values are oidnos.
 */
type ClassCode = components['schemas']['EquipmentTypeCode'];

type UseStatus = NonNullable<components['schemas']['EquipmentQuery']['useStatus']>;

/** `useStatus: '0'` lists only equipment not yet registered (for a use-registration application). */
export async function fetchEquipmentOptions(
  p: Platform,
  {
    search,
    equclacode,
    useStatus,
    pageSize = 50,
  }: { search?: string; equclacode?: ClassCode; useStatus?: UseStatus; pageSize?: number } = {},
): Promise<Option[]> {
  const page = await fetchEquipmentList(p, {
    pageNo: 1,
    pageSize,
    ...(search ? { eqpName: search } : {}),
    ...(equclacode ? { equclacode } : {}),
    ...(useStatus ? { useStatus } : {}),
  });
  return page.list.map((e): Option => ({
    value: e.oidno,
    label: `${e.eqpName}（${e.eqpCode || e.equclaname || e.oidno}）`,
  }));
}

function useEquipmentOptions(search: string, equclacode?: ClassCode) {
  const p = usePlatform();
  const [term] = useDebouncedValue(search, 300);
  return useQuery({
    queryKey: [...equipmentListKey, 'options', term, equclacode ?? ''],
    queryFn: () => fetchEquipmentOptions(p, { search: term, equclacode }),
    placeholderData: keepPreviousData,
  });
}

interface Common {
  label: string;
  description?: string;
  error?: string | null;
  required?: boolean;
  /** Only this class's equipment. */ equclacode?: ClassCode;
}

/** Several pieces of equipment (e.g. those a safety manager is bound to). */
export function EquipmentMultiSelect({
  value,
  onChange,
  ...rest
}: Common & { value: string[]; onChange: (oidnos: string[]) => void }) {
  const [search, setSearch] = useState('');
  const options = useEquipmentOptions(search, rest.equclacode);
  // Chosen items stay listed while the search shows other matches.
  const [known, setKnown] = useState<Record<string, Option>>({});
  const data = [...new Map([...Object.values(known), ...(options.data ?? [])].map((o) => [o.value, o])).values()];
  return (
    <MultiSelect
      label={rest.label}
      description={rest.description}
      error={rest.error}
      withAsterisk={rest.required}
      placeholder="输入设备名称搜索"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: o }) => o}
      data={data}
      value={value}
      onChange={(v) => {
        setKnown((k) => ({
          ...k,
          ...Object.fromEntries(data.filter((o) => v.includes(o.value)).map((o) => [o.value, o])),
        }));
        onChange(v);
      }}
      nothingFoundMessage={options.isFetching ? '搜索中…' : '没有找到设备'}
      comboboxProps={{ withinPortal: true }}
      clearable
    />
  );
}

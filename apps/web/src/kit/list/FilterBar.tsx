import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Combobox, Group, Input, InputBase, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { equipmentTypeOptions, type Option } from '@/kit/options';
import { MountOnIntent } from '@/kit/MountOnIntent';
import type { FilterSpec, FilterValues } from './types';

/**
 * The filter form: typing changes a draft; 查询 applies it (page 1), 重置 restores the defaults.
 * `stacked` (a phone) puts one full-width field a line.
 */
export function FilterBar<F extends FilterValues>({
  specs,
  value,
  defaults,
  onSearch,
  stacked = false,
  extra,
}: {
  specs: FilterSpec<F>[];
  value: F;
  defaults: F;
  onSearch: (f: F) => void;
  stacked?: boolean;
  /** After 查询 and 重置 (常用筛选). */
  extra?: ReactNode;
}) {
  const [draft, setDraft] = useState<F>(value);
  // The address is the truth: back/forward or a reset updates the form. Only a real change of the
  // address does: effects also re-run when a cached tab is shown again, and that must keep what
  // was typed.
  const synced = useRef(JSON.stringify(value));
  useEffect(() => {
    const now = JSON.stringify(value);
    if (now === synced.current) return;
    synced.current = now;
    setDraft(value);
  }, [value]);
  const set = (name: string, v: string) => setDraft((d) => ({ ...d, [name]: v }));
  const width = (declared: number | undefined, fallback: number) => (stacked ? '100%' : (declared ?? fallback));

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft);
      }}
      aria-label="查询条件"
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        {specs.map((s) => {
          switch (s.kind) {
            case 'text':
              return (
                <TextInput
                  key={s.name}
                  label={s.label}
                  placeholder={s.placeholder ?? `请输入${s.label}`}
                  value={draft[s.name] ?? ''}
                  onChange={(e) => set(s.name, e.currentTarget.value)}
                  w={width(s.width, 200)}
                />
              );
            case 'select':
            case 'equipmentType': {
              const label = s.kind === 'select' ? s.label : (s.label ?? '设备类别');
              const data = s.kind === 'select' ? s.options : equipmentTypeOptions;
              const clearable = s.kind === 'equipmentType' || s.clearable !== false;
              const w = width(s.width, 180);
              return (
                <MountOnIntent
                  key={s.name}
                  standIn={
                    <SelectStandIn label={label} data={data} value={draft[s.name]} clearable={clearable} w={w} />
                  }
                >
                  {() => (
                    <Select
                      label={label}
                      placeholder="全部"
                      data={data}
                      clearable={clearable}
                      allowDeselect={clearable}
                      value={draft[s.name] || null}
                      onChange={(v) => set(s.name, v ?? '')}
                      w={w}
                      comboboxProps={{ withinPortal: true }}
                    />
                  )}
                </MountOnIntent>
              );
            }
            case 'dateRange': {
              const w = width(s.width, 260);
              const [from, to] = [draft[s.from], draft[s.to]];
              return (
                <MountOnIntent
                  key={s.from}
                  standIn={
                    <InputBase
                      component="button"
                      type="button"
                      label={s.label}
                      w={w}
                      pointer
                      rightSection={from ? standInClear : undefined}
                    >
                      {from ? `${from} – ${to ?? ''}` : <Input.Placeholder>{DATE_RANGE_PLACEHOLDER}</Input.Placeholder>}
                    </InputBase>
                  }
                >
                  {() => (
                    <DatePickerInput
                      type="range"
                      label={s.label}
                      placeholder={DATE_RANGE_PLACEHOLDER}
                      valueFormat="YYYY-MM-DD"
                      clearable
                      allowSingleDateInRange
                      value={[from || null, to || null]}
                      onChange={([a, b]) =>
                        setDraft((d) => ({
                          ...d,
                          [s.from]: a ? dayjs(a).format('YYYY-MM-DD') : '',
                          [s.to]: b ? dayjs(b).format('YYYY-MM-DD') : '',
                        }))
                      }
                      w={w}
                      dropdownType={stacked ? 'modal' : 'popover'}
                    />
                  )}
                </MountOnIntent>
              );
            }
          }
        })}
        <Button type="submit">查询</Button>
        <Button
          variant="default"
          onClick={() => {
            setDraft(defaults);
            onSearch(defaults);
          }}
        >
          重置
        </Button>
        {extra}
      </Group>
    </form>
  );
}

const DATE_RANGE_PLACEHOLDER = '开始日期 ~ 结束日期';

/**
 * What a filter select shows until it is first pointed at or focused (`MountOnIntent`): its label,
 * its value's label or 全部, the chevron; read as the same combobox.
 */
export function SelectStandIn({
  label,
  data,
  value,
  clearable = false,
  w,
  ...aria
}: {
  label?: string;
  data: Option[];
  value: string | undefined;
  clearable?: boolean;
  w: number | string;
  'aria-label'?: string;
}) {
  const chosen = data.find((o) => o.value === value);
  return (
    <InputBase
      label={label}
      {...aria}
      placeholder="全部"
      value={chosen?.label ?? ''}
      readOnly
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      rightSection={
        clearable && chosen ? (
          <Group gap={2} wrap="nowrap" pe={COMBINED_SECTION_OFFSET}>
            {standInClear}
            <Combobox.Chevron />
          </Group>
        ) : (
          <Combobox.Chevron />
        )
      }
      rightSectionWidth={clearable && chosen ? COMBINED_SECTION_WIDTH : undefined}
      rightSectionPointerEvents="none"
      w={w}
      pointer
    />
  );
}

/** The clear mark a stand-in shows where the real control has its clear button (the real one is mounted before it can be reached). */
const standInClear = <Input.ClearButton tabIndex={-1} aria-hidden />;
/** Where a select shows its clear button beside the chevron, it widens its right section to this (size sm) and keeps this gap at the end. */
const COMBINED_SECTION_WIDTH = 50;
const COMBINED_SECTION_OFFSET = 8;

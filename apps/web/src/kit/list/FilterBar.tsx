import { useEffect, useRef, useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { equipmentTypeOptions } from '@/kit/options';
import type { FilterSpec, FilterValues } from './types';

/**
 * The filter form: typing changes a draft; 查询 applies it (page 1), 重置 restores the defaults.
 * `stacked` (a phone) puts one full-width field a line.
 */
export function FilterBar<F extends FilterValues>({ specs, value, defaults, onSearch, stacked = false }: { specs: FilterSpec<F>[]; value: F; defaults: F; onSearch: (f: F) => void; stacked?: boolean }) {
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
  const width = (declared: number | undefined, fallback: number) => (stacked ? '100%' : declared ?? fallback);

  return (
    <form onSubmit={(e) => { e.preventDefault(); onSearch(draft); }} aria-label="查询条件">
      <Group align="flex-end" gap="sm" wrap="wrap">
        {specs.map((s) => {
          switch (s.kind) {
            case 'text':
              return <TextInput key={s.name} label={s.label} placeholder={s.placeholder ?? `请输入${s.label}`} value={draft[s.name] ?? ''} onChange={(e) => set(s.name, e.currentTarget.value)} w={width(s.width, 200)} />;
            case 'select':
            case 'equipmentType': {
              const label = s.kind === 'select' ? s.label : s.label ?? '设备类别';
              const data = s.kind === 'select' ? s.options : equipmentTypeOptions;
              const clearable = s.kind === 'equipmentType' || s.clearable !== false;
              return <Select key={s.name} label={label} placeholder="全部" data={data} clearable={clearable} allowDeselect={clearable} value={draft[s.name] || null} onChange={(v) => set(s.name, v ?? '')} w={width(s.width, 180)} comboboxProps={{ withinPortal: true }} />;
            }
            case 'dateRange':
              return (
                <DatePickerInput
                  key={s.from}
                  type="range"
                  label={s.label}
                  placeholder="开始日期 ~ 结束日期"
                  valueFormat="YYYY-MM-DD"
                  clearable
                  allowSingleDateInRange
                  value={[draft[s.from] || null, draft[s.to] || null]}
                  onChange={([a, b]) => setDraft((d) => ({ ...d, [s.from]: a ? dayjs(a).format('YYYY-MM-DD') : '', [s.to]: b ? dayjs(b).format('YYYY-MM-DD') : '' }))}
                  w={width(s.width, 260)}
                  dropdownType={stacked ? 'modal' : 'popover'}
                />
              );
          }
        })}
        <Button type="submit">查询</Button>
        <Button variant="default" onClick={() => { setDraft(defaults); onSearch(defaults); }}>重置</Button>
      </Group>
    </form>
  );
}

import { describe, expect, it } from 'vitest';
import { labelOptions, optionsOf } from '@/kit/options';
import { dateRangeFilter, selectFilter, textFilter } from './filters';
import { filterDefaults, type FilterSpec } from './types';

type F = { eqpCode: string; conclusion: string; from: string; to: string };

describe('filter builders', () => {
  it('declare the same filters as the literal specs, in order', () => {
    const specs: FilterSpec<F>[] = [
      textFilter('eqpCode', '设备代码', 200),
      selectFilter('conclusion', '检测结论', labelOptions(['合格', '不合格']), 120),
      dateRangeFilter('from', 'to', '检测日期'),
    ];
    expect(specs).toEqual([
      { kind: 'text', name: 'eqpCode', label: '设备代码', width: 200 },
      {
        kind: 'select',
        name: 'conclusion',
        label: '检测结论',
        options: [
          { value: '合格', label: '合格' },
          { value: '不合格', label: '不合格' },
        ],
        width: 120,
      },
      { kind: 'dateRange', from: 'from', to: 'to', label: '检测日期' },
    ]);
    expect(filterDefaults(specs)).toEqual({ eqpCode: '', conclusion: '', from: '', to: '' });
  });

  it('keeps the order of coded options as written, also for codes that look like numbers', () => {
    expect(
      optionsOf([
        ['1', '在用'],
        ['0', '未登记'],
      ]),
    ).toEqual([
      { value: '1', label: '在用' },
      { value: '0', label: '未登记' },
    ]);
  });
});

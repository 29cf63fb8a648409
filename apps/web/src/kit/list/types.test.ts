import { describe, expect, it } from 'vitest';
import { filterDefaults, type FilterSpec } from './types';

type F = { days: string; equclacode: string; from: string; to: string; pipelineOidno: string };
const specs: FilterSpec<F>[] = [
  {
    kind: 'select',
    name: 'days',
    label: '到期范围',
    clearable: false,
    defaultValue: '30',
    options: [
      { value: '30', label: '30 天内' },
      { value: '90', label: '90 天内' },
    ],
  },
  { kind: 'select', name: 'equclacode', label: '设备类别', options: [] },
  { kind: 'dateRange', from: 'from', to: 'to', label: '检验日期' },
];

describe('filterDefaults', () => {
  it('starts every filter and hidden filter empty, except a select with a declared default', () => {
    expect(filterDefaults(specs, ['pipelineOidno'])).toEqual({
      days: '30',
      equclacode: '',
      from: '',
      to: '',
      pipelineOidno: '',
    });
  });
});

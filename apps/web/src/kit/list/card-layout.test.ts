import { describe, expect, it } from 'vitest';
import { cardLayout, filtersSet } from './card-layout';
import { filterDefaults, type ColumnSpec, type FilterSpec } from './types';

type Row = { name: string; code: string; amount: string; state: string; date: string; unit: string };
const col = (key: keyof Row & string, title: string, role?: ColumnSpec<Row>['role']): ColumnSpec<Row> => ({
  key,
  title,
  ...(role ? { role } : {}),
});
const titles = <R>(cols: ColumnSpec<R>[]) => cols.map((c) => c.title);

describe('cardLayout: what a row shows as a card on a phone', () => {
  it('without declared roles: the first column is the title, a status-like column the tag, the next three the figures', () => {
    const layout = cardLayout([
      col('name', '设备名称'),
      col('code', '设备代码'),
      col('unit', '使用单位'),
      col('state', '审核状态'),
      col('date', '下次检验日期'),
      col('amount', '金额'),
    ]);
    expect(layout.title?.title).toBe('设备名称');
    expect(titles(layout.status)).toEqual(['审核状态']);
    expect(titles(layout.figures)).toEqual(['设备代码', '使用单位', '下次检验日期']);
  });

  it('without declared roles, a status-like first column is the tag, not the title', () => {
    const layout = cardLayout([col('state', '资料状态'), col('name', '管道名称'), col('code', '管道编号')]);
    expect(layout.title?.title).toBe('管道名称');
    expect(titles(layout.status)).toEqual(['资料状态']);
    expect(titles(layout.figures)).toEqual(['管道编号']);
  });

  it('without a status-like column there is no tag', () => {
    const layout = cardLayout([col('code', '缴费单号'), col('amount', '金额')]);
    expect(layout.status).toEqual([]);
    expect(titles(layout.figures)).toEqual(['金额']);
  });

  it('with declared roles: exactly those columns, in their order; the rest stay off the card', () => {
    const layout = cardLayout([
      col('code', '缴费单号'),
      col('unit', '使用单位'),
      col('amount', '金额', 'figure'),
      col('date', '开单日期'),
      col('state', '缴费状态', 'status'),
      col('name', '项目名称', 'title'),
    ]);
    expect(layout.title?.title).toBe('项目名称');
    expect(titles(layout.status)).toEqual(['缴费状态']);
    expect(titles(layout.figures)).toEqual(['金额']);
  });

  it('with roles but no title, the first column without a role is the title', () => {
    expect(
      cardLayout([col('amount', '金额', 'figure'), col('code', '缴费单号'), col('state', '状态', 'status')]).title
        ?.title,
    ).toBe('缴费单号');
  });
});

describe('filtersSet: the count on the phone’s 筛选 button', () => {
  type F = { days: string; name: string; from: string; to: string };
  const specs: FilterSpec<F>[] = [
    { kind: 'select', name: 'days', label: '到期范围', clearable: false, defaultValue: '30', options: [] },
    { kind: 'text', name: 'name', label: '设备名称' },
    { kind: 'dateRange', from: 'from', to: 'to', label: '检验日期' },
  ];
  const defaults = filterDefaults(specs);

  it('counts what differs from 重置, a date range once, a declared default not at all', () => {
    expect(filtersSet(specs, defaults, defaults)).toBe(0);
    expect(filtersSet(specs, { ...defaults, name: '客梯' }, defaults)).toBe(1);
    expect(filtersSet(specs, { ...defaults, days: '90', from: '2026-01-01', to: '2026-02-01' }, defaults)).toBe(2);
    expect(filtersSet(specs, { ...defaults, to: '2026-02-01' }, defaults)).toBe(1);
  });
});

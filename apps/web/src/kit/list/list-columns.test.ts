import { describe, expect, it } from 'vitest';
import { colId } from './cells';
import {
  cardColumnIds,
  chosenCardLayout,
  orderedColumns,
  shownColumns,
  withColumnMoved,
  withColumnShown,
  withDefaultLayout,
} from './list-columns';
import type { ColumnSpec } from './types';

interface Row {
  name: string;
  code: string;
  status: string;
  date: string;
  place: string;
}
const cols: ColumnSpec<Row>[] = [
  { key: 'name', title: '设备名称' },
  { key: 'code', title: '设备代码' },
  { key: 'status', title: '使用状态' },
  { key: 'date', title: '下次检验日期' },
  { key: 'place', title: '使用地点' },
];
const ids = (c: ColumnSpec<Row>[]) => c.map(colId);

describe('the columns a user chose', () => {
  it('are the declared ones until a choice is made', () => {
    expect(ids(shownColumns(cols, {}))).toEqual(['name', 'code', 'status', 'date', 'place']);
  });

  it('leave hidden columns out and follow the chosen order; a column unknown to the order comes last', () => {
    const prefs = { order: ['date', 'name', 'gone'], hidden: ['code'] };
    expect(ids(orderedColumns(cols, prefs))).toEqual(['date', 'name', 'code', 'status', 'place']);
    expect(ids(shownColumns(cols, prefs))).toEqual(['date', 'name', 'status', 'place']);
  });

  it('never leave a table without columns', () => {
    expect(ids(shownColumns(cols, { hidden: ids(cols) }))).toEqual(ids(cols));
  });

  it('hide or show one column and keep what the others show', () => {
    const all = ids(cols);
    const hidden = withColumnShown({ density: 'compact' }, all, all, 'code', false);
    expect(hidden).toEqual({ density: 'compact', hidden: ['code'] });
    expect(withColumnShown(hidden, all, ['name', 'status', 'date', 'place'], 'code', true).hidden).toEqual([]);
  });

  it('move a column one place, never past an end', () => {
    const all = ids(cols);
    expect(withColumnMoved({}, all, 'code', -1).order).toEqual(['code', 'name', 'status', 'date', 'place']);
    expect(withColumnMoved({}, all, 'place', 1)).toEqual({});
  });

  it('go at 恢复默认 with the density, the saved filters stay', () => {
    const saved = [{ name: '电梯', values: { equclacode: '3000' } }];
    expect(withDefaultLayout({ order: ['b'], hidden: ['a'], density: 'compact', filters: saved })).toEqual({
      filters: saved,
    });
  });
});

describe('the fields of a card on a phone', () => {
  it('are the default card until the user chooses', () => {
    expect(cardColumnIds(chosenCardLayout(cols, {}))).toEqual(['name', 'status', 'code', 'date', 'place']);
  });

  it('are the shown columns once chosen: a field hidden on the card is off it', () => {
    const all = ids(cols);
    const onCard = cardColumnIds(chosenCardLayout(cols, {}));
    const prefs = withColumnShown({}, all, onCard, 'date', false);
    const layout = chosenCardLayout(cols, prefs);
    expect(layout.title && colId(layout.title)).toBe('name');
    expect(ids(layout.status)).toEqual(['status']);
    expect(ids(layout.figures)).toEqual(['code', 'place']);
  });

  it('show every column once the user ticks the one the default card leaves off', () => {
    const six: ColumnSpec<Row & { unit: string }>[] = [...cols, { key: 'unit', title: '制造单位' }];
    const all = ids(six as ColumnSpec<Row>[]);
    const onCard = cardColumnIds(chosenCardLayout(six, {}));
    expect(onCard).not.toContain('unit');
    const prefs = withColumnShown({}, all, onCard, 'unit', true);
    expect(prefs.hidden).toEqual([]);
    expect(cardColumnIds(chosenCardLayout(six, prefs))).toEqual(['name', 'status', 'code', 'date', 'place', 'unit']);
  });

  it('take the first shown column as title when the title is hidden', () => {
    const layout = chosenCardLayout(cols, { hidden: ['name'], order: ['date'] });
    expect(layout.title && colId(layout.title)).toBe('date');
  });
});

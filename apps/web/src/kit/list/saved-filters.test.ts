import { describe, expect, it } from 'vitest';
import {
  MAX_SAVED_FILTERS,
  appliedFilters,
  filtersToSave,
  saveRefusal,
  withSavedFilter,
  withoutSavedFilter,
} from './saved-filters';

const defaults = { equclacode: '', eqpName: '', useStatus: '1' };

describe('saved filters (常用筛选)', () => {
  it('keep the filters that differ from what 重置 restores', () => {
    expect(filtersToSave({ equclacode: '3000', eqpName: '', useStatus: '1' }, defaults)).toEqual({
      equclacode: '3000',
    });
    expect(filtersToSave({ equclacode: '', eqpName: '', useStatus: '' }, defaults)).toEqual({ useStatus: '' });
  });

  it('apply as the defaults with the saved values, leaving out filters the list no longer has', () => {
    expect(appliedFilters({ name: '电梯', values: { equclacode: '3000', gone: 'x' } }, defaults)).toEqual({
      equclacode: '3000',
      eqpName: '',
      useStatus: '1',
    });
  });

  it('refuse a nameless save, a save of no filters, and one past the limit, in Chinese', () => {
    expect(saveRefusal({}, '  ', { equclacode: '3000' })).toBe('请填写筛选名称');
    expect(saveRefusal({}, '电梯', {})).toMatch(/没有设置筛选条件/);
    const full = {
      filters: Array.from({ length: MAX_SAVED_FILTERS }, (_, i) => ({ name: `f${i}`, values: { a: '1' } })),
    };
    expect(saveRefusal(full, '电梯', { a: '1' })).toMatch(/最多保存/);
    expect(saveRefusal(full, 'f3', { a: '2' })).toBeNull();
    expect(saveRefusal({}, '电梯', { equclacode: '3000' })).toBeNull();
  });

  it('replace one of the same name in its place, and go when deleted', () => {
    let prefs = withSavedFilter({}, ' 电梯 ', { equclacode: '3000' });
    prefs = withSavedFilter(prefs, '锅炉', { equclacode: '1000' });
    prefs = withSavedFilter(prefs, '电梯', { equclacode: '3000', useStatus: '2' });
    expect(prefs.filters?.map((f) => f.name)).toEqual(['电梯', '锅炉']);
    expect(prefs.filters?.[0].values).toEqual({ equclacode: '3000', useStatus: '2' });
    expect(withoutSavedFilter(prefs, '电梯').filters?.map((f) => f.name)).toEqual(['锅炉']);
  });
});

import type { ListPrefs, SavedFilter } from './list-prefs';
import type { FilterValues } from './types';

/** The most filters a list keeps by name: enough for a clerk's habits, a short menu still. */
export const MAX_SAVED_FILTERS = 20;

/** What a saved filter keeps: the filters that differ from what 重置 restores. */
export function filtersToSave<F extends FilterValues>(values: F, defaults: F): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([k, v]) => k in defaults && (v ?? '') !== defaults[k]));
}

/** A saved filter applied: what 重置 restores, with the saved values of filters the list still has. */
export function appliedFilters<F extends FilterValues>(saved: SavedFilter, defaults: F): F {
  const kept = Object.entries(saved.values).filter(([k]) => k in defaults);
  return { ...defaults, ...Object.fromEntries(kept) };
}

/** Why the current filters cannot be kept under `name`, in Chinese; null when they can. */
export function saveRefusal(prefs: ListPrefs, name: string, values: Record<string, string>): string | null {
  if (!name.trim()) return '请填写筛选名称';
  if (!Object.keys(values).length) return '当前没有设置筛选条件，请先设置并查询';
  const saved = prefs.filters ?? [];
  if (saved.length >= MAX_SAVED_FILTERS && !saved.some((f) => f.name === name.trim()))
    return `最多保存 ${MAX_SAVED_FILTERS} 个常用筛选，请先删除不用的`;
  return null;
}

/** The preferences with the filters kept under `name` (one of the same name is replaced, in its place). */
export function withSavedFilter(prefs: ListPrefs, name: string, values: Record<string, string>): ListPrefs {
  const entry = { name: name.trim(), values };
  const saved = prefs.filters ?? [];
  const at = saved.findIndex((f) => f.name === entry.name);
  return { ...prefs, filters: at < 0 ? [...saved, entry] : saved.map((f, i) => (i === at ? entry : f)) };
}

export function withoutSavedFilter(prefs: ListPrefs, name: string): ListPrefs {
  return { ...prefs, filters: (prefs.filters ?? []).filter((f) => f.name !== name) };
}

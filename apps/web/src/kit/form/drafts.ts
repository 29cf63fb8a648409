/** A form's unsaved values kept in this browser, with when they were written. */
export interface Draft<V> { values: V; savedAt: number }

const DRAFT_PREFIX = 'tzsb.draft.';

export const readDraft = <V,>(key: string): Draft<V> | null => {
  try { return JSON.parse(localStorage.getItem(DRAFT_PREFIX + key) ?? 'null') as Draft<V> | null; } catch { return null; }
};
export const clearDraft = (key: string) => localStorage.removeItem(DRAFT_PREFIX + key);
export const writeDraft = (key: string, values: object) => localStorage.setItem(DRAFT_PREFIX + key, JSON.stringify({ values, savedAt: Date.now() }));

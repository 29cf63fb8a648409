import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { tabKey } from '@/platform/tab-identity';

/**
 * Which open tabs hold unsaved changes. A form registers under its tab key; closing that tab then
 * asks 确定要关闭这一页吗 first, like a route with a before-close rule.
 */
const dirtyTabs = new Set<string>();

export const markDirty = (tabKey: string, dirty: boolean) => {
  if (dirty) dirtyTabs.add(tabKey);
  else dirtyTabs.delete(tabKey);
};
export const isDirty = (tabKey: string) => dirtyTabs.has(tabKey);

/**
 * What a tab's forms drop when the user gives the tab up on purpose: a close they confirmed, or 刷新.
 * Their local drafts go with it (a draft is for a page lost by accident, a reload or a time-out, not
 * for one the user chose to leave).
 */
const discards = new Map<string, Set<() => void>>();

export function discardTab(key: string) {
  for (const drop of discards.get(key) ?? []) drop();
  markDirty(key, false);
}

/** Registers `drop` (forget this form's draft) for the tab the form is on. */
export function useTabDiscard(drop: () => void) {
  const location = useLocation();
  const key = useRef(tabKey(location.pathname, location.search)).current;
  const latest = useRef(drop);
  latest.current = drop;
  useEffect(() => {
    const run = () => latest.current();
    const set = discards.get(key) ?? new Set();
    discards.set(key, set.add(run));
    return () => {
      set.delete(run);
      if (!set.size) discards.delete(key);
    };
  }, [key]);
}

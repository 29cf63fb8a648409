import { beforeEach, describe, expect, it } from 'vitest';
import {
  listPrefs,
  listPrefsKey,
  readListPrefs,
  resetListPrefsCache,
  subscribeListPrefs,
  updateListPrefs,
} from './list-prefs';
import { reportStoredProblemsTo } from '@/platform/stored-problems';

beforeEach(() => {
  localStorage.clear();
  resetListPrefsCache();
});

describe('list preferences are kept per account and per list', () => {
  it('are read back by the same account for the same list only', () => {
    const mine = listPrefsKey('qiye01', 'equipment_query_comprehensive');
    updateListPrefs(mine, (p) => ({ ...p, hidden: ['registCode'], density: 'compact' }));
    resetListPrefsCache();
    expect(readListPrefs(mine)).toEqual({ hidden: ['registCode'], density: 'compact' });
    expect(listPrefs(mine)).toEqual({ hidden: ['registCode'], density: 'compact' });
    expect(listPrefs(listPrefsKey('weibao01', 'equipment_query_comprehensive'))).toEqual({});
    expect(listPrefs(listPrefsKey('qiye01', 'equipment_use_registration'))).toEqual({});
  });

  it('keep login names apart even where one is a prefix of another', () => {
    expect(listPrefsKey('a.b', 'c')).not.toBe(listPrefsKey('a', 'b.c'));
  });

  it('ignore and remove what is not JSON or not their shape, and report it', () => {
    const problems: string[] = [];
    reportStoredProblemsTo((_key, message) => problems.push(message));
    const key = listPrefsKey('qiye01', 'list');
    localStorage.setItem(key, '{not json');
    expect(listPrefs(key)).toEqual({});
    expect(localStorage.getItem(key)).toBeNull();
    resetListPrefsCache();
    localStorage.setItem(key, JSON.stringify({ hidden: 'registCode', density: 'tiny' }));
    expect(listPrefs(key)).toEqual({});
    expect(localStorage.getItem(key)).toBeNull();
    expect(problems).toHaveLength(2);
    reportStoredProblemsTo(() => undefined);
  });

  it('tell every list shown with them of a change, and keep it for the next page load', () => {
    const key = listPrefsKey('qiye01', 'list');
    let heard = 0;
    const stop = subscribeListPrefs(key, () => heard++);
    updateListPrefs(key, (p) => ({ ...p, order: ['b', 'a'] }));
    expect(heard).toBe(1);
    expect(JSON.parse(localStorage.getItem(key)!)).toEqual({ order: ['b', 'a'] });
    stop();
    updateListPrefs(key, (p) => ({ ...p, density: 'compact' }));
    expect(heard).toBe(1);
  });

  it('follow a change made in another browser tab', () => {
    const key = listPrefsKey('qiye01', 'list');
    let heard = 0;
    const stop = subscribeListPrefs(key, () => heard++);
    expect(listPrefs(key)).toEqual({});
    localStorage.setItem(key, JSON.stringify({ hidden: ['a'] }));
    window.dispatchEvent(new StorageEvent('storage', { key }));
    expect(heard).toBe(1);
    expect(listPrefs(key)).toEqual({ hidden: ['a'] });
    stop();
  });
});

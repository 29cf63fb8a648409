import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { PlatformContext } from '@/platform/PlatformContext';
import type { Platform } from '@/platform/platform';
import { resetListPrefsCache } from './list-prefs';
import { useListPrefs } from './useListPrefs';

const as = (loginName: string | null) => {
  const state = { user: loginName ? { id: `id-${loginName}`, loginName, name: loginName } : null };
  const platform = { session: { subscribe: () => () => {}, getState: () => state } } as unknown as Platform;
  return ({ children }: { children: ReactNode }) => (
    <PlatformContext.Provider value={platform}>
      <MemoryRouter initialEntries={['/equipment/query-comprehensive']}>{children}</MemoryRouter>
    </PlatformContext.Provider>
  );
};
const mount = (loginName: string | null, title = '设备综合查询') =>
  renderHook(() => useListPrefs(title, '设备综合查询'), { wrapper: as(loginName) });

beforeEach(() => {
  localStorage.clear();
  resetListPrefsCache();
});

describe('useListPrefs', () => {
  it('shows a change at once to every list of the same account, none to another account', () => {
    const mine = mount('qiye01');
    const myOtherTab = mount('qiye01');
    const theirs = mount('weibao01');
    act(() => mine.result.current.update((p) => ({ ...p, hidden: ['useAddress'] })));
    expect(mine.result.current.prefs).toEqual({ hidden: ['useAddress'] });
    expect(myOtherTab.result.current.prefs).toEqual({ hidden: ['useAddress'] });
    expect(theirs.result.current.prefs).toEqual({});
  });

  it('keeps a second list of a page apart from the route’s own', () => {
    const own = mount('qiye01');
    const other = mount('qiye01', '压力管道元件');
    act(() => other.result.current.update((p) => ({ ...p, density: 'compact' })));
    expect(own.result.current.prefs).toEqual({});
  });

  it('keeps nothing without a session', () => {
    const anonymous = mount(null);
    act(() => anonymous.result.current.update((p) => ({ ...p, density: 'compact' })));
    expect(anonymous.result.current.prefs).toEqual({});
    expect(localStorage.length).toBe(0);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { TabStore, type Tab } from './tabs';
import { tabKey } from '@/platform/tab-identity';

const tab = (pathname: string, search = '', title = pathname): Tab => ({
  key: tabKey(pathname, search),
  pathname,
  search,
  title,
});
const home = tab('/home', '', '工作台');

describe('TabStore', () => {
  beforeEach(() => localStorage.clear());

  it('keeps home first and never closes it', () => {
    const s = new TabStore(home);
    s.open(tab('/notice'));
    s.open(tab('/system/account'));
    expect(s.list.map((t) => t.key)).toEqual(['/home', '/notice', '/system/account']);
    expect(s.remove(['/home', '/notice'])).toEqual(['/notice']);
    expect(s.list.map((t) => t.key)).toEqual(['/home', '/system/account']);
  });

  it('gives the same route with another query its own tab', () => {
    const s = new TabStore(home);
    s.open(tab('/notice/detail', '?id=a'));
    s.open(tab('/notice/detail', '?id=b'));
    expect(s.list).toHaveLength(3);
  });

  it('lets a page that rewrites its own query keep its tab, in place', () => {
    const s = new TabStore(home);
    s.open(tab('/notice'));
    s.open(tab('/system/account'));
    s.refresh('/notice');
    s.rekey('/notice', tab('/notice', '?pageNo=2'));
    expect(s.list.map((t) => t.key)).toEqual(['/home', '/notice?pageNo=2', '/system/account']);
    expect(s.getSnapshot().versions.get('/notice?pageNo=2')).toBe(1);
    expect(JSON.parse(localStorage.getItem('tzsb.tabs')!).map((t: Tab) => t.key)).toEqual([
      '/home',
      '/notice?pageNo=2',
      '/system/account',
    ]);
    // Onto an address that already has its tab: the two merge.
    s.open(tab('/notice', '?pageNo=3'));
    s.rekey('/notice?pageNo=2', tab('/notice', '?pageNo=3'));
    expect(s.list.map((t) => t.key)).toEqual(['/home', '/system/account', '/notice?pageNo=3']);
  });

  it('persists the list and restores it, dropping unknown routes', () => {
    const s = new TabStore(home);
    s.open(tab('/notice'));
    localStorage.setItem(
      'tzsb.tabs',
      JSON.stringify([...JSON.parse(localStorage.getItem('tzsb.tabs')!), tab('/no/such/route')]),
    );
    const restored = new TabStore(home);
    expect(restored.restored).toBe(true);
    expect(restored.list.map((t) => t.key)).toEqual(['/home', '/notice']);
  });

  it('"close others" keeps the given tab, not another', () => {
    const s = new TabStore(home);
    ['/a', '/b', '/c'].forEach((p) => s.open(tab(p)));
    expect(s.othersThan('/b')).toEqual(['/a', '/c']);
    expect(s.leftOf('/b')).toEqual(['/a']);
    expect(s.rightOf('/b')).toEqual(['/c']);
    expect(s.all()).toEqual(['/a', '/b', '/c']);
  });

  it('drops every tab but home at reset (logout), in storage too', () => {
    const s = new TabStore(home);
    s.open(tab('/notice'));
    s.reset();
    expect(s.restored).toBe(false);
    expect(s.list.map((t) => t.key)).toEqual(['/home']);
    expect(localStorage.getItem('tzsb.tabs')).toBeNull();
    expect(new TabStore(home).restored).toBe(false);
  });

  it('retains only tabs the user may still open', () => {
    const s = new TabStore(home);
    s.open(tab('/notice'));
    s.open(tab('/system/account'));
    s.retain((t) => t.pathname !== '/system/account');
    expect(s.list.map((t) => t.key)).toEqual(['/home', '/notice']);
  });

  it("refresh bumps only that tab's version", () => {
    const s = new TabStore(home);
    s.open(tab('/notice'));
    s.refresh('/notice');
    expect(s.getSnapshot().versions.get('/notice')).toBe(1);
    expect(s.getSnapshot().versions.get('/home')).toBeUndefined();
  });

  it('keeps pinned tabs left of the others, in storage too, and leaves them out of the closing actions', () => {
    const [a, b, c, d] = ['/notice', '/system/account', '/equipment/overview', '/person/workPerson'];
    const s = new TabStore(home);
    [a, b, c, d].forEach((p) => s.open(tab(p)));
    s.pin(c, true);
    s.pin('/home', true); // home is never pinned: it is first anyway
    expect(s.list.map((t) => t.key)).toEqual(['/home', c, a, b, d]);
    s.pin(d, true);
    expect(s.list.map((t) => t.key)).toEqual(['/home', c, d, a, b]);
    expect(s.all()).toEqual([a, b]);
    expect(s.othersThan(a)).toEqual([b]);
    expect(s.leftOf(b)).toEqual([a]);
    expect(s.rightOf(c)).toEqual([a, b]);
    const restored = new TabStore(home);
    expect(restored.list.map((t) => [t.key, !!t.pinned])).toEqual([
      ['/home', false],
      [c, true],
      [d, true],
      [a, false],
      [b, false],
    ]);
    // Unpinned, it goes back to the start of the others.
    s.pin(c, false);
    expect(s.list.map((t) => t.key)).toEqual(['/home', d, c, a, b]);
  });

  it('moves a tab within its own part: home stays first, pinned tabs before the others', () => {
    const s = new TabStore(home);
    ['/a', '/b', '/c'].forEach((p) => s.open(tab(p)));
    s.pin('/a', true);
    expect(s.moveTo('/c', 0)).toBe(2);
    expect(s.list.map((t) => t.key)).toEqual(['/home', '/a', '/c', '/b']);
    expect(s.moveTo('/c', 9)).toBe(3);
    expect(s.moveTo('/a', 3)).toBe(1);
    expect(s.moveTo('/home', 2)).toBe(-1);
    expect(s.list.map((t) => t.key)).toEqual(['/home', '/a', '/b', '/c']);
  });

  it('names the least recently used unpinned tab for the cap, never home, a pinned tab or the one kept', () => {
    const [a, b, c] = ['/notice', '/system/account', '/equipment/overview'];
    const s = new TabStore(home);
    [a, b, c].forEach((p) => s.open(tab(p)));
    s.touch(a, 30);
    s.touch(b, 10);
    s.touch(c, 20);
    expect(s.leastRecentlyUsed(c)?.key).toBe(b);
    s.pin(b, true);
    expect(s.leastRecentlyUsed(c)?.key).toBe(a);
    expect(s.leastRecentlyUsed(a)?.key).toBe(c);
    // The cap passes over the pages the user chose to keep.
    expect(s.leastRecentlyUsed(c, (t) => t.key === a)).toBeUndefined();
    // Retitling or rekeying a tab keeps when it was used and whether it is pinned; both are saved.
    s.open(tab(b, '', 'B'));
    s.rekey(a, tab(a, '?pageNo=2'));
    expect(s.list.find((t) => t.key === b)).toMatchObject({ title: 'B', pinned: true, usedAt: 10 });
    expect(s.list.find((t) => t.key === `${a}?pageNo=2`)).toMatchObject({ usedAt: 30 });
    expect(new TabStore(home).list.find((t) => t.key === c)?.usedAt).toBe(20);
  });
});

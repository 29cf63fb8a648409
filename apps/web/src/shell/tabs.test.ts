import { beforeEach, describe, expect, it } from 'vitest';
import { TabStore, type Tab } from './tabs';
import { tabKey } from '@/platform/tabIdentity';

const tab = (pathname: string, search = '', title = pathname): Tab => ({ key: tabKey(pathname, search), pathname, search, title });
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
    expect(JSON.parse(localStorage.getItem('tzsb.tabs')!).map((t: Tab) => t.key)).toEqual(['/home', '/notice?pageNo=2', '/system/account']);
    // Onto an address that already has its tab: the two merge.
    s.open(tab('/notice', '?pageNo=3'));
    s.rekey('/notice?pageNo=2', tab('/notice', '?pageNo=3'));
    expect(s.list.map((t) => t.key)).toEqual(['/home', '/system/account', '/notice?pageNo=3']);
  });

  it('persists the list and restores it, dropping unknown routes', () => {
    const s = new TabStore(home);
    s.open(tab('/notice'));
    localStorage.setItem('tzsb.tabs', JSON.stringify([...JSON.parse(localStorage.getItem('tzsb.tabs')!), tab('/no/such/route')]));
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

  it('refresh bumps only that tab\'s version', () => {
    const s = new TabStore(home);
    s.open(tab('/notice'));
    s.refresh('/notice');
    expect(s.getSnapshot().versions.get('/notice')).toBe(1);
    expect(s.getSnapshot().versions.get('/home')).toBeUndefined();
  });
});

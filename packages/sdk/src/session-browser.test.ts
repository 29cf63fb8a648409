// @vitest-environment jsdom
// browserStore in jsdom: cookies and localStorage, and how long each is kept.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Session, accessOf, browserStore } from './session';
import { ENT, MAINT, USER } from './session-fixtures';

// --- browserStore, in jsdom ---------------------------------------------------------------------

interface JarCookie {
  key: string;
  value: string;
  expires: Date | 'Infinity';
  path: string | null;
}
/** The JSDOM instance vitest's jsdom environment exposes as `jsdom`. */
const dom = (
  globalThis as unknown as {
    jsdom: { cookieJar: { getCookiesSync(url: string): JarCookie[]; removeAllCookiesSync(): void } };
  }
).jsdom;
const cookies = () => dom.cookieJar.getCookiesSync(location.href);
const cookie = (name: string) => cookies().find((c) => c.key === name);
const DAY = 864e5;

/** Days from now until the cookie expires. */
const daysLeft = (name: string) => {
  const expires = cookie(name)?.expires;
  if (!(expires instanceof Date)) throw new Error(`cookie ${name} has no expiry`);
  return (expires.getTime() - Date.now()) / DAY;
};

describe('browserStore (jsdom)', () => {
  beforeEach(() => {
    dom.cookieJar.removeAllCookiesSync();
    localStorage.clear();
  });
  afterEach(() => {
    dom.cookieJar.removeAllCookiesSync();
    localStorage.clear();
  });

  it('keeps the tokens in cookies token and other_token for 1 day by default', () => {
    const store = browserStore();
    store.set('token', '8c2f4e6a1b3d45f7');
    store.set('extendToken', 'e5d4c3b2a1f04e9d');
    expect(cookie('token')?.value).toBe('8c2f4e6a1b3d45f7');
    expect(cookie('other_token')?.value).toBe('e5d4c3b2a1f04e9d');
    expect(cookie('token')?.path).toBe('/');
    expect(daysLeft('token')).toBeGreaterThan(0.99);
    expect(daysLeft('token')).toBeLessThanOrEqual(1);
    expect(daysLeft('other_token')).toBeGreaterThan(0.99);
    expect(daysLeft('other_token')).toBeLessThanOrEqual(1);
    expect(store.get('token')).toBe('8c2f4e6a1b3d45f7');
    expect(store.get('extendToken')).toBe('e5d4c3b2a1f04e9d');
    expect(localStorage.length).toBe(0);
  });

  it('keeps the remembered user in cookie usualPerson for 10 days', () => {
    const store = browserStore();
    store.set('usualPerson', 'nbyjzy');
    expect(cookie('usualPerson')?.value).toBe('nbyjzy');
    expect(daysLeft('usualPerson')).toBeGreaterThan(9.99);
    expect(daysLeft('usualPerson')).toBeLessThanOrEqual(10);
  });

  it('takes configurable lifetimes and path', () => {
    const store = browserStore({ cookieDays: 7, usualPersonDays: 30, path: '/' });
    store.set('token', 't');
    store.set('extendToken', 'e');
    store.set('usualPerson', 'u');
    expect(daysLeft('token')).toBeGreaterThan(6.99);
    expect(daysLeft('token')).toBeLessThanOrEqual(7);
    expect(daysLeft('other_token')).toBeGreaterThan(6.99);
    expect(daysLeft('usualPerson')).toBeGreaterThan(29.99);
  });

  it('keeps everything else in localStorage under the tzsb. prefix', () => {
    const store = browserStore();
    store.set('roleId', 'r-ent');
    store.set('roleName', '使用单位管理员');
    store.set('roleType', 'ent');
    store.set('simplePassword', 'true');
    store.set('roles', '[]');
    store.set('access', '["home"]');
    store.set('unit', '{"id":"u"}');
    store.set('user', '{"id":"1"}');
    expect(Object.keys(localStorage).sort()).toEqual([
      'tzsb.access',
      'tzsb.roleId',
      'tzsb.roleName',
      'tzsb.roleType',
      'tzsb.roles',
      'tzsb.simplePassword',
      'tzsb.unit',
      'tzsb.user',
    ]);
    expect(localStorage.getItem('tzsb.roleName')).toBe('使用单位管理员');
    expect(store.get('roleName')).toBe('使用单位管理员');
    expect(cookies()).toEqual([]);
  });

  it('uses another prefix when asked', () => {
    browserStore({ prefix: 'app1:' }).set('roleId', 'x');
    expect(localStorage.getItem('app1:roleId')).toBe('x');
  });

  it('removes cookies and localStorage entries', () => {
    const store = browserStore();
    store.set('token', 't');
    store.set('usualPerson', 'u');
    store.set('roleId', 'r');
    store.remove('token');
    store.remove('roleId');
    expect(cookie('token')).toBeUndefined();
    expect(store.get('token')).toBeNull();
    expect(store.get('roleId')).toBeNull();
    expect(store.get('usualPerson')).toBe('u');
  });

  it('reads cookies written by others and round-trips awkward values', () => {
    document.cookie = 'other=1; path=/';
    document.cookie = 'token=from-server; path=/';
    const store = browserStore();
    expect(store.get('token')).toBe('from-server');
    expect(store.get('extendToken')).toBeNull();
    store.set('usualPerson', '陈 建国; a=b');
    expect(store.get('usualPerson')).toBe('陈 建国; a=b');
    expect(store.get('token')).toBe('from-server');
  });

  it('backs a Session through login, role change and logout', () => {
    const session = new Session(browserStore());
    session.setTokens('sid-1', 'ext-1');
    session.applyUserInfo(USER, [ENT, MAINT]);
    session.setUnit({ id: 'unit-1', orgname: '宁波甬江置业有限公司' });
    session.setSimplePassword(true);
    session.rememberUser('nbyjzy');
    session.switchRole(MAINT);
    expect(cookie('token')?.value).toBe('sid-1');
    expect(cookie('other_token')?.value).toBe('ext-1');
    expect(localStorage.getItem('tzsb.roleId')).toBe('r-maint');

    // a reload reads the same state back
    const reloaded = new Session(browserStore());
    expect(reloaded.state).toMatchObject({
      token: 'sid-1',
      roleId: 'r-maint',
      access: accessOf([MAINT]),
      unit: { orgname: '宁波甬江置业有限公司' },
    });

    reloaded.clear();
    expect(cookies().map((c) => c.key)).toEqual(['usualPerson']);
    expect(Object.keys(localStorage)).toEqual(['tzsb.simplePassword']);
    expect(new Session(browserStore()).state).toMatchObject({
      loggedIn: false,
      usualPerson: 'nbyjzy',
      simplePassword: true,
      roles: [],
    });
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Session, accessOf, browserStore, memoryStore, type Role, type SessionKey, type SessionStore, type User } from './session';

const ENT: Role = { id: 'r-ent', name: '使用单位管理员', roleType: 'ent', menuIdList: ['home', 'equipment', 'equipment:query', 'account'] };
const MAINT: Role = { id: 'r-maint', name: '维保单位用户', roleType: 'maint', menuIdList: ['home', 'equipment:query', 'company-service:weibao', 'home'] };
const INSP: Role = { id: 'r-insp', name: '检验机构用户', menuIdList: [] };
const USER: User = { id: 'u1', loginName: 'nbyjzy', name: '陈建国', mobile: '13857412368', roleList: [ENT, MAINT] };

/** Everything a store holds, for asserting what was written. */
function dump(store: SessionStore): Partial<Record<SessionKey, string>> {
  const keys: SessionKey[] = ['token', 'extendToken', 'usualPerson', 'roleId', 'roleName', 'roleType', 'simplePassword', 'roles', 'access', 'unit', 'user'];
  return Object.fromEntries(keys.flatMap((k) => (store.get(k) === null ? [] : [[k, store.get(k)]])));
}

function loggedInWithInfo(store: SessionStore = memoryStore()) {
  const session = new Session(store);
  session.setTokens('sid-1', 'ext-1');
  session.applyUserInfo(USER, [ENT, MAINT]);
  return session;
}

describe('Session: logged out', () => {
  it('starts logged out with an empty state', () => {
    const session = new Session();
    expect(session.state).toEqual({
      token: null,
      extendToken: null,
      loggedIn: false,
      user: null,
      roles: [],
      roleId: null,
      roleName: null,
      roleType: null,
      access: [],
      simplePassword: false,
      unit: null,
      usualPerson: null,
      userInfoLoaded: false,
    });
    expect(session.tokens()).toEqual({ token: null, extendToken: null });
  });

  it('treats an empty token as logged out', () => {
    expect(new Session(memoryStore({ token: '' })).state.loggedIn).toBe(false);
  });
});

describe('Session: login sets the tokens', () => {
  it('logged out → logged in', () => {
    const store = memoryStore();
    const session = new Session(store);
    const listener = vi.fn();
    session.subscribe(listener);
    session.setTokens('8c2f4e6a', 'e5d4c3b2');
    expect(session.state).toMatchObject({ token: '8c2f4e6a', extendToken: 'e5d4c3b2', loggedIn: true, userInfoLoaded: false });
    expect(session.tokens()).toEqual({ token: '8c2f4e6a', extendToken: 'e5d4c3b2' });
    expect(dump(store)).toEqual({ token: '8c2f4e6a', extendToken: 'e5d4c3b2' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('removes a stale extended token when the new login has none', () => {
    const store = memoryStore({ token: 'old', extendToken: 'old-ext' });
    const session = new Session(store);
    session.setTokens('new', null);
    expect(session.tokens()).toEqual({ token: 'new', extendToken: null });
    expect(store.get('extendToken')).toBeNull();
    session.setTokens('newer', undefined);
    expect(session.tokens()).toEqual({ token: 'newer', extendToken: null });
  });

  it('a new login marks the user info as not loaded', () => {
    const session = loggedInWithInfo();
    expect(session.state.userInfoLoaded).toBe(true);
    session.setTokens('sid-2', 'ext-2');
    expect(session.state.userInfoLoaded).toBe(false);
  });
});

describe('Session: user info', () => {
  it('keeps user and roles, defaults the current role to the first, access = de-duplicated union', () => {
    const store = memoryStore();
    const session = new Session(store);
    session.setTokens('sid-1', 'ext-1');
    session.applyUserInfo(USER, [ENT, MAINT]);
    expect(session.state).toMatchObject({
      user: USER,
      roles: [ENT, MAINT],
      roleId: 'r-ent',
      roleName: '使用单位管理员',
      roleType: 'ent',
      access: ['home', 'equipment', 'equipment:query', 'account', 'company-service:weibao'],
      userInfoLoaded: true,
      loggedIn: true,
    });
    expect(JSON.parse(store.get('access')!)).toEqual(['home', 'equipment', 'equipment:query', 'account', 'company-service:weibao']);
    expect(JSON.parse(store.get('roles')!)).toEqual([ENT, MAINT]);
    expect(JSON.parse(store.get('user')!)).toEqual(USER);
  });

  it('keeps a stored current role that the user still holds', () => {
    const session = new Session(memoryStore({ token: 'sid', roleId: 'r-maint', roleName: '旧名称' }));
    session.applyUserInfo(USER, [ENT, MAINT]);
    expect(session.state).toMatchObject({ roleId: 'r-maint', roleName: '维保单位用户', roleType: 'maint' });
    // access is still the union of all roles after loading the info
    expect(session.state.access).toEqual(accessOf([ENT, MAINT]));
  });

  it('falls back to the first role when the stored one is gone', () => {
    const session = new Session(memoryStore({ token: 'sid', roleId: 'r-deleted', roleName: '已删除角色', roleType: 'x' }));
    session.applyUserInfo(USER, [MAINT, ENT]);
    expect(session.state).toMatchObject({ roleId: 'r-maint', roleName: '维保单位用户', roleType: 'maint' });
  });

  it('clears the role type of a role without one', () => {
    const store = memoryStore({ token: 'sid', roleType: 'ent' });
    const session = new Session(store);
    session.applyUserInfo(USER, [INSP]);
    expect(session.state).toMatchObject({ roleId: 'r-insp', roleType: null, access: [] });
    expect(store.get('roleType')).toBeNull();
  });

  it('takes the user\'s own roleList when the answer has no separate list', () => {
    const session = new Session(memoryStore({ token: 'sid' }));
    session.applyUserInfo(USER, []);
    expect(session.state.roles).toEqual([ENT, MAINT]);
    expect(session.state.roleId).toBe('r-ent');
  });

  it('has no current role and no access for a user without roles', () => {
    const store = memoryStore({ token: 'sid', roleId: 'r-ent', roleName: 'x', roleType: 'ent' });
    const session = new Session(store);
    session.applyUserInfo({ id: 'u2', loginName: 'a', name: '无角色' }, []);
    expect(session.state).toMatchObject({ roles: [], roleId: null, roleName: null, roleType: null, access: [], userInfoLoaded: true });
  });

  it('notifies subscribers once per change', () => {
    const session = new Session();
    const listener = vi.fn();
    session.subscribe(listener);
    session.setTokens('sid', 'ext');
    session.applyUserInfo(USER, [ENT]);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('Session: role change', () => {
  it('stores the new role and replaces access by that role\'s menu ids (de-duplicated)', () => {
    const store = memoryStore();
    const session = loggedInWithInfo(store);
    const listener = vi.fn();
    session.subscribe(listener);
    session.switchRole(MAINT);
    expect(session.state).toMatchObject({
      roleId: 'r-maint',
      roleName: '维保单位用户',
      roleType: 'maint',
      access: ['home', 'equipment:query', 'company-service:weibao'],
      roles: [ENT, MAINT],
    });
    expect(store.get('roleId')).toBe('r-maint');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('the stored role survives a reload of the user info', () => {
    const store = memoryStore();
    const session = loggedInWithInfo(store);
    session.switchRole(MAINT);
    const reloaded = new Session(store);
    reloaded.applyUserInfo(USER, [ENT, MAINT]);
    expect(reloaded.state.roleId).toBe('r-maint');
  });
});

describe('Session: simple password, unit, remembered user', () => {
  it('stores the simple-password flag', () => {
    const store = memoryStore();
    const session = new Session(store);
    session.setSimplePassword(true);
    expect(session.state.simplePassword).toBe(true);
    expect(store.get('simplePassword')).toBe('true');
    session.setSimplePassword(false);
    expect(session.state.simplePassword).toBe(false);
  });

  it('stores and clears the unit info', () => {
    const session = new Session();
    session.setUnit({ id: 'unit-1', orgname: '宁波甬江置业有限公司' });
    expect(session.state.unit).toEqual({ id: 'unit-1', orgname: '宁波甬江置业有限公司' });
    session.setUnit(null);
    expect(session.state.unit).toBeNull();
  });

  it('remembers and forgets the login name', () => {
    const session = new Session();
    session.rememberUser('nbyjzy');
    expect(session.state.usualPerson).toBe('nbyjzy');
    session.rememberUser(null);
    expect(session.state.usualPerson).toBeNull();
  });
});

describe('Session: logout / password change clear', () => {
  it('clears token, extended token, role, roles, access, unit and user but keeps usualPerson and the simple-password flag', () => {
    const store = memoryStore();
    const session = loggedInWithInfo(store);
    session.setUnit({ id: 'unit-1', orgname: '宁波甬江置业有限公司' });
    session.setSimplePassword(true);
    session.rememberUser('nbyjzy');
    const listener = vi.fn();
    session.subscribe(listener);
    session.clear();
    expect(session.state).toEqual({
      token: null,
      extendToken: null,
      loggedIn: false,
      user: null,
      roles: [],
      roleId: null,
      roleName: null,
      roleType: null,
      access: [],
      simplePassword: true,
      unit: null,
      usualPerson: 'nbyjzy',
      userInfoLoaded: false,
    });
    expect(dump(store)).toEqual({ simplePassword: 'true', usualPerson: 'nbyjzy' });
    expect(session.tokens()).toEqual({ token: null, extendToken: null });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('Session: subscriptions and snapshots', () => {
  it('gives the same snapshot until something changes', () => {
    const session = new Session();
    const first = session.state;
    expect(session.state).toBe(first);
    expect(session.getState()).toBe(first);
    session.setTokens('sid', 'ext');
    const second = session.state;
    expect(second).not.toBe(first);
    expect(session.getState()).toBe(second);
    expect(session.state).toBe(second);
    expect(first.loggedIn).toBe(false); // old snapshots are left as they were
  });

  it('getState and subscribe work detached (useSyncExternalStore)', () => {
    const session = new Session();
    const { getState, subscribe } = session;
    const seen: boolean[] = [];
    const unsubscribe = subscribe(() => seen.push(getState().loggedIn));
    session.setTokens('sid', null);
    session.clear();
    unsubscribe();
    session.setTokens('sid', null);
    expect(seen).toEqual([true, false]);
  });

  it('notifies every listener and lets each unsubscribe', () => {
    const session = new Session();
    const a = vi.fn();
    const b = vi.fn();
    const offA = session.subscribe(a);
    session.subscribe(b);
    session.setSimplePassword(true);
    offA();
    session.setSimplePassword(false);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
  });
});

describe('Session: reading a store back (page reload)', () => {
  it('restores every field from the store', () => {
    const store = memoryStore();
    const session = loggedInWithInfo(store);
    session.switchRole(MAINT);
    session.setUnit({ id: 'unit-1', orgname: '宁波甬江置业有限公司' });
    session.setSimplePassword(true);
    const again = new Session(store);
    const { userInfoLoaded, ...rest } = again.state;
    const { userInfoLoaded: before, ...expected } = session.state;
    expect(rest).toEqual(expected);
    expect(before).toBe(true);
    expect(userInfoLoaded).toBe(false); // the info is loaded once per page life
  });

  it('falls back when stored JSON is of another kind', () => {
    const session = new Session(memoryStore({ token: 'sid', roles: '{"a":1}', access: '"home"', user: '[1]', unit: '5' }));
    expect(session.state).toMatchObject({ roles: [], access: [], user: null, unit: null, loggedIn: true });
    expect(session.canAccess('home')).toBe(false);
  });

  it('falls back when stored JSON is damaged', () => {
    const session = new Session(memoryStore({ token: 'sid', roles: '{oops', access: 'not json', user: '', unit: '[' }));
    expect(session.state).toMatchObject({ roles: [], access: [], user: null, unit: null, loggedIn: true });
  });
});

describe('Session.sync: another page changed the store', () => {
  it('reads the store again when the token is gone or replaced, and only then', () => {
    const store = memoryStore();
    const session = loggedInWithInfo(store);
    const heard = vi.fn();
    session.subscribe(heard);
    expect(session.sync()).toBe(false);
    expect(heard).not.toHaveBeenCalled();
    // Another tab logged out: the shared cookie and keys are gone.
    for (const k of ['token', 'extendToken', 'user', 'roles', 'access'] as const) store.remove(k);
    expect(session.sync()).toBe(true);
    expect(session.state).toMatchObject({ loggedIn: false, token: null, user: null, userInfoLoaded: false });
    expect(session.tokens()).toEqual({ token: null, extendToken: null });
    expect(heard).toHaveBeenCalledTimes(1);
    // Another tab logged in: a new token, whose user info this page has not loaded.
    store.set('token', 'sid-2');
    expect(session.sync()).toBe(true);
    expect(session.state).toMatchObject({ loggedIn: true, token: 'sid-2', userInfoLoaded: false });
  });
});

describe('Session.canAccess and accessOf', () => {
  it('opens routes without a key to every user and checks keys against access', () => {
    const session = loggedInWithInfo();
    expect(session.canAccess(undefined)).toBe(true);
    expect(session.canAccess(null)).toBe(true);
    expect(session.canAccess('')).toBe(true);
    expect(session.canAccess('equipment:query')).toBe(true);
    expect(session.canAccess('company-service:weibao')).toBe(true);
    expect(session.canAccess('account:manager')).toBe(false);
    session.switchRole(MAINT);
    expect(session.canAccess('account')).toBe(false);
  });

  it('accessOf keeps first-seen order and tolerates missing lists', () => {
    expect(accessOf([])).toEqual([]);
    expect(accessOf([MAINT, ENT])).toEqual(['home', 'equipment:query', 'company-service:weibao', 'equipment', 'account']);
    expect(accessOf([{ id: 'x', name: 'x' } as Role, ENT])).toEqual(ENT.menuIdList);
  });
});

describe('memoryStore', () => {
  it('gets, sets and removes', () => {
    const store = memoryStore({ token: 't' });
    expect(store.get('token')).toBe('t');
    expect(store.get('roles')).toBeNull();
    store.set('roles', '[]');
    expect(store.get('roles')).toBe('[]');
    store.remove('token');
    expect(store.get('token')).toBeNull();
  });

  it('keeps separate stores apart', () => {
    const a = memoryStore();
    const b = memoryStore();
    a.set('token', 'a');
    expect(b.get('token')).toBeNull();
  });
});

// --- browserStore, in jsdom ---------------------------------------------------------------------

interface JarCookie { key: string; value: string; expires: Date | 'Infinity'; path: string | null }
/** The JSDOM instance vitest's jsdom environment exposes as `jsdom`. */
const dom = (globalThis as unknown as { jsdom: { cookieJar: { getCookiesSync(url: string): JarCookie[]; removeAllCookiesSync(): void } } }).jsdom;
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
    expect(Object.keys(localStorage).sort()).toEqual(
      ['tzsb.access', 'tzsb.roleId', 'tzsb.roleName', 'tzsb.roleType', 'tzsb.roles', 'tzsb.simplePassword', 'tzsb.unit', 'tzsb.user'],
    );
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
    expect(reloaded.state).toMatchObject({ token: 'sid-1', roleId: 'r-maint', access: accessOf([MAINT]), unit: { orgname: '宁波甬江置业有限公司' } });

    reloaded.clear();
    expect(cookies().map((c) => c.key)).toEqual(['usualPerson']);
    expect(Object.keys(localStorage)).toEqual(['tzsb.simplePassword']);
    expect(new Session(browserStore()).state).toMatchObject({ loggedIn: false, usualPerson: 'nbyjzy', simplePassword: true, roles: [] });
  });
});

// @vitest-environment jsdom
// Session: subscriptions, reading a store back, another page's changes, access, and memoryStore.
import { describe, expect, it, vi } from 'vitest';
import { Session, accessOf, memoryStore, type Role } from './session';
import { ENT, MAINT, loggedInWithInfo } from './session-fixtures';

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
    const session = new Session(
      memoryStore({ token: 'sid', roles: '{"a":1}', access: '"home"', user: '[1]', unit: '5' }),
    );
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
    expect(accessOf([MAINT, ENT])).toEqual([
      'home',
      'equipment:query',
      'company-service:weibao',
      'equipment',
      'account',
    ]);
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

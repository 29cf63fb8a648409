// @vitest-environment jsdom
// Session: its state from logged out through login, user info, role change and clearing.
import { describe, expect, it, vi } from 'vitest';
import { Session, accessOf, memoryStore } from './session';
import { ENT, MAINT, INSP, USER, dump, loggedInWithInfo } from './session-fixtures';

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
    expect(session.state).toMatchObject({
      token: '8c2f4e6a',
      extendToken: 'e5d4c3b2',
      loggedIn: true,
      userInfoLoaded: false,
    });
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
    expect(JSON.parse(store.get('access')!)).toEqual([
      'home',
      'equipment',
      'equipment:query',
      'account',
      'company-service:weibao',
    ]);
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
    const session = new Session(
      memoryStore({ token: 'sid', roleId: 'r-deleted', roleName: '已删除角色', roleType: 'x' }),
    );
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

  it("takes the user's own roleList when the answer has no separate list", () => {
    const session = new Session(memoryStore({ token: 'sid' }));
    session.applyUserInfo(USER, []);
    expect(session.state.roles).toEqual([ENT, MAINT]);
    expect(session.state.roleId).toBe('r-ent');
  });

  it('has no current role and no access for a user without roles', () => {
    const store = memoryStore({ token: 'sid', roleId: 'r-ent', roleName: 'x', roleType: 'ent' });
    const session = new Session(store);
    session.applyUserInfo({ id: 'u2', loginName: 'a', name: '无角色' }, []);
    expect(session.state).toMatchObject({
      roles: [],
      roleId: null,
      roleName: null,
      roleType: null,
      access: [],
      userInfoLoaded: true,
    });
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
  it("stores the new role and replaces access by that role's menu ids (de-duplicated)", () => {
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

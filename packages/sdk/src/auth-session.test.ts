// createAuth after login: user info, role change, unit and account information, password change, logout.
import { describe, expect, it } from 'vitest';
import { createAuth } from './auth';
import { createTzsbClient } from './client';
import { ApiError } from './errors';
import { Session, memoryStore } from './session';
import { BASE, ENT, MAINT, USER, json, platform, loggedIn } from './auth-fixtures';

describe('loadUserInfo', () => {
  it('after login, further calls reuse the loaded info', async () => {
    const { auth, count } = await loggedIn();
    const [a, b] = await Promise.all([auth.loadUserInfo(), auth.loadUserInfo()]);
    expect(a).toEqual(b);
    expect(count('GET /a/stone/user/info')).toBe(0); // loaded by login already
  });

  it('two concurrent calls share one pending request', async () => {
    const session = new Session(memoryStore({ token: 'sid-restored' })); // e.g. a page reload with the token cookie
    let requests = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const fetch = async () => {
      requests += 1;
      await gate;
      return json({ success: true, data: { user: USER, roleList: [ENT] } });
    };
    const auth = createAuth({ client: createTzsbClient({ baseUrl: BASE, session, fetch }), session });
    const first = auth.loadUserInfo();
    const second = auth.loadUserInfo();
    await new Promise((r) => setTimeout(r, 10));
    expect(requests).toBe(1);
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(b);
    expect(a.roleList).toEqual([ENT]);
    expect(session.state.userInfoLoaded).toBe(true);
    await auth.loadUserInfo();
    expect(requests).toBe(1);
  });

  it('counts requests: two concurrent → one, then cached, force → another', async () => {
    const { auth, count, session } = platform();
    session.setTokens('sid-restored', null);
    const [a, b] = await Promise.all([auth.loadUserInfo(), auth.loadUserInfo()]);
    expect(count('GET /a/stone/user/info')).toBe(1);
    expect(a).toBe(b);
    await auth.loadUserInfo();
    expect(count('GET /a/stone/user/info')).toBe(1);
    await auth.loadUserInfo({ force: true });
    expect(count('GET /a/stone/user/info')).toBe(2);
  });

  it('retries after a failure', async () => {
    let fail = true;
    const { auth, count, session } = platform({
      'GET /a/stone/user/info': () =>
        fail
          ? json({ success: false, errorMsg: '服务繁忙' })
          : json({ success: true, data: { user: USER, roleList: [ENT] } }),
    });
    session.setTokens('sid', null);
    await expect(Promise.all([auth.loadUserInfo(), auth.loadUserInfo()])).rejects.toMatchObject({
      kind: 'business',
      message: '服务繁忙',
    });
    expect(count('GET /a/stone/user/info')).toBe(1);
    fail = false;
    await expect(auth.loadUserInfo()).resolves.toMatchObject({ roleList: [ENT] });
    expect(count('GET /a/stone/user/info')).toBe(2);
  });

  it('loads again after a new login', async () => {
    const { auth, count } = platform();
    await auth.login({ username: 'a', password: 'b' });
    await auth.login({ username: 'a', password: 'b' });
    expect(count('GET /a/stone/user/info')).toBe(2);
  });

  it("takes the user's roleList when the answer has none", async () => {
    const { auth, session } = platform({
      'GET /a/stone/user/info': () => json({ success: true, data: { user: USER } }),
    });
    session.setTokens('sid', null);
    const info = await auth.loadUserInfo();
    expect(info.roleList).toEqual([ENT, MAINT]);
    expect(session.state.roles).toEqual([ENT, MAINT]);
  });
});

describe('changeRole', () => {
  it('stores the role and its access only when the server agrees', async () => {
    const { auth, calls, session } = await loggedIn();
    await auth.changeRole(MAINT);
    expect(calls[0].key).toBe('POST /a/stone/user/changeRole');
    expect(calls[0].contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(calls[0].body)).toEqual({ id: 'r-maint' });
    expect(calls[0].url.searchParams.get('__sid')).toBe('sid-1');
    expect(session.state).toMatchObject({
      roleId: 'r-maint',
      roleName: '维保单位用户',
      roleType: 'maint',
      access: MAINT.menuIdList,
    });
  });

  it('keeps the current role when the server refuses', async () => {
    const { auth, session } = await loggedIn({
      'POST /a/stone/user/changeRole': () => json({ success: false, errorMsg: '无权切换到该角色' }),
    });
    const before = session.state;
    await expect(auth.changeRole(MAINT)).rejects.toMatchObject({ kind: 'business', message: '无权切换到该角色' });
    expect(session.state).toBe(before);
    expect(session.state.roleId).toBe('r-ent');
  });

  it('does not switch to the role when the session has ended (the client clears the session)', async () => {
    const { auth, session } = await loggedIn({ 'POST /a/stone/user/changeRole': () => json({ result: 'login' }, 401) });
    await expect(auth.changeRole(MAINT)).rejects.toMatchObject({ kind: 'session' });
    expect(session.state).toMatchObject({ loggedIn: false, roleId: null });
  });
});

describe('loadUnit and updateInfo', () => {
  it('keeps the unit in the session', async () => {
    const { auth, session } = await loggedIn();
    await expect(auth.loadUnit()).resolves.toEqual({ id: 'unit-1', orgname: '宁波甬江置业有限公司' });
    expect(session.state.unit).toEqual({ id: 'unit-1', orgname: '宁波甬江置业有限公司' });
  });

  it('saves the account fields as a form and updates the loaded user', async () => {
    const { auth, calls, session } = await loggedIn();
    await auth.updateInfo({
      name: '陈建华',
      identityCard: '330204197803152417',
      phone: '0574-87351261',
      mobile: '13857412369',
    });
    expect(Object.fromEntries(calls[0].body)).toEqual({
      name: '陈建华',
      identityCard: '330204197803152417',
      phone: '0574-87351261',
      mobile: '13857412369',
    });
    expect(session.state.user).toMatchObject({
      name: '陈建华',
      idCard: '330204197803152417',
      phone: '0574-87351261',
      mobile: '13857412369',
    });
    expect(session.state.roleId).toBe('r-ent');
  });

  it('leaves the user as it was when saving fails', async () => {
    const { auth, session } = await loggedIn({
      'POST /a/stone/user/updateInfo': () => json({ success: false, errorMsg: '手机号码已被使用' }),
    });
    await expect(auth.updateInfo({ name: '陈建华', mobile: '13857412369' })).rejects.toMatchObject({
      message: '手机号码已被使用',
    });
    expect(session.state.user?.name).toBe('陈建国');
  });
});

describe('updatePassword', () => {
  it('recomputes the simple-password flag and clears the session on success', async () => {
    const { auth, calls, session } = await loggedIn();
    session.rememberUser('nbyjzy');
    await auth.updatePassword({ oldPassword: 'Nb@2026yj', newPassword: 'abcdefgh' });
    expect(calls[0].key).toBe('POST /a/stone/user/updatePwd');
    expect(Object.fromEntries(calls[0].body)).toEqual({ oldPassword: 'Nb@2026yj', newPassword: 'abcdefgh' });
    expect(session.state).toMatchObject({
      loggedIn: false,
      token: null,
      extendToken: null,
      roleId: null,
      roles: [],
      access: [],
      unit: null,
      user: null,
    });
    expect(session.state.simplePassword).toBe(true);
    expect(session.state.usualPerson).toBe('nbyjzy');
  });

  it('clears the flag for a strong new password', async () => {
    const { auth, session } = await loggedIn();
    session.setSimplePassword(true);
    await auth.updatePassword({ oldPassword: 'abc', newPassword: 'Nb@2026yj!' });
    expect(session.state.simplePassword).toBe(false);
  });

  it('changes nothing when the server refuses', async () => {
    const { auth, session } = await loggedIn({
      'POST /a/stone/user/updatePwd': () => json({ result: 'false', message: '原密码错误' }),
    });
    session.setSimplePassword(true);
    await expect(auth.updatePassword({ oldPassword: 'bad', newPassword: 'Nb@2026yj!' })).rejects.toMatchObject({
      kind: 'business',
      message: '原密码错误',
    });
    expect(session.state).toMatchObject({ loggedIn: true, simplePassword: true, roleId: 'r-ent' });
  });

  it('loads the user info again after logging in with the new password', async () => {
    const { auth, count } = await loggedIn();
    await auth.updatePassword({ oldPassword: 'a', newPassword: 'Nb@2026yj!' });
    await auth.login({ username: 'nbyjzy', password: 'Nb@2026yj!' });
    expect(count('GET /a/stone/user/info')).toBe(1);
  });
});

describe('logout', () => {
  it('calls the server and clears the session', async () => {
    const { auth, calls, session } = await loggedIn();
    session.rememberUser('nbyjzy');
    await auth.logout();
    expect(calls[0].key).toBe('GET /a/logout');
    expect(calls[0].url.searchParams.get('__sid')).toBe('sid-1');
    expect(session.state).toMatchObject({ loggedIn: false, roles: [], access: [], usualPerson: 'nbyjzy' });
  });

  it('clears the session even when the server call fails', async () => {
    const { auth, session } = await loggedIn({
      'GET /a/logout': () => {
        throw new TypeError('network down');
      },
    });
    const error = await auth.logout().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'transport' });
    expect(session.state).toMatchObject({ loggedIn: false, token: null, roleId: null, access: [] });
  });

  it('clears the session when the server says the session had already ended', async () => {
    const { auth, session } = await loggedIn({ 'GET /a/logout': () => json({ result: 'login' }) });
    await expect(auth.logout()).rejects.toMatchObject({ kind: 'session' });
    expect(session.state.loggedIn).toBe(false);
  });

  it('forgets the loaded user info', async () => {
    const { auth, session, count } = await loggedIn();
    await auth.logout();
    session.setTokens('sid-2', null);
    await auth.loadUserInfo();
    expect(count('GET /a/stone/user/info')).toBe(1);
  });
});

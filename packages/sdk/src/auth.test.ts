import { describe, expect, it, vi } from 'vitest';
import { createAuth, NO_SESSION_ISSUED_MESSAGE } from './auth';
import { createTzsbClient } from './client';
import { DEFAULT_SECRET, des } from './cipher';
import { ApiError, isApiError } from './errors';
import { MESSAGES } from './constants';
import { Session, memoryStore, type Role, type User } from './session';

const BASE = 'http://127.0.0.1:4010';
const ENT: Role = { id: 'r-ent', name: '使用单位管理员', roleType: 'ent', menuIdList: ['home', 'equipment', 'account'] };
const MAINT: Role = { id: 'r-maint', name: '维保单位用户', roleType: 'maint', menuIdList: ['home', 'equipment', 'company-service:weibao'] };
const USER: User = { id: 'u1', loginName: 'nbyjzy', name: '陈建国', mobile: '13857412368', phone: '0574-87351260', idCard: null, roleList: [ENT, MAINT] };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json;charset=UTF-8' } });

type Handler = (request: Request, body: URLSearchParams) => Response | Promise<Response>;

/** A small fake platform behind an injected fetch: one handler per `METHOD /path`, every request recorded. */
function platform(overrides: Record<string, Handler> = {}) {
  const handlers: Record<string, Handler> = {
    'POST /a/login': () => json({ success: true, result: 'true', message: '登录成功！', data: { sessionid: 'sid-1', extendSessionId: 'ext-1' } }),
    'GET /a/stone/user/info': () => json({ success: true, data: { user: USER, roleList: [ENT, MAINT] } }),
    'POST /a/stone/user/changeRole': () => json({ success: true, data: null }),
    'GET /a/stone/user/unit': () => json({ success: true, data: { id: 'unit-1', orgname: '宁波甬江置业有限公司' } }),
    'POST /a/stone/user/updateInfo': () => json({ success: true, data: null }),
    'POST /a/stone/user/updatePwd': () => json({ result: 'true', message: '修改密码成功' }),
    'GET /a/logout': () => json({ result: 'true', message: '退出成功' }),
    ...overrides,
  };
  const calls: { key: string; url: URL; body: URLSearchParams; contentType: string | null }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    const body = new URLSearchParams(request.method === 'GET' ? '' : await request.clone().text());
    calls.push({ key, url, body, contentType: request.headers.get('content-type') });
    const handler = handlers[key];
    if (!handler) return new Response('not found', { status: 404 });
    return handler(request, body);
  };
  const session = new Session(memoryStore());
  const onApiError = vi.fn();
  const client = createTzsbClient({ baseUrl: BASE, fetch, session, onApiError });
  const count = (key: string) => calls.filter((c) => c.key === key).length;
  return { calls, session, client, onApiError, count, auth: createAuth({ client, session }) };
}

async function loggedIn(overrides: Record<string, Handler> = {}) {
  const p = platform(overrides);
  await p.auth.login({ username: 'nbyjzy', password: 'Nb@2026yj' });
  p.calls.length = 0;
  return p;
}

describe('login', () => {
  it('encrypts username and password with the cipher and sends a form with __ajax=json', async () => {
    const { auth, calls } = platform();
    await auth.login({ username: 'nbyjzy', password: 'Nb@2026yj', validateCode: 'k7x2', gotoUrl: '/home' });
    const login = calls[0];
    expect(login.key).toBe('POST /a/login');
    expect(login.url.searchParams.get('__ajax')).toBe('json');
    expect(login.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(login.body)).toEqual({
      username: des.encode('nbyjzy', DEFAULT_SECRET),
      password: des.encode('Nb@2026yj', DEFAULT_SECRET),
      validateCode: 'k7x2',
      ticket: '',
      gotoUrl: '/home',
    });
    expect(login.body.get('username')).toMatch(/^[0-9A-F]+$/);
    expect(login.body.get('password')).not.toContain('Nb@2026yj');
    expect(des.decode(login.body.get('password')!, DEFAULT_SECRET)).toBe('Nb@2026yj');
    // logging in sends no session of its own
    expect(login.url.searchParams.has('__sid')).toBe(false);
  });

  it('uses the configured secret', async () => {
    const p = platform();
    const auth = createAuth({ client: p.client, session: p.session, secret: 'a1b2,c3d4,e5f6' });
    await auth.login({ username: 'nbyjzy', password: 'x' });
    expect(p.calls[0].body.get('username')).toBe(des.encode('nbyjzy', 'a1b2,c3d4,e5f6'));
    expect(p.calls[0].body.get('username')).not.toBe(des.encode('nbyjzy', DEFAULT_SECRET));
  });

  it('sets the tokens, then loads the user info once with them', async () => {
    const { auth, calls, session } = platform();
    const info = await auth.login({ username: 'nbyjzy', password: 'Nb@2026yj' });
    expect(info).toEqual({ user: USER, roleList: [ENT, MAINT] });
    expect(calls.map((c) => c.key)).toEqual(['POST /a/login', 'GET /a/stone/user/info']);
    expect(calls[1].url.searchParams.get('__sid')).toBe('sid-1');
    expect(calls[1].url.searchParams.get('__extend')).toBe('ext-1');
    expect(calls[1].url.searchParams.get('__ajax')).toBe('json');
    expect(session.state).toMatchObject({
      token: 'sid-1',
      extendToken: 'ext-1',
      loggedIn: true,
      roleId: 'r-ent',
      access: ['home', 'equipment', 'account', 'company-service:weibao'],
      userInfoLoaded: true,
    });
  });

  it.each([
    ['abc12345', true], // two classes
    ['abcdefghij', true],
    ['Ab1!', true], // too short
    ['Abc12345', false], // three classes
    ['Nb@2026yj', false],
  ])('sets the simple-password flag from the plain password %s → %s', async (password, simple) => {
    const { auth, session } = platform();
    await auth.login({ username: 'nbyjzy', password });
    expect(session.state.simplePassword).toBe(simple);
  });

  it('remembers or forgets the login name only when asked', async () => {
    const { auth, session } = platform();
    await auth.login({ username: 'nbyjzy', password: 'x' });
    expect(session.state.usualPerson).toBeNull();
    await auth.login({ username: 'nbyjzy', password: 'x', rememberUser: true });
    expect(session.state.usualPerson).toBe('nbyjzy');
    await auth.login({ username: 'other', password: 'x' });
    expect(session.state.usualPerson).toBe('nbyjzy');
    await auth.login({ username: 'other', password: 'x', rememberUser: false });
    expect(session.state.usualPerson).toBeNull();
  });

  it('a refused login is a business error and leaves the session logged out', async () => {
    const { auth, session, calls, onApiError } = platform({
      'POST /a/login': () => json({ success: false, result: 'false', message: '账号或密码错误，请重试', data: null }),
    });
    await expect(auth.login({ username: 'nbyjzy', password: 'wrong' })).rejects.toMatchObject({ kind: 'business', message: '账号或密码错误，请重试' });
    expect(session.state.loggedIn).toBe(false);
    expect(session.state.simplePassword).toBe(false);
    expect(calls.map((c) => c.key)).toEqual(['POST /a/login']);
    expect(onApiError).toHaveBeenCalledTimes(1);
  });

  it('a success without a session id is an ApiError (http), not a plain Error', async () => {
    const { auth, session, onApiError } = platform({ 'POST /a/login': () => json({ success: true, data: {} }) });
    const error = await auth.login({ username: 'a', password: 'b' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ kind: 'http', status: 200, operation: 'POST /a/login', message: NO_SESSION_ISSUED_MESSAGE });
    expect(session.state.loggedIn).toBe(false);
    expect(onApiError).not.toHaveBeenCalled();
  });

  it('a user-info failure right after login leaves no tokens (no half sign-in)', async () => {
    const { auth, session, calls } = platform({ 'GET /a/stone/user/info': () => json({ result: 'login', message: '未登录或登录超时' }) });
    await expect(auth.login({ username: 'a', password: 'b', rememberUser: true })).rejects.toMatchObject({ kind: 'session' });
    expect(calls.map((c) => c.key)).toEqual(['POST /a/login', 'GET /a/stone/user/info']);
    expect(calls[1].url.searchParams.get('__sid')).toBe('sid-1');
    expect(session.state).toMatchObject({ token: null, extendToken: null, loggedIn: false, userInfoLoaded: false, user: null, usualPerson: null });
  });

  it('a transport failure of the user info after login rolls back as well, and a later login works', async () => {
    let down = true;
    const { auth, session } = platform({
      'GET /a/stone/user/info': () => {
        if (down) throw new TypeError('fetch failed');
        return json({ success: true, data: { user: USER, roleList: [ENT] } });
      },
    });
    await expect(auth.login({ username: 'a', password: 'b' })).rejects.toMatchObject({ kind: 'transport' });
    expect(session.state.token).toBeNull();
    down = false;
    await expect(auth.login({ username: 'a', password: 'b' })).resolves.toMatchObject({ user: { name: '陈建国' } });
    expect(session.state).toMatchObject({ token: 'sid-1', userInfoLoaded: true });
  });

  it('a transport failure rejects with the spec message', async () => {
    const { auth } = platform({ 'POST /a/login': () => { throw new TypeError('fetch failed'); } });
    await expect(auth.login({ username: 'a', password: 'b' })).rejects.toMatchObject({ kind: 'transport', message: MESSAGES.serverError });
  });
});

describe('ssoLogin', () => {
  it('sends the portal token without username or password', async () => {
    const { auth, calls, session } = platform();
    await auth.ssoLogin({ ssotoken: '3f9a1c7e', ticket: 'ST-1', gotoUrl: '/home' });
    expect(Object.fromEntries(calls[0].body)).toEqual({ ssotoken: '3f9a1c7e', validateCode: '', ticket: 'ST-1', gotoUrl: '/home' });
    expect(calls[0].url.searchParams.get('__ajax')).toBe('json');
    expect(calls[1].key).toBe('GET /a/stone/user/info');
    expect(session.state).toMatchObject({ token: 'sid-1', userInfoLoaded: true });
  });
});

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
    const gate = new Promise<void>((r) => { release = r; });
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
      'GET /a/stone/user/info': () => (fail ? json({ success: false, errorMsg: '服务繁忙' }) : json({ success: true, data: { user: USER, roleList: [ENT] } })),
    });
    session.setTokens('sid', null);
    await expect(Promise.all([auth.loadUserInfo(), auth.loadUserInfo()])).rejects.toMatchObject({ kind: 'business', message: '服务繁忙' });
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

  it('takes the user\'s roleList when the answer has none', async () => {
    const { auth, session } = platform({ 'GET /a/stone/user/info': () => json({ success: true, data: { user: USER } }) });
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
    expect(session.state).toMatchObject({ roleId: 'r-maint', roleName: '维保单位用户', roleType: 'maint', access: MAINT.menuIdList });
  });

  it('keeps the current role when the server refuses', async () => {
    const { auth, session } = await loggedIn({ 'POST /a/stone/user/changeRole': () => json({ success: false, errorMsg: '无权切换到该角色' }) });
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
    await auth.updateInfo({ name: '陈建华', identityCard: '330204197803152417', phone: '0574-87351261', mobile: '13857412369' });
    expect(Object.fromEntries(calls[0].body)).toEqual({ name: '陈建华', identityCard: '330204197803152417', phone: '0574-87351261', mobile: '13857412369' });
    expect(session.state.user).toMatchObject({ name: '陈建华', idCard: '330204197803152417', phone: '0574-87351261', mobile: '13857412369' });
    expect(session.state.roleId).toBe('r-ent');
  });

  it('leaves the user as it was when saving fails', async () => {
    const { auth, session } = await loggedIn({ 'POST /a/stone/user/updateInfo': () => json({ success: false, errorMsg: '手机号码已被使用' }) });
    await expect(auth.updateInfo({ name: '陈建华', mobile: '13857412369' })).rejects.toMatchObject({ message: '手机号码已被使用' });
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
    expect(session.state).toMatchObject({ loggedIn: false, token: null, extendToken: null, roleId: null, roles: [], access: [], unit: null, user: null });
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
    const { auth, session } = await loggedIn({ 'POST /a/stone/user/updatePwd': () => json({ result: 'false', message: '原密码错误' }) });
    session.setSimplePassword(true);
    await expect(auth.updatePassword({ oldPassword: 'bad', newPassword: 'Nb@2026yj!' })).rejects.toMatchObject({ kind: 'business', message: '原密码错误' });
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
    const { auth, session } = await loggedIn({ 'GET /a/logout': () => { throw new TypeError('network down'); } });
    const error = await auth.logout().then(() => null, (e: unknown) => e);
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

describe('per-call options', () => {
  it('login sends the caller\'s headers with the login request only; the signal reaches both requests', async () => {
    const seen: { key: string; prefer: string | null }[] = [];
    const record: Handler = (request) => { seen.push({ key: `${request.method} ${new URL(request.url).pathname}`, prefer: request.headers.get('prefer') }); return undefined as never; };
    const controller = new AbortController();
    const { auth, session } = platform({
      'POST /a/login': (r) => { record(r, new URLSearchParams()); return json({ success: true, data: { sessionid: 'sid-1', extendSessionId: 'ext-1' } }); },
      // The user info hangs until the caller's signal ends it.
      'GET /a/stone/user/info': (r) => {
        record(r, new URLSearchParams());
        queueMicrotask(() => controller.abort());
        return new Promise<Response>((_, fail) => r.signal.addEventListener('abort', () => fail(r.signal.reason)));
      },
    });
    const login = auth.login({ username: 'a', password: 'b' }, { headers: { Prefer: 'example=ok' }, signal: controller.signal });
    await expect(login).rejects.toMatchObject({ kind: 'transport', transport: 'aborted', operation: 'GET /a/stone/user/info' });
    expect(seen.map((s) => [s.key, s.prefer])).toEqual([['POST /a/login', 'example=ok'], ['GET /a/stone/user/info', null]]);
    expect(session.state.token).toBeNull();
  });

  it('every auth call takes headers and a fetch of its own', async () => {
    const p = await loggedIn();
    const own = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      expect(request.headers.get('prefer')).toBe('example=businessRefused');
      return Promise.resolve(json({ success: false, errorMsg: '当前业务状态不允许此操作' }));
    });
    const options = { headers: { Prefer: 'example=businessRefused' }, fetch: own as typeof fetch };
    await expect(p.auth.changeRole(MAINT, options)).rejects.toMatchObject({ kind: 'business' });
    await expect(p.auth.loadUnit(options)).rejects.toMatchObject({ kind: 'business' });
    await expect(p.auth.loadUserInfo({ force: true }, options)).rejects.toMatchObject({ kind: 'business' });
    await expect(p.auth.updateInfo({ name: '陈建国', mobile: '13857412368' }, options)).rejects.toMatchObject({ kind: 'business' });
    await expect(p.auth.updatePassword({ oldPassword: 'a', newPassword: 'b' }, options)).rejects.toMatchObject({ kind: 'business' });
    await expect(p.auth.logout(options)).rejects.toMatchObject({ kind: 'business' });
    expect(own).toHaveBeenCalledTimes(6);
    expect(p.calls).toHaveLength(0); // the client's own fetch was not used
  });

  it('an aborted login rejects with a transport ApiError and stores nothing', async () => {
    const { auth, session } = platform({
      'POST /a/login': (request) => new Promise<Response>((_, reject) => {
        const abort = () => reject(new DOMException('aborted', 'AbortError'));
        if (request.signal.aborted) abort();
        else request.signal.addEventListener('abort', abort);
      }),
    });
    const controller = new AbortController();
    const pending = auth.login({ username: 'a', password: 'b' }, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'transport' });
    expect(session.state.token).toBeNull();
  });
});

describe('createAuth and the client\'s session', () => {
  it('takes the client\'s session when none is given', async () => {
    const { client, session } = platform();
    const auth = createAuth({ client });
    await auth.login({ username: 'a', password: 'b' });
    expect(session.state.token).toBe('sid-1');
  });

  it('refuses another session than the client\'s, saying why', () => {
    const { client } = platform();
    expect(() => createAuth({ client, session: new Session(memoryStore()) })).toThrow(/不是 client 的会话/);
  });

  it('refuses a client made without a session', () => {
    const client = createTzsbClient({ baseUrl: BASE, fetch: async () => json({ success: true }) });
    expect(() => createAuth({ client, session: new Session(memoryStore()) })).toThrow(/没有传 session/);
  });
});

// createAuth: the password login and the single sign-on.
import { describe, expect, it } from 'vitest';
import { createAuth, NO_SESSION_ISSUED_MESSAGE } from './auth';
import { DEFAULT_SECRET, des } from './cipher';
import { ApiError, isApiError } from './errors';
import { MESSAGES } from './constants';
import { ENT, MAINT, USER, json, platform } from './auth-fixtures';

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
    await expect(auth.login({ username: 'nbyjzy', password: 'wrong' })).rejects.toMatchObject({
      kind: 'business',
      message: '账号或密码错误，请重试',
    });
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
    expect(error).toMatchObject({
      kind: 'http',
      status: 200,
      operation: 'POST /a/login',
      message: NO_SESSION_ISSUED_MESSAGE,
    });
    expect(session.state.loggedIn).toBe(false);
    expect(onApiError).not.toHaveBeenCalled();
  });

  it('a user-info failure right after login leaves no tokens (no half sign-in)', async () => {
    const { auth, session, calls } = platform({
      'GET /a/stone/user/info': () => json({ result: 'login', message: '未登录或登录超时' }),
    });
    await expect(auth.login({ username: 'a', password: 'b', rememberUser: true })).rejects.toMatchObject({
      kind: 'session',
    });
    expect(calls.map((c) => c.key)).toEqual(['POST /a/login', 'GET /a/stone/user/info']);
    expect(calls[1].url.searchParams.get('__sid')).toBe('sid-1');
    expect(session.state).toMatchObject({
      token: null,
      extendToken: null,
      loggedIn: false,
      userInfoLoaded: false,
      user: null,
      usualPerson: null,
    });
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
    const { auth } = platform({
      'POST /a/login': () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(auth.login({ username: 'a', password: 'b' })).rejects.toMatchObject({
      kind: 'transport',
      message: MESSAGES.serverError,
    });
  });
});

describe('ssoLogin', () => {
  it('sends the portal token without username or password', async () => {
    const { auth, calls, session } = platform();
    await auth.ssoLogin({ ssotoken: '3f9a1c7e', ticket: 'ST-1', gotoUrl: '/home' });
    expect(Object.fromEntries(calls[0].body)).toEqual({
      ssotoken: '3f9a1c7e',
      validateCode: '',
      ticket: 'ST-1',
      gotoUrl: '/home',
    });
    expect(calls[0].url.searchParams.get('__ajax')).toBe('json');
    expect(calls[1].key).toBe('GET /a/stone/user/info');
    expect(session.state).toMatchObject({ token: 'sid-1', userInfoLoaded: true });
  });
});

// @vitest-environment jsdom
// Session expiry: a 401 or JeeSite's session-timeout answer to a call made with the session's token
// clears the session (browser cookies and localStorage, or memory in Node) and tells the app once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTzsbClient, USER_AGENT, type TzsbClientOptions } from './client';
import { Session, browserStore, memoryStore, type SessionStore } from './session';
import { isSessionError, type ApiError } from './errors';

const BASE = 'https://tzsb.example.cn/stone';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const timedOut = () => json({ result: 'login', message: '未登录或登录超时。请重新登录，谢谢！' });
const unauthorized = () => json({ result: 'login' }, 401);

afterEach(() => {
  for (const c of document.cookie.split('; ').filter(Boolean))
    document.cookie = `${c.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  localStorage.clear();
});

function setup(
  store: SessionStore,
  answer: (request: Request) => Response | Promise<Response>,
  options: Partial<TzsbClientOptions> = {},
) {
  const session = new Session(store);
  session.setTokens('sid-1', 'ext-1');
  session.setUnit({ id: 'unit-1', orgname: '宁波甬江置业有限公司' });
  session.rememberUser('nbyjzy');
  const expired: ApiError[] = [];
  const errors: ApiError[] = [];
  const fetch = vi.fn(async (request: Request) => answer(request)) as unknown as typeof globalThis.fetch;
  const client = createTzsbClient({
    baseUrl: BASE,
    session,
    fetch,
    retry: false,
    onSessionExpired: (e) => expired.push(e),
    onApiError: (e) => errors.push(e),
    ...options,
  });
  return { session, client, expired, errors };
}

describe.each([
  ['Node (memory store)', () => memoryStore()],
  ['a browser (cookies and localStorage)', () => browserStore()],
])('in %s', (_, store) => {
  it.each([
    ['HTTP 401', unauthorized],
    ['JeeSite\'s session timeout (result "login")', timedOut],
  ])('%s clears the session and calls onSessionExpired once', async (__, answer) => {
    const { session, client, expired, errors } = setup(store(), answer);
    const calls = await Promise.allSettled([
      client.GET('/a/stone/user/unit'),
      client.GET('/a/stone/user/info'),
      client.POST('/a/stone/eqm/list', { body: { pageNo: 1 } }),
    ]);
    expect(calls.every((c) => c.status === 'rejected' && isSessionError(c.reason))).toBe(true);
    expect(session.state).toMatchObject({
      loggedIn: false,
      token: null,
      extendToken: null,
      unit: null,
      usualPerson: 'nbyjzy',
    });
    // What a browser keeps (nothing, for the memory store) is gone too.
    expect(document.cookie).not.toMatch(/(^|; )(token|other_token)=/);
    expect(localStorage.getItem('tzsb.unit')).toBeNull();
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({ kind: 'session' });
    // Every failed call still reaches onApiError.
    expect(errors).toHaveLength(3);
  });

  it('with clearExpiredSession: false the session stays, and the hook is still called once for its token', async () => {
    const { session, client, expired } = setup(store(), unauthorized, { clearExpiredSession: false });
    await client.GET('/a/stone/user/unit').catch(() => undefined);
    await client.GET('/a/stone/user/unit').catch(() => undefined);
    expect(session.state).toMatchObject({ loggedIn: true, token: 'sid-1' });
    expect(expired).toHaveLength(1);
    session.setTokens('sid-2', null);
    await client.GET('/a/stone/user/unit').catch(() => undefined);
    expect(expired).toHaveLength(2);
  });
});

describe('what does not end the session', () => {
  it('a 401 for a call made with an earlier token leaves the new session alone', async () => {
    let release!: () => void;
    const held = new Promise<void>((done) => {
      release = done;
    });
    const { session, client, expired } = setup(memoryStore(), async (request) => {
      if (new URL(request.url).searchParams.get('__sid') === 'sid-1') await held;
      return unauthorized();
    });
    const stale = client.GET('/a/stone/user/unit').catch((e: unknown) => e);
    await vi.waitFor(() => expect(session.state.token).toBe('sid-1'));
    session.setTokens('sid-2', 'ext-2'); // logged in again meanwhile
    release();
    expect(isSessionError(await stale)).toBe(true);
    expect(session.state).toMatchObject({ loggedIn: true, token: 'sid-2' });
    expect(expired).toEqual([]);
  });

  it('a call made without a session (logged out, or no session given)', async () => {
    const { session, client, expired } = setup(memoryStore(), unauthorized);
    session.clear();
    await client.GET('/a/stone/user/unit').catch(() => undefined);
    const anonymous = createTzsbClient({
      baseUrl: BASE,
      fetch: async () => unauthorized(),
      onSessionExpired: () => expired.push(null as never),
    });
    await anonymous.GET('/a/stone/user/unit').catch(() => undefined);
    expect(expired).toEqual([]);
  });

  it('other failures', async () => {
    const { session, client, expired } = setup(memoryStore(), () => json({ success: false, errorMsg: '不允许' }, 403));
    await client.GET('/a/stone/user/unit').catch(() => undefined);
    expect(session.state.loggedIn).toBe(true);
    expect(expired).toEqual([]);
  });
});

describe('in a browser', () => {
  it('sends no User-Agent of its own (the browser sends its own)', async () => {
    const seen: Request[] = [];
    const client = createTzsbClient({
      baseUrl: BASE,
      fetch: async (request: Request) => {
        seen.push(request);
        return json({ success: true });
      },
    });
    await client.GET('/a/stone/user/unit');
    expect(USER_AGENT).toBeUndefined();
    expect(seen[0].headers.get('user-agent')).toBeNull();
  });
});

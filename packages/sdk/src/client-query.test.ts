// The client's query: the session tokens, what it retries by itself (isRead), and __ajax=json.
import { describe, expect, it } from 'vitest';
import { isRead, createSessionMiddleware } from './client';
import { Session, memoryStore } from './session';
import { BASE, setup, loggedIn, listEquipment } from './client-fixtures';

describe('createTzsbClient: the session middleware', () => {
  it('appends __sid and __extend to every request', async () => {
    const { client, requests } = setup(undefined, { session: loggedIn() });
    await client.GET('/a/stone/user/info', { params: { query: { __ajax: 'json' } } });
    await listEquipment(client);
    await client.GET('/a/stone/common/validCode', { parseAs: 'blob' });
    expect(requests).toHaveLength(3);
    for (const request of requests) {
      const url = new URL(request.url);
      expect(url.searchParams.get('__sid')).toBe('sid-123');
      expect(url.searchParams.get('__extend')).toBe('ext-456');
    }
    const info = new URL(requests[0].url);
    expect(info.origin + info.pathname).toBe(`${BASE}/a/stone/user/info`);
    expect(info.searchParams.get('__ajax')).toBe('json');
  });

  it('keeps the body and method of a request it rewrites', async () => {
    const { client, requests } = setup(undefined, { session: loggedIn() });
    await client.POST('/a/stone/user/updateInfo', { body: { name: '陈建国', mobile: '13857412368' } });
    expect(requests[0].method).toBe('POST');
    expect(requests[0].headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(await requests[0].text()).toBe('name=%E9%99%88%E5%BB%BA%E5%9B%BD&mobile=13857412368');
  });

  it('reads the tokens at each call, so login and logout apply to the next request', async () => {
    const session = new Session(memoryStore());
    const { client, requests } = setup(undefined, { session });
    await client.GET('/a/stone/user/unit');
    session.setTokens('first', 'ext-1');
    await client.GET('/a/stone/user/unit');
    session.setTokens('second', null);
    await client.GET('/a/stone/user/unit');
    session.clear();
    await client.GET('/a/stone/user/unit');
    const params = requests.map((r) => new URL(r.url).searchParams);
    expect(params.map((p) => [p.get('__sid'), p.get('__extend')])).toEqual([
      [null, null],
      ['first', 'ext-1'],
      ['second', null],
      [null, null],
    ]);
  });

  it('adds nothing when logged out or without a session', async () => {
    const a = setup(undefined, { session: new Session(memoryStore()) });
    await a.client.GET('/a/stone/user/unit');
    const b = setup();
    await b.client.GET('/a/stone/user/unit');
    for (const request of [...a.requests, ...b.requests]) {
      expect(request.url).toBe(`${BASE}/a/stone/user/unit?__ajax=json`);
    }
  });

  it("keeps a caller's own query serializer for its parameters, and adds the platform's", async () => {
    const { client, requests } = setup(undefined, { session: loggedIn() });
    await client.GET('/a/stone/user/info', {
      params: { query: { ids: ['a', 'b'] } as never },
      querySerializer: { array: { style: 'form', explode: false } },
    });
    await client.GET('/a/stone/user/info', {
      params: { query: { q: 'x' } as never },
      querySerializer: () => 'custom=1',
    });
    expect(new URL(requests[0].url).search).toBe('?ids=a,b&__ajax=json&__sid=sid-123&__extend=ext-456');
    expect(new URL(requests[1].url).search).toBe('?custom=1&__ajax=json&__sid=sid-123&__extend=ext-456');
  });

  it('replaces a __sid the caller passed', async () => {
    const { client, requests } = setup(undefined, { session: loggedIn('real') });
    await client.GET('/a/stone/common/attachment/qrcode', {
      params: { query: { attrefsysid: 'x' } as never },
      parseAs: 'blob',
    });
    expect(new URL(requests[0].url).searchParams.getAll('__sid')).toEqual(['real']);
  });

  it('keeps the body where Request.body is missing (Firefox) instead of streaming it', async () => {
    const middleware = createSessionMiddleware(loggedIn());
    const request = new Request(`${BASE}/a/stone/user/updatePwd`, {
      method: 'POST',
      body: 'oldPassword=a&newPassword=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    });
    Object.defineProperty(request, 'body', { value: undefined });
    const out = await middleware.onRequest!({
      request,
      schemaPath: '/a/stone/user/updatePwd',
      params: {},
      options: {} as never,
      id: '1',
    });
    expect(out).toBeInstanceOf(Request);
    const rewritten = out as Request;
    expect(new URL(rewritten.url).searchParams.get('__sid')).toBe('sid-123');
    expect(rewritten.method).toBe('POST');
    expect(rewritten.headers.get('content-type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(await rewritten.text()).toBe('oldPassword=a&newPassword=b');
  });
});

describe('isRead: what the client retries by itself', () => {
  it("follows the contract's x-idempotent, GETs being reads unless marked otherwise", () => {
    expect(isRead('GET /a/stone/user/info')).toBe(true);
    expect(isRead('GET /a/logout')).toBe(false);
    expect(isRead('POST /a/stone/eqm/list')).toBe(true);
    expect(isRead('POST /a/stone/eqm/addEqm')).toBe(false);
    expect(isRead('POST /a/stone/appOnline/toPay/{a}/{b}')).toBe(false);
    // Named like a read but a write, and reads named otherwise.
    expect(isRead('POST /a/stone/common/checkSmsAuthCode')).toBe(false);
    expect(isRead('POST /a/stone/common/passwordRestApplyCheck')).toBe(true);
    expect(isRead('POST /a/stone/common/ogmUnitRegistCheck/{a}/{b}/{c}')).toBe(true);
  });
});

describe('createTzsbClient: __ajax=json', () => {
  const ajaxOf = async (call: (c: ReturnType<typeof setup>['client']) => Promise<unknown>) => {
    const { client, requests } = setup(
      () => new Response(new Uint8Array([1]), { headers: { 'content-type': 'application/json' } }),
    );
    await call(client).catch(() => undefined);
    return new URL(requests[0].url).searchParams.getAll('__ajax');
  };

  it('is added to the calls that declare it (JeeSite answers a page otherwise), once', async () => {
    expect(await ajaxOf((c) => c.GET('/a/stone/user/unit'))).toEqual(['json']);
    expect(await ajaxOf((c) => c.POST('/a/stone/eqm/list', { body: { pageNo: 1 } }))).toEqual(['json']);
    expect(await ajaxOf((c) => c.GET('/a/stone/user/info', { params: { query: { __ajax: 'json' } } }))).toEqual([
      'json',
    ]);
    // The few /api/ calls of JeeSite modules declare it too.
    expect(await ajaxOf((c) => c.POST('/api/epbrmogmmaibasic/list', { body: { pageNo: 1 } }))).toEqual(['json']);
  });

  it('is not added where the contract does not declare it (files, the charge service)', async () => {
    expect(await ajaxOf((c) => c.GET('/a/stone/common/validCode', { parseAs: 'blob' }))).toEqual([]);
    expect(
      await ajaxOf((c) =>
        c.GET('/a/stone/common/attachment/download/{attsysid}', {
          params: { path: { attsysid: 'f8c6' } },
          parseAs: 'blob',
        }),
      ),
    ).toEqual([]);
    expect(await ajaxOf((c) => c.POST('/api/chamain/charge/list', { body: { pageNo: 1 } }))).toEqual([]);
  });
});

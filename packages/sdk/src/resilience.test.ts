// Time limits and retries against real local servers (node:http on port 0): one that accepts and
// never answers, one that stalls in the middle of its body, one that fails the first N times and then
// works, one that drops connections, and a closed port.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTzsbClient, retryDelay, unwrap, type AttemptInfo, type TzsbClientOptions } from './client';
import { ApiError, TRANSPORT_MESSAGES } from './errors';
import { MESSAGES } from './constants';
import { runSnippet } from './doc-snippets';

type Handler = (req: IncomingMessage, res: ServerResponse, n: number) => void;

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (s) =>
        new Promise((done) => {
          s.closeAllConnections();
          s.close(done);
        }),
    ),
  );
});

/** A server on a free port; `handle` gets each request and its number (1 for the first). */
async function serve(handle: Handler) {
  const requests: { method: string; url: string }[] = [];
  const server = createServer((req, res) => {
    requests.push({ method: req.method!, url: req.url! });
    req.resume();
    req.on('end', () => handle(req, res, requests.length));
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

const ok = (res: ServerResponse, data: unknown = { user: { loginName: 'nbyjzy' } }) => {
  res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
  res.end(JSON.stringify({ success: true, data }));
};
const fail = (res: ServerResponse, status: number, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'text/html', ...headers });
  res.end(`<html>${status}</html>`);
};
const never: Handler = () => {
  /* accepts the connection, never answers */
};

function client(url: string, options: Partial<TzsbClientOptions> = {}) {
  const attempts: AttemptInfo[] = [];
  const reported: ApiError[] = [];
  const c = createTzsbClient({
    baseUrl: url,
    onAttempt: (a) => attempts.push(a),
    onApiError: (e) => reported.push(e),
    ...options,
  });
  return { client: c, attempts, reported };
}

async function rejection(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const FAST = { delay: 20, maxDelay: 200 };

describe('time limits', () => {
  it("a server that never answers fails after the client's timeout as `timeout`, with its own message", async () => {
    const { url } = await serve(never);
    const { client: c, reported } = client(url, { timeout: 150, retry: false });
    const started = Date.now();
    const error = await rejection(c.GET('/a/stone/user/info'));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error).toMatchObject({
      kind: 'transport',
      transport: 'timeout',
      message: TRANSPORT_MESSAGES.timeout,
      operation: 'GET /a/stone/user/info',
      retryable: true,
      attempts: 1,
    });
    expect(error.message).toBe('服务器响应超时，请稍后再试');
    expect(reported).toEqual([error]);
  });

  it("the call's timeout overrides the client's", async () => {
    const { url } = await serve(never);
    const { client: c } = client(url, { timeout: 60_000, retry: false });
    const started = Date.now();
    await expect(c.GET('/a/stone/user/info', { timeout: 100 })).rejects.toMatchObject({ transport: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("has a default of 30 s, and `timeout: false` waits as long as the caller's signal lets it", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { url } = await serve(never);
      const { client: c } = client(url, { retry: false });
      const call = rejection(c.GET('/a/stone/user/info'));
      await vi.advanceTimersByTimeAsync(29_000);
      await vi.advanceTimersByTimeAsync(1_100);
      expect(await call).toMatchObject({ transport: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
    const { url } = await serve(never);
    const controller = new AbortController();
    const { client: c } = client(url, { timeout: false, retry: false });
    const call = rejection(c.GET('/a/stone/user/info', { signal: controller.signal }));
    setTimeout(() => controller.abort(), 300);
    expect(await call).toMatchObject({ transport: 'aborted' });
  });

  it("the caller's signal ends the call first: `aborted`; its AbortSignal.timeout() counts as `timeout`", async () => {
    const { url } = await serve(never);
    const { client: c } = client(url, { timeout: 10_000 });
    const controller = new AbortController();
    const pending = rejection(c.GET('/a/stone/user/info', { signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({
      kind: 'transport',
      transport: 'aborted',
      message: '请求已取消',
      retryable: false,
    });
    expect(
      await rejection(c.GET('/a/stone/user/info', { signal: AbortSignal.timeout(100), retry: false })),
    ).toMatchObject({ transport: 'timeout', message: TRANSPORT_MESSAGES.timeout });
    // Already aborted: nothing is sent.
    const before = controller.signal;
    expect(await rejection(c.GET('/a/stone/user/info', { signal: before }))).toMatchObject({ transport: 'aborted' });
  });

  it('an answer whose body stalls is a timeout too, not a business failure', async () => {
    const { url } = await serve((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"success":true,"data":{"user":');
    });
    const { client: c } = client(url, { timeout: 200, retry: false });
    expect(await rejection(c.GET('/a/stone/user/info'))).toMatchObject({ kind: 'transport', transport: 'timeout' });
  });

  it("a refused connection is `network` with the spec's message", async () => {
    const { url } = await serve(never);
    await new Promise((done) => servers.pop()!.close(done));
    const { client: c } = client(url, { retry: false });
    const error = await rejection(c.GET('/a/stone/user/info'));
    expect(error).toMatchObject({
      kind: 'transport',
      transport: 'network',
      message: MESSAGES.serverError,
      retryable: true,
    });
    expect(error.cause).toBeInstanceOf(Error);
  });
});

describe('retries', () => {
  it('a read that fails with 503 twice is tried a third time and succeeds; onAttempt sees every attempt', async () => {
    const { url, requests } = await serve((_, res, n) => (n <= 2 ? fail(res, 503) : ok(res)));
    const { client: c, attempts, reported } = client(url, { retry: FAST });
    const data = await unwrap(c.GET('/a/stone/user/info'));
    expect(data).toEqual({ user: { loginName: 'nbyjzy' } });
    expect(requests).toHaveLength(3);
    expect(attempts.map((a) => [a.attempt, a.status, a.error?.status, a.retryIn !== undefined])).toEqual([
      [1, 503, 503, true],
      [2, 503, 503, true],
      [3, 200, undefined, false],
    ]);
    // Exponential backoff with jitter: the n-th wait is within [d/2, d], d = delay · 2^(n-1).
    expect(attempts[0].retryIn).toBeGreaterThanOrEqual(10);
    expect(attempts[0].retryIn).toBeLessThanOrEqual(20);
    expect(attempts[1].retryIn).toBeGreaterThanOrEqual(20);
    expect(attempts[1].retryIn).toBeLessThanOrEqual(40);
    expect(reported).toEqual([]);
  });

  it('a dropped connection is retried; so are 502, 504 and 429, not 500', async () => {
    const dropped = await serve((req, res, n) => (n === 1 ? req.socket.destroy() : ok(res)));
    await expect(unwrap(client(dropped.url, { retry: FAST }).client.GET('/a/stone/user/info'))).resolves.toBeTruthy();
    expect(dropped.requests).toHaveLength(2);
    for (const status of [502, 504, 429]) {
      const s = await serve((_, res, n) => (n === 1 ? fail(res, status) : ok(res)));
      await unwrap(client(s.url, { retry: FAST }).client.GET('/a/stone/user/info'));
      expect(s.requests, String(status)).toHaveLength(2);
    }
    const broken = await serve((_, res) => fail(res, 500));
    const error = await rejection(client(broken.url, { retry: FAST }).client.GET('/a/stone/user/info'));
    expect(error).toMatchObject({ kind: 'http', status: 500, retryable: false, attempts: 1 });
    expect(broken.requests).toHaveLength(1);
  });

  it('gives up after `retries`: the error says how often it tried and that a later try may work; reported once', async () => {
    const { url, requests } = await serve((_, res) => fail(res, 503));
    const { client: c, attempts, reported } = client(url, { retry: { ...FAST, retries: 3 } });
    const error = await rejection(c.GET('/a/stone/user/info'));
    expect(requests).toHaveLength(4);
    expect(error).toMatchObject({ kind: 'http', status: 503, retryable: true, attempts: 4 });
    expect(attempts.at(-1)).toMatchObject({ attempt: 4 });
    expect(attempts.at(-1)?.retryIn).toBeUndefined();
    expect(reported).toEqual([error]);
  });

  it('honours Retry-After (seconds or a date), and does not wait longer than maxDelay', async () => {
    const s = await serve((_, res, n) => (n === 1 ? fail(res, 429, { 'retry-after': '1' }) : ok(res)));
    const a = client(s.url, { retry: { ...FAST, maxDelay: 2000 } });
    const started = Date.now();
    await unwrap(a.client.GET('/a/stone/user/info'));
    expect(a.attempts[0].retryIn).toBe(1000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);

    const date = await serve((_, res, n) =>
      n === 1 ? fail(res, 503, { 'retry-after': new Date(Date.now() + 1500).toUTCString() }) : ok(res),
    );
    const b = client(date.url, { retry: { ...FAST, maxDelay: 3000 } });
    await unwrap(b.client.GET('/a/stone/user/info'));
    expect(b.attempts[0].retryIn).toBeGreaterThan(0);
    expect(b.attempts[0].retryIn).toBeLessThanOrEqual(1500);

    const long = await serve((_, res) => fail(res, 429, { 'retry-after': '120' }));
    const error = await rejection(client(long.url, { retry: FAST }).client.GET('/a/stone/user/info'));
    expect(error).toMatchObject({
      status: 429,
      message: '请求太频繁，请稍后再试（429）',
      retryAfter: 120_000,
      retryable: true,
      attempts: 1,
    });
    expect(long.requests).toHaveLength(1);
  });

  it('writes are not retried unless the caller opts in; reads by contract (x-idempotent POST) are', async () => {
    const write = await serve((_, res, n) => (n === 1 ? fail(res, 503) : ok(res, null)));
    const error = await rejection(
      client(write.url, { retry: FAST }).client.POST('/a/stone/eqm/addEqm', { body: { eqpName: '1号客梯' } as never }),
    );
    expect(error).toMatchObject({ status: 503, retryable: false, attempts: 1 });
    expect(write.requests).toHaveLength(1);
    await unwrap(
      client(write.url, { retry: FAST }).client.POST('/a/stone/eqm/addEqm', {
        body: { eqpName: '1号客梯' } as never,
        retry: { writes: true },
      }),
    );
    expect(write.requests).toHaveLength(2);

    const read = await serve((_, res, n) =>
      n === 1 ? fail(res, 502) : ok(res, { count: 0, pageNo: 1, pageSize: 10, list: [] }),
    );
    await unwrap(client(read.url, { retry: FAST }).client.POST('/a/stone/eqm/list', { body: { pageNo: 1 } }));
    expect(read.requests).toHaveLength(2);

    // GET /a/logout ends the session: x-idempotent: false, so not retried.
    const logout = await serve((_, res) => fail(res, 503));
    await rejection(client(logout.url, { retry: FAST }).client.GET('/a/logout'));
    expect(logout.requests).toHaveLength(1);
  });

  it('retrying is configured per client and per call', async () => {
    const s = await serve((_, res) => fail(res, 503));
    await rejection(client(s.url, { retry: false }).client.GET('/a/stone/user/info'));
    expect(s.requests).toHaveLength(1);
    await rejection(
      client(s.url, { retry: false }).client.GET('/a/stone/user/info', { retry: { ...FAST, retries: 1 } }),
    );
    expect(s.requests).toHaveLength(3);
    await rejection(client(s.url, { retry: FAST }).client.GET('/a/stone/user/info', { retry: false }));
    expect(s.requests).toHaveLength(4);
    const hook = vi.fn();
    await rejection(
      client(s.url, { retry: FAST }).client.GET('/a/stone/user/info', { retry: { retries: 1 }, onAttempt: hook }),
    );
    expect(hook).toHaveBeenCalledTimes(2);
  });

  it("the caller's signal also ends the wait between attempts", async () => {
    const { url, requests } = await serve((_, res) => fail(res, 503));
    const controller = new AbortController();
    const { client: c } = client(url, {
      retry: { delay: 5000, maxDelay: 5000 },
      onAttempt: () => setTimeout(() => controller.abort(), 50),
    });
    const started = Date.now();
    const error = await rejection(c.GET('/a/stone/user/info', { signal: controller.signal }));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error).toMatchObject({ kind: 'transport', transport: 'aborted', attempts: 1 });
    expect(requests).toHaveLength(1);
  });

  it('a timed-out attempt is retried with a fresh time limit', async () => {
    const { url, requests } = await serve((_, res, n) => (n === 1 ? undefined : ok(res)));
    const { client: c, attempts } = client(url, { timeout: 150, retry: FAST });
    await unwrap(c.GET('/a/stone/user/info'));
    expect(requests).toHaveLength(2);
    expect(attempts[0].error).toMatchObject({ transport: 'timeout' });
  });
});

describe('retryDelay', () => {
  const policy = { retries: 5, delay: 100, maxDelay: 1000, writes: false };
  it('doubles from `delay`, keeps at least half of it (jitter), and is capped by maxDelay', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelay(policy, n, undefined, () => 0))).toEqual([
      50, 100, 200, 400, 500, 500,
    ]);
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelay(policy, n, undefined, () => 1))).toEqual([
      100, 200, 400, 800, 1000, 1000,
    ]);
  });
  it('takes Retry-After as it is, unless longer than maxDelay', () => {
    expect(retryDelay(policy, 1, 700)).toBe(700);
    expect(retryDelay(policy, 1, 1001)).toBeUndefined();
  });
});

describe('README snippets, run as written', () => {
  const sso = { url: 'https://sso.zjzwfw.example.cn/cas/login?service=https%3A%2F%2Ftzsb.example.cn%2Fssologin' };

  it(
    'timeouts: a server that never answers ends in `timeout`; one that answers gives the address',
    { timeout: 30_000 },
    async () => {
      const slow = await serve(never);
      const late = await runSnippet('timeouts', { TZSB_BASE_URL: slow.url });
      expect(late).toMatchObject({ code: 0, stdout: 'timeout 服务器响应超时，请稍后再试\n' });
      const quick = await serve((_, res) => ok(res, sso));
      expect(await runSnippet('timeouts', { TZSB_BASE_URL: quick.url })).toMatchObject({
        code: 0,
        stdout: `单点登录地址 ${sso.url}\n`,
      });
    },
  );

  it('retries: a server that fails twice with 503 is tried three times', { timeout: 30_000 }, async () => {
    const { url, requests } = await serve((_, res, n) => (n <= 2 ? fail(res, 503) : ok(res, sso)));
    const { code, stdout } = await runSnippet('retries', { TZSB_BASE_URL: url });
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^GET \/a\/stone\/common\/getSsoLoginUrl 第 1 次失败（503），(1\d\d|200) ms 后重试$/);
    expect(lines[1]).toMatch(/^GET \/a\/stone\/common\/getSsoLoginUrl 第 2 次失败（503），([23]\d\d|400) ms 后重试$/);
    expect(lines[2]).toBe(`单点登录地址 ${sso.url}`);
    expect(requests).toHaveLength(3);
  });
});

// Time limits against real local servers (node:http on port 0): one that accepts and never answers,
// one that stalls in the middle of its body, and a closed port; and the README's resilience snippets.
// Retries are in retries.test.ts.
import { describe, expect, it, vi } from 'vitest';
import { TRANSPORT_MESSAGES } from './errors';
import { MESSAGES } from './constants';
import { runSnippet } from './doc-snippets';
import { client, closeServersAfterEach, fail, never, ok, rejection, serve, servers } from './resilience-fixtures';

closeServersAfterEach();

describe('time limits', () => {
  it("a server that never answers fails after the client's timeout as `timeout`, with its own message", async () => {
    const { url } = await serve(never);
    const { client: c, reported } = client(url, { timeout: 150, retry: false });
    const started = Date.now();
    const error = await rejection(c.GET('/a/stone/user/info'));
    expect(Date.now() - started).toBeLessThan(10_000);
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
    expect(Date.now() - started).toBeLessThan(10_000);
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

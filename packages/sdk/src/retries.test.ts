// Retries against real local servers (node:http on port 0): one that fails the first N times and then
// works, one that drops connections; and retryDelay, the wait between attempts.
import { describe, expect, it, vi } from 'vitest';
import { retryDelay, unwrap } from './client';
import { client, closeServersAfterEach, fail, FAST, ok, rejection, serve } from './resilience-fixtures';

closeServersAfterEach();

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
      retry: { delay: 20_000, maxDelay: 20_000 },
      onAttempt: () => setTimeout(() => controller.abort(), 50),
    });
    const started = Date.now();
    const error = await rejection(c.GET('/a/stone/user/info', { signal: controller.signal }));
    // The wait would have been at least 10 s.
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(error).toMatchObject({ kind: 'transport', transport: 'aborted', attempts: 1 });
    expect(requests).toHaveLength(1);
  });

  it('a timed-out attempt is retried with a fresh time limit', async () => {
    const { url, requests } = await serve((_, res, n) => (n === 1 ? undefined : ok(res)));
    // The second attempt answers at once: a limit of a second holds it even on a busy machine.
    const { client: c, attempts } = client(url, { timeout: 1_000, retry: FAST });
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

// Deadlines that hold, against a local node:http server that accepts and never answers (or answers
// 503): the caller's signal ends a call at once, backoff included, and is never retried; the
// `deadline` bounds all attempts together. Long waits run on fake timers.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTzsbClient, USER_AGENT, type AttemptInfo, type TzsbClientOptions } from './client';
import { ApiError } from './errors';

const servers: Server[] = [];
afterEach(async () => {
  vi.useRealTimers();
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

async function serve(handle: (req: IncomingMessage, res: ServerResponse) => void = () => undefined) {
  const requests: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    requests.push(req);
    req.resume();
    req.on('end', () => handle(req, res));
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

const unavailable = (_: IncomingMessage, res: ServerResponse) => {
  res.writeHead(503, { 'content-type': 'text/html' });
  res.end('<html>503</html>');
};

function client(url: string, options: Partial<TzsbClientOptions> = {}) {
  const attempts: AttemptInfo[] = [];
  return { client: createTzsbClient({ baseUrl: url, onAttempt: (a) => attempts.push(a), ...options }), attempts };
}

/** The call's outcome, and when it settled (ms of fake time after the start). */
function track(call: Promise<unknown>) {
  const started = Date.now();
  const state: { error?: ApiError; at?: number } = {};
  const done = call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: ApiError) => {
      state.error = e;
      state.at = Date.now() - started;
    },
  );
  return { state, done };
}

const fake = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });

/** Lets the fake clock run `ms` in steps, so that socket events between timers are handled. */
async function run(ms: number, step = 100) {
  for (let t = 0; t < ms; t += step) await vi.advanceTimersByTimeAsync(Math.min(step, ms - t));
}

describe("the caller's signal", () => {
  it('its AbortSignal.timeout() ends the call when it fires: no retry, not retryable, backoff not waited', async () => {
    // What AbortSignal.timeout() does when it fires, done once the server holds the request.
    const controller = new AbortController();
    let firedAt = 0;
    const { url, requests } = await serve(() => {
      firedAt = Date.now();
      controller.abort(new DOMException('signal timed out', 'TimeoutError'));
    });
    const { client: c, attempts } = client(url, { retry: { delay: 20_000, maxDelay: 20_000 } });
    const error = await c.GET('/a/stone/user/info', { signal: controller.signal }).then(
      () => null,
      (e: ApiError) => e,
    );
    // A backoff would have waited at least 10 s.
    expect(Date.now() - firedAt).toBeLessThan(8_000);
    expect(error).toMatchObject({ kind: 'transport', transport: 'timeout', retryable: false, attempts: 1 });
    expect(requests).toHaveLength(1);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ attempt: 1, error: { transport: 'timeout' } });
    expect(attempts[0].retryIn).toBeUndefined();
  });

  it('an abort before the wait between attempts has begun ends the call at once', async () => {
    fake();
    const { url, requests } = await serve(unavailable);
    const controller = new AbortController();
    // Aborted as the failed attempt is reported, before the backoff starts listening.
    const { client: c } = client(url, { retry: { delay: 4000, maxDelay: 4000 }, onAttempt: () => controller.abort() });
    const { state, done } = track(c.GET('/a/stone/user/info', { signal: controller.signal }));
    await run(1000);
    await done;
    expect(state.error).toMatchObject({ kind: 'transport', transport: 'aborted', retryable: false, attempts: 1 });
    expect(state.at).toBeLessThan(1000);
    expect(requests).toHaveLength(1);
  });

  it('already aborted: nothing is sent', async () => {
    const { url, requests } = await serve();
    const { client: c } = client(url);
    const error = await c.GET('/a/stone/user/info', { signal: AbortSignal.abort() }).then(
      () => null,
      (e: ApiError) => e,
    );
    expect(error).toMatchObject({ kind: 'transport', transport: 'aborted', retryable: false });
    expect(requests).toHaveLength(0);
  });
});

describe('the deadline', () => {
  it('by default a hung read gives up after 35 s in all (not 30 s × 3)', async () => {
    fake();
    const { url, requests } = await serve();
    const { client: c, attempts } = client(url);
    const { state, done } = track(c.GET('/a/stone/user/info'));
    await run(34_800, 400);
    expect(state.error).toBeUndefined();
    await run(400);
    await done;
    expect(state.error).toMatchObject({ kind: 'transport', transport: 'timeout', attempts: 2 });
    expect(state.at).toBeGreaterThanOrEqual(35_000);
    expect(state.at).toBeLessThan(35_500);
    // The first attempt ran out its 30 s; the second was cut short by the deadline.
    expect(requests).toHaveLength(2);
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2]);
    expect(attempts[0].duration).toBeGreaterThanOrEqual(30_000);
    expect(attempts[1].duration).toBeLessThan(5_000);
  });

  it('per call, it bounds the attempts and the waits between them', async () => {
    fake();
    const { url, requests } = await serve();
    const { client: c } = client(url, { timeout: 1_000, retry: { retries: 10, delay: 100, maxDelay: 100 } });
    const { state, done } = track(c.GET('/a/stone/user/info', { deadline: 2_500 }));
    await run(3_000);
    await done;
    expect(state.error).toMatchObject({ transport: 'timeout' });
    expect(state.at).toBeGreaterThanOrEqual(2_500);
    expect(state.at).toBeLessThan(2_700);
    expect(requests).toHaveLength(3);
  });

  it('no wait is started that would outlast it: the last answer stands', async () => {
    fake();
    const { url, requests } = await serve((req, res) => {
      res.writeHead(503, { 'retry-after': '2', 'content-type': 'text/html' });
      res.end();
    });
    const { client: c, attempts } = client(url, { deadline: 1_500 });
    const { state, done } = track(c.GET('/a/stone/user/info'));
    await run(500);
    await done;
    expect(state.error).toMatchObject({ kind: 'http', status: 503, retryable: true, attempts: 1 });
    expect(requests).toHaveLength(1);
    expect(attempts).toEqual([expect.objectContaining({ attempt: 1, status: 503 })]);
    expect(attempts[0].retryIn).toBeUndefined();
  });

  it('by default is no shorter than a longer time limit the caller gave', async () => {
    fake();
    const { url, requests } = await serve();
    const { client: c } = client(url);
    const { state, done } = track(c.GET('/a/stone/user/info', { timeout: 60_000 }));
    await run(59_600, 400);
    expect(state.error).toBeUndefined();
    await run(800);
    await done;
    expect(state.error).toMatchObject({ transport: 'timeout', attempts: 1 });
    expect(state.at).toBeGreaterThanOrEqual(60_000);
    expect(requests).toHaveLength(1);
  });

  it("is set per client, and `deadline: false` leaves only the attempts' time limits", async () => {
    fake();
    const { url, requests } = await serve();
    const { client: c } = client(url, { deadline: 500, retry: false });
    const first = track(c.GET('/a/stone/user/info'));
    await run(600);
    await first.done;
    expect(first.state.at).toBeLessThan(600);
    const second = track(c.GET('/a/stone/user/info', { deadline: false, timeout: 2_000 }));
    await run(1_500);
    expect(second.state.error).toBeUndefined();
    await run(600);
    await second.done;
    expect(second.state.error).toMatchObject({ transport: 'timeout' });
    expect(requests).toHaveLength(2);
  });
});

describe('attempts', () => {
  it("onAttempt gets each attempt's duration, body included", async () => {
    const { url } = await serve((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"success":true,');
      setTimeout(() => res.end('"data":null}'), 120);
    });
    const { client: c, attempts } = client(url);
    await c.GET('/a/stone/user/info');
    expect(attempts).toHaveLength(1);
    expect(attempts[0].duration).toBeGreaterThanOrEqual(100);
    expect(attempts[0].duration).toBeLessThan(10_000);
  });

  it("Node sends a User-Agent naming the SDK and its version; a caller's own stays", async () => {
    const { url, requests } = await serve((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"success":true}');
    });
    const { client: c } = client(url);
    await c.GET('/a/stone/user/info');
    await c.GET('/a/stone/user/info', { headers: { 'User-Agent': 'qa-script/1' } });
    const { version } = (await import('../package.json')).default;
    expect(USER_AGENT).toBe(`@tzsb/sdk/${version} node/${process.versions.node}`);
    expect(requests.map((r) => r.headers['user-agent'])).toEqual([USER_AGENT, 'qa-script/1']);
  });
});

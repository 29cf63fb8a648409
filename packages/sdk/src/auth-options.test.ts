// createAuth: the per-call options of every auth.* call, and the client's session it records into.
import { describe, expect, it, vi } from 'vitest';
import { createAuth } from './auth';
import { createTzsbClient } from './client';
import { Session, memoryStore } from './session';
import { BASE, MAINT, json, Handler, platform, loggedIn } from './auth-fixtures';

describe('per-call options', () => {
  it("login sends the caller's headers with the login request only; the signal reaches both requests", async () => {
    const seen: { key: string; prefer: string | null }[] = [];
    const record: Handler = (request) => {
      seen.push({ key: `${request.method} ${new URL(request.url).pathname}`, prefer: request.headers.get('prefer') });
      return undefined as never;
    };
    const controller = new AbortController();
    const { auth, session } = platform({
      'POST /a/login': (r) => {
        record(r, new URLSearchParams());
        return json({ success: true, data: { sessionid: 'sid-1', extendSessionId: 'ext-1' } });
      },
      // The user info hangs until the caller's signal ends it.
      'GET /a/stone/user/info': (r) => {
        record(r, new URLSearchParams());
        queueMicrotask(() => controller.abort());
        return new Promise<Response>((_, fail) => r.signal.addEventListener('abort', () => fail(r.signal.reason)));
      },
    });
    const login = auth.login(
      { username: 'a', password: 'b' },
      { headers: { Prefer: 'example=ok' }, signal: controller.signal },
    );
    await expect(login).rejects.toMatchObject({
      kind: 'transport',
      transport: 'aborted',
      operation: 'GET /a/stone/user/info',
    });
    expect(seen.map((s) => [s.key, s.prefer])).toEqual([
      ['POST /a/login', 'example=ok'],
      ['GET /a/stone/user/info', null],
    ]);
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
    await expect(p.auth.updateInfo({ name: '陈建国', mobile: '13857412368' }, options)).rejects.toMatchObject({
      kind: 'business',
    });
    await expect(p.auth.updatePassword({ oldPassword: 'a', newPassword: 'b' }, options)).rejects.toMatchObject({
      kind: 'business',
    });
    await expect(p.auth.logout(options)).rejects.toMatchObject({ kind: 'business' });
    expect(own).toHaveBeenCalledTimes(6);
    expect(p.calls).toHaveLength(0); // the client's own fetch was not used
  });

  it('an aborted login rejects with a transport ApiError and stores nothing', async () => {
    const { auth, session } = platform({
      'POST /a/login': (request) =>
        new Promise<Response>((_, reject) => {
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

describe("createAuth and the client's session", () => {
  it("takes the client's session when none is given", async () => {
    const { client, session } = platform();
    const auth = createAuth({ client });
    await auth.login({ username: 'a', password: 'b' });
    expect(session.state.token).toBe('sid-1');
  });

  it("refuses another session than the client's, saying why", () => {
    const { client } = platform();
    expect(() => createAuth({ client, session: new Session(memoryStore()) })).toThrow(/不是 client 的会话/);
  });

  it('refuses a client made without a session', () => {
    const client = createTzsbClient({ baseUrl: BASE, fetch: async () => json({ success: true }) });
    expect(() => createAuth({ client, session: new Session(memoryStore()) })).toThrow(/没有传 session/);
  });
});

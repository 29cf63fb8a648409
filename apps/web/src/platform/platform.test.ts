import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from './config';
import { createPlatform } from './platform';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

/** A server whose every answer says the session has `seconds` left; the URLs it was asked for. */
function serverSaying(seconds: number) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      urls.push(typeof input === 'string' ? input : input.url);
      return new Response(JSON.stringify({ success: true, result: 'true', message: '操作成功', data: [] }), {
        headers: { 'content-type': 'application/json', 'x-session-expires-in': String(seconds) },
      });
    }),
  );
  return urls;
}

describe('the session-timeout clock', () => {
  it("moves at the user's calls, not at the error reports the app posts by itself", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T09:00:00+08:00'), toFake: ['Date'] });
    const urls = serverSaying(600);
    // The error log posts outside development (where the dev server has no log to post to), or when asked.
    vi.stubEnv('VITE_ERROR_LOG', '1');
    const platform = createPlatform({ ...defaultConfig, apiBaseUrl: 'http://127.0.0.1' });
    await platform.client.POST('/a/stone/message/readAll');
    const endsAt = platform.sessionClock.getEndsAt();
    expect(endsAt).toBe(Date.now() + 600_000);

    // Four minutes on, a failed call is logged: its report goes out, and the session's end stays.
    vi.setSystemTime(Date.now() + 240_000);
    platform.errorLog.record('ajax', '504', 'GET /a/stone/message/unreadCount 服务器响应超时');
    await vi.waitFor(() => expect(urls.some((u) => u.includes('/save_error_logger'))).toBe(true));
    await vi.waitFor(() => expect(platform.errorLog.getSnapshot().entries[0]?.posted).toBe(true));
    const report = new URL(urls.find((u) => u.includes('/save_error_logger'))!);
    expect(report.searchParams.get('__notUpdateSession')).toBe('true');
    expect(platform.sessionClock.getEndsAt()).toBe(endsAt);

    // The user's next call moves it.
    await platform.client.POST('/a/stone/message/readAll');
    expect(platform.sessionClock.getEndsAt()).toBe(Date.now() + 600_000);
  });
});

import { afterEach, describe, expect, test, vi } from 'vitest';
import { clockedFetch, noteServerTime, serverNow } from '@/platform/server-clock';
import { daysUntil } from './expiry';

afterEach(() => {
  noteServerTime(new Headers({ 'x-sandbox-now': new Date().toISOString() }));
  vi.useRealTimers();
});

describe('server clock', () => {
  test('day counts follow the server: a sandbox clock 30 days ahead counts 30 days fewer', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-26T10:00:00+08:00'));
    expect(daysUntil('2026-12-26')).toBe(30);
    noteServerTime(
      new Headers({ 'x-sandbox-now': '2026-12-26T10:00:00+08:00', date: 'Sat, 26 Dec 2026 02:00:00 GMT' }),
    );
    expect(serverNow().toISOString()).toBe('2026-12-26T02:00:00.000Z');
    expect(daysUntil('2026-12-26')).toBe(0);
    expect(daysUntil('2026-12-20')).toBe(-6);
  });

  test('a plain HTTP Date leaves the browser clock as it is (tests and clerks may set it); a bad stamp is ignored', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-26T00:00:00Z'));
    const f = clockedFetch(async () => new Response('{}', { headers: { date: 'Thu, 03 Dec 2026 12:00:00 GMT' } }));
    await f('/x');
    expect(serverNow().toISOString()).toBe('2026-11-26T00:00:00.000Z');
    noteServerTime(new Headers({ 'x-sandbox-now': '2026-11-26T12:00:00Z' }));
    noteServerTime(new Headers({ 'x-sandbox-now': 'not a date' }));
    expect(serverNow().toISOString()).toBe('2026-11-26T12:00:00.000Z');
  });
});

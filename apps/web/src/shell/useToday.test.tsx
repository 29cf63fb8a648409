import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { noteServerTime } from '@/platform/server-clock';
import { useToday } from './useToday';

/** The app hears the server's clock from an answer, at the browser's now. */
const heard = (server: dayjs.Dayjs) => noteServerTime(new Headers({ 'x-sandbox-now': server.toISOString() }));
const label = (d: dayjs.Dayjs) => d.locale('zh-cn').format('YYYY-MM-DD dddd');

describe("the header's date", () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("turns over at the server's midnight, also when an answer heard before it moved the server's clock back", () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T04:00:00Z') });
    // The server is hours off the browser, a minute before its midnight.
    const midnight = dayjs('2026-11-28T00:00:00');
    heard(midnight.subtract(60, 'second'));
    const { result } = renderHook(() => useToday());
    expect(result.current).toBe(label(midnight.subtract(1, 'day')));
    // Half a minute on, an answer puts the server's clock 40 s behind where the app had it: the
    // wake-up set for its midnight comes before it.
    act(() => vi.advanceTimersByTime(30_000));
    heard(midnight.subtract(70, 'second'));
    act(() => vi.advanceTimersByTime(35_000));
    expect(result.current).toBe(label(midnight.subtract(1, 'day')));
    // The next wake-up is at the server's midnight as the app now knows it.
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(label(midnight));
  });
});

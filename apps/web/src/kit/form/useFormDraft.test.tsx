import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PlatformContext } from '@/platform/PlatformContext';
import type { Platform } from '@/platform/platform';
import { ANONYMOUS_DRAFTS, readDraft, writeDraft } from './drafts';
import { useValuesDraft } from './useFormDraft';

const signedOut = { user: null };
const platform = {
  session: { subscribe: () => () => {}, getState: () => signedOut },
} as unknown as Platform;
const wrapper = ({ children }: { children: ReactNode }) => (
  <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>
);
const KEY = 'service-desk.reply.1';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

function render(initialContent: string, restore = vi.fn()) {
  return renderHook(({ content }) => useValuesDraft(KEY, { content }, { content: '' }, restore), {
    wrapper,
    initialProps: { content: initialContent },
  });
}

describe('useValuesDraft', () => {
  it('puts a kept draft back once and says when it was typed', () => {
    writeDraft(ANONYMOUS_DRAFTS, KEY, { content: '电梯困人已处理' });
    const restore = vi.fn();
    const { result, rerender } = render('', restore);
    expect(restore).toHaveBeenCalledWith({ content: '电梯困人已处理' });
    expect(result.current.restoredAt).toEqual(expect.any(Number));
    rerender({ content: '电梯困人已处理' });
    expect(restore).toHaveBeenCalledTimes(1);
  });

  it('writes what is typed once typing pauses, and drops it when the box is empty again', () => {
    const { rerender } = render('');
    rerender({ content: '请尽快回复' });
    expect(readDraft(ANONYMOUS_DRAFTS, KEY)).toBeNull();
    act(() => vi.advanceTimersByTime(300));
    expect(readDraft(ANONYMOUS_DRAFTS, KEY)?.values).toEqual({ content: '请尽快回复' });
    rerender({ content: '' });
    act(() => vi.advanceTimersByTime(300));
    expect(readDraft(ANONYMOUS_DRAFTS, KEY)).toBeNull();
  });

  it('forgets the draft once saved, and the box emptied after the save writes none', () => {
    writeDraft(ANONYMOUS_DRAFTS, KEY, { content: '旧的' });
    const { result, rerender } = render('');
    rerender({ content: '新的' });
    act(() => result.current.saved());
    expect(readDraft(ANONYMOUS_DRAFTS, KEY)).toBeNull();
    rerender({ content: '' });
    act(() => vi.advanceTimersByTime(300));
    expect(readDraft(ANONYMOUS_DRAFTS, KEY)).toBeNull();
    expect(result.current.restoredAt).toBeNull();
  });

  it('a draft given up while its write waits stays gone: neither the timer nor the unmount writes it back', () => {
    const { result, rerender, unmount } = render('');
    rerender({ content: '还没写完' });
    act(() => result.current.discard());
    act(() => vi.advanceTimersByTime(300));
    expect(readDraft(ANONYMOUS_DRAFTS, KEY)).toBeNull();
    unmount();
    expect(readDraft(ANONYMOUS_DRAFTS, KEY)).toBeNull();
  });
});

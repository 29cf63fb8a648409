import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PlatformContext } from '@/platform/PlatformContext';
import type { Platform } from '@/platform/platform';
import { mutationHook, queryHook, recordHook } from './call-hooks';

const platform = { name: 'test' } as unknown as Platform;

function wrapperOf(qc: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <PlatformContext.Provider value={platform}>
      <QueryClientProvider client={qc}>{children}</QueryClientProvider>
    </PlatformContext.Provider>
  );
}

describe('recordHook', () => {
  it('keys the answer by the id under the prefix and passes the platform', async () => {
    const qc = new QueryClient();
    const asked: unknown[] = [];
    const useThing = recordHook(['area', 'thing', 'detail'], async (p, id) => {
      asked.push([p, id]);
      return { id };
    });
    const { result } = renderHook(() => useThing('7'), { wrapper: wrapperOf(qc) });
    await waitFor(() => expect(result.current.data).toEqual({ id: '7' }));
    expect(asked).toEqual([[platform, '7']]);
    expect(qc.getQueryData(['area', 'thing', 'detail', '7'])).toEqual({ id: '7' });
  });

  it('asks for nothing while the id is empty', () => {
    const qc = new QueryClient();
    const asked: string[] = [];
    const useThing = recordHook(['thing'], async (_p, id) => asked.push(id));
    const { result } = renderHook(() => useThing(''), { wrapper: wrapperOf(qc) });
    expect(result.current.fetchStatus).toBe('idle');
    expect(asked).toEqual([]);
  });
});

describe('queryHook', () => {
  it('asks only when the body allows it, and keeps the previous rows while the next load', async () => {
    const qc = new QueryClient();
    let release = () => {};
    const useRows = queryHook(
      ['rows'],
      (_p, body: { page: number }) =>
        body.page === 1 ? Promise.resolve(['a']) : new Promise<string[]>((r) => (release = () => r(['b']))),
      { enabled: (body) => body.page > 0, keepPrevious: true },
    );
    const { result, rerender } = renderHook(({ page }) => useRows({ page }), {
      wrapper: wrapperOf(qc),
      initialProps: { page: 0 },
    });
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ page: 1 });
    await waitFor(() => expect(result.current.data).toEqual(['a']));
    rerender({ page: 2 });
    expect(result.current.data).toEqual(['a']);
    expect(result.current.isPlaceholderData).toBe(true);
    act(() => release());
    await waitFor(() => expect(result.current.data).toEqual(['b']));
  });
});

describe('mutationHook', () => {
  it("sends the body and makes the object's queries stale, not its neighbours'", async () => {
    const qc = new QueryClient();
    qc.setQueryData(['area', 'thing', 'list', { page: 1 }], 'rows');
    qc.setQueryData(['area', 'other', 'list'], 'rows');
    const sent: unknown[] = [];
    const useSave = mutationHook(
      async (p, body: { name: string }) => {
        sent.push([p, body]);
        return 'id-1';
      },
      ['area', 'thing'],
    );
    const { result } = renderHook(() => useSave(), { wrapper: wrapperOf(qc) });
    let saved: unknown;
    await act(async () => {
      saved = await result.current.mutateAsync({ name: '锅炉' });
    });
    expect(saved).toBe('id-1');
    expect(sent).toEqual([[platform, { name: '锅炉' }]]);
    const stale = qc
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey[1]);
    expect(stale).toEqual(['thing']);
  });

  it('settles after the queries on screen are fetched again when asked to wait', async () => {
    const qc = new QueryClient();
    let release = () => {};
    let calls = 0;
    const useList = queryHook(['thing', 'list'], () =>
      ++calls === 1 ? Promise.resolve(['old']) : new Promise<string[]>((r) => (release = () => r(['new']))),
    );
    const useSave = mutationHook(async () => 'id-1', ['thing'], { waitForRefresh: true });
    const { result } = renderHook(() => ({ list: useList({}), save: useSave() }), { wrapper: wrapperOf(qc) });
    await waitFor(() => expect(result.current.list.data).toEqual(['old']));
    let settled = false;
    let saving: Promise<unknown> = Promise.resolve();
    act(() => {
      saving = result.current.save.mutateAsync(undefined).then(() => (settled = true));
    });
    await waitFor(() => expect(calls).toBe(2));
    expect(settled).toBe(false);
    await act(async () => {
      release();
      await saving;
    });
    expect(settled).toBe(true);
    await waitFor(() => expect(result.current.list.data).toEqual(['new']));
  });
});

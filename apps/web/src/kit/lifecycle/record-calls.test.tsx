import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PlatformContext } from '@/platform/PlatformContext';
import type { Platform } from '@/platform/platform';
import { APPLICATION_STATUSES } from './lifecycle';
import { recordCalls } from './record-calls';

type Row = { id: string; status: string };
const platform = {} as Platform;
let saved: unknown[] = [];

function setup(
  save = async (_p: Platform, body: { name: string }, commit: boolean) => {
    saved.push([body, commit]);
    return 'new-id';
  },
  touches?: readonly (readonly unknown[])[],
) {
  saved = [];
  const qc = new QueryClient();
  // One query of the object (list and detail), one of its sibling under the same feature.
  for (const queryKey of [
    ['area', 'thing', 'list', { page: 1 }],
    ['area', 'thing', 'detail', '7'],
    ['area', 'other', 'list'],
  ])
    qc.setQueryData(queryKey, 'data');
  const useCalls = recordCalls({
    queryKey: ['area', 'thing'],
    touches,
    lifecycle: (p, noun: string) => ({
      noun,
      statuses: APPLICATION_STATUSES,
      status: (r: Row) => r.status,
      calls: {
        delete: async () => {
          saved.push(p);
        },
      },
    }),
    save,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformContext.Provider value={platform}>
      <QueryClientProvider client={qc}>{children}</QueryClientProvider>
    </PlatformContext.Provider>
  );
  const { result } = renderHook(() => useCalls('东西'), { wrapper });
  const stale = () =>
    qc
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey[1] + '/' + String(q.queryKey[2]));
  return { result, stale };
}

describe('recordCalls', () => {
  it('builds the lifecycle from the platform and the hook arguments', () => {
    const { result } = setup();
    expect(result.current.lifecycle.noun).toBe('东西');
    // What its changes make stale: the object, and the desk's counts.
    expect(result.current.invalidate).toEqual([['area', 'thing'], ['home']]);
  });

  it('a save resolves to what the call returned and makes every query of the object stale, and only those', async () => {
    const { result, stale } = setup();
    let id: unknown;
    await act(async () => {
      id = await result.current.save({ name: 'a' }, true);
    });
    expect(id).toBe('new-id');
    expect(saved).toEqual([[{ name: 'a' }, true]]);
    expect(stale().sort()).toEqual(['thing/detail', 'thing/list']);
  });

  it('a save also makes stale what the object touches (the equipment an application holds)', async () => {
    const { result, stale } = setup(undefined, [['area', 'other']]);
    expect(result.current.invalidate).toEqual([['area', 'thing'], ['home'], ['area', 'other']]);
    await act(async () => {
      await result.current.save({ name: 'a' }, false);
    });
    expect(stale().sort()).toEqual(['other/list', 'thing/detail', 'thing/list']);
  });

  it('a failed save makes nothing stale', async () => {
    const { result, stale } = setup(async () => {
      throw new Error('保存失败');
    });
    await act(async () => {
      await expect(result.current.save({ name: 'a' }, false)).rejects.toThrow('保存失败');
    });
    expect(stale()).toEqual([]);
  });

  it('refresh makes the object stale', () => {
    const { result, stale } = setup();
    act(() => result.current.refresh());
    expect(stale().sort()).toEqual(['thing/detail', 'thing/list']);
  });
});

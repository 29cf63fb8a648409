// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { Platform } from '@/platform/platform';
import { queryClientOf } from '@/platform/query-client';
import { readUrlQuery } from '@/kit/useUrlQuery';
import { bodyListSource, listDefaults, listQuery, listQueryOptions, listSource, prefetchList } from './source';
import type { FilterSpec } from './types';

type F = { eqpName: string; useStatus: string; holder: string };
const filters: FilterSpec<F>[] = [
  { kind: 'text', name: 'eqpName', label: '设备名称' },
  { kind: 'select', name: 'useStatus', label: '使用状态', options: [], defaultValue: '1' },
];
const sourceWith = (fetch = vi.fn(async () => ({ list: [{ id: 'a' }], count: 1 }))) => ({
  fetch,
  source: listSource({ filters, hiddenFilters: ['holder'], queryKey: ['equipment', 'list'], fetch }),
});

describe("a list's route prefetch", () => {
  it("asks for the address's filters, page and sort, with every other filter at its default", async () => {
    const { fetch, source } = sourceWith();
    const platform = {} as Platform;
    await prefetchList(source)(platform, {
      search: new URLSearchParams('eqpName=客梯&pageNo=3&pageSize=20&orderBy=nextInspDate+desc&view=x'),
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(platform, {
      eqpName: '客梯',
      useStatus: '1',
      holder: '',
      pageNo: 3,
      pageSize: 20,
      orderBy: 'nextInspDate desc',
    });
  });

  it('fills the cache entry the page reads for the same address, and asks nothing when it is filled', async () => {
    const { fetch, source } = sourceWith();
    const platform = {} as Platform;
    const search = new URLSearchParams('holder=P01');
    await prefetchList(source)(platform, { search });
    // What ListPage computes from the same address (useUrlQuery's reader, then listQuery).
    const { filters: read, pageNo, pageSize } = readUrlQuery(listDefaults(source), search);
    const { queryKey } = listQueryOptions(platform, source, listQuery(read, pageNo, pageSize));
    expect(queryClientOf(platform).getQueryData(queryKey)).toEqual({ list: [{ id: 'a' }], count: 1 });
    expect(queryKey).toEqual([
      'equipment',
      'list',
      { eqpName: '', useStatus: '1', holder: 'P01', pageNo: 1, pageSize: 10 },
    ]);
    await prefetchList(source)(platform, { search });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a failed prefetch leaves nothing cached, so the page asks again', async () => {
    const { source } = sourceWith(
      vi.fn(async () => {
        throw new Error('网络异常');
      }),
    );
    const platform = {} as Platform;
    await expect(prefetchList(source)(platform, { search: new URLSearchParams() })).rejects.toThrow('网络异常');
    const { queryKey } = listQueryOptions(platform, source, listQuery(listDefaults(source), 1, 10));
    expect(queryClientOf(platform).getQueryData(queryKey)).toBeUndefined();
  });
});

describe('a list whose call takes its filters as the body', () => {
  it('sends the filters set, the hidden ones and the paging, and leaves the empty ones out', async () => {
    const fetch = vi.fn(async (_platform: Platform, _body: { eqpName?: string; holder?: string }) => ({
      list: [],
      count: 0,
    }));
    const source = bodyListSource(filters, ['equipment', 'list'], fetch, ['holder']);
    expect(listDefaults(source)).toEqual({ eqpName: '', useStatus: '1', holder: '', orderBy: '' });
    const platform = {} as Platform;
    await source.fetch(platform, { eqpName: '', useStatus: '1', holder: 'P01', pageNo: 1, pageSize: 20 });
    expect(fetch).toHaveBeenCalledWith(platform, { useStatus: '1', holder: 'P01', pageNo: 1, pageSize: 20 });
  });
});

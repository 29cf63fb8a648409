import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import { useUrlQuery } from './useUrlQuery';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/equipment/query-comprehensive?eqpCode=411033020620160023']}>{children}</MemoryRouter>
);

describe('useUrlQuery', () => {
  // A list fetches its rows again when 查询 is pressed on the filters it already shows: the address
  // tells it whether anything changed.
  it('says whether a search changed the address', () => {
    const { result } = renderHook(() => ({ url: useUrlQuery({ eqpCode: '', eqpName: '' }), at: useLocation() }), {
      wrapper,
    });
    let changed: boolean | undefined;
    act(() => void (changed = result.current.url.search({ eqpCode: '411033020620160023', eqpName: '' })));
    expect(changed).toBe(false);
    expect(result.current.at.search).toBe('?eqpCode=411033020620160023');
    act(() => void (changed = result.current.url.search({ eqpCode: '', eqpName: '客梯' })));
    expect(changed).toBe(true);
    expect(result.current.at.search).toBe(`?eqpName=${encodeURIComponent('客梯')}`);
  });
});

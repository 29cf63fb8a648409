import { afterEach, describe, expect, it, vi } from 'vitest';
import { uuid32 } from './id';

const FORMAT = /^[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}$/;

describe('uuid32', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is 32 lowercase hex characters in version-4 layout', () => {
    const id = uuid32();
    expect(id).toHaveLength(32);
    expect(id).toMatch(FORMAT);
    expect(id[12]).toBe('4');
    expect('89ab').toContain(id[16]);
  });

  it('is unique and well-formed over 1000 calls', () => {
    const ids = Array.from({ length: 1000 }, () => uuid32());
    for (const id of ids) expect(id).toMatch(FORMAT);
    expect(new Set(ids).size).toBe(1000);
  });

  it('uses crypto.getRandomValues', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    uuid32();
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('sets the version and variant bits whatever the random bytes', () => {
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(
      <T extends ArrayBufferView | null>(array: T): T => {
        if (array instanceof Uint8Array) array.fill(0xff);
        return array;
      },
    );
    expect(uuid32()).toBe('ffffffffffff4fffbfffffffffffffff');
    vi.restoreAllMocks();
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(
      <T extends ArrayBufferView | null>(array: T): T => {
        if (array instanceof Uint8Array) array.fill(0);
        return array;
      },
    );
    expect(uuid32()).toBe('00000000000040008000000000000000');
  });

  it('throws a clear error without a crypto source and never falls back to Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    vi.stubGlobal('crypto', undefined);
    expect(() => uuid32()).toThrow(/getRandomValues/);
    vi.stubGlobal('crypto', {});
    expect(() => uuid32()).toThrow(Error);
    expect(random).not.toHaveBeenCalled();
  });
});

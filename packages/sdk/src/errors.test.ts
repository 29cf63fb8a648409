import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, isSessionError } from './errors';

describe('ApiError: one class by brand, not by identity', () => {
  it('is recognised through its brand, as another copy of the SDK makes it', () => {
    // What the other build (CJS vs ESM) hands over: an Error with the process-wide brand.
    const foreign = Object.assign(new Error('登录已过期，请重新登录'), { kind: 'session', name: 'ApiError' });
    Object.defineProperty(foreign, Symbol.for('@tzsb/sdk.ApiError'), { value: true });
    expect(isApiError(foreign)).toBe(true);
    expect(foreign instanceof ApiError).toBe(true);
    expect(isSessionError(foreign)).toBe(true);
  });

  it('is not fooled by look-alikes', () => {
    expect(isApiError(Object.assign(new Error('x'), { kind: 'business', name: 'ApiError' }))).toBe(false);
    expect(new Error('x') instanceof ApiError).toBe(false);
    expect(isApiError(null)).toBe(false);
    expect(isApiError('ApiError')).toBe(false);
    expect(isSessionError({ kind: 'session' })).toBe(false);
  });

  it('keeps its fields, name and cause', () => {
    const cause = new TypeError('fetch failed');
    const e = new ApiError('transport', '服务器开小差了，请稍后再试', { operation: 'GET /a/x', cause });
    expect(e).toBeInstanceOf(Error);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ name: 'ApiError', kind: 'transport', operation: 'GET /a/x' });
    expect(e.cause).toBe(cause);
    // The brand is not enumerable: logging or spreading the error shows only its fields.
    expect(Object.keys(e)).not.toContain(Symbol.for('@tzsb/sdk.ApiError'));
  });
});

// The client's own copy of openapi-fetch's call types against openapi-fetch's, on operations of every
// kind (form, JSON and multipart bodies, required path parameters, files as answers), and middleware
// that each accepts of the other. Checked by `tsc --noEmit -p .`.
import { readFileSync } from 'node:fs';
import type * as Fetch from 'openapi-fetch';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FetchResponse, MaybeOptionalInit, Middleware, PathsWithMethod } from './call-types';
import type { paths } from './generated/schema';
import type { PathsWith } from './client';
import { createBodyMiddleware, createEnvelopeMiddleware, createSessionMiddleware } from './index';

/** Each of A and B is assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Media = `${string}/${string}`;
/** Init, `data` (as JSON and as a Blob) and `error` of method M of path P agree. */
type Agree<P extends keyof paths, M extends keyof paths[P]> = [
  Same<MaybeOptionalInit<paths[P], M>, Fetch.MaybeOptionalInit<paths[P], M>>,
  Same<FetchResponse<paths[P][M] & object, object, Media>, Fetch.FetchResponse<paths[P][M] & object, object, Media>>,
  Same<
    FetchResponse<paths[P][M] & object, { parseAs: 'blob' }, Media>,
    Fetch.FetchResponse<paths[P][M] & object, { parseAs: 'blob' }, Media>
  >,
];

describe('the call types', () => {
  it('are openapi-fetch’s', () => {
    expectTypeOf<Agree<'/a/login', 'post'>>().toEqualTypeOf<[true, true, true]>();
    expectTypeOf<Agree<'/a/stone/eqm/list', 'post'>>().toEqualTypeOf<[true, true, true]>();
    expectTypeOf<Agree<'/a/stone/user/info', 'get'>>().toEqualTypeOf<[true, true, true]>();
    // A file field is a Blob: openapi-fetch's Writable rebuilds it into an object whose methods are
    // `{}` (any object with a size and a type would do), the SDK's keeps it. Narrower, the rest the same.
    type Upload = paths['/a/stone/common/attachment/upload'];
    expectTypeOf<Agree<'/a/stone/common/attachment/upload', 'post'>>().toEqualTypeOf<[false, true, true]>();
    expectTypeOf<MaybeOptionalInit<Upload, 'post'>>().toExtend<Fetch.MaybeOptionalInit<Upload, 'post'>>();
    expectTypeOf<NonNullable<MaybeOptionalInit<Upload, 'post'>>['body']['file']>().toEqualTypeOf<Blob>();
    expectTypeOf<Agree<'/a/stone/common/attachment/download/{attsysid}', 'get'>>().toEqualTypeOf<[true, true, true]>();
    expectTypeOf<Agree<'/a/stone/common/validCode', 'get'>>().toEqualTypeOf<[true, true, true]>();
    // The comparison can fail: one operation's init is not another's.
    expectTypeOf<
      Same<MaybeOptionalInit<paths['/a/login'], 'post'>, Fetch.MaybeOptionalInit<paths['/a/stone/eqm/list'], 'post'>>
    >().toEqualTypeOf<false>();
    expect(true).toBe(true);
  });

  it('read a schema without $Read / $Write markers, as their Readable and Writable assume', () => {
    const schema = readFileSync(new URL('./generated/schema.d.ts', import.meta.url), 'utf8');
    expect(schema).toContain('export interface paths');
    expect(schema).not.toMatch(/\$Read<|\$Write</);
  });

  it('list the paths of each method as the mapped type over every path item does', () => {
    expectTypeOf<PathsWith<'get'>>().toEqualTypeOf<PathsWithMethod<paths, 'get'>>();
    expectTypeOf<PathsWith<'post'>>().toEqualTypeOf<PathsWithMethod<paths, 'post'>>();
    expectTypeOf<PathsWith<'put'>>().toEqualTypeOf<PathsWithMethod<paths, 'put'>>();
    expectTypeOf<PathsWith<'delete'>>().toEqualTypeOf<PathsWithMethod<paths, 'delete'>>();
    expectTypeOf<PathsWith<'patch'>>().toEqualTypeOf<PathsWithMethod<paths, 'patch'>>();
    expectTypeOf<PathsWith<'options' | 'head' | 'trace'>>().toEqualTypeOf<never>();
    expect(true).toBe(true);
  });

  it('take and give middleware that openapi-fetch takes', () => {
    expectTypeOf<Middleware>().toExtend<Fetch.Middleware>();
    expectTypeOf<Fetch.Middleware>().toExtend<Middleware>();
    expectTypeOf(createSessionMiddleware()).toExtend<Fetch.Middleware>();
    expectTypeOf(createBodyMiddleware()).toExtend<Fetch.Middleware>();
    expectTypeOf(createEnvelopeMiddleware()).toExtend<Fetch.Middleware>();
    expect(typeof createBodyMiddleware().onRequest).toBe('function');
  });
});

// `mock: { code, example }`: the answer a call asks of the mock (`pnpm mock`, Prism) or the sandbox,
// typed per operation from the contract's examples and sent as the `Prefer` header both honour.
import type { InitArg, MaybeOptionalInit, Middleware } from '../call-types';
import { createTzsbClient, type Answer, type PathsWith, type TzsbClient, type TzsbClientOptions } from '../client';
import type { ResilienceOptions } from '../transport';
import type { paths } from '../generated/schema';
import { mockExamples, type MockExamples } from '../generated/mocks';
import { rebuild } from '../request';

type Verb = 'get' | 'put' | 'post' | 'delete' | 'patch';
type AnswersOf<P, M> = P extends keyof MockExamples
  ? M extends keyof MockExamples[P]
    ? MockExamples[P][M]
    : never
  : never;

/**
 * The answers an operation can be asked for: one of its HTTP statuses (`code`) and, optionally, the
 * name of one of the contract's examples under that status (without it, the status's first example).
 */
export type MockOf<P, M extends Verb> = {
  [C in keyof AnswersOf<P, M>]: {
    readonly code: C;
    readonly example?: AnswersOf<P, M>[C] extends readonly (infer N)[] ? N : never;
  };
}[keyof AnswersOf<P, M>];

/** A `mock` of any operation, unchecked (as a JavaScript caller may pass it). */
export interface AnyMock {
  readonly code: number;
  readonly example?: string;
}

/** The value of the `Prefer` header that asks for this answer: `code=500, example=serverError`. */
export function preferOf(mock: AnyMock): string {
  return mock.example === undefined ? `code=${mock.code}` : `code=${mock.code}, example=${mock.example}`;
}

/** The contract's names of an operation's answers, or a Chinese reason why `mock` is not one of them. */
function checkMock(method: string, path: string, mock: AnyMock): string | null {
  const byMethod = (mockExamples as Record<string, Record<string, Record<string, readonly string[]>>>)[path];
  const byCode = byMethod?.[method.toLowerCase()];
  if (!byCode) return `契约中没有接口 ${method.toUpperCase()} ${path}`;
  if (typeof mock?.code !== 'number') return `mock.code 须为数字状态码（如 500），而不是 ${JSON.stringify(mock?.code)}`;
  const names = byCode[String(mock.code)];
  if (!names)
    return `接口 ${method.toUpperCase()} ${path} 没有状态码 ${mock.code} 的应答，可用：${Object.keys(byCode).join('、')}`;
  if (mock.example !== undefined && !names.includes(mock.example)) {
    return `接口 ${method.toUpperCase()} ${path} 在状态码 ${mock.code} 下没有示例“${mock.example}”，可用：${names.join('、') || '（无命名示例）'}`;
  }
  return null;
}

/**
 * `{ headers: { Prefer } }` for one call, typed by the operation: for calls that take `headers` but
 * not `mock`, such as `auth.login(input, mockHeaders('POST', '/a/login', { code: 200, example: 'wrongPassword' }))`.
 * Throws a `TypeError` (Chinese message) for an answer the contract does not have.
 */
export function mockHeaders<M extends Uppercase<Verb>, P extends PathsWith<Lowercase<M>>>(
  method: M,
  path: P,
  mock: MockOf<P, Lowercase<M>>,
): { headers: { Prefer: string } } {
  const refused = checkMock(method, path, mock as AnyMock);
  if (refused) throw new TypeError(refused);
  return { headers: { Prefer: preferOf(mock as AnyMock) } };
}

/**
 * The middleware that turns a call's `mock` option into its `Prefer` header (a call without one is
 * left as it is). Part of every `createTestClient`; add it to a client of your own with `client.use()`.
 * A `mock` the contract does not have rejects the call with a `TypeError` before anything is sent.
 */
export function createMockMiddleware(): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const mock = (request as Request & { mock?: AnyMock }).mock;
      if (mock === undefined) return undefined;
      const refused = checkMock(request.method, schemaPath, mock);
      if (refused) throw new TypeError(refused);
      const headers = new Headers(request.headers);
      headers.set('Prefer', preferOf(mock));
      return rebuild(request, { headers });
    },
  };
}

/** A call's options with `mock`, typed to the answers of the called operation. */
type MockArg<I, P, M extends Verb> = InitArg<I, ResilienceOptions & { mock?: MockOf<P, M> }>;

/** The platform client whose calls also take `mock: { code, example }` (see `createTestClient`). */
export interface TestClient extends Omit<TzsbClient, 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH'> {
  GET<Path extends PathsWith<'get'>, I extends MaybeOptionalInit<paths[Path], 'get'>>(
    url: Path,
    ...init: MockArg<I, Path, 'get'>
  ): Answer<paths[Path]['get'], I>;
  PUT<Path extends PathsWith<'put'>, I extends MaybeOptionalInit<paths[Path], 'put'>>(
    url: Path,
    ...init: MockArg<I, Path, 'put'>
  ): Answer<paths[Path]['put'], I>;
  POST<Path extends PathsWith<'post'>, I extends MaybeOptionalInit<paths[Path], 'post'>>(
    url: Path,
    ...init: MockArg<I, Path, 'post'>
  ): Answer<paths[Path]['post'], I>;
  DELETE<Path extends PathsWith<'delete'>, I extends MaybeOptionalInit<paths[Path], 'delete'>>(
    url: Path,
    ...init: MockArg<I, Path, 'delete'>
  ): Answer<paths[Path]['delete'], I>;
  PATCH<Path extends PathsWith<'patch'>, I extends MaybeOptionalInit<paths[Path], 'patch'>>(
    url: Path,
    ...init: MockArg<I, Path, 'patch'>
  ): Answer<paths[Path]['patch'], I>;
}

/**
 * `createTzsbClient` for tests: the same client, whose calls also take
 * `mock: { code, example }` (typed to the operation's answers in the contract), sent as `Prefer`.
 */
export function createTestClient(options: TzsbClientOptions): TestClient;
// The implementation returns the platform client as it is; the signature above adds the `mock` option
// its middleware reads (a TestClient is still a TzsbClient, which the overload's check holds).
export function createTestClient(options: TzsbClientOptions): TzsbClient {
  const client = createTzsbClient(options);
  client.use(createMockMiddleware());
  return client;
}

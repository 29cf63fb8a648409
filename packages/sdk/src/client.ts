import createClient from 'openapi-fetch';
import type {
  AnyPaths,
  FetchResponse,
  HttpMethod,
  InitArg,
  MaybeOptionalInit,
  Middleware,
  RawAnswer,
  RawInit,
} from './call-types';
import type { MethodPaths } from './generated/path-methods';
import type { paths } from './generated/schema';
import { ajaxExceptions } from './generated/media';
import { ApiError, isSessionError } from './errors';
import type { DataOf } from './envelope';
import type { Session } from './session';
import type { ResponseViolation } from './response-check';
import { createBodyMiddleware } from './body';
import { createEnvelopeMiddleware, httpMessage } from './answer';
import { createTransport, type ResilienceOptions } from './transport';
import { callSafely, OPERATION, PlatformRequest, rebuild, TRANSPORT, type PlatformRequestProps } from './request';

export type { ResponseViolation } from './response-check';
export { createBodyMiddleware, flattenBody, toFormData, toFormUrlEncoded } from './body';
export { createEnvelopeMiddleware, type EnvelopeOptions } from './answer';
export {
  isRead,
  retryDelay,
  USER_AGENT,
  type AttemptInfo,
  type ResilienceOptions,
  type RetryOptions,
} from './transport';

/** The session a client reads its tokens from, and clears when the server says it has ended. */
export type ClientSession = Pick<Session, 'tokens'> & Partial<Pick<Session, 'clear'>>;

export interface TzsbClientOptions extends ResilienceOptions {
  /** Base address of the API, given at run time (e.g. from the app's config.json). */
  baseUrl: string;
  /** Session whose tokens go with every request as `__sid` / `__extend`. Omit for anonymous use. */
  session?: ClientSession;
  /**
   * The server said the session has ended (HTTP 401 or JeeSite's `result: "login"`) for a call made
   * with the session's current token: called once for that token, after the session was cleared
   * (unless `clearExpiredSession` is false). Send the user to login here. It must not throw.
   */
  onSessionExpired?: (error: ApiError & { readonly kind: 'session' }) => void;
  /** Clear the session when the server says it has ended (default true); false keeps it as it is. */
  clearExpiredSession?: boolean;
  /** A fetch of your own (tests, proxies): it is given each attempt's Request. */
  fetch?: (request: Request) => Promise<Response>;
  /** Called with every failed call before it rejects (once per call, after its retries); for error logs. It must not throw. */
  onApiError?: (error: ApiError) => void;
  /**
   * Development aid: check every JSON answer against the contract and warn (`console.warn`, or the
   * function given) with the operation and the JSON path of each difference. Loads the contract's
   * schemas on the first answer; leave it off in production.
   */
  validateResponses?: boolean | ((violation: ResponseViolation) => void);
}

export type { Middleware, HttpMethod, ParseAs, FetchOptions, FetchResponse, MaybeOptionalInit } from './call-types';
export type { RequiredKeys } from './call-types';

/**
 * The contract's paths that have method M (as openapi-fetch's `PathsWithMethod`), listed by the
 * generator: a mapped type over the 250 path items cost each method's first call a pass over all of them.
 */
export type PathsWith<M extends HttpMethod> = MethodPaths[M];
/** What a call of operation Op with options Init resolves to: `{ data }` or `{ error }`, and the `response`. */
export type Answer<Operation, Init> = Promise<
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- openapi-fetch's own constraint on an operation object
  FetchResponse<Extract<Operation, Record<string | number, any>>, Init, `${string}/${string}`>
>;
/** A call's options: the operation's parameters and body, openapi-fetch's and fetch's options. */
type Init<Item, M extends keyof Item> = MaybeOptionalInit<Item, M>;
type Arg<I> = InitArg<I, ResilienceOptions>;

/**
 * The platform client: openapi-fetch's, typed by the contract, whose calls also take `timeout`,
 * `deadline`, `retry` and `onAttempt` (see `ResilienceOptions`). Each method is written out with
 * its own method name: a signature generic in the method (or `ClientPathsWithMethod`, which infers
 * the paths back from the client type) costs a call several times the type instantiations.
 */
export interface TzsbClient {
  /** Calls a GET operation: `client.GET('/a/stone/user/info')`. */
  GET<Path extends PathsWith<'get'>, I extends Init<paths[Path], 'get'>>(
    url: Path,
    ...init: Arg<I>
  ): Answer<paths[Path]['get'], I>;
  /** Calls a PUT operation. */
  PUT<Path extends PathsWith<'put'>, I extends Init<paths[Path], 'put'>>(
    url: Path,
    ...init: Arg<I>
  ): Answer<paths[Path]['put'], I>;
  /** Calls a POST operation: `client.POST('/a/stone/eqm/list', { body: { pageNo: 1 } })`. */
  POST<Path extends PathsWith<'post'>, I extends Init<paths[Path], 'post'>>(
    url: Path,
    ...init: Arg<I>
  ): Answer<paths[Path]['post'], I>;
  /** Calls a DELETE operation. */
  DELETE<Path extends PathsWith<'delete'>, I extends Init<paths[Path], 'delete'>>(
    url: Path,
    ...init: Arg<I>
  ): Answer<paths[Path]['delete'], I>;
  /** Calls an OPTIONS operation. */
  OPTIONS<Path extends PathsWith<'options'>, I extends Init<paths[Path], 'options'>>(
    url: Path,
    ...init: Arg<I>
  ): Answer<paths[Path]['options'], I>;
  /** Calls a HEAD operation. */
  HEAD<Path extends PathsWith<'head'>, I extends Init<paths[Path], 'head'>>(
    url: Path,
    ...init: Arg<I>
  ): Answer<paths[Path]['head'], I>;
  /** Calls a PATCH operation. */
  PATCH<Path extends PathsWith<'patch'>, I extends Init<paths[Path], 'patch'>>(
    url: Path,
    ...init: Arg<I>
  ): Answer<paths[Path]['patch'], I>;
  /** Calls a TRACE operation. */
  TRACE<Path extends PathsWith<'trace'>, I extends Init<paths[Path], 'trace'>>(
    url: Path,
    ...init: Arg<I>
  ): Answer<paths[Path]['trace'], I>;
  /** Calls an operation by its method in lower case: `client.request('get', '/a/stone/user/info')`. */
  request<M extends HttpMethod, Path extends PathsWith<M>, I extends Init<paths[Path], M & keyof paths[Path]>>(
    method: M,
    url: Path,
    ...init: Arg<I>
  ): Answer<paths[Path][M], I>;
  /** Adds middleware (after the client's own). */
  use(...middleware: Middleware[]): void;
  /** Removes middleware added by `use`. */
  eject(...middleware: Middleware[]): void;
}

/**
 * The query parameters every request gets: the session tokens (`__sid`, `__extend`), and `__ajax=json`
 * on the operations that declare it (JeeSite answers them with a page otherwise).
 */
function platformQuery(
  method: string,
  schemaPath: string,
  session: Pick<Session, 'tokens'> | undefined,
  has: (name: string) => boolean,
): [string, string][] {
  const out: [string, string][] = [];
  if (schemaPath.startsWith('/a/') !== ajaxExceptions.has(`${method.toUpperCase()} ${schemaPath}`) && !has('__ajax'))
    out.push(['__ajax', 'json']);
  const { token, extendToken } = session?.tokens() ?? {};
  if (token) out.push(['__sid', token]);
  if (extendToken) out.push(['__extend', extendToken]);
  return out;
}

/**
 * Writes the platform's query into every request's address: `__sid` / `__extend` from the session
 * (replacing any the caller passed) and `__ajax=json` where the contract declares it. The rest of the
 * query stays as serialized.
 */
export function createSessionMiddleware(session?: Pick<Session, 'tokens'>): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      (request as Request & PlatformRequestProps)[OPERATION] = `${request.method.toUpperCase()} ${schemaPath}`;
      const url = new URL(request.url);
      const own = platformQuery(request.method, schemaPath, session, (k) => url.searchParams.has(k));
      if (!own.length) return undefined;
      const replaced = new Set(own.map(([k]) => k));
      const kept = url.search
        .slice(1)
        .split('&')
        .filter((part) => part && !replaced.has(decodeURIComponent(part.split('=')[0])));
      url.search = [...kept, ...own.map(([k, v]) => `${k}=${encodeURIComponent(v)}`)].join('&');
      return rebuild(request, { url: url.href });
    },
  };
}

/** Loads the response checker on first use (development only; it carries the contract's schemas). */
function responseCheck(report: true | ((violation: ResponseViolation) => void)) {
  let loading: Promise<typeof import('./response-check')> | undefined;
  return async (operation: string, status: number, body: unknown) => {
    const { checkResponse, warn } = await (loading ??= import('./response-check'));
    for (const violation of checkResponse(operation, status, body))
      callSafely(report === true ? warn : report, violation);
  };
}

/**
 * openapi-fetch's client as `createTzsbClient` builds it, typed for any path: a call takes a path and
 * its options and answers `data`, `error` and the response. It has every member of TzsbClient (the
 * `Record` makes a method TzsbClient gains without openapi-fetch having it an error here).
 */
interface RawClient
  extends Record<Exclude<keyof TzsbClient, 'use' | 'eject'>, unknown>, Pick<TzsbClient, 'use' | 'eject'> {
  GET(url: string, init?: RawInit): RawAnswer;
  PUT(url: string, init?: RawInit): RawAnswer;
  POST(url: string, init?: RawInit): RawAnswer;
  DELETE(url: string, init?: RawInit): RawAnswer;
  OPTIONS(url: string, init?: RawInit): RawAnswer;
  HEAD(url: string, init?: RawInit): RawAnswer;
  PATCH(url: string, init?: RawInit): RawAnswer;
  TRACE(url: string, init?: RawInit): RawAnswer;
  request(method: HttpMethod, url: string, init?: RawInit): RawAnswer;
}

/**
 * Creates the platform client: openapi-fetch's client typed by the contract, with the platform's
 * middleware (query, body, envelope) and transport (time limits, deadline, retries). Every call
 * either resolves with the successful envelope or rejects with an `ApiError`.
 */
export function createTzsbClient(options: TzsbClientOptions): TzsbClient;
// The implementation returns openapi-fetch's client as it is, checked against RawClient (any path);
// the signature above, checked against RawClient too, gives its calls the contract's types and the
// per-call options the transport reads (openapi-fetch hands any extra key of a call on with the
// request). TzsbClient's call types are openapi-fetch's own, copied (call-types.ts, held to the
// originals by call-types.test.ts), which TypeScript cannot relate to openapi-fetch's generically.
export function createTzsbClient(options: TzsbClientOptions): RawClient {
  const transport = createTransport(options);
  const client = createClient<AnyPaths>({
    baseUrl: options.baseUrl,
    fetch: transport.fetch,
    // The body stays as given until createBodyMiddleware, which knows the operation's media type,
    // encodes it: the request is built once, never read back.
    Request: PlatformRequest,
    bodySerializer: (body: unknown) => body,
  });
  let expiredToken: string | null = null;
  /** A session error for a call made with the session's current token ends that session, once. */
  const sessionEnded = (error: ApiError & { readonly kind: 'session' }, request: Request) => {
    const sent = new URL(request.url).searchParams.get('__sid');
    const { token } = options.session?.tokens() ?? {};
    if (!sent || sent !== token || token === expiredToken) return;
    if (options.clearExpiredSession !== false && options.session?.clear) options.session.clear();
    else expiredToken = token;
    callSafely(options.onSessionExpired, error);
  };
  client.use(
    {
      onRequest({ request }) {
        (request as Request & PlatformRequestProps)[TRANSPORT] = transport.send;
        return undefined;
      },
    },
    createSessionMiddleware(options.session),
    createBodyMiddleware(),
    createEnvelopeMiddleware({
      onApiError: (error, request) => {
        if (isSessionError(error)) sessionEnded(error, request);
        callSafely(options.onApiError, error);
      },
      onAttempt: options.onAttempt,
      check: options.validateResponses ? responseCheck(options.validateResponses) : undefined,
    }),
  );
  // createAuth checks that it records the session this client reads its tokens from.
  Object.defineProperty(client, CLIENT_SESSION, { value: options.session ?? null });
  return client;
}

const CLIENT_SESSION = Symbol.for('@tzsb/sdk.clientSession');

/**
 * The session a client made by `createTzsbClient` takes its tokens from: `null` when it was made
 * without one, `undefined` for a client made otherwise.
 */
export function sessionOfClient(client: TzsbClient): ClientSession | null | undefined {
  return Reflect.get(client, CLIENT_SESSION) as ClientSession | null | undefined;
}

/** What every call (`client.*` and `auth.*`) takes per call besides its parameters and body. */
export interface CallOptions extends ResilienceOptions {
  /** Extra request headers, e.g. `{ Prefer: 'example=wrongPassword' }` to pick a mock example. */
  headers?: Record<string, string>;
  /** Cancels the call (it then rejects with an `ApiError` of kind `transport`, `transport: 'aborted'`). */
  signal?: AbortSignal;
  /** A fetch for this call only (e.g. `progressFetch`). */
  fetch?: typeof globalThis.fetch;
}

/**
 * Resolves to the envelope's `data`, typed from the contract:
 * `const page = await unwrap(client.POST('/a/stone/eqm/list', { body: { pageNo: 1 } }))`.
 */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<DataOf<T>> {
  const { data, error, response } = await call;
  if (error !== undefined && data === undefined) {
    throw new ApiError('http', httpMessage(response.status), { status: response.status, body: error });
  }
  if (!response.ok) throw new ApiError('http', httpMessage(response.status), { status: response.status });
  return (data as { data?: unknown } | undefined)?.data as DataOf<T>;
}

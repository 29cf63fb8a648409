import createClient, { createQuerySerializer, type Client, type ClientPathsWithMethod, type FetchResponse, type MaybeOptionalInit, type Middleware } from 'openapi-fetch';
import type { paths } from './generated/schema';
import { ajaxExceptions, getsNotRead, jsonBodies, multipartBodies, READ_NAME, readsNamedOtherwise, writesNamedAsReads } from './generated/media';
import { ApiError, transportError, type TransportFailure } from './errors';
import { readEnvelope, type DataOf } from './envelope';
import type { Session } from './session';
import { MESSAGES } from './constants';
import type { ResponseViolation } from './response-check';

export type { ResponseViolation } from './response-check';

/** Retrying a call that failed for a passing reason (see `retryable` on `ApiError`). */
export interface RetryOptions {
  /** Retries after the first attempt (default 2); 0 turns retrying off. */
  retries?: number;
  /** Wait before the first retry in ms (default 300), doubled for each further one, with jitter. */
  delay?: number;
  /** Longest wait between attempts in ms (default 5000). A longer `Retry-After` is not waited for. */
  maxDelay?: number;
  /**
   * Retry writes too (calls that are not reads by contract). Default false: a write whose answer was
   * lost may have been done; only the caller knows whether doing it twice is harmless.
   */
  writes?: boolean;
}

/** What `onAttempt` sees after every attempt of a call. */
export interface AttemptInfo {
  /** `METHOD /path` of the contract operation. */
  operation: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** HTTP status of the answer, when there was one. */
  status?: number;
  /** Why this attempt failed; absent when it succeeded. */
  error?: ApiError;
  /** The wait in ms before the next attempt; absent when no attempt follows. */
  retryIn?: number;
}

/** Time limit and retrying: per client (`createTzsbClient`) and per call (overriding the client's). */
export interface ResilienceOptions {
  /**
   * Longest wait in ms for one attempt's answer, body included (default 30 000); `0` or `false`: no
   * limit. Combined with the call's `signal`: whichever comes first ends the attempt.
   */
  timeout?: number | false;
  /** Retrying of reads (by contract) that fail for a passing reason; `false` turns it off. */
  retry?: RetryOptions | false;
  /** Sees every attempt (logging, metrics). It must not throw. */
  onAttempt?: (attempt: AttemptInfo) => void;
}

export interface TzsbClientOptions extends ResilienceOptions {
  /** Base address of the API, given at run time (e.g. from the app's config.json). */
  baseUrl: string;
  /** Session whose tokens go with every request as `__sid` / `__extend`. Omit for anonymous use. */
  session?: Pick<Session, 'tokens'>;
  /** A fetch of your own (tests, Node without global fetch, proxies). */
  fetch?: typeof globalThis.fetch;
  /** Called with every failed call before it rejects (once per call, after its retries); for error logs. It must not throw. */
  onApiError?: (error: ApiError) => void;
  /**
   * Development aid: check every JSON answer against the contract and warn (`console.warn`, or the
   * function given) with the operation and the JSON path of each difference. Loads the contract's
   * schemas on the first answer; leave it off in production.
   */
  validateResponses?: boolean | ((violation: ResponseViolation) => void);
}

type Method = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{} extends Pick<T, K>` is how an optional key is told apart (as openapi-fetch does)
type RequiredKeys<T> = { [K in keyof T]: {} extends Pick<T, K> ? never : K }[keyof T];
/** openapi-fetch's init, plus the per-call options of this client (typed). */
type InitArg<Init> = RequiredKeys<Init> extends undefined | never
  ? [(Init & ResilienceOptions & { [key: string]: unknown })?]
  : [Init & ResilienceOptions & { [key: string]: unknown }];
type TzsbMethod<M extends Method> = <Path extends ClientPathsWithMethod<Client<paths>, M>, Init extends MaybeOptionalInit<paths[Path], M>>(
  url: Path,
  ...init: InitArg<Init>
) => Promise<FetchResponse<Extract<paths[Path][M], Record<string | number, any>>, Init, `${string}/${string}`>>; // eslint-disable-line @typescript-eslint/no-explicit-any -- openapi-fetch's own constraint on an operation object

/**
 * The platform client: openapi-fetch's, typed by the contract, whose calls also take `timeout`,
 * `retry` and `onAttempt` (see `ResilienceOptions`).
 */
export type TzsbClient = Omit<Client<paths>, 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE'> & {
  GET: TzsbMethod<'get'>;
  PUT: TzsbMethod<'put'>;
  POST: TzsbMethod<'post'>;
  DELETE: TzsbMethod<'delete'>;
  OPTIONS: TzsbMethod<'options'>;
  HEAD: TzsbMethod<'head'>;
  PATCH: TzsbMethod<'patch'>;
  TRACE: TzsbMethod<'trace'>;
};

/** The request media type the contract declares for an operation with a body. */
const bodyType = (method: string, schemaPath: string) => {
  const key = `${method.toUpperCase()} ${schemaPath}`;
  return jsonBodies.has(key) ? 'application/json' : multipartBodies.has(key) ? 'multipart/form-data' : 'application/x-www-form-urlencoded';
};

const FORM_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

const isBlob = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;

/** Flattens a body into [key, value] pairs: nested objects become dotted keys, arrays repeat keys. */
export function flattenBody(body: unknown, prefix = '', out: [string, string | Blob][] = []): [string, string | Blob][] {
  if (body === null || body === undefined) return out;
  if (isBlob(body)) {
    out.push([prefix, body]);
  } else if (Array.isArray(body)) {
    for (const v of body) flattenBody(v, prefix, out);
  } else if (typeof body === 'object' && !(body instanceof Date)) {
    for (const [k, v] of Object.entries(body as Record<string, unknown>)) flattenBody(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.push([prefix, body instanceof Date ? body.toISOString() : String(body)]);
  }
  return out;
}

/** Form-encodes a body; keys that already hold dots (`user.name`) stay as they are. */
export function toFormUrlEncoded(body: unknown): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of flattenBody(body)) if (!isBlob(v)) params.append(k, v);
  return params;
}

export function toFormData(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const fd = new FormData();
  for (const [k, v] of flattenBody(body)) {
    if (isBlob(v)) fd.append(k, v, (v as File).name ?? k);
    else fd.append(k, v);
  }
  return fd;
}

/**
 * A body as the operation's media type wants it: form-encoded (flat dotted keys), multipart or JSON.
 * A body holding a file (Blob) travels as multipart whatever the operation declares; a FormData or
 * URLSearchParams body travels as it is.
 */
function serializeBody(type: string, body: unknown): string | FormData | URLSearchParams {
  if (body instanceof FormData || body instanceof URLSearchParams) return body;
  if (type === 'multipart/form-data' || flattenBody(body).some(([, v]) => isBlob(v))) return toFormData(body);
  if (type === 'application/json') return JSON.stringify(body);
  return toFormUrlEncoded(body);
}

/**
 * The same request at another URL. `new Request(url, request)` would hand the body on as a stream
 * (`request.body`): Chrome then needs `duplex` and will not send it over HTTP/1.1, and Firefox, which
 * has no `Request.body`, drops it. So the body is buffered and passed as bytes.
 */
async function withUrl(request: Request, url: URL): Promise<Request> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: body && body.byteLength > 0 ? body : null,
    signal: request.signal,
    credentials: request.credentials,
    mode: request.mode,
    cache: request.cache,
    redirect: request.redirect,
    referrer: request.referrer,
    referrerPolicy: request.referrerPolicy,
    integrity: request.integrity,
    keepalive: request.keepalive,
  });
}

/**
 * The query parameters every request gets: the session tokens (`__sid`, `__extend`) and, with `ajax`,
 * `__ajax=json` on the operations that declare it (JeeSite answers them with a page otherwise).
 * `has` tells which the request already carries.
 */
function platformQuery(method: string, schemaPath: string, session: Pick<Session, 'tokens'> | undefined, ajax: boolean, has: (name: string) => boolean): [string, string][] {
  const out: [string, string][] = [];
  if (ajax && schemaPath.startsWith('/a/') !== ajaxExceptions.has(`${method.toUpperCase()} ${schemaPath}`) && !has('__ajax')) out.push(['__ajax', 'json']);
  const { token, extendToken } = session?.tokens() ?? {};
  if (token) out.push(['__sid', token]);
  if (extendToken) out.push(['__extend', extendToken]);
  return out;
}

function createQueryMiddleware(session: Pick<Session, 'tokens'> | undefined, ajax: boolean): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const url = new URL(request.url);
      for (const [k, v] of platformQuery(request.method, schemaPath, session, ajax, (k) => url.searchParams.has(k))) url.searchParams.set(k, v);
      return url.href === request.url ? undefined : withUrl(request, url);
    },
  };
}

/**
 * Appends the session tokens to every request (for an openapi-fetch client of your own;
 * `createTzsbClient` writes them into the address as it builds the request).
 */
export const createSessionMiddleware = (session: Pick<Session, 'tokens'>): Middleware => createQueryMiddleware(session, false);

/**
 * Serializes the body as the contract says: form-encoded (flat dotted keys), multipart or JSON (for
 * an openapi-fetch client of your own; `createTzsbClient` serializes it so as it builds the request).
 */
export function createBodyMiddleware(): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      const type = bodyType(request.method, schemaPath);
      // Not `request.body`: Firefox has no such property. openapi-fetch sets JSON's content type only
      // when there is a body.
      if (type === 'application/json') return undefined;
      const contentType = request.headers.get('content-type') ?? '';
      if (!contentType.startsWith('application/json')) return undefined; // already FormData / form
      const text = await request.clone().text();
      if (!text) return undefined;
      const body = serializeBody(type, JSON.parse(text));
      const headers = new Headers(request.headers);
      headers.delete('content-type');
      if (!(body instanceof FormData)) headers.set('content-type', FORM_TYPE);
      return new Request(request, { body, headers });
    },
  };
}

function httpMessage(status: number): string {
  if (status === 404) return `请求的接口不存在（${status}）`;
  if (status === 403) return `没有权限执行此操作（${status}）`;
  if (status === 400 || status === 422) return `请求参数有误，请检查后重试（${status}）`;
  if (status === 429) return `请求太频繁，请稍后再试（${status}）`;
  if (status >= 500) return MESSAGES.serverError;
  return `请求失败（${status}），请稍后再试`;
}

const hasOwnMessage = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && ['errorMsg', 'errmsg', 'message'].some((k) => typeof (body as Record<string, unknown>)[k] === 'string');

/**
 * Reads the envelope of every JSON answer and turns failures into `ApiError`s; never shows UI or
 * navigates: the app reacts to the error's `kind`.
 */
export function createEnvelopeMiddleware(
  onApiError?: (error: ApiError) => void,
  check?: (operation: string, status: number, body: unknown) => void | Promise<void>,
): Middleware {
  const report = (error: ApiError) => {
    try { onApiError?.(error); } catch { /* a logger must not break the call */ }
    return error;
  };
  return {
    async onResponse({ request, response, schemaPath, options }) {
      const operation = `${request.method.toUpperCase()} ${schemaPath}`;
      const isJson = (response.headers.get('content-type') ?? '').includes('json');
      let body: unknown;
      if (isJson) {
        try {
          body = await response.clone().json();
        } catch (e) {
          // A body cut off by the time limit or the caller's signal is no answer at all.
          if (request.signal?.aborted) throw e;
          // A JSON answer cut short (a proxy or the server failing mid-answer) is a server failure
          // (spec 8), whatever its status said.
          if (response.ok) throw report(new ApiError('http', MESSAGES.serverError, { status: response.status, operation }));
          body = undefined;
        }
        if (check && body !== undefined) await check(operation, response.status, body);
      }
      // A failed answer's own message wins over a generic one.
      const outcome = body === undefined ? undefined : readEnvelope(body);
      const serverMessage = outcome && !outcome.ok && hasOwnMessage(body) ? outcome.message : undefined;
      if (response.status === 401) {
        throw report(new ApiError('session', serverMessage ?? MESSAGES.sessionExpired, { status: 401, operation, body }));
      }
      if (!response.ok) {
        const retryAfter = retryAfterMs(response.headers.get('retry-after'));
        throw report(new ApiError('http', serverMessage ?? httpMessage(response.status), { status: response.status, operation, body, retryAfter }));
      }
      if (!isJson) {
        // Files (images, Excel, PDF) pass untouched. A call that expects JSON and gets something else
        // (a login page, a proxy's error page) would otherwise fail later with a parser's SyntaxError.
        if (options.parseAs === 'json' && response.status !== 204 && response.headers.get('content-length') !== '0') {
          throw report(new ApiError('http', MESSAGES.serverError, { status: response.status, operation }));
        }
        return undefined;
      }
      const result = outcome ?? readEnvelope(body);
      if (!result.ok) throw report(new ApiError(result.kind, result.message, { status: response.status, operation, body }));
      return undefined;
    },
    onError({ request, error, schemaPath }) {
      if (error instanceof ApiError) return error;
      return report(transportError(`${request.method.toUpperCase()} ${schemaPath}`, error));
    },
  };
}

/** `Retry-After` (seconds or an HTTP date) in milliseconds, or undefined. */
function retryAfterMs(value: string | null): number | undefined {
  if (!value) return undefined;
  const ms = /^\s*\d+\s*$/.test(value) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  return Number.isNaN(ms) ? undefined : Math.max(0, ms);
}

/** Statuses worth another attempt: rate limited, or a gateway or server that is briefly unavailable. */
const TRANSIENT_STATUS = [429, 502, 503, 504];
const DEFAULT_TIMEOUT = 30_000;
const DEFAULT_RETRY: Required<RetryOptions> = { retries: 2, delay: 300, maxDelay: 5000, writes: false };

/** A read by contract: GETs unless marked `x-idempotent: false`, others when marked `x-idempotent: true`. */
export const isRead = (operation: string) =>
  /^(GET|HEAD) /.test(operation)
    ? !getsNotRead.has(operation)
    : READ_NAME.test(operation) ? !writesNamedAsReads.has(operation) : readsNamedOtherwise.has(operation);

/**
 * The wait before attempt `attempt + 1`: exponential from `delay`, capped at `maxDelay`, half of it
 * random ("equal jitter") so that clients failing together do not come back together; the server's
 * `Retry-After` instead when it gave one. Undefined when that is longer than `maxDelay`.
 */
export function retryDelay(policy: Required<RetryOptions>, attempt: number, retryAfter?: number, random = Math.random): number | undefined {
  if (retryAfter !== undefined) return retryAfter <= policy.maxDelay ? retryAfter : undefined;
  const ceiling = Math.min(policy.maxDelay, policy.delay * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

const callSafely = <T>(hook: ((value: T) => void) | undefined, value: T) => {
  try { hook?.(value); } catch { /* a hook must not break the call */ }
};

/** Why the caller's signal stopped a call: its `AbortSignal.timeout()` ran out, or it was aborted. */
const stoppedBy = (signal: AbortSignal): TransportFailure => ((signal.reason as Error | undefined)?.name === 'TimeoutError' ? 'timeout' : 'aborted');

/** Waits `ms`, or rejects with the signal's reason when it aborts first. */
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((done, fail) => {
    const stop = () => { clearTimeout(timer); fail(signal!.reason); };
    const timer = setTimeout(() => { signal?.removeEventListener('abort', stop); done(); }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });

/** Loads the response checker on first use (development only; it carries the contract's schemas). */
function responseCheck(report: true | ((violation: ResponseViolation) => void)) {
  let loading: Promise<typeof import('./response-check')> | undefined;
  return async (operation: string, status: number, body: unknown) => {
    const { checkResponse, warn } = await (loading ??= import('./response-check'));
    for (const violation of checkResponse(operation, status, body)) callSafely(report === true ? warn : report, violation);
  };
}

/**
 * Creates the platform client: openapi-fetch typed by the contract, with the body, query (session,
 * `__ajax`) and envelope middleware. Every call either resolves with the successful envelope or
 * rejects with an `ApiError`; each attempt has a time limit, and reads that fail for a passing reason
 * are tried again (`ResilienceOptions`).
 */
export function createTzsbClient(options: TzsbClientOptions): TzsbClient {
  const inner = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
  });
  inner.use(createEnvelopeMiddleware(undefined, options.validateResponses ? responseCheck(options.validateResponses) : undefined));
  const serializeQuery = createQuerySerializer();

  /**
   * The body in the operation's media type and the platform's query parameters, given to
   * openapi-fetch as it builds the request: the request then goes out as built, in the call's own
   * task. (Rewriting it in middleware reads its body back, which waits for the browser's next task,
   * behind whatever the page renders meanwhile.)
   */
  const prepare = (method: string, url: string, init: Record<string, unknown>): Record<string, unknown> | Promise<Record<string, unknown>> => {
    // A serializer the caller passed for this call still serializes its own query and body.
    const callerQuery = init.querySerializer;
    const serialize = typeof callerQuery === 'function' ? (callerQuery as (q: Record<string, unknown>) => string)
      : callerQuery ? createQuerySerializer(callerQuery as Parameters<typeof createQuerySerializer>[0]) : serializeQuery;
    const out: Record<string, unknown> = {
      ...init,
      querySerializer: (query: Record<string, unknown>) => {
        const own = platformQuery(method, url, options.session, true, (k) => query[k] !== undefined);
        const given = serialize(Object.fromEntries(Object.entries(query).filter(([k]) => !own.some(([o]) => o === k)))).replace(/^\?/, '');
        return [given, ...own.map(([k, v]) => `${k}=${encodeURIComponent(v)}`)].filter(Boolean).join('&');
      },
    };
    if (init.body === undefined || init.bodySerializer) return out;
    const body = serializeBody(bodyType(method, url), init.body);
    out.bodySerializer = (b: unknown) => b;
    const withType = (type: string) => {
      // openapi-fetch labels every body but FormData as JSON; the caller's headers stay.
      const headers = new Headers(init.headers as HeadersInit | undefined);
      headers.set('Content-Type', type);
      out.headers = Object.fromEntries(headers);
    };
    if (body instanceof FormData) {
      // A multipart body (an upload, off the lists' path) goes as its bytes with their boundary, as
      // before: a FormData holding a file would go as a blob-backed body, whose parts a browser's
      // devtools and test tools (Playwright's postData) do not show.
      const encoded = new Response(body);
      return encoded.arrayBuffer().then((bytes) => {
        out.body = bytes;
        withType(encoded.headers.get('content-type')!);
        return out;
      });
    }
    out.body = body;
    if (typeof body !== 'string') withType(FORM_TYPE);
    return out;
  };

  const call = async (method: string, url: string, init: Record<string, unknown> = {}) => {
    const { timeout = options.timeout ?? DEFAULT_TIMEOUT, retry, onAttempt = options.onAttempt, signal, ...rest } = init as ResilienceOptions & { signal?: AbortSignal | null };
    const off = retry === false || (retry === undefined && options.retry === false);
    const policy = off ? undefined : { ...DEFAULT_RETRY, ...(options.retry || {}), ...(retry || {}) };
    const operation = `${method.toUpperCase()} ${url}`;
    for (let attempt = 1; ; attempt++) {
      const controller = new AbortController();
      let timedOut = false;
      const timer = timeout ? setTimeout(() => { timedOut = true; controller.abort(new DOMException(`${operation}: no answer within ${timeout} ms`, 'TimeoutError')); }, timeout) : undefined;
      const forward = () => controller.abort(signal!.reason);
      if (signal?.aborted) forward();
      else signal?.addEventListener('abort', forward, { once: true });
      let error: ApiError;
      try {
        const result = await (inner.request as (m: string, u: string, i: object) => Promise<{ response: Response }>)(method, url, { ...(await prepare(method, url, rest)), signal: controller.signal });
        callSafely(onAttempt, { operation, attempt, status: result.response.status });
        return result;
      } catch (e) {
        const failure = timedOut ? 'timeout' : signal?.aborted ? stoppedBy(signal) : undefined;
        if (failure) error = transportError(operation, e instanceof ApiError ? e.cause : e, failure);
        else if (e instanceof ApiError) error = e;
        else throw e; // a fault of a hook of the caller's own (client.use), not of the call
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', forward);
      }
      const transient = error.kind === 'transport' ? error.transport !== 'aborted' : error.kind === 'http' && TRANSIENT_STATUS.includes(error.status!);
      Object.assign(error, { retryable: transient && (isRead(operation) || !!policy?.writes), attempts: attempt });
      const retryIn = policy && error.retryable && attempt <= policy.retries ? retryDelay(policy, attempt, error.retryAfter) : undefined;
      callSafely(onAttempt, { operation, attempt, status: error.status, error, retryIn });
      if (retryIn !== undefined) {
        try {
          await sleep(retryIn, signal ?? undefined);
          continue;
        } catch (reason) {
          error = Object.assign(transportError(operation, reason, stoppedBy(signal!)), { attempts: attempt });
        }
      }
      callSafely(options.onApiError, error);
      throw error;
    }
  };

  const method = (m: string) => (url: string, init?: Record<string, unknown>) => call(m, url, init);
  const client = {
    request: (m: string, url: string, init?: Record<string, unknown>) => call(m.toUpperCase(), url, init),
    GET: method('GET'),
    PUT: method('PUT'),
    POST: method('POST'),
    DELETE: method('DELETE'),
    OPTIONS: method('OPTIONS'),
    HEAD: method('HEAD'),
    PATCH: method('PATCH'),
    TRACE: method('TRACE'),
    use: inner.use,
    eject: inner.eject,
  } as unknown as TzsbClient;
  // createAuth checks that it records the session this client reads its tokens from.
  Object.defineProperty(client, CLIENT_SESSION, { value: options.session ?? null });
  return client;
}

const CLIENT_SESSION = Symbol.for('@tzsb/sdk.clientSession');

/**
 * The session a client made by `createTzsbClient` takes its tokens from: `null` when it was made
 * without one, `undefined` for a client made otherwise.
 */
export function sessionOfClient(client: TzsbClient): Pick<Session, 'tokens'> | null | undefined {
  return (client as unknown as Record<symbol, Pick<Session, 'tokens'> | null | undefined>)[CLIENT_SESSION];
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

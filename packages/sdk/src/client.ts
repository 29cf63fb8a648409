import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './generated/schema';
import { jsonBodies, multipartBodies } from './generated/media';
import { ApiError, transportError } from './errors';
import { readEnvelope, type DataOf } from './envelope';
import type { Session } from './session';
import { MESSAGES } from './constants';

export type TzsbClient = Client<paths>;

export interface TzsbClientOptions {
  /** Base address of the API, given at run time (e.g. from the app's config.json). */
  baseUrl: string;
  /** Session whose tokens go with every request as `__sid` / `__extend`. Omit for anonymous use. */
  session?: Pick<Session, 'tokens'>;
  /** A fetch of your own (tests, Node without global fetch, proxies). */
  fetch?: typeof globalThis.fetch;
  /** Called with every failed call before it rejects; for error logs. It must not throw. */
  onApiError?: (error: ApiError) => void;
}

/** The request media type the contract declares for an operation with a body. */
const bodyType = (request: Request, schemaPath: string) => {
  const key = `${request.method.toUpperCase()} ${schemaPath}`;
  return jsonBodies.has(key) ? 'application/json' : multipartBodies.has(key) ? 'multipart/form-data' : 'application/x-www-form-urlencoded';
};

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
 * Keeps files intact until the body middleware knows the operation's media type: a body holding a
 * Blob becomes FormData at once, anything else travels as JSON between the two steps.
 */
function bodySerializer(body: unknown): string | FormData | URLSearchParams {
  if (body instanceof FormData || body instanceof URLSearchParams) return body;
  if (flattenBody(body).some(([, v]) => isBlob(v))) return toFormData(body);
  return JSON.stringify(body);
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

/** Appends the session tokens to every request. */
export function createSessionMiddleware(session: Pick<Session, 'tokens'>): Middleware {
  return {
    onRequest({ request }) {
      const { token, extendToken } = session.tokens();
      if (!token && !extendToken) return undefined;
      const url = new URL(request.url);
      if (token) url.searchParams.set('__sid', token);
      if (extendToken) url.searchParams.set('__extend', extendToken);
      return withUrl(request, url);
    },
  };
}

/** Serializes the body as the contract says: form-encoded (flat dotted keys), multipart or JSON. */
export function createBodyMiddleware(): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      const type = bodyType(request, schemaPath);
      // Not `request.body`: Firefox has no such property. openapi-fetch sets JSON's content type only
      // when there is a body.
      if (!type || type === 'application/json') return undefined;
      const contentType = request.headers.get('content-type') ?? '';
      if (!contentType.startsWith('application/json')) return undefined; // already FormData / form
      const text = await request.clone().text();
      if (!text) return undefined;
      const parsed: unknown = JSON.parse(text);
      const headers = new Headers(request.headers);
      headers.delete('content-type');
      if (type === 'application/x-www-form-urlencoded') {
        headers.set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8');
        return new Request(request, { body: toFormUrlEncoded(parsed).toString(), headers });
      }
      if (type === 'multipart/form-data') return new Request(request, { body: toFormData(parsed), headers });
      return undefined;
    },
  };
}

function httpMessage(status: number): string {
  if (status === 404) return `请求的接口不存在（${status}）`;
  if (status === 403) return `没有权限执行此操作（${status}）`;
  if (status === 400 || status === 422) return `请求参数有误，请检查后重试（${status}）`;
  if (status >= 500) return MESSAGES.serverError;
  return `请求失败（${status}），请稍后再试`;
}

const hasOwnMessage = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && ['errorMsg', 'errmsg', 'message'].some((k) => typeof (body as Record<string, unknown>)[k] === 'string');

/**
 * Reads the envelope of every JSON answer and turns failures into `ApiError`s; never shows UI or
 * navigates: the app reacts to the error's `kind`.
 */
export function createEnvelopeMiddleware(onApiError?: (error: ApiError) => void): Middleware {
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
        try { body = await response.clone().json(); } catch { body = undefined; }
      }
      // A failed answer's own message wins over a generic one.
      const outcome = body === undefined ? undefined : readEnvelope(body);
      const serverMessage = outcome && !outcome.ok && hasOwnMessage(body) ? outcome.message : undefined;
      if (response.status === 401) {
        throw report(new ApiError('session', serverMessage ?? MESSAGES.sessionExpired, { status: 401, operation, body }));
      }
      if (!response.ok) {
        throw report(new ApiError('http', serverMessage ?? httpMessage(response.status), { status: response.status, operation, body }));
      }
      if (!isJson) {
        // Files (images, Excel, PDF) pass untouched. A call that expects JSON and gets something else
        // (a login page, a proxy's error page) would otherwise fail later with a parser's SyntaxError.
        if (options.parseAs === 'json' && response.status !== 204 && response.headers.get('content-length') !== '0') {
          throw report(new ApiError('http', MESSAGES.unreadableAnswer, { status: response.status, operation }));
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

/**
 * Creates the platform client: openapi-fetch typed by the contract, with the body, session and
 * envelope middleware. Every call either resolves with the successful envelope or rejects with an
 * `ApiError`.
 */
export function createTzsbClient(options: TzsbClientOptions): TzsbClient {
  const client: TzsbClient = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    bodySerializer,
  });
  client.use(createBodyMiddleware());
  if (options.session) client.use(createSessionMiddleware(options.session));
  client.use(createEnvelopeMiddleware(options.onApiError));
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
export interface CallOptions {
  /** Extra request headers, e.g. `{ Prefer: 'example=wrongPassword' }` to pick a mock example. */
  headers?: Record<string, string>;
  /** Cancels the call (it then rejects with an `ApiError` of kind `transport`). */
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

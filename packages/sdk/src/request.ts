// The request as it travels through the client's middleware and transport. Each step that changes it
// (the platform query, the body, every attempt's signal) builds a new Request from known parts:
// reading a body back waits for the browser's next task, and handing it on as a stream needs
// `duplex` in Chrome and loses it in Firefox, which has no `Request.body`.

/** The caller's body, not yet encoded (set by `PlatformRequest`, consumed by the body middleware). */
export const PENDING_BODY = Symbol('tzsb.pendingBody');
/** The encoded body the request carries, kept so that the request can be built again without reading it. */
export const SENT_BODY = Symbol('tzsb.sentBody');
/** `METHOD /schema/path` of the contract operation, stamped by the platform middleware. */
export const OPERATION = Symbol('tzsb.operation');

/**
 * The client's transport, for a fetch given to one call (which openapi-fetch calls instead of the
 * client's): `progressFetch` sends through it, so that the call keeps its time limits and retries.
 */
export const TRANSPORT = Symbol('tzsb.transport');

export type PlatformRequestProps = {
  [PENDING_BODY]?: unknown;
  [SENT_BODY]?: BodyInit | null;
  [OPERATION]?: string;
  [TRANSPORT]?: (request: Request, send: (request: Request) => Promise<Response>) => Promise<Response>;
};

type Props = Request & PlatformRequestProps;

/**
 * The client's Request (openapi-fetch's `Request` option): it keeps the body as the caller gave it,
 * unencoded, for the body middleware, which knows the operation's media type and encodes it once.
 */
export class PlatformRequest extends Request {
  // openapi-fetch checks what a middleware returns against the client's Request class: any Request is one.
  static override [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof Request;
  }

  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(input, init && { ...init, body: undefined });
    (this as Props)[PENDING_BODY] = init?.body;
  }
}

/** Whether the body of `request` is known without reading it (pending, sent, or none). */
const knownBody = (request: Props): boolean =>
  PENDING_BODY in request ||
  SENT_BODY in request ||
  request.method === 'GET' ||
  request.method === 'HEAD' ||
  request.body === null;

export interface Rebuild {
  url?: string;
  headers?: Headers;
  /** A new (encoded) body: it replaces a pending one. */
  body?: BodyInit | null;
  signal?: AbortSignal;
}

/** `request` again with some parts changed; the call's own options (own properties) go along. */
export function rebuild(request: Request, change: Rebuild): Request | Promise<Request> {
  const from = request as Props;
  if (change.body === undefined && !knownBody(from)) {
    // A request built elsewhere (a middleware of the caller's): its body is read once, then known.
    return request
      .arrayBuffer()
      .then((bytes) => rebuild(request, { ...change, body: bytes.byteLength > 0 ? bytes : null }));
  }
  const pending = change.body === undefined && PENDING_BODY in from;
  const body = change.body !== undefined ? change.body : pending ? null : (from[SENT_BODY] ?? null);
  const next = new Request(change.url ?? request.url, {
    method: request.method,
    headers: change.headers ?? request.headers,
    body,
    signal: change.signal ?? request.signal,
    credentials: request.credentials,
    mode: request.mode,
    cache: request.cache,
    redirect: request.redirect,
    referrer: request.referrer,
    referrerPolicy: request.referrerPolicy,
    integrity: request.integrity,
    keepalive: request.keepalive,
  }) as Props;
  // openapi-fetch puts the call's options that are not RequestInit (timeout, retry...) on the request.
  Object.assign(next, request);
  if (pending) next[PENDING_BODY] = from[PENDING_BODY];
  else {
    delete next[PENDING_BODY];
    next[SENT_BODY] = body;
  }
  return next;
}

/** The operation of a request: as stamped by the platform middleware, else its method and path. */
export const operationOf = (request: Request): string =>
  (request as Props)[OPERATION] ?? `${request.method.toUpperCase()} ${new URL(request.url).pathname}`;

export const callSafely = <T>(hook: ((value: T) => void) | undefined, value: T) => {
  try {
    hook?.(value);
  } catch {
    /* a hook must not break the call */
  }
};

/** What the transport learnt about the answer it hands on (on the Response, for the envelope middleware). */
export const ANSWER = Symbol('tzsb.answer');
export interface AnswerInfo {
  attempt: number;
  duration: number;
  /** A transient status of a call that may be repeated. */
  retryable: boolean;
  /** The answer's bytes, read within the time limit. */
  bytes: ArrayBuffer | null;
}

/** What the transport recorded on an answer, when it came through the transport unchanged. */
export const answerInfo = (response: Response): AnswerInfo | undefined =>
  (response as Response & { [ANSWER]?: AnswerInfo })[ANSWER];

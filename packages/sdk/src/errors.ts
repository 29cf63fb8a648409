import { MESSAGES } from './constants';

/**
 * What went wrong with a call:
 * - `transport`: no answer (network down, server unreachable, CORS, timed out, aborted); `transport`
 *   on the error says which: `network`, `timeout` or `aborted`;
 * - `http`: an answer the client cannot use: a non-2xx status, or not what the contract promises
 *   (HTML where JSON was due, a login success without session ids);
 * - `business`: the envelope says the call failed (the server's message is in `message`);
 * - `session`: the session has ended (`result: "login"` or HTTP 401): send the user to login.
 */
export type ApiErrorKind = 'transport' | 'http' | 'business' | 'session';

/**
 * Why a call of kind `transport` got no answer: `network` (refused, unreachable, connection dropped,
 * CORS), `timeout` (no answer within the call's `timeout`, or the caller's `AbortSignal.timeout()`
 * fired) or `aborted` (the caller's signal).
 */
export type TransportFailure = 'network' | 'timeout' | 'aborted';

/** The message of each transport failure: what the user is shown. */
export const TRANSPORT_MESSAGES: Readonly<Record<TransportFailure, string>> = {
  network: MESSAGES.serverError,
  timeout: '服务器响应超时，请稍后再试',
  aborted: '请求已取消',
};

/**
 * The brand every `ApiError` carries. The ESM and CommonJS builds each hold their own copy of the
 * class (the dual-package hazard): `Symbol.for` is one symbol per process, so an error made by either
 * build is recognised by `isApiError` and `instanceof ApiError` of the other.
 */
const BRAND = Symbol.for('@tzsb/sdk.ApiError');

/** True for an error raised by any copy of this SDK (ESM or CommonJS build, any version). */
export function isApiError(e: unknown): e is ApiError {
  return typeof e === 'object' && e !== null && (e as Record<symbol, unknown>)[BRAND] === true;
}

/** A field a contract check refused (see `ApiError.fields`). */
export interface FieldError {
  /** Where the field is: `body`, `query`, `path` or `header`. */
  in: string;
  /** Its name as sent, dotted for a nested body field (`eqmBcwBasic.eqpCode`); empty for the body itself. */
  name: string;
  /** The contract's description of the field, its first phrase (`设备代码`); undefined when it has none. */
  description?: string;
  /** What is wrong with it, in Chinese (`格式不正确`). */
  problem: string;
  /** The validator's keyword (`pattern`, `required`, `type`...). */
  code: string;
  /** The validator's own message (English). */
  detail?: string;
}

export interface ApiErrorInit {
  status?: number;
  operation?: string;
  body?: unknown;
  cause?: unknown;
  transport?: TransportFailure;
  retryAfter?: number;
  fields?: FieldError[];
}

/** The one error type every SDK call fails with. `message` is Chinese and meant to be shown. */
export class ApiError extends Error {
  /** `instanceof ApiError` holds across the ESM and CommonJS builds too. */
  static [Symbol.hasInstance](value: unknown): boolean {
    return isApiError(value);
  }

  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status when there was an answer. */
  readonly status?: number;
  /** `METHOD /path` of the contract operation. */
  readonly operation?: string;
  /**
   * The parsed answer body, when there was one. A request that breaks the contract is answered by the
   * mock (Prism) with 422 and `body.validation`: `[{ location, severity, code, message }]`.
   */
  readonly body?: unknown;
  /** For kind `transport`: `network`, `timeout` or `aborted`. */
  readonly transport?: TransportFailure;
  /**
   * The fields a contract check refused (the mock answers a request that breaks the contract with 422
   * and `body.validation`), each with the contract's description; the message names them.
   */
  readonly fields?: readonly FieldError[];
  /** Milliseconds the server asked to wait (`Retry-After` of a 429 or 503), when it said. */
  readonly retryAfter?: number;
  /**
   * Trying the same call again later may succeed: the failure is transient (network, timeout,
   * 429, 502, 503, 504) and the call is safe to repeat (a read by contract, or the caller allowed
   * retrying writes). Set by the client; false for errors made elsewhere.
   */
  readonly retryable: boolean = false;
  /** How many times the client sent the call before giving up (1 without retries). */
  readonly attempts: number = 1;

  constructor(kind: ApiErrorKind, message: string, init: ApiErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    Object.defineProperty(this, BRAND, { value: true });
    this.kind = kind;
    this.status = init.status;
    this.operation = init.operation;
    this.body = init.body;
    this.transport = init.transport;
    this.retryAfter = init.retryAfter;
    if (init.fields) this.fields = init.fields;
  }
}

/** True when the error means the user must log in again (narrows to an `ApiError` of kind `session`). */
export const isSessionError = (e: unknown): e is ApiError & { readonly kind: 'session' } =>
  isApiError(e) && e.kind === 'session';

export const transportError = (
  operation: string | undefined,
  cause: unknown,
  transport: TransportFailure = 'network',
) => new ApiError('transport', TRANSPORT_MESSAGES[transport], { operation, cause, transport });

import { MESSAGES } from './constants';

/**
 * What went wrong with a call:
 * - `transport`: no answer (network down, server unreachable, CORS, aborted);
 * - `http`: an answer the client cannot use: a non-2xx status, or not what the contract promises
 *   (HTML where JSON was due, a login success without session ids);
 * - `business`: the envelope says the call failed (the server's message is in `message`);
 * - `session`: the session has ended (`result: "login"` or HTTP 401): send the user to login.
 */
export type ApiErrorKind = 'transport' | 'http' | 'business' | 'session';

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

  constructor(kind: ApiErrorKind, message: string, init: { status?: number; operation?: string; body?: unknown; cause?: unknown } = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    Object.defineProperty(this, BRAND, { value: true });
    this.kind = kind;
    this.status = init.status;
    this.operation = init.operation;
    this.body = init.body;
  }
}

/** True when the error means the user must log in again. */
export const isSessionError = (e: unknown): boolean => isApiError(e) && e.kind === 'session';

export const transportError = (operation: string | undefined, cause: unknown) =>
  new ApiError('transport', MESSAGES.serverError, { operation, cause });

import { MESSAGES } from './constants';

/**
 * What went wrong with a call:
 * - `transport`: no answer (network down, server unreachable, CORS, aborted);
 * - `http`: an answer with a non-2xx status;
 * - `business`: the envelope says the call failed (the server's message is in `message`);
 * - `session`: the session has ended (`result: "login"` or HTTP 401): send the user to login.
 */
export type ApiErrorKind = 'transport' | 'http' | 'business' | 'session';

/** The one error type every SDK call fails with. `message` is Chinese and meant to be shown. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status when there was an answer. */
  readonly status?: number;
  /** `METHOD /path` of the contract operation. */
  readonly operation?: string;
  /** The parsed answer body, when there was one. */
  readonly body?: unknown;

  constructor(kind: ApiErrorKind, message: string, init: { status?: number; operation?: string; body?: unknown; cause?: unknown } = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = kind;
    this.status = init.status;
    this.operation = init.operation;
    this.body = init.body;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** True when the error means the user must log in again. */
export const isSessionError = (e: unknown): boolean => isApiError(e) && e.kind === 'session';

export const transportError = (operation: string | undefined, cause: unknown) =>
  new ApiError('transport', MESSAGES.serverError, { operation, cause });

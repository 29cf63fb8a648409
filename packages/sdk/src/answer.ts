// Reading an answer: the envelope of every JSON answer, HTTP failures, and the fields a 422 names.
import type { Middleware } from './call-types';
import { ApiError, transportError, type FieldError } from './errors';
import { readEnvelope } from './envelope';
import { MESSAGES } from './constants';
import { answerInfo, callSafely } from './request';
import type { AttemptInfo } from './transport';

export function httpMessage(status: number): string {
  if (status === 404) return `请求的接口不存在（${status}）`;
  if (status === 403) return `没有权限执行此操作（${status}）`;
  if (status === 400 || status === 422) return `请求参数有误，请检查后重试（${status}）`;
  if (status === 429) return `请求太频繁，请稍后再试（${status}）`;
  if (status >= 500) return MESSAGES.serverError;
  return `请求失败（${status}），请稍后再试`;
}

/** `Retry-After` (seconds or an HTTP date) in milliseconds, or undefined. */
export function retryAfterMs(value: string | null): number | undefined {
  if (!value) return undefined;
  const ms = /^\s*\d+\s*$/.test(value) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  return Number.isNaN(ms) ? undefined : Math.max(0, ms);
}

const isJson = (response: Response) => (response.headers.get('content-type') ?? '').includes('json');

/** The JSON of an answer already read (`bytes`), or undefined when it is not JSON or not whole. */
export function readJson(response: Response, bytes: ArrayBuffer | null): unknown {
  if (!bytes || !isJson(response)) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

const hasOwnMessage = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  ['errorMsg', 'errmsg', 'message'].some((k) => typeof (body as Record<string, unknown>)[k] === 'string');

/** The message a failed envelope carries itself, if any. */
function serverMessage(body: unknown): string | undefined {
  if (body === undefined) return undefined;
  const outcome = readEnvelope(body);
  return !outcome.ok && hasOwnMessage(body) ? outcome.message : undefined;
}

/** The error of an answer with a failed HTTP status (401: the session has ended). */
export function httpError(
  operation: string,
  response: Response,
  body: unknown,
  refused?: { fields: FieldError[]; message: string },
): ApiError {
  const own = serverMessage(body);
  if (response.status === 401)
    return new ApiError('session', own ?? MESSAGES.sessionExpired, { status: 401, operation, body });
  const message = refused?.message ?? own ?? httpMessage(response.status);
  return new ApiError('http', message, {
    status: response.status,
    operation,
    body,
    retryAfter: retryAfterMs(response.headers.get('retry-after')),
    fields: refused?.fields,
  });
}

/** The error an answer means, or undefined when it is a success. */
async function failureOf(
  operation: string,
  response: Response,
  body: unknown,
  parseAs: string,
): Promise<ApiError | undefined> {
  if (!response.ok) {
    // The contract's field descriptions are loaded on the first answer that lists refused fields.
    const validation = (body as { validation?: unknown } | null | undefined)?.validation;
    const refused =
      (response.status === 400 || response.status === 422) && Array.isArray(validation) && validation.length
        ? (await import('./fields')).refusedFields(operation, validation)
        : undefined;
    return httpError(operation, response, body, refused);
  }
  if (!isJson(response)) {
    // Files (images, Excel, PDF) pass untouched. A call that expects JSON and gets something else
    // (a login page, a proxy's error page) would otherwise fail later with a parser's SyntaxError.
    if (parseAs === 'json' && response.status !== 204 && response.headers.get('content-length') !== '0') {
      return new ApiError('http', MESSAGES.serverError, { status: response.status, operation });
    }
    return undefined;
  }
  const result = readEnvelope(body);
  return result.ok
    ? undefined
    : new ApiError(result.kind, result.message, { status: response.status, operation, body });
}

/** When the call's first middleware saw the request (for the duration of an answer the transport did not time). */
const STARTED = Symbol('tzsb.started');
const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

export interface EnvelopeOptions {
  /** Every failed call, once, before it rejects (after its retries). */
  onApiError?: (error: ApiError, request: Request) => void;
  /** The last attempt of a call that got an answer (the transport reports the others). */
  onAttempt?: (attempt: AttemptInfo) => void;
  /** Checks a JSON answer (`validateResponses`). */
  check?: (operation: string, status: number, body: unknown) => void | Promise<void>;
}

/**
 * Reads the envelope of every JSON answer and turns failures into `ApiError`s; never shows UI or
 * navigates: the app reacts to the error's `kind`.
 */
export function createEnvelopeMiddleware(options: EnvelopeOptions = {}): Middleware {
  const report = (error: ApiError, request: Request) => {
    callSafely((e: ApiError) => options.onApiError?.(e, request), error);
    return error;
  };
  return {
    onRequest({ request }) {
      (request as Request & { [STARTED]?: number })[STARTED] = now();
      return undefined;
    },
    async onResponse({ request, response, schemaPath, options: fetchOptions }) {
      const operation = `${request.method.toUpperCase()} ${schemaPath}`;
      const info = answerInfo(response);
      let body: unknown;
      if (isJson(response)) {
        if (info) body = readJson(response, info.bytes);
        else {
          try {
            body = await response.clone().json();
          } catch (e) {
            // A body cut off by the caller's signal is no answer at all.
            if (request.signal?.aborted) throw e;
            body = undefined;
          }
        }
        // A JSON answer cut short or empty (a proxy or the server failing mid-answer) is a server
        // failure (spec 8), whatever its status said.
        if (body === undefined && response.ok) {
          const error = new ApiError('http', MESSAGES.serverError, { status: response.status, operation });
          Object.assign(error, { attempts: info?.attempt ?? 1, retryable: false });
          throw report(error, request);
        }
        if (options.check && body !== undefined) await options.check(operation, response.status, body);
      }
      const error = await failureOf(operation, response, body, fetchOptions.parseAs);
      const attempt = info?.attempt ?? 1;
      if (error) Object.assign(error, { attempts: attempt, retryable: info?.retryable ?? false });
      const started = (request as Request & { [STARTED]?: number })[STARTED];
      const duration = info?.duration ?? (started === undefined ? 0 : Math.round(now() - started));
      const onAttempt = (request as Request & { onAttempt?: (a: AttemptInfo) => void }).onAttempt ?? options.onAttempt;
      callSafely(onAttempt, { operation, attempt, duration, status: response.status, ...(error ? { error } : {}) });
      if (error) throw report(error, request);
      return undefined;
    },
    onError({ request, error, schemaPath }) {
      if (error instanceof ApiError) return report(error, request);
      // A fetch of the caller's own for this call, without the transport.
      const signal = request.signal;
      const failure = signal?.aborted
        ? (signal.reason as Error | undefined)?.name === 'TimeoutError'
          ? 'timeout'
          : 'aborted'
        : 'network';
      return report(transportError(`${request.method.toUpperCase()} ${schemaPath}`, error, failure), request);
    },
  };
}

// The client's `fetch` (openapi-fetch's `fetch` option): every attempt of a call, each with its time
// limit, all within the call's deadline and the caller's signal, the reads that fail for a passing
// reason tried again. Middleware runs once per call, around all of its attempts.
import { getsNotRead, READ_NAME, readsNamedOtherwise, writesNamedAsReads } from './generated/media';
import { ApiError, transportError, type TransportFailure } from './errors';
import { httpError, readJson } from './answer';
import { ANSWER, callSafely, operationOf, rebuild, type AnswerInfo } from './request';

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
  /** How long the attempt took in ms, from sending to the last byte of the answer (or the failure). */
  duration: number;
  /** HTTP status of the answer, when there was one. */
  status?: number;
  /** Why this attempt failed; absent when it succeeded. */
  error?: ApiError;
  /** The wait in ms before the next attempt; absent when no attempt follows. */
  retryIn?: number;
}

/** Time limits and retrying: per client (`createTzsbClient`) and per call (overriding the client's). */
export interface ResilienceOptions {
  /**
   * Longest wait in ms for one attempt's answer, body included (default 30 000); `0` or `false`: no
   * limit. The call's `deadline` and `signal` end an attempt sooner.
   */
  timeout?: number | false;
  /**
   * Longest time in ms for the whole call, every attempt and wait between them included; `0` or
   * `false`: no limit. Default 35 000, or the `timeout` when that is longer, none when `timeout` is
   * off. No wait for a retry is started that would end past it.
   */
  deadline?: number | false;
  /** Retrying of reads (by contract) that fail for a passing reason; `false` turns it off. */
  retry?: RetryOptions | false;
  /** Sees every attempt (logging, metrics). It must not throw. */
  onAttempt?: (attempt: AttemptInfo) => void;
}

/** Statuses worth another attempt: rate limited, or a gateway or server that is briefly unavailable. */
export const TRANSIENT_STATUS = [429, 502, 503, 504];
export const DEFAULT_TIMEOUT = 30_000;
export const DEFAULT_DEADLINE = 35_000;
const DEFAULT_RETRY: Required<RetryOptions> = { retries: 2, delay: 300, maxDelay: 5000, writes: false };

/** A read by contract: GETs unless marked `x-idempotent: false`, others when marked `x-idempotent: true`. */
export const isRead = (operation: string) =>
  /^(GET|HEAD) /.test(operation)
    ? !getsNotRead.has(operation)
    : READ_NAME.test(operation)
      ? !writesNamedAsReads.has(operation)
      : readsNamedOtherwise.has(operation);

/**
 * The wait before attempt `attempt + 1`: exponential from `delay`, capped at `maxDelay`, half of it
 * random ("equal jitter") so that clients failing together do not come back together; the server's
 * `Retry-After` instead when it gave one. Undefined when that is longer than `maxDelay`.
 */
export function retryDelay(
  policy: Required<RetryOptions>,
  attempt: number,
  retryAfter?: number,
  random = Math.random,
): number | undefined {
  if (retryAfter !== undefined) return retryAfter <= policy.maxDelay ? retryAfter : undefined;
  const ceiling = Math.min(policy.maxDelay, policy.delay * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** Why the caller's signal stopped a call: its `AbortSignal.timeout()` ran out, or it was aborted. */
const stoppedBy = (signal: AbortSignal): TransportFailure =>
  (signal.reason as Error | undefined)?.name === 'TimeoutError' ? 'timeout' : 'aborted';

/** Waits `ms`, or rejects when `signal` aborts first (at once when it already has). */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((done, fail) => {
    if (signal.aborted) return fail(signal.reason);
    const stop = () => {
      clearTimeout(timer);
      fail(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      done();
    }, ms);
    signal.addEventListener('abort', stop, { once: true });
  });

/** Aborts `controller` when `signal` does (at once when it already has); returns the unsubscribe. */
function follow(controller: AbortController, signal: AbortSignal): () => void {
  const forward = () => controller.abort(signal.reason);
  if (signal.aborted) {
    forward();
    return () => undefined;
  }
  signal.addEventListener('abort', forward, { once: true });
  return () => signal.removeEventListener('abort', forward);
}

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** Statuses whose Response must have no body. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/** The answer read whole (within the attempt's limits), as a Response that carries its bytes. */
async function readWhole(response: Response): Promise<{ response: Response; bytes: ArrayBuffer | null }> {
  const bytes = response.body === null ? null : await response.arrayBuffer();
  const whole = new Response(NULL_BODY.has(response.status) ? null : bytes, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  Object.defineProperty(whole, 'url', { value: response.url });
  return { response: whole, bytes };
}

declare const __TZSB_SDK_VERSION__: string | undefined;
/** `@tzsb/sdk/<version> node/<version>` in Node; undefined in browsers (they send their own). */
export const USER_AGENT: string | undefined = (() => {
  const node =
    typeof document === 'undefined'
      ? (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node
      : undefined;
  const version = typeof __TZSB_SDK_VERSION__ === 'string' ? __TZSB_SDK_VERSION__ : '0.0.0-dev';
  return node ? `@tzsb/sdk/${version} node/${node}` : undefined;
})();

/** What sends one attempt: `fetch`, or a fetch of your own (tests, proxies); it is given a Request. */
export type Send = (request: Request) => Promise<Response>;

export interface TransportOptions extends ResilienceOptions {
  fetch?: Send;
}

type CallRequest = Request & ResilienceOptions;

/**
 * The transport: sends a call's request, as many times as its retry policy and deadline allow, and
 * answers with the last attempt's answer read whole, or throws a transport `ApiError`.
 * `send(request, inner)` does it over another fetch (e.g. `progressFetch`).
 */
export function createTransport(options: TransportOptions) {
  async function send(request: Request, inner: Send = options.fetch ?? globalThis.fetch): Promise<Response> {
    const call = request as CallRequest;
    const timeout = call.timeout ?? options.timeout ?? DEFAULT_TIMEOUT;
    // By default an attempt the caller gave a longer time limit still gets it, and no limit is no limit.
    const deadline = call.deadline ?? options.deadline ?? (timeout ? Math.max(DEFAULT_DEADLINE, timeout) : false);
    const off = call.retry === false || (call.retry === undefined && options.retry === false);
    const policy = off ? undefined : { ...DEFAULT_RETRY, ...(options.retry || {}), ...(call.retry || {}) };
    const onAttempt = call.onAttempt ?? options.onAttempt;
    const operation = operationOf(request);
    const repeatable = isRead(operation) || !!policy?.writes;
    const caller = request.signal;
    if (caller.aborted)
      throw Object.assign(transportError(operation, caller.reason, stoppedBy(caller)), { attempts: 1 });

    // One signal for the whole call: the caller's, or the deadline's.
    const whole = new AbortController();
    const unfollowCaller = follow(whole, caller);
    const deadlineTimer = deadline
      ? setTimeout(
          () =>
            whole.abort(
              new DOMException(
                `${operation}: no complete answer within the deadline of ${deadline} ms`,
                'TimeoutError',
              ),
            ),
          deadline,
        )
      : undefined;
    const started = now();
    let headers: Headers | undefined;
    if (USER_AGENT && !request.headers.has('user-agent')) {
      headers = new Headers(request.headers);
      headers.set('user-agent', USER_AGENT);
    }
    try {
      const base = await rebuild(request, { headers });
      for (let attempt = 1; ; attempt++) {
        const attemptStarted = now();
        const controller = new AbortController();
        let timedOut = false;
        const timer = timeout
          ? setTimeout(() => {
              timedOut = true;
              controller.abort(new DOMException(`${operation}: no answer within ${timeout} ms`, 'TimeoutError'));
            }, timeout)
          : undefined;
        const unfollow = follow(controller, whole.signal);
        let answer: { response: Response; bytes: ArrayBuffer | null } | undefined;
        let cause: unknown;
        try {
          answer = await readWhole(await inner(await rebuild(base, { signal: controller.signal })));
        } catch (e) {
          cause = e;
        } finally {
          clearTimeout(timer);
          unfollow();
        }
        const duration = Math.round(now() - attemptStarted);
        let error: ApiError;
        let transient: boolean;
        if (answer) {
          transient = TRANSIENT_STATUS.includes(answer.response.status);
          if (!transient) return stamp(answer, { attempt, duration, retryable: false });
          error = httpError(operation, answer.response, readJson(answer.response, answer.bytes));
        } else {
          const failure: TransportFailure = caller.aborted
            ? stoppedBy(caller)
            : timedOut || whole.signal.aborted
              ? 'timeout'
              : 'network';
          error = transportError(operation, cause, failure);
          transient = !caller.aborted;
        }
        // A caller's abort or timeout is its decision, not a passing fault: never retried.
        const retryable = transient && repeatable;
        Object.assign(error, { retryable, attempts: attempt });
        let retryIn =
          policy && retryable && attempt <= policy.retries && !whole.signal.aborted
            ? retryDelay(policy, attempt, error.retryAfter)
            : undefined;
        // No wait that would outlast the deadline.
        if (retryIn !== undefined && deadline && now() - started + retryIn >= deadline) retryIn = undefined;
        if (retryIn === undefined) {
          if (answer) return stamp(answer, { attempt, duration, retryable });
          callSafely(onAttempt, { operation, attempt, duration, error });
          throw error;
        }
        callSafely(onAttempt, { operation, attempt, duration, status: error.status, error, retryIn });
        try {
          await sleep(retryIn, whole.signal);
        } catch (reason) {
          if (caller.aborted)
            throw Object.assign(transportError(operation, reason, stoppedBy(caller)), { attempts: attempt });
          if (answer) return stamp(answer, { attempt, duration, retryable });
          throw error;
        }
      }
    } finally {
      clearTimeout(deadlineTimer);
      unfollowCaller();
    }
  }
  const fetch = (input: Request) => send(input);
  return { fetch, send };
}

function stamp(answer: { response: Response; bytes: ArrayBuffer | null }, info: Omit<AnswerInfo, 'bytes'>): Response {
  Object.defineProperty(answer.response, ANSWER, { value: { ...info, bytes: answer.bytes } satisfies AnswerInfo });
  return answer.response;
}

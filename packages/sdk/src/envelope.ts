import type { components } from './generated/schema';

/** The response envelope every JSON answer of the platform uses (see the contract's `Envelope`). */
export type Envelope = components['schemas']['Envelope'];

export type EnvelopeOutcome =
  { ok: true; data: unknown } | { ok: false; kind: 'business' | 'session'; message: string };

/** Shown when a failed envelope carries no message of its own. */
export const DEFAULT_FAILURE_MESSAGE = '操作失败，请稍后再试';
export const SESSION_ENDED_MESSAGE = '登录已过期，请重新登录';

/**
 * Reads a flag the way the platform means it. JeeSite sends `result` as the strings "true" and
 * "false": a plain truthiness test would take "false" for success.
 */
function flag(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().toLowerCase() === 'true';
  return Boolean(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * Decides success or failure of an answer body: `success`, `isSuccess` or `result` true gives
 * `data`; `result: "login"` means the session has ended; anything else is a business failure with
 * `errorMsg`, `errmsg` or `message`.
 */
export function readEnvelope(body: unknown): EnvelopeOutcome {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, kind: 'business', message: DEFAULT_FAILURE_MESSAGE };
  }
  const e = body as Record<string, unknown>;
  if (e.result === 'login') {
    return { ok: false, kind: 'session', message: text(e.message) ?? text(e.errorMsg) ?? SESSION_ENDED_MESSAGE };
  }
  if (flag(e.success) || flag(e.isSuccess) || flag(e.result)) return { ok: true, data: e.data };
  return {
    ok: false,
    kind: 'business',
    message: text(e.errorMsg) ?? text(e.errmsg) ?? text(e.message) ?? DEFAULT_FAILURE_MESSAGE,
  };
}

/** The `data` of a successful envelope, typed from the contract. */
export type DataOf<T> = T extends { data?: infer D } ? Exclude<D, undefined> : never;

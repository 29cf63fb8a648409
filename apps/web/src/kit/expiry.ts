import { serverNow } from '@/platform/server-clock';

/**
 * Certificates (and anything else with an end date) that must be renewed: expired, expiring within
 * a window (90 days by default), or valid, against the server's clock (platform/server-clock).
 */
export type ExpiryState = 'expired' | 'expiring' | 'valid';

const EXPIRY_WINDOW_DAYS = 90;

const DAY = 24 * 60 * 60 * 1000;
/** Midnight of a YYYY-MM-DD date (local), or NaN. */
const dayOf = (date: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime() : Number.NaN;
};
const today0 = (today: Date) => new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime();

/** Days from today to the date (0 = ends today, negative = past); null for no or a malformed date. */
export function daysUntil(date: string | null | undefined, today: Date = serverNow()): number | null {
  if (!date) return null;
  const d = dayOf(date);
  return Number.isNaN(d) ? null : Math.round((d - today0(today)) / DAY);
}

/** Expired once the end date has passed; expiring when it falls within the window (today included). */
export function expiryState(
  date: string | null | undefined,
  today: Date = serverNow(),
  windowDays = EXPIRY_WINDOW_DAYS,
): ExpiryState | null {
  const left = daysUntil(date, today);
  if (left === null) return null;
  if (left < 0) return 'expired';
  return left <= windowDays ? 'expiring' : 'valid';
}

/** The label of a flagged date: 已过期 N 天 / 剩 N 天到期. */
export function expiryLabel(
  date: string | null | undefined,
  today: Date = serverNow(),
  windowDays = EXPIRY_WINDOW_DAYS,
): string | null {
  const state = expiryState(date, today, windowDays);
  const left = daysUntil(date, today);
  if (state === 'expired') return `已过期 ${-left!} 天`;
  if (state === 'expiring') return left === 0 ? '今天到期' : `剩 ${left} 天到期`;
  return null;
}

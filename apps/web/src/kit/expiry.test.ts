import { describe, expect, it } from 'vitest';
import { daysUntil, expiryLabel, expiryState } from './expiry';

const today = new Date(2026, 10, 22, 15, 30); // 2026-11-22 afternoon, local time

describe('expiry', () => {
  it('counts whole days from today', () => {
    expect(daysUntil('2026-11-22', today)).toBe(0);
    expect(daysUntil('2026-12-29', today)).toBe(37);
    expect(daysUntil('2026-09-04', today)).toBe(-79);
    expect(daysUntil(null, today)).toBeNull();
    expect(daysUntil('bad', today)).toBeNull();
  });
  it('flags expired, within 90 days, valid', () => {
    expect(expiryState('2026-09-04', today)).toBe('expired');
    expect(expiryState('2026-11-21', today)).toBe('expired');
    expect(expiryState('2026-11-22', today)).toBe('expiring');
    expect(expiryState('2027-02-20', today)).toBe('expiring'); // day 90
    expect(expiryState('2027-02-21', today)).toBe('valid'); // day 91
    expect(expiryState(undefined, today)).toBeNull();
  });
  it('labels only flagged dates', () => {
    expect(expiryLabel('2026-12-29', today)).toBe('剩 37 天到期');
    expect(expiryLabel('2026-11-22', today)).toBe('今天到期');
    expect(expiryLabel('2026-09-04', today)).toBe('已过期 79 天');
    expect(expiryLabel('2029-09-15', today)).toBeNull();
  });
});

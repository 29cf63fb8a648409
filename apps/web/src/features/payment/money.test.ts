import { describe, expect, it } from 'vitest';
import { amount, yuan } from './money';

describe('yuan', () => {
  it('shows two decimals with thousands separators', () => {
    expect(yuan(532)).toBe('532.00 元');
    expect(yuan(1200)).toBe('1,200.00 元');
    expect(yuan(0.1 + 0.2)).toBe('0.30 元');
    expect(amount(114)).toBe('114.00');
  });
  it('shows a dash for a missing amount', () => {
    expect(yuan(null)).toBe('—');
    expect(amount(undefined)).toBe('—');
  });
});

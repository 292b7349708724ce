import { describe, expect, it } from 'vitest';

import { CARD_ADDITIONAL_HOLD_PERCENT } from '@/lib/constants';
import { preAuthorizationCents } from '@/server/payment-gateway/amounts';

describe('pre-authorisation amount', () => {
  it('adds the additional hold to the amount due', () => {
    expect(preAuthorizationCents(10_000)).toBe(10_000 + (10_000 * CARD_ADDITIONAL_HOLD_PERCENT) / 100);
    expect(preAuthorizationCents(10_000, 10)).toBe(11_000);
    expect(preAuthorizationCents(0, 10)).toBe(0);
  });

  it('rounds the hold half up to the cent, once', () => {
    expect(preAuthorizationCents(1005, 10)).toBe(1106); // 100.5 → 101
    expect(preAuthorizationCents(1004, 10)).toBe(1104); // 100.4 → 100
    expect(preAuthorizationCents(1999, 10.5)).toBe(1999 + 210); // 209.895 → 210
  });

  it('refuses fractions of a cent and negative amounts', () => {
    expect(() => preAuthorizationCents(10.5)).toThrow(RangeError);
    expect(() => preAuthorizationCents(-1)).toThrow(RangeError);
    expect(() => preAuthorizationCents(100, -5)).toThrow(RangeError);
  });
});

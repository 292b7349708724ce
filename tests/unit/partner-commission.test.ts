import { describe, expect, it } from 'vitest';

import { partnerReferralUrl, partnerSignUpPath } from '@/lib/partner-program/button';
import { commissionRateLabel, partnerCommission } from '@/lib/partner-program/commission';
import { formatMonth, recentMonths } from '@/lib/time';

describe('a partner’s commission', () => {
  it('is the subtotal at the rate, rounded half up to the cent', () => {
    expect(partnerCommission(39_000, 500)).toEqual({ bps: 500, cents: 1950 });
    expect(partnerCommission(1_010, 750)).toEqual({ bps: 750, cents: 76 });
    expect(partnerCommission(1_000, 0)).toEqual({ bps: 0, cents: 0 });
  });

  it('refuses a negative subtotal or a rate beyond 100 %', () => {
    expect(() => partnerCommission(-1, 500)).toThrow(RangeError);
    expect(() => partnerCommission(100, 10_001)).toThrow(RangeError);
  });

  it('names its rate as a percentage', () => {
    expect(commissionRateLabel(500)).toBe('5%');
    expect(commissionRateLabel(750)).toBe('7.5%');
  });
});

describe('the dashboard’s months', () => {
  it('are the last months up to the current one (UTC), newest first, across a new year', () => {
    expect(recentMonths(new Date('2027-02-15T03:00:00Z'), 4)).toEqual(['2027-02', '2027-01', '2026-12', '2026-11']);
    expect(formatMonth('2026-11')).toBe('Nov 2026');
  });
});

describe('the referral link', () => {
  it('counts the click at /r and opens sign-up with the code', () => {
    expect(partnerReferralUrl('https://buildmarket.example/', 'BAYCITY')).toBe(
      'https://buildmarket.example/r/BAYCITY?to=sign-up',
    );
    expect(partnerSignUpPath('BAYCITY')).toBe('/sign-up?ref=BAYCITY');
  });
});

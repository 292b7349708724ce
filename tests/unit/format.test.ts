import { describe, expect, it } from 'vitest';

import { disputeRecordText, initials, plural, possessive } from '@/lib/format';

describe('display words', () => {
  it('writes a name ending in s with the apostrophe alone, any other with apostrophe s', () => {
    expect(possessive('Lakeshore Bin Rentals')).toBe("Lakeshore Bin Rentals'");
    expect(possessive('NorthPeak Ready Mix')).toBe("NorthPeak Ready Mix's");
    expect(possessive('Casey Carter ')).toBe("Casey Carter's");
    expect(possessive('ACME AGGREGATES')).toBe("ACME AGGREGATES'");
  });

  it('counts in the singular for one and the plural otherwise', () => {
    expect(plural(1, 'supplier')).toBe('1 supplier');
    expect(plural(12_000, 'supplier')).toBe('12,000 suppliers');
    expect(plural(2, 'city', 'cities')).toBe('2 cities');
  });

  it('takes at most two initials, from words that start with a letter or digit', () => {
    expect(initials('Golden Gate Dumpsters')).toBe('GG');
    expect(initials('& - ')).toBe('?');
  });

  it("says a supplier's record of disputes: how many, how many accepted, how many still open", () => {
    expect(disputeRecordText({ total: 0, accepted: 0, open: 0 })).toBe('No disputes');
    expect(disputeRecordText({ total: 1, accepted: 0, open: 1 })).toBe('1 dispute: 0 accepted, 1 open');
    expect(disputeRecordText({ total: 1200, accepted: 1100, open: 3 })).toBe('1,200 disputes: 1,100 accepted, 3 open');
  });
});

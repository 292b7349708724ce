import { describe, expect, it } from 'vitest';

import { formatClock, formatDateTime, formatTime, timeZoneLabel } from '@/lib/time';

describe('one rule for time: the delivery site’s local time, with its zone', () => {
  it('writes the same instant in the site’s zone, whatever zone the reader or the server runs in', () => {
    // The charge: 11:00 UTC on Nov 29 is 6:00 a.m. in Toronto.
    expect(formatDateTime('2026-11-29T11:00:00.000Z', 'America/Toronto')).toBe('Nov 29, 2026, 6:00 a.m. EST');
    expect(formatDateTime('2026-11-29T11:00:00.000Z', 'America/Vancouver')).toBe('Nov 29, 2026, 4:00 a.m. MST');
    expect(formatTime('2026-11-29T11:00:00.000Z', 'America/Chicago')).toBe('5:00 a.m. CST');
    expect(formatClock('2026-11-29T11:00:00.000Z', 'America/Toronto')).toBe('6:00 a.m.');
  });

  it('crosses the spring-forward edge: the hour from 2:00 to 3:00 a.m. does not exist', () => {
    // March 8, 2026: Toronto goes from 1:59:59 EST straight to 3:00 EDT (07:00 UTC).
    expect(formatDateTime('2026-03-08T06:59:00.000Z', 'America/Toronto')).toBe('Mar 8, 2026, 1:59 a.m. EST');
    expect(formatDateTime('2026-03-08T07:00:00.000Z', 'America/Toronto')).toBe('Mar 8, 2026, 3:00 a.m. EDT');
  });

  it('tells the twice-lived hour of fall-back apart by its zone', () => {
    // November 1, 2026: 1:30 a.m. happens in EDT (05:30 UTC), then again in EST (06:30 UTC).
    expect(formatTime('2026-11-01T05:30:00.000Z', 'America/Toronto')).toBe('1:30 a.m. EDT');
    expect(formatTime('2026-11-01T06:30:00.000Z', 'America/Toronto')).toBe('1:30 a.m. EST');
  });

  it('writes the calendar date of the site, not of UTC, late in the evening', () => {
    // 03:30 UTC on Dec 1 is still Nov 30 on the west coast.
    expect(formatDateTime('2026-12-01T03:30:00.000Z', 'America/Los_Angeles')).toBe('Nov 30, 2026, 7:30 p.m. PST');
  });

  it('names a zone for a heading', () => {
    expect(timeZoneLabel('America/Toronto')).toBe('Toronto time');
    expect(timeZoneLabel('America/Mexico_City')).toBe('Mexico City time');
  });
});

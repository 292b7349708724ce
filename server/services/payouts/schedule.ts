import 'server-only';

/**
 * When suppliers are paid. A batch per supplier and currency on each payout day takes the rows
 * settled by the start of that day (UTC); the payout day is every `PAYOUT_INTERVAL_DAYS` on
 * `PAYOUT_WEEKDAY`. Money captured is settled `PAYOUT_SETTLEMENT_DAYS` later (the card networks'
 * delay, and time for a problem with a delivery to surface); refunds count at once.
 */
export const PAYOUT_INTERVAL_DAYS = 7;
/** 0 Sunday … 6 Saturday (UTC). Monday. */
export const PAYOUT_WEEKDAY = 1;
export const PAYOUT_SETTLEMENT_DAYS = 2;

const DAY_MS = 86_400_000;
/** 1970-01-05 was a Monday: payout days are counted from the first `PAYOUT_WEEKDAY` after the epoch. */
const FIRST_PAYOUT_DAY_MS = ((PAYOUT_WEEKDAY - 4 + 7) % 7) * DAY_MS;

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The latest payout day on or before `now` (YYYY-MM-DD). */
export function payoutDateOn(now: Date): string {
  const days = Math.floor((now.getTime() - FIRST_PAYOUT_DAY_MS) / DAY_MS);
  const periods = Math.floor(days / PAYOUT_INTERVAL_DAYS);
  return isoDate(FIRST_PAYOUT_DAY_MS + periods * PAYOUT_INTERVAL_DAYS * DAY_MS);
}

/** The payout day after `now`'s (YYYY-MM-DD). */
export function nextPayoutDate(now: Date): string {
  return isoDate(Date.parse(`${payoutDateOn(now)}T00:00:00Z`) + PAYOUT_INTERVAL_DAYS * DAY_MS);
}

/** Rows settled by the start of the payout day go into its batch. */
export const payoutCutoff = (payoutDate: string) => new Date(`${payoutDate}T00:00:00Z`);

export const settledAt = (capturedAt: Date) => new Date(capturedAt.getTime() + PAYOUT_SETTLEMENT_DAYS * DAY_MS);

import type { DriverDayQuery } from '@/graphql/generated/client/graphql';
import { SESSION_STORAGE_KEY, tokenIdentity } from '@/lib/apollo/session';

/**
 * The last day the driver's phone loaded, kept in this browser so that a reload without network
 * still shows the loads, their sites and contacts (marked as an offline copy). One copy per
 * person and company (read from the stored token), so a shared phone never shows one driver's
 * day to another; the steps themselves always come from the server.
 */

export type DriverDay = DriverDayQuery['driverDay'];

export const OFFLINE_DAY_STORAGE_KEY = 'buildmarket.driver-day';

export interface OfflineDay {
  /** ISO 8601: when the phone loaded it. */
  savedAt: string;
  day: DriverDay;
}

interface StoredDay extends OfflineDay {
  owner: string;
}

function currentOwner(storage: Storage): string {
  try {
    const session = JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? '{}') as { token?: string };
    return tokenIdentity(session.token);
  } catch {
    return '';
  }
}

/** Keeps `day` as the offline copy of the signed-in driver. */
export function saveOfflineDay(day: DriverDay, now = new Date(), storage: Storage = window.localStorage): void {
  const stored: StoredDay = { owner: currentOwner(storage), savedAt: now.toISOString(), day };
  try {
    storage.setItem(OFFLINE_DAY_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or disabled: the screen works online without its copy.
  }
}

/** The signed-in driver's offline copy of `date` (or of any day when none is asked), if any. */
export function readOfflineDay(date: string | undefined, storage: Storage = window.localStorage): OfflineDay | null {
  try {
    const stored = JSON.parse(storage.getItem(OFFLINE_DAY_STORAGE_KEY) ?? 'null') as StoredDay | null;
    if (!stored || typeof stored !== 'object' || !stored.day || !Array.isArray(stored.day.loads)) return null;
    if (stored.owner !== currentOwner(storage)) return null;
    if (date && stored.day.date !== date) return null;
    return { savedAt: stored.savedAt, day: stored.day };
  } catch {
    return null;
  }
}

/**
 * The marketing claims and spec constants as the supplier pages phrase them. Every figure comes
 * from lib/constants.ts, so changing a claim there changes every page that states it.
 */
import { CARD_CHARGE_HOURS_BEFORE_DELIVERY, MARKETING_CLAIMS, TRUCK_SPACING_MINUTES } from '@/lib/constants';

export interface Stat {
  value: string;
  label: string;
}

export const claims = {
  reach: `${MARKETING_CLAIMS.countries} countries and ${MARKETING_CLAIMS.cities} cities`,
  deliveryWindowHours: MARKETING_CLAIMS.aggregateDeliveryWindowHours,
  deliveryWindow: `${MARKETING_CLAIMS.aggregateDeliveryWindowHours}-hour delivery window`,
  creditTerms: `${MARKETING_CLAIMS.creditTermDays}-day terms`,
  suppliers: `${MARKETING_CLAIMS.suppliers} suppliers`,
  fewerCalls: `${MARKETING_CLAIMS.fewerPhoneCallsPercent}% fewer phone calls`,
  cardChargeHours: CARD_CHARGE_HOURS_BEFORE_DELIVERY,
} as const;

export const stats = {
  reach: { value: String(MARKETING_CLAIMS.cities), label: `cities in ${MARKETING_CLAIMS.countries} countries` },
  suppliers: { value: MARKETING_CLAIMS.suppliers, label: 'suppliers selling online with us' },
  fewerCalls: { value: `${MARKETING_CLAIMS.fewerPhoneCallsPercent}%`, label: 'fewer phone calls to take orders' },
  deliveryWindow: {
    value: `${MARKETING_CLAIMS.aggregateDeliveryWindowHours}-hour`,
    label: `delivery windows your trucks can keep, in the ${MARKETING_CLAIMS.aggregateCities} cities with aggregates so far`,
  },
  creditTerms: {
    value: `${MARKETING_CLAIMS.creditTermDays} days`,
    label: 'buy now, pay later terms for your contractors',
  },
} satisfies Record<string, Stat>;

/** "all at once" for 0, otherwise "every 30 min". */
export function truckSpacingLabel(minutes: number): string {
  return minutes === 0 ? 'All at once' : `Every ${minutes} min`;
}

/** The spacing choices as a sentence: "all trucks at once, or one every 15, 30, 45, 60 or 90 minutes". */
export function truckSpacingSentence(): string {
  const intervals = TRUCK_SPACING_MINUTES.filter((minutes) => minutes > 0).map(String);
  const last = intervals.pop();
  const list = intervals.length > 0 ? `${intervals.join(', ')} or ${last}` : String(last);
  return `all trucks at once, or one every ${list} minutes`;
}

/** "7:00 a.m." or "3:30 p.m." for an hour of the day (fractions are minutes; it wraps at midnight). */
export function clockLabel(hour: number): string {
  const hourOfDay = ((hour % 24) + 24) % 24;
  const wholeHour = Math.floor(hourOfDay);
  const minutes = String(Math.round((hourOfDay - wholeHour) * 60)).padStart(2, '0');
  return `${wholeHour % 12 === 0 ? 12 : wholeHour % 12}:${minutes} ${wholeHour < 12 ? 'a.m.' : 'p.m.'}`;
}

/** Consecutive delivery windows of the claimed length from a yard's opening hour. */
export function deliveryWindows(openingHour: number, count: number): string[] {
  const hours = MARKETING_CLAIMS.aggregateDeliveryWindowHours;
  return Array.from({ length: count }, (_, index) => {
    const start = openingHour + index * hours;
    return `${clockLabel(start)} – ${clockLabel(start + hours)}`;
  });
}

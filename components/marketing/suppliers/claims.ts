/**
 * The marketing claims and spec constants as the supplier pages phrase them. The business's
 * promises come from lib/constants.ts; what the marketplace counts (suppliers, cities, countries)
 * comes from the data when the page renders (`MarketingFigures`, loaded by the page), so no page
 * states more suppliers or cities than the catalogue has.
 */
import type { MarketingFiguresQuery } from '@/graphql/generated/client/graphql';
import { CARD_CHARGE_HOURS_BEFORE_DELIVERY, MARKETING_CLAIMS, TRUCK_SPACING_MINUTES } from '@/lib/constants';
import { plural } from '@/lib/format';

export type MarketingFigures = MarketingFiguresQuery['marketingFigures'];

export interface Stat {
  value: string;
  label: string;
}

/** The promises that do not depend on the data. */
export const claims = {
  deliveryWindowHours: MARKETING_CLAIMS.aggregateDeliveryWindowHours,
  deliveryWindow: `${MARKETING_CLAIMS.aggregateDeliveryWindowHours}-hour delivery window`,
  creditTerms: `${MARKETING_CLAIMS.creditTermDays}-day terms`,
  fewerCalls: `${MARKETING_CLAIMS.fewerPhoneCallsPercent}% fewer phone calls`,
  cardChargeHours: CARD_CHARGE_HOURS_BEFORE_DELIVERY,
} as const;

/** The counted claims, in words: "3 countries and 13 cities", "11 suppliers". */
export function countedClaims(figures: MarketingFigures) {
  return {
    reach: `${plural(figures.countries, 'country', 'countries')} and ${plural(figures.cities, 'city', 'cities')}`,
    suppliers: plural(figures.suppliers, 'supplier', 'suppliers'),
  };
}

/** The figures of the stat bands: the counted ones from `figures`, the promises from constants. */
export function statsOf(figures: MarketingFigures) {
  return {
    reach: {
      value: String(figures.cities),
      label: `${figures.cities === 1 ? 'city' : 'cities'} in ${plural(figures.countries, 'country', 'countries')}`,
    },
    suppliers: {
      value: String(figures.suppliers),
      label: `${figures.suppliers === 1 ? 'supplier' : 'suppliers'} selling online with us`,
    },
    fewerCalls: { value: `${MARKETING_CLAIMS.fewerPhoneCallsPercent}%`, label: 'fewer phone calls to take orders' },
    deliveryWindow: {
      value: `${MARKETING_CLAIMS.aggregateDeliveryWindowHours}-hour`,
      label: `delivery windows your trucks can keep, in the ${plural(figures.aggregateCities, 'city', 'cities')} with aggregates so far`,
    },
    creditTerms: {
      value: `${MARKETING_CLAIMS.creditTermDays} days`,
      label: 'buy now, pay later terms for your contractors',
    },
  } satisfies Record<string, Stat>;
}

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

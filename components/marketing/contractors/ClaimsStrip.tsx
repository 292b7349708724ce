import { MARKETING_CLAIMS } from '@/lib/constants';

import styles from './ClaimsStrip.module.scss';

/** The spec's marketing claims, each with the one figure the whole site uses. */
export const marketingFigures = [
  {
    figure: `${MARKETING_CLAIMS.countries} countries`,
    label: `and ${MARKETING_CLAIMS.cities} cities with delivery through BuildMarket`,
  },
  {
    figure: `${MARKETING_CLAIMS.aggregateDeliveryWindowHours}-hour`,
    label: `delivery windows for aggregates in ${MARKETING_CLAIMS.aggregateCities} cities, so crews are not waiting all day`,
  },
  {
    figure: `${MARKETING_CLAIMS.creditTermDays}-day`,
    label: 'payment terms on approved credit accounts',
  },
  {
    figure: MARKETING_CLAIMS.suppliers,
    label: 'suppliers of concrete, aggregates, bins and building materials',
  },
  {
    figure: `${MARKETING_CLAIMS.fewerPhoneCallsPercent}%`,
    label: 'fewer phone calls between site and dispatch',
  },
] as const;

export function ClaimsStrip({ label = 'BuildMarket in numbers' }: { label?: string }) {
  return (
    <ul className={styles.claims} aria-label={label}>
      {marketingFigures.map((claim) => (
        <li key={claim.figure} className={styles.claim}>
          <span className={styles.figure}>{claim.figure}</span> <span className={styles.label}>{claim.label}</span>
        </li>
      ))}
    </ul>
  );
}

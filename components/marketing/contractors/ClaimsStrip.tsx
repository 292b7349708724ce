import type { MarketingFiguresQuery } from '@/graphql/generated/client/graphql';
import { MARKETING_CLAIMS } from '@/lib/constants';
import { plural } from '@/lib/format';

import styles from './ClaimsStrip.module.scss';

export type MarketingFigures = MarketingFiguresQuery['marketingFigures'];

/**
 * The marketing claims: what the marketplace counts (countries, cities, suppliers, products) from
 * `figures`, which the page loads from the data when it renders; the business's promises (delivery
 * windows, terms, phone calls) from lib/constants.ts.
 */
export function marketingClaims(figures: MarketingFigures) {
  return [
    {
      figure: plural(figures.countries, 'country', 'countries'),
      label: `and ${plural(figures.cities, 'city', 'cities')} with delivery through BuildMarket`,
    },
    {
      figure: `${MARKETING_CLAIMS.aggregateDeliveryWindowHours}-hour`,
      label: `delivery windows for aggregates in ${plural(figures.aggregateCities, 'city', 'cities')}, so crews are not waiting all day`,
    },
    {
      figure: `${MARKETING_CLAIMS.creditTermDays}-day`,
      label: 'payment terms on approved credit accounts',
    },
    {
      figure: plural(figures.suppliers, 'supplier', 'suppliers'),
      label: `of concrete, aggregates, bins and building materials, with ${plural(figures.products, 'product', 'products')} to order online`,
    },
    {
      figure: `${MARKETING_CLAIMS.fewerPhoneCallsPercent}%`,
      label: 'fewer phone calls between site and dispatch',
    },
  ];
}

export function ClaimsStrip({
  figures,
  label = 'BuildMarket in numbers',
}: {
  figures: MarketingFigures;
  label?: string;
}) {
  return (
    <ul className={styles.claims} aria-label={label}>
      {marketingClaims(figures).map((claim) => (
        <li key={claim.figure} className={styles.claim}>
          <span className={styles.figure}>{claim.figure}</span> <span className={styles.label}>{claim.label}</span>
        </li>
      ))}
    </ul>
  );
}

import Link from 'next/link';

import { routes, supplierMenu } from '@/lib/routes';

import { Icon, type IconName } from './Icon';
import styles from './IndustryCards.module.scss';

interface IndustryCopy {
  icon: IconName;
  summary: string;
  sells: string;
}

// Keyed by path, so the cards follow the supplier menu of lib/routes.ts in its order.
const industries: Record<string, IndustryCopy> = {
  [routes.concrete.path]: {
    icon: 'truck',
    summary:
      'Ready-mix orders with the pour date, mix, slump, admixtures and time between trucks, paid by card before the first truck leaves the plant.',
    sells: 'Ready-mix, flowable fill, pump trucks',
  },
  [routes.bulkMaterial.path]: {
    icon: 'layers',
    summary:
      'Stone, sand, gravel and soil sold by the tonne or by the ton, delivered in windows your dispatcher can keep, with tailgate spreading as an option.',
    sells: 'Aggregates, base, sand, soil, mulch',
  },
  [routes.home.path]: {
    icon: 'storefront',
    summary:
      'Your whole catalogue online, from lumber to fasteners, with contractor pricing, job-site delivery and branded apps for your counter customers.',
    sells: 'Lumber, drywall, roofing, insulation',
  },
  [routes.disposalBins.path]: {
    icon: 'bin',
    summary:
      'Contractors book 10 to 40-yard bins online, ask for swaps and extensions, and pay overweight fees without a single phone call.',
    sells: 'Roll-off bins, swaps, extensions',
  },
};

/** One card per supplier industry, each leading to its landing page. */
export function IndustryCards() {
  return (
    <ul className={styles.grid}>
      {supplierMenu.map((option) => {
        const copy = industries[option.url];
        if (!copy) return null;
        return (
          <li key={option.url} className={styles.card}>
            <span className={styles.icon}>
              <Icon name={copy.icon} />
            </span>
            <h3 className={styles.title}>
              {/* The link covers the whole card (see .link::after), but its name stays the title. */}
              <Link href={option.url} className={styles.link}>
                {option.label}
              </Link>
            </h3>
            <p className={styles.summary}>{copy.summary}</p>
            <p className={styles.sells}>{copy.sells}</p>
            <span className={styles.more} aria-hidden="true">
              Learn more →
            </span>
          </li>
        );
      })}
    </ul>
  );
}

import type { MarketingFiguresQuery } from '@/graphql/generated/client/graphql';
import { MARKETING_CLAIMS } from '@/lib/constants';
import { plural } from '@/lib/format';

import blocks from './blocks.module.scss';
import { Icon, type IconName } from './icons';

type MarketingFigures = MarketingFiguresQuery['marketingFigures'];

/**
 * The advantages; the cities and countries are the marketplace's, counted when the page renders.
 * Without figures (a web tier whose API tier is down, on a page it never rendered) it says no number
 * rather than a stale or made-up one.
 */
const advantagesOf = (figures: MarketingFigures | undefined): { title: string; icon: IconName; text: string }[] => [
  {
    title: 'One account',
    icon: 'account',
    text: 'One login and one set of company details for every supplier. Add foremen and project managers and choose who can place orders.',
  },
  {
    title: 'Many suppliers',
    icon: 'suppliers',
    text: `Ready-mix plants, aggregate yards, volumetric trucks and bin companies side by side, ${
      figures
        ? `in ${plural(figures.cities, 'city', 'cities')} across ${plural(figures.countries, 'country', 'countries')}`
        : 'in every city we deliver to'
    }.`,
  },
  {
    title: 'Chat with dispatch',
    icon: 'chat',
    text: 'Message the dispatcher about site access, pump times or a late change. The thread stays with the order, so nobody asks twice.',
  },
  {
    title: 'Ratings',
    icon: 'star',
    text: 'Rate each delivery on time and quality, and read what other contractors say before you try a new supplier.',
  },
  {
    title: 'Credit accounts',
    icon: 'credit',
    text: 'Apply once for credit with your suppliers. Every purchase lands on one monthly statement instead of a stack of invoices.',
  },
  {
    title: 'Buy now, pay later',
    icon: 'calendar',
    text: `Pay on ${MARKETING_CLAIMS.creditTermDays}-day terms, so materials are paid for after your own progress draw comes in, not before.`,
  },
  {
    title: 'Real-time delivery tracking',
    icon: 'truck',
    text: 'See each truck on the map from the moment it leaves the plant, with an arrival time that updates as it drives.',
  },
];

/** Why contractors keep their suppliers on BuildMarket. */
export function Advantages({ figures }: { figures: MarketingFigures | undefined }) {
  return (
    <>
      <p className={blocks.lead}>
        Everything you do with a supplier today by phone, email and paper tickets, in one place for all of them.
      </p>
      <ul className={blocks.grid} aria-label="Advantages">
        {advantagesOf(figures).map((advantage) => (
          <li key={advantage.title}>
            <article className={blocks.card}>
              <span className={blocks.iconBadge}>
                <Icon name={advantage.icon} />
              </span>
              <h3>{advantage.title}</h3>
              <p className={blocks.muted}>{advantage.text}</p>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}

import Link from 'next/link';

import { SectionLink } from '@/components/ui/SectionLink';

import { routes, type MarketingRoute } from '@/lib/routes';

import blocks from './blocks.module.scss';
import { Icon, type IconName } from './icons';
import styles from './ContractorsOverview.module.scss';

const children: { route: MarketingRoute; icon: IconName; text: string; cta: string }[] = [
  {
    route: routes.order,
    icon: 'mixer',
    text: 'Browse the suppliers that deliver to your job site, compare delivered prices, and order ready-mix, aggregates, volumetric concrete and disposal bins in a few minutes.',
    cta: 'Order materials',
  },
  {
    route: routes.connect,
    icon: 'chat',
    text: 'Keep every supplier relationship in one account: chat with dispatch, rate deliveries, open credit accounts and follow each truck in real time.',
    cta: 'Connect with suppliers',
  },
];

/** The two contractor pages, each with a link to it and to its sections. */
export function ContractorsOverview() {
  return (
    <ul className={`${blocks.grid} ${blocks.wide}`} aria-label="Contractor pages">
      {children.map((child) => (
        <li key={child.route.path}>
          <article className={blocks.card}>
            <span className={blocks.iconBadge}>
              <Icon name={child.icon} />
            </span>
            <h3>{child.route.title}</h3>
            <p className={blocks.muted}>{child.text}</p>
            <ul className={styles.anchors} aria-label={`Sections of ${child.route.title}`}>
              {child.route.anchors.map((anchor) => (
                <li key={anchor.id}>
                  <SectionLink href={`${child.route.path}#${anchor.id}`}>{anchor.label}</SectionLink>
                </li>
              ))}
            </ul>
            <div className={blocks.cardFooter}>
              <Link href={child.route.path} className={blocks.button}>
                {child.cta}
              </Link>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

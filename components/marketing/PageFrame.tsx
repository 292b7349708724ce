import type { ReactNode } from 'react';

import type { MarketingRoute } from '@/lib/routes';

import styles from './PageFrame.module.scss';

/**
 * A marketing page: its hero with the h1, then one landmark section per anchor of the route
 * (the ids the header's drawer and the footer link to). `sections` fills them by anchor id.
 */
export function PageFrame({
  route,
  intro,
  sections = {},
  children,
}: {
  route: MarketingRoute;
  intro?: ReactNode;
  sections?: Record<string, ReactNode>;
  children?: ReactNode;
}) {
  return (
    <>
      <div className={styles.hero}>
        <div className={styles.inner}>
          <h1>{route.title}</h1>
          {intro ?? <p className={styles.lead}>{route.description}</p>}
        </div>
      </div>
      {route.anchors.map((anchor) => (
        <section key={anchor.id} id={anchor.id} aria-labelledby={`${anchor.id}-title`} className={styles.section}>
          <div className={styles.inner}>
            <h2 id={`${anchor.id}-title`}>{anchor.label}</h2>
            {sections[anchor.id]}
          </div>
        </section>
      ))}
      {children}
    </>
  );
}

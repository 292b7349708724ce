import type { ReactNode } from 'react';

import styles from './Section.module.scss';

/**
 * A named landmark section with an h2, for pages whose content is not one of the route's anchor
 * sections (those come from PageFrame). `tone="alt"` gives it the alternate background.
 */
export function Section({
  id,
  title,
  tone = 'plain',
  children,
}: {
  id: string;
  title: string;
  tone?: 'plain' | 'alt';
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`${styles.section} ${styles[tone]}`}>
      <div className={styles.inner}>
        <h2 id={`${id}-title`}>{title}</h2>
        {children}
      </div>
    </section>
  );
}

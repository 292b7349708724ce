import type { ReactNode } from 'react';

import styles from './PageSection.module.scss';

/**
 * A named section after a page's anchor sections (PageFrame's `children`), laid out like them:
 * a container, an h2 and an optional opening paragraph.
 */
export function PageSection({
  id,
  title,
  lead,
  tinted = false,
  children,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={tinted ? `${styles.section} ${styles.tinted}` : styles.section}
    >
      <div className={styles.inner}>
        <h2 id={`${id}-title`}>{title}</h2>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}

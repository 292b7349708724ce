import type { ReactNode } from 'react';

import styles from './FeatureRow.module.scss';
import { Icon } from './Icon';

/**
 * A two-column feature: the copy on one side, its picture on the other. Rows alternate sides with
 * `reverse`; below the tablet breakpoint they stack with the copy first.
 */
export function FeatureRow({
  title,
  children,
  points = [],
  actions,
  media,
  reverse = false,
}: {
  title: string;
  children: ReactNode;
  points?: ReactNode[];
  actions?: ReactNode;
  media: ReactNode;
  reverse?: boolean;
}) {
  return (
    <div className={reverse ? `${styles.row} ${styles.reverse}` : styles.row}>
      <div className={styles.copy}>
        <h3 className={styles.title}>{title}</h3>
        {children}
        {points.length > 0 && (
          <ul className={styles.points}>
            {points.map((point, index) => (
              <li key={index}>
                <Icon name="check" className={styles.check} />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        )}
        {actions}
      </div>
      <div className={styles.media}>{media}</div>
    </div>
  );
}

/** The paragraph that opens an anchor section, right under its heading. */
export function SectionLead({ children }: { children: ReactNode }) {
  return <p className={styles.lead}>{children}</p>;
}

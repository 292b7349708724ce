import type { ReactNode } from 'react';

import styles from './FeatureGrid.module.scss';
import { Icon, type IconName } from './Icon';

export interface Feature {
  icon: IconName;
  title: string;
  text: ReactNode;
}

/** Feature cards: three across on desktop, two on tablets, one on phones. */
export function FeatureGrid({ features, headingLevel = 3 }: { features: Feature[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul className={styles.grid}>
      {features.map((feature) => (
        <li key={feature.title} className={styles.card}>
          <span className={styles.icon}>
            <Icon name={feature.icon} />
          </span>
          <Heading className={styles.title}>{feature.title}</Heading>
          <p className={styles.text}>{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}

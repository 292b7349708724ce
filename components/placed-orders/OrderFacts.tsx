import type { ReactNode } from 'react';

import styles from '@/components/ui/Workspace.module.scss';

/** A label and its value; a null or empty value is left out rather than shown blank. */
export type OrderFact = readonly [label: string, value: ReactNode];

/** An order's facts as a description list, under the spec's labels. */
export function OrderFacts({ facts }: { facts: readonly OrderFact[] }) {
  return (
    <dl className={styles.facts}>
      {facts
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

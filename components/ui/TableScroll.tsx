import type { ReactNode } from 'react';

import styles from './Workspace.module.scss';

/**
 * A wide table's frame on a narrow screen: it scrolls sideways, and since a keyboard must be able
 * to scroll it too, it is a focusable, named region (WCAG: scrollable regions are reachable).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.tableScroll} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';

import { ActionRow, ScheduleDemo, StartSelling } from './Actions';
import styles from './HeroIntro.module.scss';

/**
 * The hero under a supplier page's h1 (PageFrame's `intro`): the promise, the two main calls to
 * action, and a short line of proof. `children` joins the action row (the home page's video button).
 */
export function HeroIntro({ lead, proof, children }: { lead: ReactNode; proof?: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.intro}>
      <p className={styles.lead}>{lead}</p>
      <ActionRow>
        <StartSelling />
        <ScheduleDemo />
        {children}
      </ActionRow>
      {proof && <p className={styles.proof}>{proof}</p>}
    </div>
  );
}

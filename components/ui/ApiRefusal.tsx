'use client';

import styles from '@/components/ui/Workspace.module.scss';
import { apiFailureOf } from '@/lib/apollo/errors';

/**
 * A screen's query the API refused: its message and code, and Try again unless the answer is
 * FORBIDDEN (which trying again does not change).
 */
export function ApiRefusal({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const failure = apiFailureOf(error);
  return (
    <div role="alert" className={styles.alert}>
      <p>{failure.message}</p>
      {failure.code && <p className={styles.muted}>Code: {failure.code}</p>}
      {failure.code !== 'FORBIDDEN' && (
        <button type="button" className={styles.secondary} onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

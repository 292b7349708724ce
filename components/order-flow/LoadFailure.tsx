import styles from './OrderFlow.module.scss';

/** A query that failed: what could not be loaded, and a way to try again. */
export function LoadFailure({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.alert}>
      <p>We could not load {what}. Check your connection and try again.</p>
      <button type="button" className={styles.secondaryButton} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

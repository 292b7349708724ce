import styles from './Driver.module.scss';
import type { PositionSharing } from './usePositionSharing';

/** What the driver reads about their position: why it is asked, and whether it is being shared. */
const STATE_TEXT = {
  locating: 'Finding your position…',
  sharing: 'Sharing your position with the contractor while you are en route.',
  denied:
    'Your position is not shared: this browser was refused access to it. You can allow it in the browser’s site settings. The steps work either way.',
  unavailable: 'Your position cannot be found on this phone, so it is not shared. The steps work either way.',
} as const;

/**
 * Offers to share the truck's position while the load is en route, saying why first (the
 * contractor sees the truck coming and when it will arrive), then says in words what happens.
 */
export function PositionPanel({ sharing }: { sharing: PositionSharing }) {
  return (
    <section className={styles.position} aria-label="Your position">
      {sharing.state === 'off' ? (
        <>
          <p>
            The contractor can see your truck coming and when it will arrive if you share your position. It is sent only
            while a load is en route, and stops when you arrive.
          </p>
          <button type="button" className={styles.secondary} onClick={sharing.start}>
            Share my position while en route
          </button>
        </>
      ) : (
        <>
          <p role="status">{STATE_TEXT[sharing.state]}</p>
          <button type="button" className={styles.secondary} onClick={sharing.stop}>
            Stop sharing my position
          </button>
        </>
      )}
    </section>
  );
}

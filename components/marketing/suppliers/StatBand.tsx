import type { Stat } from './claims';
import styles from './StatBand.module.scss';

/**
 * The platform's figures in a band; its values come from `statsOf` (claims.ts): counted from the data, or the business's promises.
 * Each reads as one phrase ("15 cities in 3 countries"), so a plain list says it best.
 */
export function StatBand({ items }: { items: Stat[] }) {
  return (
    <ul className={styles.band}>
      {items.map((item) => (
        <li key={item.label} className={styles.stat}>
          <span className={styles.value}>{item.value}</span> <span className={styles.label}>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}

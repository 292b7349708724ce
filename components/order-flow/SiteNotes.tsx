import type { DraftSite } from '@/lib/order/draft';

import styles from './steps/steps.module.scss';

/**
 * A job site's notes for the driver (gate code, access, washout), those it has; washout only
 * where the order's trucks wash out (`asksWashout` of lib/order/order-words.ts: not for bins).
 */
export function SiteNotes({ site, withWashout = true }: { site: DraftSite; withWashout?: boolean }) {
  const notes = [
    ['Gate code', site.gateCode],
    ['Access', site.accessNotes],
    ['Washout', withWashout ? site.washoutNotes : ''],
  ].filter(([, value]) => value);
  if (notes.length === 0) return null;
  return (
    <dl className={styles.notes}>
      {notes.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

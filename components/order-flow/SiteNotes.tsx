import type { DraftSite } from '@/lib/order/draft';

import styles from './steps/steps.module.scss';

/** A job site's notes for the driver (gate code, access, washout), those it has. */
export function SiteNotes({ site }: { site: DraftSite }) {
  const notes = [
    ['Gate code', site.gateCode],
    ['Access', site.accessNotes],
    ['Washout', site.washoutNotes],
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

import type { OfficesQuery } from '@/graphql/generated/client/graphql';

import styles from './Footer.module.scss';

/** The company's offices (Toronto, San Francisco, Ottawa), as the API lists them; nothing when it listed none. */
export function Offices({ offices }: { offices: OfficesQuery['offices'] }) {
  if (offices.length === 0) return null;
  return (
    <section aria-labelledby="footer-offices" className={styles.offices}>
      <h2 id="footer-offices" className={styles.columnTitle}>
        Our offices
      </h2>
      <ul>
        {offices.map((office) => (
          <li key={office.id}>
            <h3 className={styles.officeCity}>{office.location}</h3>
            <address>{office.address}</address>
          </li>
        ))}
      </ul>
    </section>
  );
}

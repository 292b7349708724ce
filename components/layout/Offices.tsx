import 'server-only';

import { OfficesDocument } from '@/graphql/generated/client/graphql';
// A server component: it runs the API's query in-process, like the pages do.
// eslint-disable-next-line no-restricted-imports -- server-only module, never in a client bundle
import { serverGraphQL } from '@/server/graphql/execute';
// eslint-disable-next-line no-restricted-imports -- as above
import { logger } from '@/server/logger';

import styles from './Footer.module.scss';

async function loadOffices() {
  try {
    const { offices } = await serverGraphQL()(OfficesDocument);
    return offices;
  } catch (error) {
    // The footer is on every page: an API failure leaves out the offices, not the page.
    logger.error('Offices for the footer could not be loaded', error);
    return [];
  }
}

/** The company's offices (Toronto, San Francisco, Ottawa), as the API lists them. */
export async function Offices() {
  const offices = await loadOffices();
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

import Link from 'next/link';

import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { routes } from '@/lib/routes';
import { loadOffices } from '@/server/site-content';

import styles from './not-found.module.scss';

export const metadata = { title: 'Page not found | BuildMarket' };

export default async function NotFound() {
  const offices = await loadOffices();
  return (
    <>
      <Header />
      <main id="main" className={styles.page}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1>We could not find that page</h1>
        <p>The address may be mistyped, or the page has moved. These are good places to continue:</p>
        <ul className={styles.links}>
          <li>
            <Link href={routes.home.path}>Suppliers: sell building materials online</Link>
          </li>
          <li>
            <Link href={routes.order.path}>Contractors: order materials</Link>
          </li>
          <li>
            <Link href={routes.about.path}>About us</Link>
          </li>
        </ul>
      </main>
      <Footer offices={offices} />
    </>
  );
}

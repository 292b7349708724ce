import Link from 'next/link';

import { publicEnv } from '@/lib/env';
import { contractorMenu, routes, supplierMenu } from '@/lib/routes';

import styles from './Header.module.scss';
import { Logo } from './Logo';

/** The marketing header: logo, the suppliers and contractors menus, about, career and actions. */
export function Header() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.menu}>
            <li>
              <Link href={routes.suppliers.path}>Suppliers</Link>
              <ul aria-label="Suppliers">
                {supplierMenu.map((option) => (
                  <li key={option.label}>
                    <Link href={option.url}>{option.label}</Link>
                  </li>
                ))}
              </ul>
            </li>
            <li>
              <Link href={routes.contractors.path}>Contractors</Link>
              <ul aria-label="Contractors">
                {contractorMenu.map((option) => (
                  <li key={option.label}>
                    <Link href={option.url}>{option.label}</Link>
                  </li>
                ))}
              </ul>
            </li>
            <li>
              <Link href={routes.about.path}>About</Link>
            </li>
            <li>
              <Link href={routes.career.path}>Career</Link>
            </li>
          </ul>
        </nav>
        <div className={styles.actions}>
          <Link href={routes.requestInfo.path} className={styles.secondary}>
            Start selling
          </Link>
          <a href={publicEnv.orderAppUrl} target="_blank" rel="noopener noreferrer" className={styles.primary}>
            Order now
          </a>
        </div>
      </div>
    </header>
  );
}

import Link from 'next/link';
import type { ReactNode } from 'react';

import { appRoutes, routes } from '@/lib/routes';

import styles from './AppShell.module.scss';
import { Logo } from './Logo';

/** The contractor app's frame: its own header and navigation around the app's screens. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className={styles.header}>
        <Logo />
        <nav aria-label="App">
          <ul className={styles.nav}>
            <li>
              <Link href={appRoutes.home}>Dashboard</Link>
            </li>
            <li>
              <Link href={appRoutes.order}>New order</Link>
            </li>
            <li>
              <Link href={appRoutes.team}>Team</Link>
            </li>
            <li>
              <Link href={routes.order.path}>Suppliers</Link>
            </li>
          </ul>
        </nav>
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
    </div>
  );
}

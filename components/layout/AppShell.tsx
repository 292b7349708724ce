import Link from 'next/link';
import type { ReactNode } from 'react';

import { appRoutes, routes } from '@/lib/routes';

import styles from './AppShell.module.scss';
import { Logo } from './Logo';
import { NavLink } from './NavLink';

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
              <NavLink href={appRoutes.home} exact>
                Dashboard
              </NavLink>
            </li>
            <li>
              <NavLink href={appRoutes.order} exact>
                New order
              </NavLink>
            </li>
            <li>
              <NavLink href={appRoutes.orders}>Orders</NavLink>
            </li>
            <li>
              <NavLink href={appRoutes.credit}>Credit</NavLink>
            </li>
            <li>
              <NavLink href={appRoutes.team}>Team</NavLink>
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

import type { ReactNode } from 'react';

import { AccountMenu } from './AccountMenu';
import styles from './AppShell.module.scss';
import { Logo } from './Logo';
import { WorkspaceNav, type WorkspaceNavItem } from './WorkspaceNav';

/**
 * The frame of a workspace that is not a company's (the partner dashboard, the marketplace
 * operator's screens): the same header as every workspace (logo, navigation, the account menu)
 * and no company guard. Each screen asks the API, which answers FORBIDDEN to everyone else.
 */
export function PlainWorkspaceShell({
  navLabel,
  nav,
  children,
}: {
  navLabel: string;
  nav: readonly WorkspaceNavItem[];
  children: ReactNode;
}) {
  return (
    <div className={styles.shell}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className={styles.header}>
        <Logo />
        <WorkspaceNav label={navLabel} items={nav} />
        <AccountMenu />
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
    </div>
  );
}

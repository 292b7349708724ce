import type { ReactNode } from 'react';

import { AccountMenu } from './AccountMenu';
import styles from './AppShell.module.scss';
import { Logo } from './Logo';
import { WorkspaceGuard } from './WorkspaceGuard';
import { WorkspaceNav, type WorkspaceNavItem } from './WorkspaceNav';

export interface WorkspaceShellProps {
  /** The kind of company whose screens these are: another kind's members are told where to go. */
  workspace: 'contractor' | 'supplier';
  /** The navigation's accessible name ("App", "Supplier workspace"). */
  navLabel: string;
  /** The navigation's items, each with the roles it is for. */
  nav: readonly WorkspaceNavItem[];
  children: ReactNode;
}

/**
 * The frame of a signed-in area: its header (logo, navigation, the account menu) around its
 * screens, which only members of the right kind of company see.
 */
export function WorkspaceShell({ workspace, navLabel, nav, children }: WorkspaceShellProps) {
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
        <WorkspaceGuard workspace={workspace}>{children}</WorkspaceGuard>
      </main>
    </div>
  );
}

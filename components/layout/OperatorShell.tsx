import type { ReactNode } from 'react';

import { operatorRoutes } from '@/lib/app-routes';

import { AccountMenu } from './AccountMenu';
import styles from './AppShell.module.scss';
import { Logo } from './Logo';
import { WorkspaceNav, type WorkspaceNavItem } from './WorkspaceNav';

const OPERATOR_NAV: readonly WorkspaceNavItem[] = [{ href: operatorRoutes.credit, label: 'Credit applications' }];

/**
 * The marketplace operator's frame (BuildMarket's staff): its header around the operator's
 * screens. Being an operator is not a company role, so no company guard: each screen asks the API,
 * which answers FORBIDDEN to everyone else, and shows that answer.
 */
export function OperatorShell({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className={styles.header}>
        <Logo />
        <WorkspaceNav label="Marketplace operations" items={OPERATOR_NAV} />
        <AccountMenu />
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
    </div>
  );
}

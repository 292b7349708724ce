import type { ReactNode } from 'react';

import { AccountMenu } from '@/components/layout/AccountMenu';
import styles from '@/components/layout/AppShell.module.scss';
import { Logo } from '@/components/layout/Logo';
import { WorkspaceNav, type WorkspaceNavItem } from '@/components/layout/WorkspaceNav';
import { partnerRoutes } from '@/lib/app-routes';

const PARTNER_NAV: readonly WorkspaceNavItem[] = [{ href: partnerRoutes.home, label: 'Dashboard' }];

/**
 * The partner's frame: the same header as every workspace (logo, navigation, the account menu)
 * around the partner dashboard. Being a partner is not a company role, so no company guard: the
 * dashboard asks the API, which answers FORBIDDEN to everyone but the partner's own account.
 */
export function PartnerShell({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className={styles.header}>
        <Logo />
        <WorkspaceNav label="Partner program" items={PARTNER_NAV} />
        <AccountMenu />
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
    </div>
  );
}

import type { ReactNode } from 'react';

import { PlainWorkspaceShell } from '@/components/layout/PlainWorkspaceShell';
import type { WorkspaceNavItem } from '@/components/layout/WorkspaceNav';
import { partnerRoutes } from '@/lib/app-routes';

const PARTNER_NAV: readonly WorkspaceNavItem[] = [{ href: partnerRoutes.home, label: 'Dashboard' }];

/** The partner's frame around the partner dashboard (being a partner is not a company role). */
export function PartnerShell({ children }: { children: ReactNode }) {
  return (
    <PlainWorkspaceShell navLabel="Partner program" nav={PARTNER_NAV}>
      {children}
    </PlainWorkspaceShell>
  );
}

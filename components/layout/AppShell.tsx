import type { ReactNode } from 'react';

import { appRoutes, routes } from '@/lib/routes';

import { WorkspaceShell } from './WorkspaceShell';
import type { WorkspaceNavItem } from './WorkspaceNav';

const APP_NAV: readonly WorkspaceNavItem[] = [
  { href: appRoutes.home, label: 'Dashboard', exact: true },
  { href: appRoutes.order, label: 'New order', exact: true },
  { href: appRoutes.orders, label: 'Orders' },
  { href: appRoutes.credit, label: 'Credit' },
  { href: appRoutes.team, label: 'Team' },
  { href: appRoutes.settings, label: 'Settings' },
  { href: routes.order.path, label: 'Suppliers' },
];

/** The contractor app's frame: its own header and navigation around the app's screens. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <WorkspaceShell workspace="contractor" navLabel="App" nav={APP_NAV}>
      {children}
    </WorkspaceShell>
  );
}

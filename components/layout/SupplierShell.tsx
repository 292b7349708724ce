import type { ReactNode } from 'react';

import { driverRoutes, supplierRoutes } from '@/lib/app-routes';

import { WorkspaceShell } from './WorkspaceShell';
import type { WorkspaceNavItem } from './WorkspaceNav';

/** Who runs the supplier's desk: its owner and its dispatchers (partner managers). */
const DESK = ['supplier_owner', 'partner_manager'] as const;

const SUPPLIER_NAV: readonly WorkspaceNavItem[] = [
  // Exact: every other screen of the workspace is under /supplier too.
  { href: supplierRoutes.home, label: 'Orders', exact: true, alsoUnder: `${supplierRoutes.home}/orders` },
  { href: driverRoutes.home, label: 'Your loads', roles: ['partner_driver'] },
  { href: supplierRoutes.schedule, label: 'Schedule', roles: DESK },
  { href: supplierRoutes.fleet, label: 'Fleet', roles: DESK },
  { href: supplierRoutes.statements, label: 'Statements', roles: DESK },
  { href: supplierRoutes.payouts, label: 'Payouts', roles: DESK },
  { href: supplierRoutes.scorecard, label: 'Scorecard', roles: DESK },
  { href: supplierRoutes.catalogue, label: 'Catalogue' },
  { href: supplierRoutes.team, label: 'Team' },
  { href: supplierRoutes.storefront, label: 'Storefront', roles: DESK },
  { href: supplierRoutes.developers, label: 'Developers', roles: DESK },
];

/**
 * The supplier workspace's frame: its header and navigation around the workspace's screens. A
 * driver is offered what a driver does (their loads, the orders they carry, the catalogue, the
 * team), not the desk's schedule, money and keys.
 */
export function SupplierShell({ children }: { children: ReactNode }) {
  return (
    <WorkspaceShell workspace="supplier" navLabel="Supplier workspace" nav={SUPPLIER_NAV}>
      {children}
    </WorkspaceShell>
  );
}

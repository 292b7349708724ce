import type { ReactNode } from 'react';

import { supplierRoutes } from '@/lib/app-routes';

import { NavLink } from './NavLink';
import { WorkspaceShell } from './WorkspaceShell';

/** The supplier workspace's frame: its header and navigation around the workspace's screens. */
export function SupplierShell({ children }: { children: ReactNode }) {
  return (
    <WorkspaceShell
      workspace="supplier"
      navLabel="Supplier workspace"
      nav={[
        // Exact: every other screen of the workspace is under /supplier too.
        <NavLink key="orders" href={supplierRoutes.home} exact alsoUnder={`${supplierRoutes.home}/orders`}>
          Orders
        </NavLink>,
        <NavLink key="schedule" href={supplierRoutes.schedule}>
          Schedule
        </NavLink>,
        <NavLink key="fleet" href={supplierRoutes.fleet}>
          Fleet
        </NavLink>,
        <NavLink key="statements" href={supplierRoutes.statements}>
          Statements
        </NavLink>,
        <NavLink key="payouts" href={supplierRoutes.payouts}>
          Payouts
        </NavLink>,
        <NavLink key="catalogue" href={supplierRoutes.catalogue}>
          Catalogue
        </NavLink>,
        <NavLink key="team" href={supplierRoutes.team}>
          Team
        </NavLink>,
        <NavLink key="storefront" href={supplierRoutes.storefront}>
          Storefront
        </NavLink>,
        <NavLink key="developers" href={supplierRoutes.developers}>
          Developers
        </NavLink>,
      ]}
    >
      {children}
    </WorkspaceShell>
  );
}

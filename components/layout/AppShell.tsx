import Link from 'next/link';
import type { ReactNode } from 'react';

import { appRoutes, routes } from '@/lib/routes';

import { NavLink } from './NavLink';
import { WorkspaceShell } from './WorkspaceShell';

/** The contractor app's frame: its own header and navigation around the app's screens. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <WorkspaceShell
      workspace="contractor"
      navLabel="App"
      nav={[
        <NavLink key="home" href={appRoutes.home} exact>
          Dashboard
        </NavLink>,
        <NavLink key="order" href={appRoutes.order} exact>
          New order
        </NavLink>,
        <NavLink key="orders" href={appRoutes.orders}>
          Orders
        </NavLink>,
        <NavLink key="credit" href={appRoutes.credit}>
          Credit
        </NavLink>,
        <NavLink key="team" href={appRoutes.team}>
          Team
        </NavLink>,
        <NavLink key="settings" href={appRoutes.settings}>
          Settings
        </NavLink>,
        <Link key="suppliers" href={routes.order.path}>
          Suppliers
        </Link>,
      ]}
    >
      {children}
    </WorkspaceShell>
  );
}

import type { ReactNode } from 'react';

import { operatorRoutes } from '@/lib/app-routes';

import { PlainWorkspaceShell } from './PlainWorkspaceShell';
import type { WorkspaceNavItem } from './WorkspaceNav';

const OPERATOR_NAV: readonly WorkspaceNavItem[] = [{ href: operatorRoutes.credit, label: 'Credit applications' }];

/** The marketplace operator's frame (BuildMarket's staff): its header around the operator's screens. */
export function OperatorShell({ children }: { children: ReactNode }) {
  return (
    <PlainWorkspaceShell navLabel="Marketplace operations" nav={OPERATOR_NAV}>
      {children}
    </PlainWorkspaceShell>
  );
}

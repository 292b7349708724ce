// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Session } from '@/components/auth/useSession';
import { AppShell } from '@/components/layout/AppShell';
import { SupplierShell } from '@/components/layout/SupplierShell';

/** The workspaces' navigation: only for members, and only what their role may do. */

const session = vi.hoisted((): { current: Session } => ({ current: { status: 'loading' } }));
vi.mock('@/components/auth/useSession', () => ({ useSession: () => session.current }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/app/order',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
}));
// The header's account menu and the guard read the session too; they are not what is tested here.
vi.mock('@/components/layout/AccountMenu', () => ({ AccountMenu: () => null }));
vi.mock('@/components/layout/CompanySwitcher', () => ({ CompanySwitcher: () => null }));

afterEach(cleanup);

function signedInAs(kind: 'contractor' | 'supplier', role: string) {
  const company = { __typename: 'Company', id: 'c1', name: 'NorthPeak Ready Mix', kind, referralCreditCents: 0 };
  session.current = {
    status: 'signedIn',
    viewer: {
      __typename: 'Viewer',
      id: 'u1',
      email: 'person@northpeak.example',
      phone: null,
      fullName: 'Pat Person',
      referralCode: 'PATP2345',
      company,
      role,
      companies: [{ __typename: 'CompanyMembership', company, role }],
    },
  } as unknown as Session;
}

const linksOf = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('workspace navigation', () => {
  it('shows a signed-out guest placing an order a way to sign in, not the workspace’s screens', () => {
    session.current = { status: 'signedOut' };
    render(
      <AppShell>
        <p>The order flow</p>
      </AppShell>,
    );
    expect(screen.queryByRole('navigation', { name: 'App' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Orders' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?next=%2Fapp%2Forder');
    expect(screen.getByText('The order flow')).toBeInTheDocument();
  });

  it('shows a contractor every screen of the app', () => {
    signedInAs('contractor', 'contractor_owner');
    render(<AppShell>{null}</AppShell>);
    expect(linksOf('App')).toEqual(['Dashboard', 'New order', 'Orders', 'Credit', 'Team', 'Settings', 'Suppliers']);
  });

  it('offers a dispatcher the whole desk, and a driver only what a driver does', () => {
    signedInAs('supplier', 'partner_manager');
    render(<SupplierShell>{null}</SupplierShell>);
    expect(linksOf('Supplier workspace')).toEqual([
      'Orders',
      'Schedule',
      'Fleet',
      'Statements',
      'Payouts',
      'Scorecard',
      'Catalogue',
      'Team',
      'Storefront',
      'Developers',
    ]);
    cleanup();

    signedInAs('supplier', 'partner_driver');
    render(<SupplierShell>{null}</SupplierShell>);
    expect(linksOf('Supplier workspace')).toEqual(['Orders', 'Your loads', 'Catalogue', 'Team']);
    expect(screen.getByRole('link', { name: 'Your loads' })).toHaveAttribute('href', '/driver');
  });
});

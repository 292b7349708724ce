// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DriverShell } from '@/components/driver/DriverShell';
import { AppShell } from '@/components/layout/AppShell';
import { SupplierShell } from '@/components/layout/SupplierShell';
import { PartnerShell } from '@/components/partner/PartnerShell';
import type { ViewerFieldsFragment } from '@/graphql/generated/client/graphql';
import { SESSION_STORAGE_KEY } from '@/lib/apollo/session';
import { renderWithFakeApi, type Answer, type ApiRequest } from '@/tests/support/fake-api';

/** The workspaces' account menu: who is signed in, for which company, switching, settings, sign-out. */

const router = { push: vi.fn<(href: string) => void>(), replace: vi.fn<(href: string) => void>() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/app/orders' }));
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

let handlers: Record<string, Answer> = {};
const requests: ApiRequest[] = [];
const requestsOf = (operationName: string) => requests.filter((request) => request.operationName === operationName);
const renderWithApi = (ui: ReactNode) => renderWithFakeApi(ui, () => handlers, requests);

const NORTHPEAK = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'NorthPeak Ready Mix',
  kind: 'supplier' as const,
};
const OWN = { id: '00000000-0000-4000-8000-000000000002', name: "Pat Person's company", kind: 'contractor' as const };
type Company = typeof NORTHPEAK | typeof OWN;

/** Pat Person, acting for `current` with `role`, and a member of `companies` (with their roles). */
function viewer(
  current: Company | null,
  role: string | null,
  companies: { company: Company; role: string }[] = current && role ? [{ company: current, role }] : [],
  isPartner = false,
): ViewerFieldsFragment & { __typename: 'Viewer' } {
  return {
    __typename: 'Viewer',
    id: 'u1',
    email: 'pat@person.example',
    phone: null,
    fullName: 'Pat Person',
    referralCode: 'PATP2345',
    company: current && { ...current, referralCreditCents: 0 },
    role,
    companies,
    isMarketplaceOperator: false,
    isPartner,
  } as ViewerFieldsFragment & { __typename: 'Viewer' };
}
const DISPATCHER_OF_TWO = viewer(NORTHPEAK, 'partner_manager', [
  { company: NORTHPEAK, role: 'partner_manager' },
  { company: OWN, role: 'contractor_owner' },
]);

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'ordinary-1', refreshToken: 'refresh-1' }));
  requests.length = 0;
  router.push.mockReset();
  router.replace.mockReset();
  handlers = { Me: () => ({ data: { me: viewer(OWN, 'contractor_owner') } }) };
});
afterEach(cleanup);

const menuButton = () => screen.findByRole('button', { name: 'Account: Pat Person' });
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '')!;
/** The panel's "Company" and "Role" terms with what they say. */
const factsOf = (panel: HTMLElement) =>
  Object.fromEntries(
    within(panel)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('account menu', () => {
  it('shows a contractor who they are, their company and role, their settings and sign-out', async () => {
    const { user } = renderWithApi(<AppShell>{null}</AppShell>);
    const button = await menuButton();
    const banner = screen.getByRole('banner');
    expect(banner).toContainElement(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveTextContent('Pat Person');
    expect(panelOf(button)).not.toBeVisible();

    await user.click(button);
    const panel = panelOf(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(within(panel).getByText('Pat Person')).toBeVisible();
    expect(within(panel).getByText('pat@person.example')).toBeVisible();
    expect(factsOf(panel)).toEqual({ Company: "Pat Person's company", Role: 'Owner' });
    expect(within(panel).queryByText('Switch to')).toBeNull();
    expect(within(panel).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/app/settings');
    expect(within(panel).getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(within(panel).queryByRole('link', { name: 'Partner dashboard' })).toBeNull();
    // The header no longer prints the company as a line of text of its own.
    expect(within(banner).queryByText(/\(contractor\) ·/)).toBeNull();
  });

  it('names a supplier’s dispatcher and a partner foreman by their role, with their workspace’s settings', async () => {
    handlers.Me = () => ({ data: { me: viewer(NORTHPEAK, 'partner_manager') } });
    const dispatcher = renderWithApi(<SupplierShell>{null}</SupplierShell>);
    let button = await menuButton();
    await dispatcher.user.click(button);
    expect(factsOf(panelOf(button))).toEqual({ Company: 'NorthPeak Ready Mix', Role: 'Dispatcher / manager' });
    expect(within(panelOf(button)).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/supplier/settings',
    );
    cleanup();

    handlers.Me = () => ({ data: { me: viewer(OWN, 'partner_contractor') } });
    const foreman = renderWithApi(<AppShell>{null}</AppShell>);
    button = await menuButton();
    await foreman.user.click(button);
    expect(factsOf(panelOf(button))).toEqual({ Company: "Pat Person's company", Role: 'Partner contractor (foreman)' });
    expect(within(panelOf(button)).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/app/settings');
  });

  it('links a referral partner to the partner dashboard: a supplier’s owner who is one, and a partner of no company', async () => {
    handlers.Me = () => ({ data: { me: viewer(NORTHPEAK, 'supplier_owner', undefined, true) } });
    const owner = renderWithApi(<SupplierShell>{null}</SupplierShell>);
    let button = await menuButton();
    await owner.user.click(button);
    expect(within(panelOf(button)).getByRole('link', { name: 'Partner dashboard' })).toHaveAttribute(
      'href',
      '/partner',
    );
    expect(within(panelOf(button)).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/supplier/settings',
    );
    cleanup();

    handlers.Me = () => ({ data: { me: viewer(null, null, [], true) } });
    const partner = renderWithApi(<PartnerShell>{null}</PartnerShell>);
    button = await menuButton();
    await partner.user.click(button);
    expect(within(panelOf(button)).getByRole('link', { name: 'Partner dashboard' })).toHaveAttribute(
      'href',
      '/partner',
    );
    expect(within(panelOf(button)).queryAllByRole('term')).toEqual([]);
    // Their settings are the partner frame's: the contractor workspace's would ask for a company.
    expect(within(panelOf(button)).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/partner/settings',
    );
    expect(within(panelOf(button)).getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  it('gives a driver in the driver app the same menu, with the driver app’s settings', async () => {
    handlers.Me = () => ({ data: { me: viewer(NORTHPEAK, 'partner_driver') } });
    const { user } = renderWithApi(<DriverShell>{null}</DriverShell>);
    const button = await menuButton();
    expect(screen.getByRole('banner')).toContainElement(button);
    await user.click(button);
    expect(factsOf(panelOf(button))).toEqual({ Company: 'NorthPeak Ready Mix', Role: 'Driver' });
    expect(within(panelOf(button)).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/driver/settings');
    expect(within(panelOf(button)).getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  it('offers the other companies and switches as the company switcher does', async () => {
    handlers.Me = () => ({ data: { me: DISPATCHER_OF_TWO } });
    handlers.CompanySwitch = () =>
      Response.json(
        {
          data: {
            companySwitch: { user: viewer(OWN, 'contractor_owner', DISPATCHER_OF_TWO.companies), mainToken: 'main-2' },
          },
        },
        { headers: { authorization: 'Bearer ordinary-2', 'x-refresh-token': 'refresh-2' } },
      );
    const { user } = renderWithApi(<SupplierShell>{null}</SupplierShell>);
    const button = await menuButton();
    await user.click(button);
    const others = within(panelOf(button)).getByRole('list', { name: 'Switch to' });
    expect(
      within(others)
        .getAllByRole('button')
        .map((option) => option.textContent),
    ).toEqual(["Pat Person's company (contractor) · Owner"]);

    await user.click(within(others).getByRole('button', { name: "Pat Person's company (contractor) · Owner" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/app'));
    expect(requestsOf('CompanySwitch')[0]?.variables).toEqual({ companyId: OWN.id });
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toEqual({
      token: 'ordinary-2',
      refreshToken: 'refresh-2',
      mainToken: 'main-2',
    });
  });

  it('closes on Escape (focus back on its button) and on a click outside it', async () => {
    const { user } = renderWithApi(
      <>
        <AppShell>{null}</AppShell>
        <p>Elsewhere</p>
      </>,
    );
    const button = await menuButton();
    await user.click(button);
    await user.tab();
    expect(within(panelOf(button)).getByRole('link', { name: 'Settings' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(button)).not.toBeVisible();
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(panelOf(button)).toBeVisible();
    await user.click(screen.getByText('Elsewhere'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(button)).not.toBeVisible();
  });

  it('signs out: the server ends the session, this browser forgets it and goes home', async () => {
    handlers.SignOut = () => ({ data: { signOut: true } });
    const { user } = renderWithApi(<AppShell>{null}</AppShell>);
    const button = await menuButton();
    await user.click(button);
    await user.click(within(panelOf(button)).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/'));
    expect(requestsOf('SignOut')).toHaveLength(1);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('is not there for a signed-out visitor', async () => {
    window.localStorage.clear();
    renderWithApi(<AppShell>{null}</AppShell>);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Account:/ })).toBeNull();
  });
});

// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PartnerDashboard } from '@/components/partner/PartnerDashboard';
import { AccountSettings } from '@/components/settings/AccountSettings';
import { SESSION_STORAGE_KEY } from '@/lib/apollo/session';
import { renderWithFakeApi, type Answer, type ApiRequest } from '@/tests/support/fake-api';

/**
 * The partner dashboard's payouts, as a partner reads them: a partner that is a supplier is paid
 * with its supplier's payouts; one that is no supplier is told what it is owed and how that is paid.
 */

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  usePathname: () => '/partner',
}));

const figures = (earnedCents: number) => ({
  __typename: 'PartnerFigures' as const,
  clicks: 4,
  signUps: 1,
  orders: 2,
  referralCreditsCents: 2000,
  earned: earnedCents ? [{ __typename: 'PartnerAmount' as const, currency: 'CAD', cents: earnedCents }] : [],
  pending: [],
});

/** The API's answer (with the __typename fields Apollo asks for, which the generated types leave out). */
function dashboard(paysOut: boolean, owedCents: number) {
  const owed = owedCents ? [{ __typename: 'PartnerAmount' as const, currency: 'CAD', cents: owedCents }] : [];
  return {
    __typename: 'PartnerDashboard',
    code: 'BUILDERSHUB',
    name: 'Builders Hub',
    commissionBps: 500,
    paysOut,
    months: [{ __typename: 'PartnerMonth', month: '2026-11', figures: figures(owedCents) }],
    totals: figures(owedCents),
    paidOut: [],
    awaitingPayout: [],
    owed,
    payouts: [],
  };
}

const viewer = {
  __typename: 'Viewer',
  id: 'u1',
  email: 'hub@partners.example',
  phone: null,
  fullName: 'Riley Hub',
  referralCode: 'RILEY234',
  company: null,
  role: null,
  companies: [],
  isMarketplaceOperator: false,
  isPartner: true,
};

let handlers: Record<string, Answer> = {};
const requests: ApiRequest[] = [];

beforeEach(() => {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'ordinary-1', refreshToken: 'refresh-1' }));
  handlers = { Me: () => ({ data: { me: viewer } }) };
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('the partner dashboard’s payouts', () => {
  it('tells a partner that is no supplier what it is owed and that no payout is scheduled for it', async () => {
    handlers.PartnerDashboard = () => ({ data: { partnerDashboard: dashboard(false, 1234) } });
    renderWithFakeApi(<PartnerDashboard siteUrl="http://localhost:3000" />, () => handlers, requests);
    const payouts = await screen.findByRole('region', { name: 'Payouts' });
    expect(within(payouts).getByText('You are owed $12.34 CAD of earned commission.')).toBeVisible();
    expect(within(payouts).getByText(/no payout is scheduled for you/)).toBeVisible();
    const totals = screen.getByRole('region', { name: 'All time' });
    expect(within(totals).getByText('Owed to you').nextElementSibling).toHaveTextContent('$12.34 CAD');
    expect(within(totals).queryByText('Awaiting the next payout')).toBeNull();
  });

  it('says nothing is owed yet before any commission is earned', async () => {
    handlers.PartnerDashboard = () => ({ data: { partnerDashboard: dashboard(false, 0) } });
    renderWithFakeApi(<PartnerDashboard siteUrl="http://localhost:3000" />, () => handlers, requests);
    const payouts = await screen.findByRole('region', { name: 'Payouts' });
    expect(within(payouts).getByText(/^Nothing is owed to you yet/)).toBeVisible();
  });

  it('tells a supplier’s partner its commission comes with the supplier’s weekly payout', async () => {
    handlers.PartnerDashboard = () => ({ data: { partnerDashboard: dashboard(true, 1234) } });
    renderWithFakeApi(<PartnerDashboard siteUrl="http://localhost:3000" />, () => handlers, requests);
    const payouts = await screen.findByRole('region', { name: 'Payouts' });
    expect(within(payouts).getByText(/^No payouts yet\. Earned commission is paid with/)).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'All time' })).getByText('Awaiting the next payout'),
    ).toBeVisible();
  });
});

describe('the settings of a partner who belongs to no company', () => {
  it('offer their details and password, and ask for no company', async () => {
    renderWithFakeApi(<AccountSettings returnPath="/partner/settings" />, () => handlers, requests);
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Password' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Company' })).toBeNull();
    expect(screen.queryByText('Loading your company…')).toBeNull();
    expect(requests.map((request) => request.operationName)).not.toContain('CompanySettings');
  });
});

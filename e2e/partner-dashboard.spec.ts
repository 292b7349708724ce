import type { APIRequestContext } from '@playwright/test';

import { partnerRoutes } from '../lib/app-routes';

import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { networkSettled } from './network';
import { gql, newContractor, signInDispatcher, signUpThroughApi, startBrowserSession } from './session';

/**
 * A referral partner's dashboard (/partner): the demo partner (Bay City Ready Mix's account,
 * server/seed/partner.ts) copies its referral link, a visitor follows it (counted once however
 * often they come back) and signs up with the partner's code, and the dashboard shows the click,
 * the sign-up and the $20 credit given in this month's row. Another account is refused.
 */

const DEMO_PARTNER = { login: 'partner@baycity.example', password: 'Partner2026!' };

const TOTALS = /* GraphQL */ `
  query {
    partnerDashboard {
      totals {
        clicks
        signUps
        referralCreditsCents
      }
    }
  }
`;

async function totals(request: APIRequestContext, token: string) {
  const answer = await gql<{
    partnerDashboard: { totals: { clicks: number; signUps: number; referralCreditsCents: number } };
  }>(request, TOTALS, {}, token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.partnerDashboard.totals;
}

test('the partner copies its link; a visitor who follows it and signs up shows in this month’s figures', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const session = await signInDispatcher(request, DEMO_PARTNER);
  const before = await totals(request, session.token);

  // A visitor follows the referral link twice: sign-up opens with the code, and one click is counted.
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto('/r/BAYCITY?to=sign-up');
  await expect(visitor).toHaveURL(`${baseURL}/sign-up?ref=BAYCITY`);
  await expect(visitor.getByLabel(/Referral code/)).toHaveValue('BAYCITY');
  await visitor.goto('/r/BAYCITY?to=sign-up');
  await visitor.close();
  await signUpThroughApi(request, newContractor('Jamie Referred'), 'BAYCITY');

  const after = await totals(request, session.token);
  expect(after.clicks).toBe(before.clicks + 1);
  expect(after.signUps).toBe(before.signUps + 1);
  expect(after.referralCreditsCents).toBe(before.referralCreditsCents + 2000);

  await startBrowserSession(page, session);
  await page.goto(partnerRoutes.home);
  await expect(page.getByRole('heading', { level: 1, name: 'Partner dashboard' })).toBeVisible();
  await expect(page.getByText(/Bay City Ready Mix · partner code BAYCITY · commission 5% of each order/)).toBeVisible();
  await expect(page.getByLabel('Referral link')).toHaveValue(`${baseURL}/r/BAYCITY?to=sign-up`);
  await page.getByLabel('Button', { exact: true }).selectOption('rent');
  await expect(page.getByLabel('Button HTML')).toHaveValue(new RegExp(`/r/BAYCITY\\?action=rent"`));

  const allTime = page.getByRole('region', { name: 'All time' });
  await expect(allTime.getByText(String(after.clicks), { exact: true })).toBeVisible();
  await expect(allTime.getByText(`$${after.referralCreditsCents / 100}`, { exact: true })).toBeVisible();

  const thisMonth = page.getByRole('region', { name: 'Figures by month' }).getByRole('row').nth(1);
  await expect(thisMonth.getByRole('rowheader')).toHaveText(
    new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date()),
  );
  await expect(thisMonth.getByRole('cell').nth(1)).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByRole('region', { name: 'Payouts' }).getByText('No payouts yet.')).toBeVisible();

  await expect(page.getByRole('button', { name: /^Account:/ })).toBeVisible();
  await networkSettled(page);
  await expectNoAxeViolations(page, { include: 'main', what: 'the partner dashboard' });
});

test('anyone but a partner is refused the dashboard', async ({ page, request }) => {
  const contractor = await signUpThroughApi(request, newContractor('Robin Notapartner'));
  await startBrowserSession(page, contractor.tokens);
  await page.goto(partnerRoutes.home);
  const refusal = page.getByRole('main').getByRole('alert');
  await expect(refusal).toContainText('This dashboard is for partners of the program.');
  await expect(refusal).toContainText('Code: FORBIDDEN');
});

test('a partner of no company signs in to its dashboard, and its account menu leads back to it', async ({ page }) => {
  await page.goto('/sign-in');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email or phone').fill(DEMO_PARTNER.login);
  await form.getByLabel('Password').fill(DEMO_PARTNER.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${partnerRoutes.home}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Partner dashboard' })).toBeVisible();

  const account = page.getByRole('button', { name: /^Account:/ });
  await account.click();
  const panel = page.locator(`[id="${await account.getAttribute('aria-controls')}"]`);
  await expect(panel.getByRole('link', { name: 'Partner dashboard' })).toHaveAttribute('href', partnerRoutes.home);
  await expect(panel.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

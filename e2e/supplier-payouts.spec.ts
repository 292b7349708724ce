import { supplierRoutes } from '../lib/app-routes';

import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { networkSettled } from './network';
import { signInDispatcher, startBrowserSession } from './session';

/**
 * The supplier's owner opens Payouts from the workspace's navigation: the balance and the next
 * payout, the past payout (simulated: the sandbox gateway) with its orders, and the ledger as
 * CSV. The demo data pays Coastline Concrete & Gravel (server/seed/payouts.ts).
 */

const DEMO_OWNER = { login: 'owner@coastline.example', password: 'Dispatch2026!' };

test('the owner reads the balance, the next payout and past payouts, and downloads the ledger', async ({
  page,
  request,
}) => {
  await startBrowserSession(page, await signInDispatcher(request, DEMO_OWNER));
  await page.goto(supplierRoutes.home);
  await page.getByRole('navigation', { name: 'Supplier workspace' }).getByRole('link', { name: 'Payouts' }).click();
  await expect(page).toHaveURL(supplierRoutes.payouts);
  await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();

  await expect(page.getByText('Payouts here are simulated')).toBeVisible();
  const balance = page.getByRole('region', { name: 'Balance' });
  await expect(balance.getByText('Balance (CAD)')).toBeVisible();
  await expect(balance.getByText(/^Next payout, /)).toBeVisible();
  await expect(balance.getByText(/\$[\d,]+\.\d{2} CAD/).first()).toBeVisible();

  const past = page.getByRole('region', { name: 'Past payouts' });
  const payout = past.getByRole('row').filter({ hasText: 'Paid (simulated)' });
  await expect(payout).toHaveCount(1);
  await expect(payout.getByRole('link')).toHaveCount(2);
  await networkSettled(page);
  await expectNoAxeViolations(page, { include: 'main', what: 'the payouts page' });

  const csv = await request.get(
    (await page.getByRole('link', { name: 'Download the ledger (CSV)' }).getAttribute('href')) ?? '',
  );
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines[0]).toBe('Date,Order,Payment,Type,Currency,Amount,Settled,Payout date,Payout status');
  expect(lines.some((line) => line.includes(',Refund,CAD,-150.00,'))).toBe(true);

  // The order of a payout opens in the workspace.
  const orderLink = payout.getByRole('link').first();
  const orderNumber = (await orderLink.textContent()) ?? '';
  await orderLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(orderNumber);
});

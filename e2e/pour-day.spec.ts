import { orderPath, supplierOrderPath } from '../lib/app-routes';

import { expectNoAxeViolations } from './axe';
import { acceptAndScheduleThroughApi } from './drivers';
import { expect, newClientAddress, test } from './fixtures';
import { networkSettled, trackRequests } from './network';
import { placeOrderThroughApi } from './placed-orders';
import { newContractor, signInDispatcher, signUpThroughApi, startBrowserSession } from './session';

/**
 * Pour day, both sides at once: the contractor on site, on a phone, asks to send the balance; the
 * dispatcher, in a browser of their own, sees the request and its new total arrive without a
 * reload and accepts; the contractor's page shows the answer and the new total without a reload.
 */

const SUPPLIER = 'NorthPeak Ready Mix';

test('the contractor asks on a phone to send the balance; the dispatcher accepts; both see the new total live', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const dispatcherTokens = await signInDispatcher(request);
  const contractor = await signUpThroughApi(request, newContractor('Pour Day'));
  const order = await placeOrderThroughApi(request, contractor.tokens.token, {
    daysAhead: 60 + Math.floor(Math.random() * 30),
    supplierName: SUPPLIER,
  });
  // Delivery day: the supplier accepted and scheduled it.
  await acceptAndScheduleThroughApi(request, order.id, dispatcherTokens.token);

  // The dispatcher has the order open.
  await startBrowserSession(page, dispatcherTokens);
  await page.goto(supplierOrderPath(order.id));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();

  // The contractor, on site, on a phone.
  const site = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'x-forwarded-for': newClientAddress() },
  });
  const phone = await site.newPage();
  trackRequests(phone);
  await startBrowserSession(phone, contractor.tokens);
  await phone.goto(orderPath(order.id));
  await expect(phone.getByRole('heading', { level: 1 })).toContainText(order.orderNumber);
  const trucks = phone.getByRole('region', { name: 'Trucks' });
  await expect(trucks.getByRole('button', { name: 'Send the balance' })).toBeVisible();
  await networkSettled(phone);
  await expectNoAxeViolations(phone);

  await trucks.getByRole('button', { name: 'Send the balance' }).click();
  const form = trucks.getByRole('form', { name: 'Send the balance' });
  await form.getByLabel('Quantity still needed (m3)').fill('10');
  await form.getByRole('button', { name: 'Send the balance' }).click();
  const mine = trucks.getByRole('listitem').filter({ hasText: 'Send the balance: 10 m3' });
  await expect(mine).toContainText('Waiting for the supplier');
  await expect(mine).toContainText(/Total \$[\d,.]+ CAD → \$[\d,.]+ CAD/);
  const totals = (await mine.getByText(/^Total /).textContent())!;

  // The dispatcher sees it without a reload, with the same totals, and accepts.
  const requests = page.getByRole('region', { name: /Contractor’s requests/ });
  const waiting = requests.getByRole('list', { name: 'Requests waiting for an answer' }).getByRole('listitem');
  await expect(waiting).toContainText('Send the balance: 10 m3', { timeout: 5_000 });
  await expect(waiting).toContainText(totals);
  await networkSettled(page);
  await expectNoAxeViolations(page);
  await waiting.getByLabel(/Note for the contractor/).fill('Last truck at noon.');
  await waiting.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(requests.getByText('No request waits for an answer.')).toBeVisible();

  // The contractor's page shows the answer and the new total without a reload.
  const newTotal = totals.split('→')[1]!.trim();
  await expect(mine).toContainText('Accepted', { timeout: 5_000 });
  await expect(mine).toContainText(`The new total is ${newTotal}`);
  await expect(mine).toContainText('Last truck at noon.');
  await expect(phone.getByRole('region', { name: 'Product' })).toContainText('10');
  await networkSettled(phone);
  await expectNoAxeViolations(phone);
  await site.close();
});

import type { APIRequestContext, Browser } from '@playwright/test';

import { orderPath, supplierOrderPath, supplierRoutes } from '../lib/app-routes';

import { expectNoAxeViolations } from './axe';
import { acceptAndScheduleThroughApi, deliverThroughApi, ONE_PIXEL_PNG } from './drivers';
import { expect, newClientAddress, test } from './fixtures';
import { networkSettled, trackRequests } from './network';
import { payByCardThroughApi, placeOrderThroughApi } from './placed-orders';
import { gql, newContractor, signInDispatcher, signUpThroughApi, startBrowserSession } from './session';

/**
 * A delivered load disputed, both sides at once: the contractor disputes it from beside its
 * e-ticket, with a photo; the supplier, in a browser of its own, sees the dispute arrive without a
 * reload and accepts it (the contractor's page shows the credit) or contests it with a reason (the
 * contractor's page shows why).
 */

const SUPPLIER = 'NorthPeak Ready Mix';

/** A card order of NorthPeak's, paid, scheduled and its load delivered; the supplier's page open. */
async function deliveredOrder(request: APIRequestContext, browser: Browser, name: string) {
  const dispatcherTokens = await signInDispatcher(request);
  const contractor = await signUpThroughApi(request, newContractor(name));
  const order = await placeOrderThroughApi(request, contractor.tokens.token, {
    daysAhead: 60 + Math.floor(Math.random() * 60),
    supplierName: SUPPLIER,
  });
  await payByCardThroughApi(request, contractor.tokens.token, order.id);
  const driver = await acceptAndScheduleThroughApi(request, order.id, dispatcherTokens.token);
  await deliverThroughApi(request, order.id, dispatcherTokens.token, driver.tokens.token);

  // The supplier's accounts person, at a desk, has the order open.
  const desk = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': newClientAddress() },
  });
  const supplierPage = await desk.newPage();
  // Its live stream stays open: settled means no other request in flight (e2e/network.ts).
  trackRequests(supplierPage);
  await startBrowserSession(supplierPage, dispatcherTokens);
  await supplierPage.goto(supplierOrderPath(order.id));
  await expect(supplierPage.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  return { contractor, order, desk, supplierPage, dispatcherTokens };
}

test('the contractor disputes a delivered load from its e-ticket with a photo; the supplier sees it live and accepts', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { contractor, order, desk, supplierPage } = await deliveredOrder(request, browser, 'Dispute Accepted');

  await startBrowserSession(page, contractor.tokens);
  await page.goto(orderPath(order.id));
  const trucks = page.getByRole('region', { name: 'Trucks' });
  await expect(trucks.getByRole('link', { name: 'E-ticket of truck 1 (PDF)' })).toBeVisible();
  // Beside the load's e-ticket: the form opens on that load, and the reader is taken to it.
  await trucks.getByRole('button', { name: 'Dispute truck 1' }).click();
  const form = page.getByRole('form', { name: 'Dispute a load or a line' });
  await expect(form.getByRole('heading', { name: 'Dispute a load or a line' })).toBeFocused();
  await expect(form.getByLabel('What you dispute')).toHaveValue(/^load:/);
  await expect(form.getByLabel('What you dispute').locator('option:checked')).toHaveText('Load 1');
  await form.getByLabel('What went wrong').selectOption({ label: 'Short load' });
  await form.getByLabel('Tell the supplier what happened').fill('The truck came half a cubic metre short.');
  await form.getByLabel('Amount you ask back (CAD)').fill('50');
  await form
    .getByLabel(/^Photos/)
    .setInputFiles({ name: 'short-load.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await networkSettled(page);
  await expectNoAxeViolations(page, { what: 'the dispute form on the contractor’s order page' });
  await form.getByRole('button', { name: 'Send the dispute' }).click();
  await expect(page.getByText('Dispute sent to the supplier: their answer shows here.')).toBeVisible();
  const disputes = page.getByRole('region', { name: 'Disputes' });
  const mine = disputes.getByRole('list', { name: 'Disputes' }).locator(':scope > li');
  await expect(mine).toContainText('Load 1: Short load');
  await expect(mine).toContainText('Asked back: $50.00 CAD');
  await expect(mine).toContainText('Waiting for the supplier.');
  await expect(mine.getByRole('link', { name: 'Photo 1' })).toBeVisible();
  // One dispute in play per load: its e-ticket offers no second one.
  await expect(trucks.getByRole('button', { name: 'Dispute truck 1' })).toHaveCount(0);

  // The supplier sees it arrive without a reload, with its photo, and accepts the credit.
  const theirs = supplierPage
    .getByRole('region', { name: 'Disputes' })
    .getByRole('list', { name: 'Disputes' })
    .locator(':scope > li');
  await expect(theirs).toContainText('The truck came half a cubic metre short.', { timeout: 10_000 });
  // The photo is uploaded once the dispute is open: its arrival is heard by itself, still without a reload.
  await expect(theirs.getByRole('link', { name: 'Photo 1' })).toBeVisible({ timeout: 10_000 });
  const photo = await supplierPage.request.get(
    (await theirs.getByRole('link', { name: 'Photo 1' }).getAttribute('href'))!,
  );
  expect(photo.ok()).toBe(true);
  expect(photo.headers()['content-type']).toBe('image/png');
  const accept = theirs.getByRole('form', { name: 'Accept the dispute of Load 1' });
  await expect(accept.getByLabel('Credit (CAD)')).toHaveValue('50.00');
  await networkSettled(supplierPage);
  await expectNoAxeViolations(supplierPage, { what: 'the dispute on the supplier’s order page' });
  await accept.getByRole('button', { name: 'Accept and credit' }).click();
  await expect(theirs).toContainText('Accepted: credited $50.00 CAD.');

  // The contractor's page shows the credit without a reload; the order owes $50.00 less.
  await expect(mine).toContainText('Accepted: credited $50.00 CAD.', { timeout: 10_000 });
  await expect(disputes.getByRole('button', { name: 'Withdraw the dispute' })).toHaveCount(0);
  const after = await gql<{ order: { amountDueCents: number } }>(
    request,
    'query($id: ID!) { order(id: $id) { amountDueCents } }',
    { id: order.id },
    contractor.tokens.token,
  );
  expect(after.data!.order.amountDueCents).toBe(order.amountDueCents - 5_000);
  // Playwright does not always report the photo's upload as finished: a reload starts the count
  // afresh, and shows the credit where the server has it.
  await page.reload();
  await expect(mine).toContainText('Accepted: credited $50.00 CAD.');
  await networkSettled(page);
  await expectNoAxeViolations(page, { what: 'the accepted dispute on the contractor’s order page' });

  // The supplier's record, as contractors see it, counts the dispute.
  await supplierPage.goto(supplierRoutes.home);
  await expect(
    supplierPage.getByText(
      /^Your record, as contractors see it when they choose a supplier: [\d,]+ disputes?: [1-9][\d,]* accepted, [\d,]+ open\.$/,
    ),
  ).toBeVisible();
  await desk.close();
});

test('the supplier contests a disputed load with a reason; the contractor reads it live and may withdraw', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { contractor, order, desk, supplierPage } = await deliveredOrder(request, browser, 'Dispute Contested');

  await startBrowserSession(page, contractor.tokens);
  await page.goto(orderPath(order.id));
  const disputes = page.getByRole('region', { name: 'Disputes' });
  await disputes.getByRole('button', { name: 'Dispute a load or a line' }).click();
  const form = page.getByRole('form', { name: 'Dispute a load or a line' });
  await form.getByLabel('What went wrong').selectOption({ label: 'Late' });
  await form.getByLabel('Tell the supplier what happened').fill('Two hours after the window.');
  await form.getByLabel('Amount you ask back (CAD)').fill('75');
  await form.getByRole('button', { name: 'Send the dispute' }).click();
  const mine = disputes.getByRole('list', { name: 'Disputes' }).locator(':scope > li');
  await expect(mine).toContainText('Load 1: Late');

  const theirs = supplierPage
    .getByRole('region', { name: 'Disputes' })
    .getByRole('list', { name: 'Disputes' })
    .locator(':scope > li');
  await expect(theirs).toContainText('Two hours after the window.', { timeout: 10_000 });
  const contest = theirs.getByRole('form', { name: 'Contest the dispute of Load 1' });
  // A contest needs its reason: the contractor reads it.
  await contest.getByRole('button', { name: 'Contest' }).click();
  await expect(contest).toContainText('Say why you contest the dispute: the contractor reads it.');
  await contest.getByLabel('Why you contest it').fill('The driver waited 40 minutes at the locked gate.');
  await contest.getByRole('button', { name: 'Contest' }).click();
  await expect(theirs).toContainText('Contested by the supplier.');

  await expect(mine).toContainText('Contested by the supplier. “The driver waited 40 minutes at the locked gate.”', {
    timeout: 10_000,
  });
  await networkSettled(page);
  await expectNoAxeViolations(page, { what: 'the contested dispute on the contractor’s order page' });
  await mine.getByRole('button', { name: 'Withdraw the dispute' }).click();
  await expect(mine).toContainText('Withdrawn.');
  await expect(theirs).toContainText('Withdrawn.', { timeout: 10_000 });
  // Nothing was credited.
  const after = await gql<{ order: { amountDueCents: number } }>(
    request,
    'query($id: ID!) { order(id: $id) { amountDueCents } }',
    { id: order.id },
    contractor.tokens.token,
  );
  expect(after.data!.order.amountDueCents).toBe(order.amountDueCents);
  await desk.close();
});

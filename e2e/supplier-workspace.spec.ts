import { orderPath, supplierOrderPath, supplierRoutes, supplierSchedulePath } from '../lib/app-routes';
import { formatDate } from '../lib/order/format';

import { expectNoAxeViolations } from './axe';

import { acceptAndScheduleThroughApi } from './drivers';
import { expect, newClientAddress, test } from './fixtures';
import { placeOrderThroughApi } from './placed-orders';
import { networkSettled } from './network';
import { gql, newContractor, signInDispatcher, signUpThroughApi, startBrowserSession } from './session';

/**
 * Both sides of an order at once, each in a browser of its own: the supplier's dispatcher sees a
 * contractor's new order arrive in the inbox without reloading, accepts it, and the contractor's
 * order page shows the answer without reloading either.
 */

const SUPPLIER = 'NorthPeak Ready Mix';

test('a dispatcher sees a new order arrive, accepts it, and the contractor sees it accepted, all without a reload', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const dispatcherTokens = await signInDispatcher(request);

  // The dispatcher watches the placed orders of one day no other test orders for.
  const daysAhead = 45 + Math.floor(Math.random() * 10);
  const day = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const dispatch = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': newClientAddress() } });
  const inbox = await dispatch.newPage();
  await startBrowserSession(inbox, dispatcherTokens);
  await inbox.goto(`/supplier?status=placed&from=${day}&to=${day}`);
  await expect(inbox.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  const contractor = await signUpThroughApi(request, newContractor('Live Order'));
  const order = await placeOrderThroughApi(request, contractor.tokens.token, { daysAhead, supplierName: SUPPLIER });

  // Within 5 seconds, without a reload.
  const row = inbox.getByRole('link', { name: order.orderNumber });
  await expect(row).toBeVisible({ timeout: 5_000 });

  await startBrowserSession(page, contractor.tokens);
  await page.goto(orderPath(order.id));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.orderNumber);
  await expect(page.getByText('Placed', { exact: true }).first()).toBeVisible();

  await row.click();
  await expect(inbox.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  await inbox.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(inbox.getByText('State: Accepted')).toBeVisible();

  await expect(page.getByRole('list', { name: 'Order history' })).toContainText('Accepted', { timeout: 5_000 });
  await expect(page.getByText('Accepted', { exact: true }).first()).toBeVisible();
  await dispatch.close();
});

test('the marketing header’s account menu takes a signed-in dispatcher to the supplier workspace', async ({
  page,
  request,
}) => {
  await startBrowserSession(page, await signInDispatcher(request));
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
  await banner.getByRole('button', { name: /: account menu$/ }).click();
  await banner.getByRole('link', { name: 'Your workspace' }).click();
  await expect(page).toHaveURL(/\/supplier$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});

test('a dispatcher closes a day on the schedule board and contractors can no longer book it; the catalogue opens', async ({
  page,
  request,
}) => {
  test.slow();
  const tokens = await signInDispatcher(request);
  const workspace = await gql<{ supplierWorkspace: { supplierId: string } }>(
    request,
    'query { supplierWorkspace { supplierId } }',
    {},
    tokens.token,
  );
  const supplierId = workspace.data!.supplierWorkspace.supplierId;
  // A day far enough ahead that no other test orders for it, within what the board may change.
  const day = new Date(Date.now() + (100 + Math.floor(Math.random() * 60)) * 86_400_000).toISOString().slice(0, 10);
  const availability = () =>
    gql<{ deliveryAvailability: { closed: boolean; closedMessage: string | null; windows: { available: boolean }[] } }>(
      request,
      'query($id: ID!, $date: String!) { deliveryAvailability(supplierId: $id, date: $date) { closed closedMessage windows { available } } }',
      { id: supplierId, date: day },
    );
  expect((await availability()).data!.deliveryAvailability.closed).toBe(false);

  await startBrowserSession(page, tokens);
  await page.goto(supplierSchedulePath(day));
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  const dayLabel = formatDate(day);
  const daySection = page.getByRole('region', { name: new RegExp(`^${dayLabel}`) });
  await expect(daySection.getByLabel(/Capacity/).first()).toBeVisible();
  await networkSettled(page);
  await expectNoAxeViolations(page);

  await daySection.getByRole('button', { name: 'Block this date…' }).click();
  await daySection.getByLabel(`Why you are not delivering on ${dayLabel}`).fill('Plant maintenance');
  await daySection.getByRole('button', { name: 'Block date' }).click();
  await expect(daySection.getByRole('button', { name: `Unblock ${dayLabel}` })).toBeVisible();

  // The contractor's availability step reads the same answer at once.
  const closed = (await availability()).data!.deliveryAvailability;
  expect(closed.closed).toBe(true);
  expect(closed.closedMessage).toBe('Not delivering on this date. Please choose another date.');
  expect(closed.windows.every((window) => !window.available)).toBe(true);

  await daySection.getByRole('button', { name: `Unblock ${dayLabel}` }).click();
  await expect(daySection.getByRole('button', { name: 'Block this date…' })).toBeVisible();
  expect((await availability()).data!.deliveryAvailability.closed).toBe(false);

  await page.goto(supplierRoutes.catalogue);
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible();
  await networkSettled(page);
  await expectNoAxeViolations(page);
});

test('after delivery the contractor rates the order from the keyboard and the supplier answers, each side live', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const dispatcherTokens = await signInDispatcher(request);
  const contractor = await signUpThroughApi(request, newContractor('Rating'));
  const order = await placeOrderThroughApi(request, contractor.tokens.token, {
    daysAhead: 30 + Math.floor(Math.random() * 10),
    supplierName: SUPPLIER,
  });
  await acceptAndScheduleThroughApi(request, order.id, dispatcherTokens.token);
  for (const to of ['dispatched', 'delivered']) {
    const moved = await gql(
      request,
      'mutation($input: SupplierOrderTransitionInput!) { supplierOrderTransition(input: $input) { status } }',
      { input: { orderId: order.id, to } },
      dispatcherTokens.token,
    );
    expect(moved.errors).toBeUndefined();
  }

  const dispatch = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': newClientAddress() } });
  const supplierPage = await dispatch.newPage();
  await startBrowserSession(supplierPage, dispatcherTokens);
  await supplierPage.goto(supplierOrderPath(order.id));
  await expect(supplierPage.getByText('The contractor has not rated this order yet.')).toBeVisible();

  await startBrowserSession(page, contractor.tokens);
  await page.goto(orderPath(order.id));
  const form = page.getByRole('form', { name: 'Rate this delivery' });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page);

  // Radio buttons: Tab into the group, arrows choose.
  await form.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await form.getByRole('textbox', { name: /Comment/ }).fill('The second truck was 20 minutes late.');
  await form.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByText('4 out of 5 stars')).toBeVisible();
  await expect(form).toBeHidden();

  await expect(supplierPage.getByText('4 out of 5 stars')).toBeVisible({ timeout: 5_000 });
  await expect(supplierPage.getByText('The second truck was 20 minutes late.')).toBeVisible();
  await expectNoAxeViolations(supplierPage);
  await supplierPage
    .getByRole('textbox', { name: /Your answer/ })
    .fill('Sorry about that: we now keep a spare truck on call.');
  await supplierPage.getByRole('button', { name: 'Send answer' }).click();
  await expect(supplierPage.getByRole('form', { name: 'Answer the rating' })).toBeHidden();

  await expect(page.getByText('Sorry about that: we now keep a spare truck on call.')).toBeVisible({ timeout: 5_000 });
  await dispatch.close();
});

test('the contractor and the dispatcher chat about an order, each seeing the other’s message without a reload', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const dispatcherTokens = await signInDispatcher(request);
  const contractor = await signUpThroughApi(request, newContractor('Chat'));
  const order = await placeOrderThroughApi(request, contractor.tokens.token, {
    daysAhead: 20 + Math.floor(Math.random() * 10),
    supplierName: SUPPLIER,
  });

  const dispatch = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': newClientAddress() } });
  const supplierPage = await dispatch.newPage();
  await startBrowserSession(supplierPage, dispatcherTokens);
  await supplierPage.goto(supplierOrderPath(order.id));
  await expect(supplierPage.getByRole('heading', { name: /^Chat with/ })).toBeVisible();

  await startBrowserSession(page, contractor.tokens);
  await page.goto(orderPath(order.id));
  await expect(page.getByRole('heading', { name: `Chat with ${SUPPLIER}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Message' }).fill('Gate code is 4411. Map: https://maps.example/site');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const sent = page.getByRole('list', { name: 'Messages' }).getByRole('listitem').last();
  await expect(sent).toContainText('You,');
  await expect(sent.getByRole('link', { name: 'https://maps.example/site' })).toBeVisible();

  const received = supplierPage.getByRole('list', { name: 'Messages' }).getByRole('listitem').last();
  await expect(received).toContainText('Gate code is 4411.', { timeout: 5_000 });
  await expectNoAxeViolations(supplierPage);
  await supplierPage.getByRole('textbox', { name: 'Message' }).fill('Thanks, the driver has it.');
  await supplierPage.getByRole('button', { name: 'Send', exact: true }).click();

  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Thanks, the driver has it.', {
    timeout: 5_000,
  });
  await expectNoAxeViolations(page);
  await dispatch.close();
});

test('a dispatcher reads the month’s statement by customer and downloads it as CSV and PDF', async ({
  page,
  request,
}) => {
  const dispatcherTokens = await signInDispatcher(request);
  const contractor = await signUpThroughApi(request, newContractor('Statement Reader'));
  const daysAhead = 100 + Math.floor(Math.random() * 20);
  const order = await placeOrderThroughApi(request, contractor.tokens.token, { daysAhead, supplierName: SUPPLIER });
  const month = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 7);

  await startBrowserSession(page, dispatcherTokens);
  await page.goto(supplierRoutes.statements);
  await page.getByLabel('Month').fill(month);
  await page.getByLabel('Customer').selectOption(contractor.companyId);
  const customer = page.getByRole('region', { name: contractor.companyName });
  await expect(customer.getByRole('row', { name: new RegExp(order.orderNumber) })).toBeVisible();
  await networkSettled(page);
  await expectNoAxeViolations(page, { include: 'main', what: 'the statements page' });

  const csv = await request.get(
    (await page.getByRole('link', { name: 'Download the CSV' }).getAttribute('href')) ?? '',
  );
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(await csv.text()).toContain(order.orderNumber);
  const pdf = await request.get(
    (await page.getByRole('link', { name: 'Download the PDF' }).getAttribute('href')) ?? '',
  );
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

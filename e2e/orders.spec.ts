import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { formatMoney } from '@/lib/money';
import { ORDER_LABELS } from '@/lib/order/labels';
import { appRoutes, orderPath } from '@/lib/routes';
import { readPdf } from '../tests/support/pdf';

import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { sentMails } from './outbox';
import {
  payByCardThroughApi,
  paymentLinkThroughApi,
  payOnTermsThroughApi,
  placeOrderThroughApi,
} from './placed-orders';
import { gql, newContractor, signInDispatcher, signUpThroughApi, startBrowserSession } from './session';
import { DEMO_OPERATOR } from './credit';

// The contractor's orders, invoices, cancel, credit account and payment links (issue 5): journeys
// whose behaviour does not depend on the width, so they run at desktop width only
// (playwright.config.ts); axe checks each screen.

test('the orders list and the order page show the order under the spec labels', async ({ page, request }) => {
  const signedUp = await signUpThroughApi(request, newContractor('Orders List'));
  const order = await placeOrderThroughApi(request, signedUp.tokens.token, {
    comment: 'Gate code 4411, call on arrival',
  });
  await startBrowserSession(page, signedUp.tokens);

  await page.goto(appRoutes.orders);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Orders 1–1 of 1' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(order.orderNumber) });
  await expect(row).toContainText(order.productName);
  await expect(row).toContainText(order.supplierName);
  await expect(row).toContainText('Waiting for payment');
  await expect(row).toContainText('Placed');
  await expect(page.getByRole('link', { name: 'Orders', exact: true })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page, { include: 'main' });

  await row.getByRole('link', { name: order.orderNumber }).click();
  await expect(page).toHaveURL(orderPath(order.id));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  const labels = Object.values(ORDER_LABELS).filter((label) => label !== ORDER_LABELS.color || order.color);
  for (const label of labels) {
    await expect(page.getByText(label, { exact: true }).first(), label).toBeVisible();
  }
  await expect(page.getByText(order.id, { exact: true })).toBeVisible();
  await expect(page.getByText('Gate code 4411, call on arrival')).toBeVisible();
  await expect(page.getByText('All trucks at the same time').or(page.getByText('30 minutes'))).toBeVisible();
  if (order.extraName) await expect(page.getByText(order.extraName).first()).toBeVisible();
  await expectNoAxeViolations(page, { include: 'main' });
});

test('the invoice downloads as a PDF named after the order', async ({ page, request }) => {
  const signedUp = await signUpThroughApi(request, newContractor('Invoice Download'));
  const order = await placeOrderThroughApi(request, signedUp.tokens.token);
  await startBrowserSession(page, signedUp.tokens);

  await page.goto(orderPath(order.id));
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the invoice (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`invoice-${order.orderNumber}.pdf`);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await readPdf(bytes);
  expect(pdf.pageTexts.join('\n')).toContain(order.orderNumber);
});

test('one rule for time: the order page, the invoice PDF and the mail give the same times, in the site’s zone', async ({
  page,
  request,
}) => {
  const contractor = newContractor('Time Rule');
  const signedUp = await signUpThroughApi(request, contractor);
  const order = await placeOrderThroughApi(request, signedUp.tokens.token);
  await payByCardThroughApi(request, signedUp.tokens.token, order.id);
  await startBrowserSession(page, signedUp.tokens);
  await page.goto(orderPath(order.id));

  // The charge of the held card: Toronto's clock with its zone named, never the server's UTC.
  const charge = page.getByText(/The card is pre-authorised and will be charged on /);
  await expect(charge).toBeVisible();
  const chargeSentence = /The card is pre-authorised and will be charged on .+? [A-Z]{3,4}\./.exec(
    (await charge.textContent()) ?? '',
  )?.[0];
  expect(chargeSentence).toMatch(/ on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [ap]\.m\. E[SD]T\.$/);
  // The delivery window, named as the site's time.
  const windowCell = page.getByText(/\(Toronto time\)$/).first();
  await expect(windowCell).toBeVisible();
  const deliveryWindow = (await windowCell.textContent())!.trim();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the invoice (PDF)' }).click();
  const pdf = await readPdf(readFileSync(await (await downloading).path()));
  const invoiceText = pdf.pageTexts.join(' ').replace(/\s+/g, ' ');
  expect(invoiceText).toContain(chargeSentence!);
  expect(invoiceText).toContain(deliveryWindow);

  // The confirmation mail to the order's contact (sent by the maintenance loop, moments after the order).
  const confirmation = () => sentMails().find((mail) => mail.subject === `Order ${order.orderNumber} is confirmed`);
  await expect.poll(() => confirmation()?.text.replace(/\s+/g, ' ') ?? '').toContain(deliveryWindow);
});

test('in Calgary the page, the receipt mail and the CSV give the same times, by the one table of zone rules', async ({
  page,
  request,
}) => {
  // Alberta stays on UTC-6 since 2026 (tzdata 2026c): "CST" from Nov 1, 2026, where Node 20's own
  // rules say MST an hour earlier and the browser's may say MDT (issue 35).
  const signedUp = await signUpThroughApi(request, newContractor('Calgary Time'));
  const order = await placeOrderThroughApi(request, signedUp.tokens.token, {
    productType: 'volumetric',
    city: { name: 'Calgary', address: '1120 Kensington Rd NW', postalCode: 'T2N 3P5' },
  });
  await page.goto(await paymentLinkThroughApi(request, signedUp.tokens.token, order.id));
  const card = await fillCard(page, '4242 4242 4242 4242');
  await card.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeFocused();

  // The receipt mail, written on the server (sent by the maintenance loop, moments after the payment).
  const receipt = () => sentMails().find((mail) => mail.subject.startsWith(`Receipt for order ${order.orderNumber}:`));
  await expect.poll(() => receipt()?.text ?? '').toContain('Paid on: ');
  const mailPaidOn = /Paid on: (.+)/.exec(receipt()!.text)![1]!.trim();
  const inCalgary = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [ap]\.m\. (CST|MDT|MST)$/;
  expect(mailPaidOn).toMatch(inCalgary);

  // The order page, written in the browser.
  await startBrowserSession(page, signedUp.tokens);
  await page.goto(orderPath(order.id));
  await expect(page.getByText(`The card was charged on ${mailPaidOn}.`)).toBeVisible();
  const placedLine =
    (await page
      .getByText(/^Placed .+ with /)
      .first()
      .textContent()) ?? '';
  const pagePlaced = /^Placed (.+?) with /.exec(placedLine)?.[1] ?? '';
  expect(pagePlaced).toMatch(inCalgary);
  // Since Nov 1, 2026 (until the table's end in 2050) Calgary's clock reads CST all year.
  if (Date.now() >= Date.UTC(2026, 10, 1, 8)) expect(pagePlaced).toMatch(/ CST$/);

  // The orders CSV, written on the server: "Placed" as the page says it.
  const { data } = await gql<{ orders: { csvUrl: string } }>(
    request,
    '{ orders(filter: {}, skip: 0, limit: 1) { csvUrl } }',
    {},
    signedUp.tokens.token,
  );
  const csv = await (await request.get(data!.orders.csvUrl)).text();
  expect(csv.split('\r\n')[1]).toContain(`${order.orderNumber},"${pagePlaced}",`);
});

test("cancel asks first, then toasts 'Order was canceled!' and the card's pre-authorisation is released", async ({
  page,
  request,
}) => {
  const signedUp = await signUpThroughApi(request, newContractor('Order Cancel'));
  const order = await placeOrderThroughApi(request, signedUp.tokens.token);
  await payByCardThroughApi(request, signedUp.tokens.token, order.id);
  await startBrowserSession(page, signedUp.tokens);

  await page.goto(orderPath(order.id));
  await expect(page.getByText(/The card is pre-authorised and will be charged on /)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${order.orderNumber}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('If your card was pre-authorised for this order, the hold is released');
  // The dialog opens on its safe choices: focus is on Close, and Escape or Keep leave the order be.
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectNoAxeViolations(page, { include: 'dialog[open]' });

  await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(page.getByText('Order was canceled!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeFocused();
  await expect(page.getByText('Canceled', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(page.getByText('The pre-authorisation on the card was released: it will not be charged.')).toBeVisible();
});

test("another company's order reads as not found; signed out, the list sends to sign in", async ({ page, request }) => {
  const owner = await signUpThroughApi(request, newContractor('Order Owner'));
  const order = await placeOrderThroughApi(request, owner.tokens.token);
  const stranger = await signUpThroughApi(request, newContractor('Order Stranger'));

  await page.goto(appRoutes.orders);
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fapp%2Forders$/);

  await startBrowserSession(page, stranger.tokens);
  await page.goto(orderPath(order.id));
  await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  await expect(page.getByText(order.orderNumber)).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to your orders' }).click();
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  await expectNoAxeViolations(page, { include: 'main' });
});

async function fillCard(page: Page, number: string) {
  const card = page.getByRole('form', { name: 'Card' });
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiry date').fill('12/30');
  await card.getByLabel('CVC').fill('123');
  await card.getByLabel('Cardholder name').fill('Dana Whitfield');
  await card.getByLabel('Zip code').fill('M5V 2T6');
  return card;
}

test("a guest pays a payment link by card: 'Payment Failed' on a decline, Retry Payment, then paid", async ({
  page,
  request,
}) => {
  const signedUp = await signUpThroughApi(request, newContractor('Link Payer'));
  const order = await placeOrderThroughApi(request, signedUp.tokens.token);
  const path = await paymentLinkThroughApi(request, signedUp.tokens.token, order.id);
  const amount = formatMoney(order.amountDueCents, 'CAD');

  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Pay this invoice' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Card' })).toBeChecked();
  // The sandbox takes payments: Stripe.js is never fetched.
  const stripeRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('stripe.com')) stripeRequests.push(sent.url());
  });
  await expectNoAxeViolations(page, { include: 'main' });

  let card = await fillCard(page, '4000 0000 0000 0002');
  await card.getByRole('button', { name: `Pay ${amount}` }).click();
  const failed = page.getByRole('dialog', { name: 'Payment Failed' });
  await expect(failed).toBeVisible();
  await failed.getByRole('button', { name: 'Retry Payment' }).click();
  // Closed once its animation ends (until then the page behind it is inert).
  await expect(page.locator('dialog[open]')).toHaveCount(0);

  card = await fillCard(page, '4242 4242 4242 4242');
  await card.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeFocused();
  await expect(page.getByText(`Thank you: ${amount} was paid to ${order.supplierName}`)).toBeVisible();
  expect(stripeRequests).toEqual([]);

  // Paid, the link no longer opens the invoice.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment link is not valid' })).toBeVisible();
});

test("a guest paying a link by bank account with 'My account has an IBAN' ticked is told at the IBAN what is wrong", async ({
  page,
  request,
}) => {
  const signedUp = await signUpThroughApi(request, newContractor('Iban Payer'));
  const order = await placeOrderThroughApi(request, signedUp.tokens.token, { paymentType: 'stripe_b2b_ca' });
  const path = await paymentLinkThroughApi(request, signedUp.tokens.token, order.id);
  const amount = formatMoney(order.amountDueCents, 'CAD');

  await page.goto(path);
  await page.getByRole('radio', { name: 'Bank account' }).check();
  const form = page.getByRole('form', { name: 'Bank account' });
  await form.getByLabel('Full name').fill('Keystone Builders Ltd');
  await form.getByLabel('Email').fill('ap@keystone.example');
  await form.getByRole('checkbox', { name: 'My account has an IBAN' }).check();
  const pay = form.getByRole('button', { name: `Pay ${amount}` });
  const iban = form.getByLabel('IBAN', { exact: true });
  const mandate = page.getByRole('dialog', { name: 'Bank-debit confirmation' });

  // Left empty: 'Required' at the IBAN, no mandate for an account ending in nothing.
  await pay.click();
  await expect(iban).toHaveAccessibleDescription('Required');
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await expect(iban).toBeFocused();
  await expect(mandate).toBeHidden();
  await expectNoAxeViolations(page, { include: 'main' });

  // A wrong check digit: 'Invalid', and what was typed stays.
  await iban.fill('DE89 3704 0044 0532 0130 01');
  await pay.click();
  await expect(iban).toHaveAccessibleDescription('Invalid');
  await expect(iban).toHaveValue('DE89 3704 0044 0532 0130 01');
  await expect(mandate).toBeHidden();

  await iban.fill('DE89 3704 0044 0532 0130 00');
  await pay.click();
  await expect(mandate).toContainText('debit the bank account ending in 3000 for this payment');
  await mandate.getByRole('button', { name: 'Accept the mandate' }).click();
  // The debit's state in the words every surface uses (lib/order/payment-state.ts).
  await expect(page.getByRole('heading', { name: 'Processing', exact: true })).toBeFocused();
  await expect(page.getByText('The bank debit is being processed.')).toBeVisible();
  await expect(page.getByText(/transitNumber|iban:/)).toHaveCount(0);
});

test("an unknown payment link says 'Payment link is not valid' with a way to the main page", async ({ page }) => {
  await page.goto('/pay/not-a-payment-link-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment link is not valid' })).toBeVisible();
  await expectNoAxeViolations(page, { include: 'main' });
  await page.getByRole('link', { name: 'Go to the main page' }).click();
  await expect(page).toHaveURL('/');
});

test('terms: the contractor applies, an operator approves a limit, the contractor orders on terms', async ({
  page,
  request,
  browser,
}) => {
  // Two browsers (the contractor's and the operator's), an order placed and paid: a long journey.
  test.setTimeout(120_000);
  const signedUp = await signUpThroughApi(request, newContractor('Credit Applicant'));
  await startBrowserSession(page, signedUp.tokens);

  await page.goto(appRoutes.credit);
  const form = page.getByRole('form', { name: 'Apply for terms' });
  await expect(form.getByLabel('Legal business name')).toHaveValue(signedUp.companyName);
  await form.getByRole('button', { name: 'Send the application' }).click();
  await expect(form.getByLabel('Country')).toHaveAttribute('aria-invalid', 'true');
  // The form opens with the two references it needs; each says what it lacks.
  const references = form.getByRole('group', { name: /^Reference/ });
  await expect(references).toHaveCount(2);
  await expect(references.nth(0).getByLabel('Supplier')).toHaveAttribute('aria-invalid', 'true');
  await expect(references.nth(1)).toContainText('Give a phone number or an email for this reference');
  await expect(form.getByText('Accept the terms to apply')).toBeVisible();
  await expectNoAxeViolations(page, { include: 'main' });

  await form.getByLabel('Country').selectOption('CA');
  await form.getByLabel('Business number (BN)').fill('123456789');
  await form.getByLabel('Years in business').fill('12');
  await form.getByLabel('Estimated yearly spend on materials').fill('300,000');
  await form.getByLabel('Requested credit limit').fill('50,000');
  await references.nth(0).getByLabel('Supplier').fill('Fraser Lumber Supply');
  await references.nth(0).getByLabel('Contact person').fill('Jordan Lee');
  await references.nth(0).getByLabel('Phone').fill('+1 604 555 0117');
  await references.nth(1).getByLabel('Supplier').fill('Coastal Rebar Inc.');
  await references.nth(1).getByLabel('Contact person').fill('Sam Patel');
  await references.nth(1).getByLabel('Email').fill('ar@coastalrebar.example');
  await form.getByLabel(/I accept the terms/).check();
  await form.getByRole('button', { name: 'Send the application' }).click();
  await expect(page.getByRole('heading', { name: 'Your application is under review' })).toBeFocused();
  await expectNoAxeViolations(page, { include: 'main' });

  // A marketplace operator (the demo seed's) reviews it on their own screen and approves a limit.
  const operatorContext = await browser.newContext();
  const operatorPage = await operatorContext.newPage();
  await startBrowserSession(operatorPage, await signInDispatcher(request, DEMO_OPERATOR));
  await operatorPage.goto('/operator/credit');
  const application = operatorPage.getByRole('region', { name: signedUp.companyName });
  await expect(application).toContainText('Fraser Lumber Supply: Jordan Lee, +1 604 555 0117');
  await expectNoAxeViolations(operatorPage, { include: 'main' });
  const decision = application.getByRole('form', { name: /^Decide the application/ });
  await decision.getByLabel('Credit limit (CAD)').fill('40,000');
  await decision.getByRole('button', { name: 'Approve' }).click();
  await expect(application).toBeHidden();
  await operatorContext.close();

  await page.reload();
  const figures = page.getByRole('region', { name: 'Your 120-day terms' });
  await expect(figures).toContainText('Credit limit$40,000.00 CAD');
  await expect(figures).toContainText('Available$40,000.00 CAD');
  await expect(page.getByText('No open invoices: nothing is due.')).toBeVisible();

  const order = await placeOrderThroughApi(request, signedUp.tokens.token, { paymentType: 'flexPayment' });
  await payOnTermsThroughApi(request, signedUp.tokens.token, order.id);
  await page.reload();
  const row = page
    .getByRole('region', { name: 'Open invoices' })
    .getByRole('row', { name: new RegExp(order.orderNumber) });
  await expect(row).toContainText(formatMoney(order.amountDueCents, 'CAD'));
  await expect(figures).toContainText(`Used${formatMoney(order.amountDueCents, 'CAD')}`);
  await expect(page.getByRole('region', { name: 'Statement' })).toContainText('Order on terms');
  await expectNoAxeViolations(page, { include: 'main' });
  await row.getByRole('link', { name: order.orderNumber }).click();
  await expect(page.getByText('On 120-day terms', { exact: true })).toBeVisible();
});

test('the operator screen answers FORBIDDEN, with its code, to a contractor', async ({ page, request }) => {
  const signedUp = await signUpThroughApi(request, newContractor('Not An Operator'));
  await startBrowserSession(page, signedUp.tokens);
  await page.goto('/operator/credit');
  const refusal = page.getByRole('main').getByRole('alert');
  await expect(refusal).toContainText('Only a marketplace operator can do this.');
  await expect(refusal).toContainText('Code: FORBIDDEN');
  await expectNoAxeViolations(page, { include: 'main' });
});

test('a payment link: created on the order page with its expiry, it opens the invoice for anyone', async ({
  page,
  request,
  context,
  browser,
}) => {
  const signedUp = await signUpThroughApi(request, newContractor('Link Sender'));
  const order = await placeOrderThroughApi(request, signedUp.tokens.token);
  await startBrowserSession(page, signedUp.tokens);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto(orderPath(order.id));
  await page.getByRole('button', { name: 'Create payment link' }).click();
  const link = page.getByLabel('Payment link');
  await expect(link).toHaveValue(/\/pay\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByText(/^Valid until /)).toBeVisible();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  const url = await link.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expectNoAxeViolations(page, { include: 'main' });

  // The payer has no session: a browser context of its own.
  const payerContext = await browser.newContext();
  const payer = await payerContext.newPage();
  const payerErrors: string[] = [];
  payer.on('pageerror', (error) => payerErrors.push(error.message));
  await payer.goto(new URL(url).pathname);
  await expect(payer.getByRole('heading', { level: 1, name: `Pay invoice ${order.orderNumber}` })).toBeVisible();
  for (const label of [ORDER_LABELS.orderId, ORDER_LABELS.contractorName, ORDER_LABELS.deliveryDate]) {
    await expect(payer.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(payer.getByText(order.id, { exact: true })).toBeVisible();
  // The token in the URL is not passed on by the page's links and downloads.
  await expect(payer.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  await expect(payer.getByText(signedUp.companyName).first()).toBeVisible();
  const unpaid = payer.getByRole('definition').filter({ hasText: formatMoney(order.amountDueCents, 'CAD') });
  await expect(unpaid.last()).toBeVisible();
  const downloading = payer.waitForEvent('download');
  await payer.getByRole('link', { name: 'Download the invoice (PDF)' }).click();
  expect((await downloading).suggestedFilename()).toBe(`invoice-${order.orderNumber}.pdf`);
  await expectNoAxeViolations(payer);
  expect(payerErrors).toEqual([]);
  await payerContext.close();
});

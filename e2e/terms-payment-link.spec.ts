import type { APIRequestContext, Page } from '@playwright/test';

import { orderPath } from '@/lib/app-routes';
import { formatMoney } from '@/lib/money';

import { expectNoAxeViolations } from './axe';
import { approveTermsThroughApi } from './credit';
import { expect, test } from './fixtures';
import { placeOrderThroughApi, payOnTermsThroughApi } from './placed-orders';
import { newContractor, signUpThroughApi, startBrowserSession } from './session';

/**
 * A disposal bin ordered on 120-day terms and its payment link (issue 35, items 1 and 10): the
 * order page says what is owed and when; the link, opened signed out, says the same in bin
 * words and lets the payer settle it early by card; then the link's page, the order page and
 * the amounts say it was paid early and nothing is owed, and the amounts fit a 390 px phone.
 */

test.skip(({ viewport }) => (viewport?.width ?? 0) < 1025, 'checks the phone width itself, after the desktop');

async function approveTerms(request: APIRequestContext, token: string) {
  await approveTermsThroughApi(request, token, 5_000_000);
}

/** At a phone's width: nothing is wider than the screen, and the amounts need no sideways scroll. */
async function expectAmountsFit(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  const widths = await page.evaluate(() => {
    const charges = document.querySelector('[role="region"][aria-label="Charges"]');
    return {
      page: document.documentElement.scrollWidth,
      chargesScroll: charges?.scrollWidth ?? -1,
      chargesBox: charges?.clientWidth ?? -1,
    };
  });
  expect(widths.page).toBeLessThanOrEqual(390);
  expect(widths.chargesScroll).toBeGreaterThan(0);
  expect(widths.chargesScroll).toBeLessThanOrEqual(widths.chargesBox);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a bin order on 120-day terms: its link says what is owed and when, and takes an early payment by card', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const signedUp = await signUpThroughApi(request, newContractor('Terms Payer'));
  const token = signedUp.tokens.token;
  await approveTerms(request, token);
  const order = await placeOrderThroughApi(request, token, { paymentType: 'flexPayment', productType: 'rentals' });
  await payOnTermsThroughApi(request, token, order.id);
  const owed = formatMoney(order.amountDueCents, 'CAD');

  await startBrowserSession(page, signedUp.tokens);
  await page.goto(orderPath(order.id));
  const payment = page.getByRole('region', { name: 'Payment', exact: true });
  await expect(payment).toContainText(
    new RegExp(`On 120-day terms\\. ${owed.replace(/[$.]/g, '\\$&')} owed, due on \\w{3}, \\w{3} \\d+, \\d{4}\\.`),
  );
  await page.getByRole('button', { name: 'Create payment link' }).click();
  const url = await page.getByLabel('Payment link').inputValue();

  // The payer has no session.
  const payerContext = await browser.newContext();
  const payer = await payerContext.newPage();
  await payer.goto(new URL(url).pathname);
  await expect(payer.getByRole('heading', { level: 1, name: `Pay invoice ${order.orderNumber}` })).toBeVisible();
  const invoice = payer.getByRole('region', { name: 'Invoice', exact: true });
  await expect(invoice).toContainText('Number of bins1 bin');
  await expect(invoice).toContainText('Drop-off date');
  await expect(invoice).toContainText('Pick-up date');
  await expect(invoice).not.toContainText('Delivery time');
  await expect(invoice).not.toContainText('yd³');
  // Nothing was paid: no "Payment on its way", but what is owed, when, and the way to pay it early.
  await expect(payer.getByText('Payment on its way')).toHaveCount(0);
  const pay = payer.getByRole('region', { name: 'Pay this invoice' });
  await expect(pay).toContainText(`On 120-day terms ${owed} owed, due on`);
  const amounts = payer.getByRole('region', { name: 'Amounts', exact: true });
  await expect(amounts).toContainText(`Unpaid amount${owed}`);
  await expect(amounts.getByRole('row', { name: /Disposal Bin/ })).toContainText('1 bin ×');
  await expectNoAxeViolations(payer, { include: 'main' });
  await expectAmountsFit(payer);

  const form = payer.getByRole('form', { name: 'Card' });
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry date').fill('12/30');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Cardholder name').fill('Dana Whitfield');
  await form.getByLabel('Zip code').fill('M5V 2T6');
  await form.getByRole('button', { name: `Pay ${owed}` }).click();
  await expect(payer.getByRole('heading', { name: 'Payment received' })).toBeFocused();
  await expect(payer.getByText(/Paid early|was paid by card on/).first()).toBeVisible();
  await expect(amounts).toContainText(`Unpaid amount${formatMoney(0, 'CAD')}`);
  await expectAmountsFit(payer);
  await expectNoAxeViolations(payer, { include: 'main', what: 'the paid invoice' });
  await payerContext.close();

  // The contractor's order page says the same, from the same words.
  await page.reload();
  await expect(payment).toContainText(/Paid early\. The 120-day terms invoice due on .+ was paid by card on/);
  await expect(page.getByRole('region', { name: 'Amounts', exact: true })).toContainText(
    `Unpaid amount${formatMoney(0, 'CAD')}`,
  );
  await expect(page.getByRole('button', { name: 'Create payment link' })).toHaveCount(0);
});

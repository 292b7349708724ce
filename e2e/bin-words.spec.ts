import type { Page } from '@playwright/test';

import { orderPath } from '@/lib/app-routes';
import { addCalendarDays, localDateString } from '@/lib/order/dates';
import { NOT_BIN_WORDS } from '@/lib/order/order-words';

import { expect, notDesktop, SAME_AT_EVERY_WIDTH, test } from './fixtures';
import { paymentLinkThroughApi } from './placed-orders';
import { gql, newContractor, signUpThroughApi, startBrowserSession } from './session';

/**
 * A disposal-bin order in its own words on every surface a contractor and a payer see (issue
 * 36.6): each step of the order flow after the product is chosen, the payment step, the order page
 * and the pay-invoice page say nothing of trucks, pours, concrete, the plant or washout (the
 * words of lib/order/order-words.ts), and say what a bin order is instead.
 */

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

async function expectStep(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

async function choose(page: Page, label: string, option: RegExp) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The page's main content, once loaded, holds no truck or concrete word. */
async function expectBinWords(page: Page, where: string) {
  const text = await page.getByRole('main').innerText();
  expect(text.match(NOT_BIN_WORDS)?.[0], `${where}: "${text.match(NOT_BIN_WORDS)?.[0]}" in ${text}`).toBeUndefined();
}

test.describe('at one width', () => {
  test.skip(notDesktop, SAME_AT_EVERY_WIDTH);

  test('a bin order reads in bin words through the flow, on its order page and on its pay-invoice page', async ({
    page,
    request,
  }) => {
    test.slow();
    const account = await signUpThroughApi(request, newContractor('Morgan Gutjob'));
    await startBrowserSession(page, account.tokens);
    // A drop-off day of its own (Lakeshore takes 4 bins a window), per attempt.
    const info = test.info();
    const dropOff = addCalendarDays(localDateString(new Date()), 97 + 20 * (info.retry + info.repeatEachIndex));

    await page.goto('/app/order');
    await expectStep(page, 'Region & Product');
    await choose(page, 'Country', /^Canada/);
    await choose(page, 'City', /^Toronto/);
    await page
      .getByRole('dialog', { name: 'Region available' })
      .getByRole('button', { name: 'Choose a product' })
      .click();
    await page.getByRole('radio', { name: 'Disposal bins' }).check();
    await next(page);

    await expectStep(page, 'Delivery address');
    await expect(page.getByText('Where the bins are dropped off', { exact: false })).toBeVisible();
    await expect(page.getByLabel(/Washout notes/)).toHaveCount(0);
    await expectBinWords(page, 'Delivery address');
    await page.getByLabel('Site name').fill('Ossington basement gut');
    await page.getByLabel(/^Street address in/).fill('212 Ossington Ave');
    await page.getByLabel('Postal code').fill('M6J 2Z7');
    await page.getByLabel(/Access notes/).fill('Driveway on the left; keep the laneway clear.');
    await next(page);

    await expectStep(page, 'Producer');
    await expect(page.getByRole('radio', { name: /Lakeshore Bin Rentals/ })).toBeVisible();
    await expect(page.getByText(/\d+ compan(y rents|ies rent) bins here/)).toBeVisible();
    await expectBinWords(page, 'Producer');
    await page.getByRole('radio', { name: /Lakeshore Bin Rentals/ }).check();
    await next(page);

    await expectStep(page, 'Product Settings');
    await choose(page, 'Bin size', /^20 Yard Disposal Bin/);
    await expectBinWords(page, 'Product Settings');
    await next(page);

    await expectStep(page, 'Schedule');
    await page.getByLabel('Drop-off date').fill(dropOff);
    await page.getByRole('spinbutton', { name: 'Rental period' }).fill('9');
    await expectBinWords(page, 'Schedule');
    await next(page);

    await expectStep(page, 'Availability');
    const windows = page.getByRole('group', { name: /Drop-off window/ });
    await expect(windows).toBeVisible();
    await expect(windows).toContainText("Times are the supplier's local time");
    await expect(windows).toContainText(/Room for \d+ bins?/);
    await expectBinWords(page, 'Availability');
    await page.getByRole('radio', { name: '11:00–15:00' }).check();
    await next(page);

    await expectStep(page, 'Options');
    await expectBinWords(page, 'Options');
    await next(page);

    await expectStep(page, 'Checkout');
    await expect(page.getByRole('table', { name: /Order summary/ })).toBeVisible();
    await expectBinWords(page, 'Checkout');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText(/Order BM-[0-9A-F]{8} is placed/)).toBeVisible();
    // The card is held for more than is due, for what changes on a rental.
    await expect(page.getByText(/such as extra rental days/)).toBeVisible();
    await expectBinWords(page, 'the payment step');

    const answer = await gql<{ orders: { values: { id: string; orderNumber: string }[] } }>(
      request,
      'query { orders(limit: 1) { values { id orderNumber } } }',
      {},
      account.tokens.token,
    );
    const order = answer.data!.orders.values[0]!;
    await page.goto(orderPath(order.id));
    await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
    await expect(page.getByText('Pick-up date', { exact: true })).toBeVisible();
    await expectBinWords(page, 'the order page');

    await page.goto(await paymentLinkThroughApi(request, account.tokens.token, order.id));
    await expect(page.getByRole('heading', { level: 1, name: `Pay invoice ${order.orderNumber}` })).toBeVisible();
    const invoice = page.getByRole('region', { name: 'Invoice', exact: true });
    for (const fact of ['Number of bins', '1 bin', 'Drop-off date', 'Pick-up date', 'Rental period', '9 days']) {
      await expect(invoice).toContainText(fact);
    }
    await expect(invoice).not.toContainText('Delivery time');
    await expectBinWords(page, 'the pay-invoice page');
  });
});

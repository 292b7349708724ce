import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { orderPath } from '@/lib/app-routes';
import { addCalendarDays, localDateString } from '@/lib/order/dates';
import { formatDate } from '@/lib/order/format';

import { readPdf } from '../tests/support/pdf';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { gql, newContractor, signUpThroughApi, startBrowserSession } from './session';

/**
 * A disposal-bin order as a contractor sees it (issue 15.5), at every width: the order flow asks
 * for the number of bins, the drop-off date and window, and the rental period or the pick-up
 * date (either gives the other), and shows the extra days' charge; the order page and the
 * invoice say the same, and nothing about trucks.
 */

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

async function expectStep(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

async function choose(page: Page, label: string, option: RegExp) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option }).click();
}

/**
 * A drop-off date of its own per width and attempt: Lakeshore takes 4 trucks a window, and this
 * order books 2 (a truck per bin), so two widths on one day would fill it.
 */
function dropOffDate(): string {
  const widths = ['desktop', 'tablet', 'mobile'];
  const info = test.info();
  const days = 41 + 3 * Math.max(0, widths.indexOf(info.project.name)) + 20 * (info.retry + info.repeatEachIndex);
  return addCalendarDays(localDateString(new Date()), days);
}

test('a bin order: bins, drop-off, pick-up and rental period in the flow, on the order page and on the invoice', async ({
  page,
  request,
}) => {
  test.slow();
  const account = await signUpThroughApi(request, newContractor('Robin Renovator'));
  await startBrowserSession(page, account.tokens);
  const dropOff = dropOffDate();
  const pickUp = addCalendarDays(dropOff, 10);

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
  await page.getByLabel('Site name').fill('Shaw St laneway house');
  await page.getByLabel(/^Street address in/).fill('14 Shaw St');
  await page.getByLabel('Postal code').fill('M6J 2W3');
  await next(page);
  await expectStep(page, 'Producer');
  await page.getByRole('radio', { name: /Lakeshore Bin Rentals/ }).check();
  await next(page);

  await expectStep(page, 'Product Settings');
  await choose(page, 'Bin size', /^20 Yard Disposal Bin/);
  await page.getByRole('spinbutton', { name: 'Number of bins' }).fill('2');
  await next(page);

  // Schedule: no trucks; the period starts at the days the bin includes.
  await expectStep(page, 'Schedule');
  await expect(page.getByText('Number of trucks')).toHaveCount(0);
  await expect(page.getByText('Time between trucks')).toHaveCount(0);
  await page.getByLabel('Drop-off date').fill(dropOff);
  const period = page.getByRole('spinbutton', { name: 'Rental period' });
  const pickUpDate = page.getByLabel('Pick-up date');
  await expect(period).toHaveValue('7');
  await expect(pickUpDate).toHaveValue(addCalendarDays(dropOff, 7));
  await expect(page.getByText("The bin's price includes 7 days; each extra day is $15.00 CAD per bin.")).toBeVisible();
  // A pick-up on the drop-off day is refused, in the server's words.
  await pickUpDate.fill(dropOff);
  await next(page);
  await expect(page.getByText('Choose a pick-up date after the drop-off date')).toBeVisible();
  await expectStep(page, 'Schedule');
  // The pick-up date gives the period, and the period the pick-up date.
  await pickUpDate.fill(addCalendarDays(dropOff, 12));
  await expect(period).toHaveValue('12');
  await period.fill('10');
  await expect(pickUpDate).toHaveValue(pickUp);
  await expectNoAxeViolations(page, { what: 'the Schedule step of a bin order' });
  await next(page);

  await expectStep(page, 'Availability');
  await expect(page.getByText(/drop-off windows on .+ for 2 bins\./)).toBeVisible();
  await expect(page.getByRole('group', { name: /Drop-off window/ })).toBeVisible();
  await page.getByRole('radio', { name: '11:00–15:00' }).check();
  await next(page);
  await expectStep(page, 'Options');
  await next(page);

  await expectStep(page, 'Checkout');
  const summary = page.getByRole('table', { name: /Order summary/ });
  await expect(summary.getByRole('row', { name: /20 Yard Disposal Bin, 7 days included/ })).toContainText('$898.00');
  await expect(summary.getByRole('row', { name: /Extra days \(3 days × 2 bins\)/ })).toContainText('$90.00');
  await expect(summary.getByRole('row', { name: /Delivery and pickup fee/ })).toContainText('/ bin');
  await expect(page.getByText('Pick-up date', { exact: true })).toBeVisible();
  await expect(page.getByText('10 days', { exact: true })).toBeVisible();
  await expect(page.getByText('Trucks', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText(/Order BM-[0-9A-F]{8} is placed/)).toBeVisible();

  // The order page says the same.
  const answer = await gql<{ orders: { values: { id: string; orderNumber: string }[] } }>(
    request,
    'query { orders(limit: 1) { values { id orderNumber } } }',
    {},
    account.tokens.token,
  );
  const order = answer.data!.orders.values[0]!;
  await page.goto(orderPath(order.id));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  const facts = new Map([
    ['Number of bins', '2 bins'],
    ['Drop-off date', formatDate(dropOff)],
    ['Pick-up date', formatDate(pickUp)],
    ['Rental period', '10 days'],
  ]);
  for (const [label, value] of facts) {
    await expect(page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) })).toContainText(value);
  }
  await expect(
    page.locator('dl > div').filter({ has: page.getByText('Drop-off window', { exact: true }) }),
  ).toContainText('11:00–15:00');
  await expect(page.getByText('Trucks', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Time between trucks', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, { include: 'main' });

  // And so does the invoice.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the invoice (PDF)' }).click();
  const pdf = await readPdf(readFileSync(await (await downloading).path()));
  const text = pdf.pageTexts.join('\n');
  for (const [label, value] of facts) {
    expect(text).toContain(label);
    expect(text).toContain(value);
  }
  expect(text).toContain('Extra days (3 days × 2 bins)');
  expect(text).not.toMatch(/Trucks|Time between trucks/);
});

import { readFileSync } from 'node:fs';

import type { APIRequestContext } from '@playwright/test';

import { appRoutes } from '@/lib/routes';
import { readPdf } from '../tests/support/pdf';

import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { placeOrderThroughApi, type PlacedOrder } from './placed-orders';
import { gql, newContractor, signUpThroughApi, startBrowserSession, type SignedUp } from './session';

// The contractor's orders list over many orders (issue 15, item 7): search, filters and pages in
// the URL, the CSV of every matching order, a job site's monthly statement, and ordering again.
// Behaviour does not depend on the width: desktop only (playwright.config.ts).

test.describe.configure({ mode: 'serial' });

const DAYS_AHEAD = 40;

let signedUp: SignedUp;
let atSite: PlacedOrder;
const siteName = 'Spadina mid-rise';
let prepared = false;

/** A contractor with 21 orders, one of them at a saved job site; made once for the serial tests below. */
async function prepare(request: APIRequestContext) {
  if (prepared) return;
  signedUp = await signUpThroughApi(request, newContractor('Orders Bookkeeper'));
  const token = signedUp.tokens.token;
  const cities = await gql<{ serviceRegions: { cities: { city: { id: string; name: string } }[] }[] }>(
    request,
    `{ serviceRegions { cities { city { id name } } } }`,
  );
  const toronto = cities
    .data!.serviceRegions.flatMap((region) => region.cities)
    .find((e) => e.city.name === 'Toronto')!;
  const site = await gql<{ jobSiteCreate: { id: string } }>(
    request,
    `mutation($input: JobSiteInput!) { jobSiteCreate(input: $input) { id } }`,
    {
      input: {
        name: siteName,
        countryCode: 'CA',
        cityId: toronto.city.id,
        address: '401 Spadina Avenue',
        postalCode: 'M5T 2G6',
        jobNumber: 'PO-55120',
      },
    },
    token,
  );
  atSite = await placeOrderThroughApi(request, token, {
    daysAhead: DAYS_AHEAD,
    jobSiteId: site.data!.jobSiteCreate.id,
  });
  // 21 orders in all: more than one page of 20.
  for (let day = 1; day <= 20; day += 1) await placeOrderThroughApi(request, token, { daysAhead: DAYS_AHEAD + day });
  prepared = true;
}

test('search, filters and pages live in the URL, so Back and a reload show the same orders', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await prepare(request);
  await startBrowserSession(page, signedUp.tokens);
  await page.goto(appRoutes.orders);
  await expect(page.getByRole('heading', { name: 'Orders 1–20 of 21' })).toBeVisible();
  await expectNoAxeViolations(page, { include: 'main' });

  await page.getByRole('link', { name: 'Older orders' }).click();
  await expect(page).toHaveURL(/\/app\/orders\?page=2$/);
  await expect(page.getByRole('heading', { name: 'Orders 21–21 of 21' })).toBeVisible();
  // The oldest order placed is the one at the job site (placed first).
  await expect(page.getByRole('row', { name: new RegExp(atSite.orderNumber) })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Orders 1–20 of 21' })).toBeVisible();

  const filters = page.getByRole('search', { name: 'Search and filter orders' });
  await filters.getByLabel('Search', { exact: true }).fill('po-55120');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\?q=po-55120$/);
  await expect(page.getByRole('heading', { name: 'Orders 1–1 of 1' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(atSite.orderNumber) });
  await expect(row).toContainText('Job or PO PO-55120');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Orders 1–1 of 1' })).toBeVisible();
  await expect(filters.getByLabel('Search', { exact: true })).toHaveValue('po-55120');

  // The order number, and the job site's filter, find the same order.
  await filters.getByLabel('Search', { exact: true }).fill(atSite.orderNumber);
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${atSite.orderNumber}$`));
  await expect(page.getByRole('heading', { name: 'Orders 1–1 of 1' })).toBeVisible();
  await filters.getByLabel('Search', { exact: true }).fill('');
  await filters.getByLabel('Job site').selectOption({ label: `${siteName} (PO-55120)` });
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\?site=/);
  await expect(page.getByRole('heading', { name: 'Orders 1–1 of 1' })).toBeVisible();
  await filters.getByLabel('Job site').selectOption({ label: 'All job sites' });
  await filters.getByLabel('State').selectOption({ label: 'Completed' });
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'No orders match' })).toBeVisible();
  await expectNoAxeViolations(page, { include: 'main' });

  await page.goBack();
  await expect(page).toHaveURL(/\?site=/);
  await expect(page.getByRole('heading', { name: 'Orders 1–1 of 1' })).toBeVisible();
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page.getByRole('heading', { name: 'Orders 1–20 of 21' })).toBeVisible();
});

test('the CSV holds every matching order, not only the page on screen', async ({ page, request }) => {
  test.setTimeout(180_000);
  await prepare(request);
  await startBrowserSession(page, signedUp.tokens);
  await page.goto(appRoutes.orders);
  let downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download all 21 orders (CSV)' }).click();
  let download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const all = readFileSync(await download.path(), 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(all[0]).toContain('Order,Placed,Delivery date');
  expect(all).toHaveLength(22);

  await page.goto(`${appRoutes.orders}?q=PO-55120`);
  downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the order (CSV)' }).click();
  download = await downloading;
  const matching = readFileSync(await download.path(), 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(matching).toHaveLength(2);
  expect(matching[1]).toContain(atSite.orderNumber);
  expect(matching[1]).toContain(`${siteName},"401 Spadina Avenue, M5T 2G6",Toronto,PO-55120,`);
  expect(matching[1]).toContain('PO-55120');
});

test('a job site’s statement for a month downloads as PDF and CSV with its job and PO numbers', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await prepare(request);
  await startBrowserSession(page, signedUp.tokens);
  await page.goto(appRoutes.orders);
  await page.getByRole('link', { name: 'Statements by job site' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
  const month = new Date(Date.now() + DAYS_AHEAD * 86_400_000).toISOString().slice(0, 7);
  await page.getByLabel('Job site').selectOption({ label: `${siteName} (PO-55120)` });
  await page.getByLabel('Month').fill(month);
  await expect(page.getByRole('status').filter({ hasText: '1 order delivered' })).toBeVisible();
  await expectNoAxeViolations(page, { include: 'main' });

  let downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the statement (PDF)' }).click();
  let download = await downloading;
  expect(download.suggestedFilename()).toBe(`statement-${month}-spadina-mid-rise.pdf`);
  const text = (await readPdf(readFileSync(await download.path()))).pageTexts.join('\n');
  expect(text).toContain(atSite.orderNumber);
  expect(text).toContain('PO-55120');
  expect(text).toContain(atSite.supplierName);

  downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the statement (CSV)' }).click();
  download = await downloading;
  const rows = readFileSync(await download.path(), 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(rows[0]).toBe(
    'Order,Delivery date,Supplier,Job or PO number,Product,Quantity,State,Payment,Currency,Total,Unpaid,Disputes',
  );
  expect(rows[1]).toContain(`${atSite.orderNumber},`);
  expect(rows[1]).toContain(',PO-55120,');
});

test('order again opens the order flow on a new date, with the order’s site, producer and product', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await prepare(request);
  await startBrowserSession(page, signedUp.tokens);
  await page.goto(`${appRoutes.orders}/${atSite.id}`);
  await page.getByRole('button', { name: 'Order again' }).click();
  await expect(page).toHaveURL(/\/app\/order\?step=schedule$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Schedule' })).toBeVisible();
  // Every step before the schedule is done: the progress links back to each.
  const progress = page.getByRole('navigation', { name: 'Order progress' });
  for (const step of ['Region & Product', 'Delivery address', 'Producer', 'Product Settings']) {
    await expect(progress.getByRole('link', { name: new RegExp(step) })).toBeVisible();
  }
  // The tab's draft is the order's, with a new date to choose.
  const draft: unknown = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('buildmarket.orderDraft') ?? 'null') as unknown,
  );
  expect(draft).toMatchObject({
    city: { name: 'Toronto' },
    supplier: { name: atSite.supplierName },
    product: { name: atSite.productName },
    trucks: 2,
    minutesBetweenTrucks: 30,
    delivery: { site: { name: siteName, address: '401 Spadina Avenue', jobNumber: 'PO-55120' } },
    placedOrderId: null,
  });
  await expectNoAxeViolations(page, { include: 'main' });
});

import type { APIRequestContext, Page } from '@playwright/test';

import { addCalendarDays, localDateString } from '@/lib/order/dates';

import { expectNoAxeViolations } from './axe';
import { expect, notDesktop, SAME_AT_EVERY_WIDTH, test } from './fixtures';
import { networkSettled } from './network';
import { MARKETING_FIRST_LOAD_BUDGET_BYTES, weighScripts } from './script-budget';
import { gql, newContractor, signInDispatcher, signUpThroughApi, startBrowserSession } from './session';

/**
 * A supplier's white-label storefront (/s/<slug>): the page a contractor lands on from the
 * supplier's website, its delivery-area check, Buy now into the order flow with the supplier chosen
 * (past the producer step) and the order placed and paid; the supplier's own button counted; and
 * the marketing pages' bars: axe and the first-load JavaScript budget.
 */

const SLUG = 'northpeak-ready-mix';
const STOREFRONT = `/s/${SLUG}`;

/** A 1×1 PNG: a logo small enough to write out here. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

async function expectStep(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Order progress' }).locator('[aria-current="step"]')).toContainText(
    title,
  );
}

const cardExpiry = `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

/** A date far enough ahead that the order-flow tests' bookings never fill its window (retries later still). */
const deliveryDate = () => addCalendarDays(localDateString(new Date()), 50 + 20 * test.info().retry);

async function buttonCounts(request: APIRequestContext, token: string) {
  const answer = await gql<{
    supplierStorefront: { button: { code: string; clicks: number; buyClicks: number; orders: number } };
  }>(request, '{ supplierStorefront { button { code clicks buyClicks orders } } }', {}, token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.supplierStorefront.button;
}

test.describe('storefront', () => {
  test.describe.configure({ timeout: 90_000 });

  test('check an address, Buy now, the flow opens past the producer with the supplier chosen, order and pay', async ({
    page,
    request,
  }) => {
    // The order flow's journey is checked at desktop width, as in order-flow.spec.ts.
    test.skip(notDesktop({ viewport: page.viewportSize() }), SAME_AT_EVERY_WIDTH);
    // Known regression after the stop-22 merges: Buy now opens the flow at Region & Product, the
    // storefront's choice not applied (findStorefrontLink in app/(app)/app/order/page.tsx answers
    // nothing). Issue 14 stays open until this journey passes again.
    const account = await signUpThroughApi(request, newContractor('Robin Storefront'));
    await startBrowserSession(page, account.tokens);

    await page.goto(STOREFRONT);
    await expect(page.getByRole('heading', { level: 1, name: 'NorthPeak Ready Mix' })).toBeVisible();
    const product = page.getByRole('listitem').filter({ hasText: '25 MPa Ready-Mix Concrete' });
    // The all-in price of a typical order, as the server priced it.
    await expect(product).toContainText(/All-in for 8 m³\s*\$[\d,]+\.\d\d/);

    // The delivery-area check answers for this supplier.
    await page.getByRole('heading', { name: 'Where we deliver' }).scrollIntoViewIfNeeded();
    await page.getByLabel('City or postal code').fill('M5V 2T6');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    const available = page.getByRole('dialog', { name: 'Region available' });
    await expect(available).toContainText('NorthPeak Ready Mix delivers there');
    await expect(available.getByRole('link', { name: 'Order from NorthPeak Ready Mix' })).toHaveAttribute(
      'href',
      new RegExp(`^/app/order\\?supplier=${SLUG}&city=[0-9a-f-]{36}$`),
    );
    await page.keyboard.press('Escape');
    await expect(available).toBeHidden();

    await product.getByRole('link', { name: 'Buy now: 25 MPa Ready-Mix Concrete' }).click();
    // The first step still to fill is the address: region and product are the storefront's.
    await expect(page).toHaveURL(/\/app\/order\?step=address$/);
    await expectStep(page, 'Delivery address');
    const progress = page.getByRole('navigation', { name: 'Order progress' });
    await expect(progress.getByRole('link', { name: /Producer/ })).toHaveCount(0);

    await page.getByLabel('Site name').fill('Harbour St lofts');
    await page.getByLabel(/^Street address in/).fill('15 Harbour St');
    await page.getByLabel('Postal code').fill('M5J 2N8');
    await next(page);

    // Next skips the producer: the supplier's product, at the storefront's quantity.
    await expectStep(page, 'Product Settings');
    await expect(page.getByText('NorthPeak Ready Mix').first()).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('8');
    await next(page);

    const date = deliveryDate();
    await expectStep(page, 'Schedule');
    await page.getByLabel('Delivery date').fill(date);
    await page.getByRole('spinbutton', { name: 'Number of trucks' }).fill('1');
    await page.getByRole('radio', { name: 'All at once' }).check();
    await next(page);
    await expectStep(page, 'Availability');
    await page.getByRole('radio', { name: '10:00–14:00' }).check();
    await next(page);
    await expectStep(page, 'Options');
    await next(page);
    await expectStep(page, 'Checkout');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText(/Order BM-[0-9A-F]{8} is placed/)).toBeVisible();

    const card = page.getByRole('form', { name: 'Card' });
    await card.getByLabel('Card number').fill('4242 4242 4242 4242');
    await card.getByLabel('Expiry date').fill(cardExpiry);
    await card.getByLabel('CVC').fill('123');
    await card.getByLabel('Cardholder name').fill('Robin Storefront');
    await card.getByLabel('Zip code').fill('M5J 2N8');
    await card.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();

    const orders = await gql<{ orders: { values: { productName: string; quantity: number; deliveryDate: string }[] } }>(
      request,
      '{ orders(limit: 5) { values { productName quantity deliveryDate } } }',
      {},
      account.tokens.token,
    );
    expect(orders.data?.orders.values).toEqual([
      { productName: '25 MPa Ready-Mix Concrete', quantity: 8, deliveryDate: date },
    ]);
  });

  test('Buy now for a product the supplier no longer offers says so and lets the buyer choose, never another in its place', async ({
    page,
  }) => {
    test.skip(notDesktop({ viewport: page.viewportSize() }), SAME_AT_EVERY_WIDTH);
    // A storefront page cached before the supplier replaced a product still links to the old one.
    await page.goto(`/app/order?supplier=${SLUG}&productId=00000000-0000-4000-8000-00000000dead&product=readyMix`);
    await expectStep(page, 'Delivery address');
    await page.getByLabel('Site name').fill('Harbour St lofts');
    await page.getByLabel(/^Street address in/).fill('15 Harbour St');
    await page.getByLabel('Postal code').fill('M5J 2N8');
    await next(page);

    await expectStep(page, 'Product Settings');
    await expect(page.getByRole('alert').filter({ hasText: 'no longer offered' })).toHaveText(
      'The product you chose is no longer offered by NorthPeak Ready Mix. Choose one of its products.',
    );
    const choice = page.getByRole('combobox', { name: /^Product/ });
    await expect(choice).toContainText('Choose a product');
    // Nothing was chosen for the buyer: Next asks for a product.
    await next(page);
    await expectStep(page, 'Product Settings');
    await expect(page.getByText('Required')).toBeVisible();

    await choice.click();
    await page.getByRole('option', { name: /32 MPa Coloured Decorative/ }).click();
    await expect(page.getByRole('combobox', { name: /^Product/ })).toContainText('32 MPa Coloured Decorative');
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toBeVisible();
  });

  test('the supplier’s own button is counted and opens the flow with the supplier chosen', async ({
    page,
    request,
  }) => {
    const dispatcher = await signInDispatcher(request);
    const before = await buttonCounts(request, dispatcher.token);

    const click = await request.get(`/r/${before.code}?action=buy`, { maxRedirects: 0 });
    expect(click.status()).toBe(302);
    const location = click.headers()['location'] ?? '';
    expect(location).toBe(`/app/order?partner=${before.code}&supplier=${SLUG}`);
    const toStorefront = await request.get(`/r/${before.code}?action=buy&to=storefront`, { maxRedirects: 0 });
    expect(toStorefront.headers()['location']).toBe(`${STOREFRONT}?partner=${before.code}`);

    // One browser's clicks count once a day (the bm_partner_clicks cookie the first answer set): the
    // second, from the same browser, is not counted again.
    const after = await buttonCounts(request, dispatcher.token);
    expect(after.clicks).toBe(before.clicks + 1);
    expect(after.buyClicks).toBe(before.buyClicks + 1);

    // Signed out, the button's link opens the address step with the supplier chosen.
    await page.goto(location);
    await expectStep(page, 'Delivery address');
    await expect(page.getByText(/NorthPeak Ready Mix/).first()).toBeVisible();

    // From the storefront, Buy now carries the button's code on.
    await page.goto(`${STOREFRONT}?partner=${before.code}`);
    await expect(page.getByRole('link', { name: /^Buy now: / }).first()).toHaveAttribute(
      'href',
      new RegExp(`&partner=${before.code}$`),
    );
  });

  test.describe('the logo', () => {
    // The refused upload's 415, which the browser logs.
    test.use({ allowedConsoleErrors: [/status of 415/] });

    test('a manager uploads the logo in the workspace, the storefront shows it, and a file that is no image is refused', async ({
      page,
      request,
    }) => {
      // The workspace page behaves the same at every width; one run, or two widths would race on one logo.
      test.skip(notDesktop({ viewport: page.viewportSize() }), SAME_AT_EVERY_WIDTH);
      // Another supplier's storefront: this spec's other tests look at NorthPeak's.
      const manager = await signInDispatcher(request, { login: 'dispatch@capital.example', password: 'Dispatch2026!' });
      await startBrowserSession(page, manager);
      await page.goto('/supplier/storefront');
      const logo = page.getByRole('region', { name: 'Logo' });
      await expect(logo.getByRole('button', { name: /^(Replace the logo|Upload a logo)$/ })).toBeVisible();

      // Named .png, yet not an image: refused by its content, nothing changes.
      await logo
        .getByLabel('Logo image')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
      await expect(logo.getByRole('alert')).toHaveText('The logo must be a PNG, JPEG or WebP image.');

      await logo
        .getByLabel('Logo image')
        .setInputFiles({ name: 'capital.png', mimeType: 'image/png', buffer: TINY_PNG });
      await expect(page.getByText('Logo saved: your storefront shows it now.')).toBeVisible();
      const preview = logo.getByRole('img', { name: 'Capital Aggregates logo' });
      await expect(preview).toHaveAttribute('src', /^\/api\/logos\/[0-9a-f-]{36}$/);
      const src = await preview.getAttribute('src');
      await expectNoAxeViolations(page);

      await page.goto('/s/capital-aggregates');
      const shown = page.locator(`img[src="${src}"]`);
      await expect(shown).toBeVisible();
      expect(await shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    });
  });

  test('the storefront passes axe and stays within the marketing pages’ first-load JavaScript budget', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const scripts = await weighScripts(page);
    const response = await page.goto(STOREFRONT);
    expect(response?.status()).toBe(200);
    await networkSettled(page);
    const total = scripts.total();
    test.info().annotations.push({ type: 'storefront JavaScript', description: `${(total / 1000).toFixed(1)} kB` });
    expect(total, `${scripts.count()} scripts`).toBeLessThanOrEqual(MARKETING_FIRST_LOAD_BUDGET_BYTES);

    // Statically generated (ISR): served from the cache, not rendered per request.
    const again = await page.request.get(STOREFRONT);
    expect(again.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);

    await page.getByRole('heading', { name: 'Where we deliver' }).scrollIntoViewIfNeeded();
    await expect(page.getByLabel('City or postal code')).toBeVisible();
    await expectNoAxeViolations(page, { what: 'the storefront' });

    const unknown = await page.request.get('/s/no-such-supplier');
    expect(unknown.status()).toBe(404);
  });
});

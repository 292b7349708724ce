import { driverDayPath } from '../lib/app-routes';

import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { networkSettled } from './network';
import { data, newDriver } from './drivers';
import { placeOrderThroughApi } from './placed-orders';
import { newContractor, signInDispatcher, signUpThroughApi, startBrowserSession } from './session';

/**
 * Delivery day with its three people, each in a browser of their own: the dispatcher adds a truck
 * and plans the order's load for a driver; the driver, on a phone with the position shared,
 * reports each step and records the delivery with the receiver's signature; the contractor's
 * order page follows every step without a reload, down to the e-ticket.
 */

const SUPPLIER = 'NorthPeak Ready Mix';
const SITE = { latitude: 43.6487, longitude: -79.3817 };

test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  permissions: ['geolocation'],
  geolocation: SITE,
});

interface PlannedOrder {
  id: string;
  status: string;
  quantity: number;
  unit: string;
  deliveryDate: string;
  loads: { step: string; position: { latitude: number; longitude: number } | null }[];
}

const SUPPLIER_ORDER = `query($id: ID!) { supplierOrder(id: $id) {
  id status quantity unit deliveryDate loads { step position { latitude longitude } } } }`;

test('delivery day in three browsers: the dispatcher plans, the driver delivers with a signature, the contractor follows live', async ({
  page,
  browser,
  request,
}) => {
  // Three browsers, some forty steps and axe at four viewports: 45 s on a quiet machine, and it
  // ran past test.slow()'s 90 s when CI's two workers shared a busy one.
  test.setTimeout(180_000);
  const dispatcherTokens = await signInDispatcher(request);
  const dispatcher = dispatcherTokens.token;
  const driver = await newDriver(request, dispatcher);

  // An order of a day no other test orders for, accepted (scheduled once its load is planned).
  const contractor = await signUpThroughApi(request, newContractor('Driver Day'));
  const placed = await placeOrderThroughApi(request, contractor.tokens.token, {
    daysAhead: 60 + Math.floor(Math.random() * 30),
    supplierName: SUPPLIER,
  });
  await data(
    request,
    'mutation($input: SupplierOrderTransitionInput!) { supplierOrderTransition(input: $input) { status } }',
    { input: { orderId: placed.id, to: 'accepted' } },
    dispatcher,
  );
  const readOrder = async () =>
    (await data<{ supplierOrder: PlannedOrder }>(request, SUPPLIER_ORDER, { id: placed.id }, dispatcher)).supplierOrder;
  const order = await readOrder();

  // The dispatcher, at a desk: a truck for the fleet, then the order's load for the new driver.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const dispatch = await desk.newPage();
  await startBrowserSession(dispatch, dispatcherTokens);
  await dispatch.goto('/supplier/fleet');
  await dispatch.getByRole('button', { name: 'Add a truck' }).click();
  const truckName = `Mixer ${Date.now() % 100_000}`;
  const truckForm = dispatch.getByRole('form', { name: 'Add a truck' });
  await truckForm.getByLabel('Name or plate').fill(truckName);
  await truckForm.getByLabel('Carries per trip').fill('100');
  await truckForm.getByLabel('Unit').selectOption(order.unit);
  await truckForm.getByRole('button', { name: 'Add truck' }).click();
  await expect(dispatch.getByRole('row', { name: new RegExp(truckName) })).toContainText('In service');
  // The page itself: the toast saying the truck was added is still fading in (its own contrast is checked elsewhere).
  await expectNoAxeViolations(dispatch, { include: 'main', what: 'the fleet page' });

  await dispatch.goto(`/supplier/orders/${placed.id}`);
  // Each step when it can be taken: scheduling once the loads are planned.
  const nextSteps = dispatch.getByRole('region', { name: 'Next steps' });
  await expect(nextSteps.getByRole('link', { name: 'Plan the loads' })).toHaveAttribute('href', '#order-loads');
  await expect(nextSteps.getByRole('button', { name: 'Mark scheduled' })).toHaveCount(0);
  const plan = dispatch.getByRole('form', { name: 'Plan the loads' });
  await plan.getByRole('button', { name: 'Add a load' }).click();
  const truckOption = plan.getByLabel('Truck').locator('option', { hasText: truckName });
  await plan.getByLabel('Truck').selectOption((await truckOption.getAttribute('value')) ?? '');
  await plan.getByLabel('Driver').selectOption(driver.userId);
  await expect(plan).toContainText('It adds up.');
  await plan.getByRole('button', { name: 'Save loads' }).click();
  await expect(dispatch.getByRole('table', { name: /Loads of order/ })).toContainText('Dev Driver');
  await nextSteps.getByRole('button', { name: 'Mark scheduled' }).click();
  await expect(dispatch.getByRole('status').filter({ hasText: 'State:' })).toContainText('Scheduled');
  await expectNoAxeViolations(dispatch, { include: 'main', what: 'the order page with its loads' });
  // The dispatcher's new screens hold on a phone too.
  await dispatch.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(dispatch, { include: 'main', what: 'the order page with its loads at 390 px' });
  await dispatch.goto('/supplier/fleet');
  await expect(dispatch.getByRole('row', { name: new RegExp(truckName) })).toBeVisible();
  await expectNoAxeViolations(dispatch, { include: 'main', what: 'the fleet page at 390 px' });

  // The contractor, on site with a phone: the order page lists the truck.
  const site = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const follow = await site.newPage();
  await startBrowserSession(follow, contractor.tokens);
  await follow.goto(`/app/orders/${placed.id}`);
  const trucks = follow.getByRole('region', { name: 'Trucks' });
  await expect(trucks).toContainText('Not left yet');

  // The driver's phone: the order's day (looking ahead: the order is not for today).
  await startBrowserSession(page, driver.tokens);
  await page.goto(driverDayPath(order.deliveryDate));
  const load = page.getByRole('article', { name: /^Load 1:/ });
  await expect(load).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/driver.webmanifest');
  await expect(load).toContainText(placed.orderNumber);
  await expect(load).toContainText('100 King Street West');
  await expect(load.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+1416555/);
  // Directions open the phone's maps at the site; the order and its chat are a tap away.
  await expect(load.getByRole('link', { name: /^Directions to the site/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
  );
  await load.getByRole('link', { name: 'Chat with the contractor and dispatcher' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Order ${placed.orderNumber}`) })).toBeVisible();
  const chat = page.getByRole('region', { name: 'Chat with the contractor and dispatcher' });
  await chat.getByLabel('Message', { exact: true }).fill('Loading at the plant now.');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat).toContainText('Loading at the plant now.');
  await networkSettled(page);
  await expectNoAxeViolations(page, { what: 'the driver’s order page at 390 px' });
  // The contractor reads it on their order page.
  await expect(follow.getByText('Loading at the plant now.')).toBeVisible({ timeout: 10_000 });
  await page.getByRole('link', { name: 'Back to your loads of the day' }).click();
  await expect(load).toBeVisible();
  await networkSettled(page);
  await expectNoAxeViolations(page, { what: '/driver at 390 px' });

  // Every target is at least 48 px high, and the page does not scroll sideways.
  for (const target of await page.getByRole('button').all()) {
    expect((await target.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(48);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 390, height: 844 });

  const step = (label: string | RegExp) => load.getByRole('button', { name: label });
  await step('Loaded').click();
  await expect(load).toContainText('Step Loaded');
  await step('En route').click();
  await expect(load).toContainText('Step En route');

  await load.getByRole('button', { name: 'Share my position while en route' }).click();
  await expect(load.getByRole('region', { name: 'Your position' })).toContainText('Sharing your position');
  await expect
    .poll(async () => (await readOrder()).loads[0]?.position, { timeout: 10_000 })
    .toEqual({ latitude: SITE.latitude, longitude: SITE.longitude });
  expect((await readOrder()).status).toBe('dispatched');
  // A reload while en route: the phone shares again by itself, as the driver agreed.
  await page.reload();
  await expect(load.getByRole('region', { name: 'Your position' })).toContainText('Sharing your position');
  await expect(load.getByRole('button', { name: 'Share my position while en route' })).toHaveCount(0);
  // The contractor's page follows without a reload: the truck on its way, and how far.
  await expect(trucks).toContainText('En route', { timeout: 10_000 });
  await expect(trucks).toContainText(/About [\d.]+ km away, expected at/);
  // No map tiles here (MAP_STYLE_URL): the schematic draws the truck around the site instead.
  await expect(trucks.getByRole('img', { name: /^Truck 1, on its way, [\d.]+ km [a-z-]+ of the site/ })).toBeVisible();
  await expect(trucks.getByRole('figure')).toContainText('as the crow flies');
  await expectNoAxeViolations(follow, { include: 'main', what: 'the truck on the schematic at 390 px' });

  await step('Arrived').click();
  await expect(load).toContainText('Step Arrived');
  await expect(load.getByRole('region', { name: 'Your position' })).toHaveCount(0);
  await step(/^Pouring/).click();
  await expect(load).toContainText(/Step Pouring/);

  // Proof of delivery: the receiver signs on the phone with a finger.
  const proof = load.getByRole('form', { name: 'Record the delivery' });
  await proof.getByLabel('Received by').fill('Riley Foreman');
  const pad = proof.locator('canvas');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let x = 20; x <= box.width - 20; x += 25) {
    await page.mouse.move(box.x + x, box.y + box.height / 2 + Math.sin(x / 20) * 20);
  }
  await page.mouse.up();
  await expectNoAxeViolations(page, { what: 'the proof of delivery at 390 px' });
  await proof.getByRole('button', { name: 'Delivered: send the proof' }).click();
  await expect(load).toContainText('Step Delivered');
  await expect(load.getByRole('form', { name: 'Record the delivery' })).toHaveCount(0);

  const delivered = await readOrder();
  expect(delivered.status).toBe('delivered');
  expect(delivered.loads.map((each) => each.step)).toEqual(['delivered']);

  // The contractor's page: delivered, received by whom, and the e-ticket, still without a reload.
  await expect(trucks).toContainText('received by Riley Foreman', { timeout: 10_000 });
  const ticket = trucks.getByRole('link', { name: 'E-ticket of truck 1 (PDF)' });
  const pdf = await request.get((await ticket.getAttribute('href'))!);
  expect(pdf.ok()).toBe(true);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoAxeViolations(follow, { what: 'the contractor’s order page with its trucks at 390 px' });

  // A reload shows the load where the server has it.
  await page.reload();
  await expect(page.getByRole('article', { name: /^Load 1:/ })).toContainText('Step Delivered');
  await desk.close();
  await site.close();
});

test('the driver app can be installed: its manifest names it and starts on /driver', async ({ request }) => {
  const response = await request.get('/driver.webmanifest');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({ name: 'BuildMarket Driver', start_url: '/driver', display: 'standalone' });
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
});

test('a signed-out visitor of /driver signs in first and comes back', async ({ page }) => {
  await page.goto('/driver');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fdriver$/);
});

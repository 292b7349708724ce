import type { APIRequestContext } from '@playwright/test';

import { driverDayPath } from '../lib/app-routes';

import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { networkSettled } from './network';
import { invitationLinkMailedTo } from './outbox';
import { placeOrderThroughApi } from './placed-orders';
import { gql, newContractor, signUpThroughApi, startBrowserSession } from './session';

/**
 * The driver's phone on delivery day: the dispatcher plans a load for a driver of the supplier,
 * and the driver, on a phone-sized screen with the position shared, reports each step of it until
 * the order is delivered.
 */

const SUPPLIER = 'NorthPeak Ready Mix';
const DISPATCHER = { login: 'dispatch@northpeak.example', password: 'Dispatch2026!' };
const SITE = { latitude: 43.6487, longitude: -79.3817 };

test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  permissions: ['geolocation'],
  geolocation: SITE,
});

/** One GraphQL call that must succeed: its data. */
async function data<TData>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  token: string,
): Promise<TData> {
  const answer = await gql<TData>(request, query, variables, token);
  expect(answer.errors, query).toBeUndefined();
  return answer.data!;
}

/** The demo dispatcher's ordinary token. */
async function signInDispatcher(request: APIRequestContext): Promise<string> {
  const signedIn = await gql<{ signIn: { mainToken: string } }>(
    request,
    'mutation($input: SignInInput!) { signIn(input: $input) { mainToken } }',
    { input: DISPATCHER },
  );
  expect(signedIn.errors).toBeUndefined();
  return signedIn.headers['authorization']!.replace(/^Bearer /, '');
}

/**
 * A new driver of the supplier: an account of their own, invited by the dispatcher, accepted,
 * then acting within the supplier's company (the tokens a sign-in there leaves in the browser).
 */
async function newDriver(request: APIRequestContext, dispatcherToken: string) {
  const person = newContractor('Dev Driver');
  const account = await signUpThroughApi(request, person);
  await data(
    request,
    'mutation($input: InvitationCreateInput!) { invitationCreate(input: $input) { id } }',
    { input: { email: person.email, role: 'partner_driver' } },
    dispatcherToken,
  );
  const invitationToken = invitationLinkMailedTo(person.email).split('/').at(-1)!;
  await data(
    request,
    'mutation($token: String!) { invitationAccept(token: $token) { status } }',
    { token: invitationToken },
    account.tokens.mainToken,
  );
  const { me } = await data<{ me: { company: { id: string } } }>(
    request,
    '{ me { company { id } } }',
    {},
    dispatcherToken,
  );
  const switched = await gql<{ companySwitch: { mainToken: string; user: { role: string } } }>(
    request,
    'mutation($companyId: ID!) { companySwitch(companyId: $companyId) { mainToken user { role } } }',
    { companyId: me.company.id },
    account.tokens.mainToken,
  );
  expect(switched.errors).toBeUndefined();
  expect(switched.data!.companySwitch.user.role).toBe('partner_driver');
  return {
    userId: account.userId,
    tokens: {
      token: switched.headers['authorization']!.replace(/^Bearer /, ''),
      refreshToken: switched.headers['x-refresh-token']!,
      mainToken: switched.data!.companySwitch.mainToken,
    },
  };
}

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

test('a driver reports a load’s steps from the phone, sharing the position en route, until the order is delivered', async ({
  page,
  request,
}) => {
  test.slow();
  const dispatcher = await signInDispatcher(request);
  const driver = await newDriver(request, dispatcher);

  // An order of a day no other test orders for, accepted and scheduled, planned as one load.
  const contractor = await signUpThroughApi(request, newContractor('Driver Day'));
  const placed = await placeOrderThroughApi(request, contractor.tokens.token, {
    daysAhead: 60 + Math.floor(Math.random() * 30),
    supplierName: SUPPLIER,
  });
  for (const to of ['accepted', 'scheduled']) {
    await data(
      request,
      'mutation($input: SupplierOrderTransitionInput!) { supplierOrderTransition(input: $input) { status } }',
      { input: { orderId: placed.id, to } },
      dispatcher,
    );
  }
  const readOrder = async () =>
    (await data<{ supplierOrder: PlannedOrder }>(request, SUPPLIER_ORDER, { id: placed.id }, dispatcher)).supplierOrder;
  const order = await readOrder();
  const { supplierTruckSave: truck } = await data<{ supplierTruckSave: { id: string } }>(
    request,
    'mutation($input: TruckInput!) { supplierTruckSave(input: $input) { id } }',
    { input: { name: `Mixer ${Date.now()}-${Math.floor(Math.random() * 1000)}`, capacity: 100, unit: order.unit } },
    dispatcher,
  );
  await data(
    request,
    'mutation($input: OrderDispatchInput!) { supplierOrderDispatch(input: $input) { id } }',
    {
      input: {
        orderId: placed.id,
        loads: [{ quantity: order.quantity, truckId: truck.id, driverUserId: driver.userId }],
      },
    },
    dispatcher,
  );

  // The driver's phone: the order's day (looking ahead: the order is not for today).
  await startBrowserSession(page, driver.tokens);
  await page.goto(driverDayPath(order.deliveryDate));
  const load = page.getByRole('article', { name: /^Load 1:/ });
  await expect(load).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/driver.webmanifest');
  await expect(load).toContainText(placed.orderNumber);
  await expect(load).toContainText('100 King Street West');
  await expect(load.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+1416555/);
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

  await step('Arrived').click();
  await expect(load).toContainText('Step Arrived');
  await expect(load.getByRole('region', { name: 'Your position' })).toHaveCount(0);
  await step(/^Pouring/).click();
  await expect(load).toContainText(/Step Pouring/);
  await step('Delivered').click();
  await expect(load).toContainText('Step Delivered');
  await expect(load.getByRole('button', { name: 'Delivered' })).toHaveCount(0);

  const delivered = await readOrder();
  expect(delivered.status).toBe('delivered');
  expect(delivered.loads.map((each) => each.step)).toEqual(['delivered']);

  // A reload shows the load where the server has it.
  await page.reload();
  await expect(page.getByRole('article', { name: /^Load 1:/ })).toContainText('Step Delivered');
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

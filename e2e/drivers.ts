import type { APIRequestContext } from '@playwright/test';

import { expect } from './fixtures';
import { invitationLinkMailedTo } from './outbox';
import { gql, newContractor, signUpThroughApi } from './session';

/**
 * The supplier's drivers and the planning of loads, for the specs that need an order scheduled:
 * an order is scheduled once its loads are planned, each with a truck and a driver (the API
 * answers LOADS_NOT_PLANNED before).
 */

/** One GraphQL call that must succeed: its data. */
export async function data<TData>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  token: string,
): Promise<TData> {
  const answer = await gql<TData>(request, query, variables, token);
  expect(answer.errors, query).toBeUndefined();
  return answer.data!;
}

/**
 * A new driver of the supplier: an account of their own, invited by the dispatcher, accepted,
 * then acting within the supplier's company (the tokens a sign-in there leaves in the browser).
 */
export async function newDriver(request: APIRequestContext, dispatcherToken: string) {
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

/**
 * Accepts the order and schedules it the way a dispatcher does: one load on a new truck for a new
 * driver (the whole order: the truck carries it), then "Mark scheduled".
 */
export async function acceptAndScheduleThroughApi(
  request: APIRequestContext,
  orderId: string,
  dispatcherToken: string,
) {
  const transition = (to: string) =>
    data(
      request,
      'mutation($input: SupplierOrderTransitionInput!) { supplierOrderTransition(input: $input) { status } }',
      { input: { orderId, to } },
      dispatcherToken,
    );
  await transition('accepted');
  const { supplierOrder } = await data<{ supplierOrder: { quantity: number; unit: string } }>(
    request,
    'query($id: ID!) { supplierOrder(id: $id) { quantity unit } }',
    { id: orderId },
    dispatcherToken,
  );
  const driver = await newDriver(request, dispatcherToken);
  const { supplierTruckSave } = await data<{ supplierTruckSave: { id: string } }>(
    request,
    'mutation($input: TruckInput!) { supplierTruckSave(input: $input) { id } }',
    {
      input: {
        name: `Truck ${Date.now() % 1_000_000}-${Math.random().toString(36).slice(2, 6)}`,
        capacity: supplierOrder.quantity,
        unit: supplierOrder.unit,
      },
    },
    dispatcherToken,
  );
  await data(
    request,
    'mutation($input: OrderDispatchInput!) { supplierOrderDispatch(input: $input) { id } }',
    {
      input: {
        orderId,
        loads: [{ quantity: supplierOrder.quantity, truckId: supplierTruckSave.id, driverUserId: driver.userId }],
      },
    },
    dispatcherToken,
  );
  await transition('scheduled');
  return driver;
}

/** A 1×1 PNG: what a drawn signature (or a photo) is, as far as the server can tell. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The driver delivers the order's one planned load as the driver app does (each step, the
 * receiver's signature, then the proof), for the specs that start from a delivered load: the
 * driver's own journey is driver-app.spec.ts's. Answers the load's id.
 */
export async function deliverThroughApi(
  request: APIRequestContext,
  orderId: string,
  dispatcherToken: string,
  driverToken: string,
): Promise<string> {
  const { supplierOrder } = await data<{ supplierOrder: { loads: { id: string; quantity: number }[] } }>(
    request,
    'query($id: ID!) { supplierOrder(id: $id) { loads { id quantity } } }',
    { id: orderId },
    dispatcherToken,
  );
  const [load] = supplierOrder.loads;
  if (!load) throw new Error('the order has no planned load');
  for (const step of ['loaded', 'en_route', 'arrived', 'unloading']) {
    await data(
      request,
      'mutation($input: LoadStepInput!) { loadStepReport(input: $input) { step } }',
      { input: { loadId: load.id, step } },
      driverToken,
    );
  }
  const signed = await request.post(`/api/uploads/delivery/${load.id}/signature`, {
    headers: { authorization: `Bearer ${driverToken}` },
    multipart: { file: { name: 'signature.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG } },
  });
  expect(signed.status(), await signed.text()).toBe(201);
  await data(
    request,
    'mutation($input: LoadDeliveryInput!) { loadDeliver(input: $input) { step } }',
    { input: { loadId: load.id, deliveredQuantity: load.quantity, receivedBy: 'Riley Foreman' } },
    driverToken,
  );
  return load.id;
}

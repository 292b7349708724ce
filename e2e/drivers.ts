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

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { companyMembers, orderEvents, supplierApiKeys, suppliers, trucks, users } from '@/server/db/schema';
import { signAccessToken } from '@/server/services/accounts/access-tokens';

import { codeOf, type Contractor, type PaymentsTestKit } from '../support/payments';

/**
 * The supplier API: a supplier's own systems reach its orders with one of its API keys, under the
 * workspace's rules. A key sees its supplier's orders only (another's are NOT_FOUND), accepts,
 * declines, schedules and plans loads as a dispatcher does, each change recorded as the key's;
 * it reads no person's contact details, cannot use the workspace's fields, and once revoked is
 * refused. Run on PGlite (supplier-api-orders.test.ts) and PostgreSQL (-postgres.test.ts).
 */
export function supplierApiOrderTests(openKit: () => Promise<PaymentsTestKit>) {
  let kit: PaymentsTestKit;
  let contractor: Contractor;
  let dispatcher: string;
  let otherDispatcher: string;
  let northPeakKey: { id: string; secret: string };
  let capitalKey: { id: string; secret: string };
  let driverUserId: string;
  let truckId: string;
  let capitalTruckId: string;

  const ORDER_FIELDS = `id orderNumber status paymentStatus contractorName productName quantity unit trucks
    deliveryDate deliveryWindow deliveryAddress postalCode city { name } jobNumber options { label amountCents }
    currency totalCents createdAt statusReason allowedTransitions
    loads { id sequence quantity step truck { id name } driver { userId fullName } held }
    history { kind status party actorName byApiKey reason at }`;
  const ORDER = `query($id: ID!) { supplierApiOrder(id: $id) { ${ORDER_FIELDS} } }`;
  const ORDERS = `query($filter: SupplierOrderFilter, $limit: Int) {
    supplierApiOrders(filter: $filter, limit: $limit) { count values { id status } } }`;
  const ACCEPT = `mutation($id: ID!) { supplierApiOrderAccept(orderId: $id) { ${ORDER_FIELDS} } }`;
  const DECLINE = `mutation($id: ID!, $reason: String!) { supplierApiOrderDecline(orderId: $id, reason: $reason) { ${ORDER_FIELDS} } }`;
  const SCHEDULE = `mutation($id: ID!) { supplierApiOrderSchedule(orderId: $id) { ${ORDER_FIELDS} } }`;
  const DISPATCH = `mutation($input: OrderDispatchInput!) { supplierApiOrderDispatch(input: $input) { ${ORDER_FIELDS} } }`;
  const FLEET = `query { supplierApiFleet { trucks { id name active } drivers { userId fullName } } }`;

  interface ApiOrder {
    id: string;
    status: string;
    statusReason: string | null;
    allowedTransitions: string[];
    loads: { quantity: number; truck: { id: string }; driver: { userId: string; fullName: string } }[];
    history: { kind: string; status: string | null; party: string; actorName: string | null; byApiKey: boolean }[];
  }

  async function tokenOf(email: string): Promise<string> {
    const [row] = await kit.db
      .select({ userId: users.id, companyId: companyMembers.companyId })
      .from(users)
      .innerJoin(companyMembers, eq(companyMembers.userId, users.id))
      .where(eq(users.email, email));
    return signAccessToken({ userId: row!.userId, companyId: row!.companyId });
  }

  async function createKey(token: string, name: string) {
    const created = await kit.call<{ supplierApiKeyCreate: { secret: string; apiKey: { id: string } } }>(
      `mutation($input: SupplierApiKeyCreateInput!) { supplierApiKeyCreate(input: $input) { secret apiKey { id } } }`,
      { input: { name } },
      token,
    );
    expect(created.errors).toBeUndefined();
    return { id: created.data!.supplierApiKeyCreate.apiKey.id, secret: created.data!.supplierApiKeyCreate.secret };
  }

  const placeOrder = async () => (await kit.placeOrderFor(contractor, 'card')).id;

  beforeAll(async () => {
    kit = await openKit();
    contractor = await kit.signUp();
    dispatcher = await tokenOf('dispatch@northpeak.example');
    otherDispatcher = await tokenOf('dispatch@capital.example');
    northPeakKey = await createKey(dispatcher, 'Dispatch system');
    capitalKey = await createKey(otherDispatcher, 'Capital ERP');
    const [northPeak] = await kit.db.select().from(suppliers).where(eq(suppliers.slug, 'northpeak-ready-mix'));
    const [capital] = await kit.db
      .select({ id: supplierApiKeys.supplierId })
      .from(supplierApiKeys)
      .where(eq(supplierApiKeys.id, capitalKey.id));
    const driver = await kit.signUp();
    driverUserId = driver.userId;
    await kit.db
      .insert(companyMembers)
      .values({ companyId: northPeak!.companyId!, userId: driverUserId, role: 'partner_driver' });
    const [truck] = await kit.db
      .insert(trucks)
      .values({ supplierId: northPeak!.id, name: 'Mixer 12', capacity: '10.00', unit: 'm3' })
      .returning({ id: trucks.id });
    truckId = truck!.id;
    const [otherTruck] = await kit.db
      .insert(trucks)
      .values({ supplierId: capital!.id, name: 'Capital 1', capacity: '10.00', unit: 'm3' })
      .returning({ id: trucks.id });
    capitalTruckId = otherTruck!.id;
  }, 120_000);
  afterAll(() => kit.close());

  describe('the supplier API with a key', () => {
    it('lists and reads its supplier’s orders, with what may be done next', async () => {
      const orderId = await placeOrder();
      const list = await kit.call<{ supplierApiOrders: { count: number; values: { id: string; status: string }[] } }>(
        ORDERS,
        { filter: { status: 'placed' }, limit: 100 },
        northPeakKey.secret,
      );
      expect(list.errors).toBeUndefined();
      expect(list.data!.supplierApiOrders.values.map((order) => order.id)).toContain(orderId);
      expect(list.data!.supplierApiOrders.values.every((order) => order.status === 'placed')).toBe(true);

      const read = await kit.call<{ supplierApiOrder: ApiOrder }>(ORDER, { id: orderId }, northPeakKey.secret);
      expect(read.errors).toBeUndefined();
      expect(read.data!.supplierApiOrder).toMatchObject({
        id: orderId,
        status: 'placed',
        allowedTransitions: ['accepted', 'declined'],
        loads: [],
      });
      expect(read.data!.supplierApiOrder.history[0]).toMatchObject({ status: 'placed', party: 'contractor' });
    });

    it('holds no person’s contact details: not in the answer, not even as a field', async () => {
      const orderId = await placeOrder();
      const read = await kit.call(ORDER, { id: orderId }, northPeakKey.secret);
      const text = JSON.stringify(read);
      // The order's site contact (placeOrderFor): name, email and phone.
      for (const secret of ['dana@keystone.example', '555 0100', '5550100', 'Dana Whitfield', contractor.userId]) {
        expect(text).not.toContain(secret);
      }
      for (const field of ['contactEmail', 'contactPhone', 'contactName', 'notes { body }', 'messages { body }']) {
        const asked = await kit.call(
          `query($id: ID!) { supplierApiOrder(id: $id) { id ${field} } }`,
          { id: orderId },
          northPeakKey.secret,
        );
        expect(codeOf(asked), field).toBe('GRAPHQL_VALIDATION_FAILED');
      }
      for (const field of ['position { latitude }', 'receivedBy', 'ticketUrl']) {
        const asked = await kit.call(
          `query($id: ID!) { supplierApiOrder(id: $id) { loads { ${field} } } }`,
          { id: orderId },
          northPeakKey.secret,
        );
        expect(codeOf(asked), field).toBe('GRAPHQL_VALIDATION_FAILED');
      }
    });

    it('cannot use the workspace’s fields, which show the contact', async () => {
      const orderId = await placeOrder();
      const asWorkspace = await kit.call(
        `query($id: ID!) { supplierOrder(id: $id) { id contactEmail contactPhone } }`,
        { id: orderId },
        northPeakKey.secret,
      );
      expect(codeOf(asWorkspace)).toBe('UNAUTHENTICATED');
      expect(JSON.stringify(asWorkspace)).not.toContain('dana@keystone.example');
      const orders = await kit.call(`query { supplierOrders { count } }`, {}, northPeakKey.secret);
      expect(codeOf(orders)).toBe('UNAUTHENTICATED');
    });

    it('accepts and schedules under the workspace’s rules, each change recorded as the key’s', async () => {
      const orderId = await placeOrder();
      const early = await kit.call(SCHEDULE, { id: orderId }, northPeakKey.secret);
      expect(codeOf(early)).toBe('ORDER_TRANSITION_NOT_ALLOWED');
      expect(early.errors![0]!.extensions!.status).toBe('placed');

      const accepted = await kit.call<{ supplierApiOrderAccept: ApiOrder }>(
        ACCEPT,
        { id: orderId },
        northPeakKey.secret,
      );
      expect(accepted.errors).toBeUndefined();
      expect(accepted.data!.supplierApiOrderAccept).toMatchObject({
        status: 'accepted',
        allowedTransitions: ['scheduled'],
      });
      expect(accepted.data!.supplierApiOrderAccept.history.at(-1)).toEqual(
        expect.objectContaining({
          kind: 'status',
          status: 'accepted',
          party: 'supplier',
          actorName: 'Dispatch system',
          byApiKey: true,
        }),
      );
      const again = await kit.call(ACCEPT, { id: orderId }, northPeakKey.secret);
      expect(codeOf(again)).toBe('ORDER_TRANSITION_NOT_ALLOWED');

      // Scheduled once its loads are planned (the workspace's rule): before, a clear refusal.
      const unplanned = await kit.call(SCHEDULE, { id: orderId }, northPeakKey.secret);
      expect(codeOf(unplanned)).toBe('LOADS_NOT_PLANNED');
      expect(unplanned.errors![0]!.message).toBe(
        'Plan the loads first: an order is scheduled once each of its loads has a truck and a driver.',
      );
      const planned = await kit.call(
        DISPATCH,
        { input: { orderId, loads: [{ truckId, driverUserId, quantity: 2 }] } },
        northPeakKey.secret,
      );
      expect(planned.errors).toBeUndefined();

      const scheduled = await kit.call<{ supplierApiOrderSchedule: ApiOrder }>(
        SCHEDULE,
        { id: orderId },
        northPeakKey.secret,
      );
      expect(scheduled.data!.supplierApiOrderSchedule.status).toBe('scheduled');

      // Stored as the key's, by no person; the workspace and the contractor read the key's name.
      const events = await kit.db
        .select({ status: orderEvents.status, userId: orderEvents.actorUserId, keyId: orderEvents.actorApiKeyId })
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.party, 'supplier')));
      expect(events).toEqual([
        { status: 'accepted', userId: null, keyId: northPeakKey.id },
        // The loads planned (an event without a state), then scheduled.
        { status: null, userId: null, keyId: northPeakKey.id },
        { status: 'scheduled', userId: null, keyId: northPeakKey.id },
      ]);
      const workspace = await kit.call<{ supplierOrder: { history: { actorName: string; byApiKey: boolean }[] } }>(
        `query($id: ID!) { supplierOrder(id: $id) { history { actorName byApiKey } } }`,
        { id: orderId },
        dispatcher,
      );
      expect(workspace.data!.supplierOrder.history.at(-1)).toEqual({ actorName: 'Dispatch system', byApiKey: true });
      const contractorView = await kit.call<{ order: { history: { actorName: string; byApiKey: boolean }[] } }>(
        `query($id: ID!) { order(id: $id) { history { actorName byApiKey } } }`,
        { id: orderId },
        contractor.token,
      );
      expect(contractorView.data!.order.history.at(-1)).toEqual({ actorName: 'Dispatch system', byApiKey: true });
    });

    it('declines with a reason the contractor reads, and not without one', async () => {
      const orderId = await placeOrder();
      const blank = await kit.call(DECLINE, { id: orderId, reason: '   ' }, northPeakKey.secret);
      expect(codeOf(blank)).toBe('BAD_USER_INPUT');
      expect(blank.errors![0]!.extensions!.fields).toHaveProperty('reason');

      const declined = await kit.call<{ supplierApiOrderDecline: ApiOrder }>(
        DECLINE,
        { id: orderId, reason: 'No trucks that day' },
        northPeakKey.secret,
      );
      expect(declined.errors).toBeUndefined();
      expect(declined.data!.supplierApiOrderDecline).toMatchObject({
        status: 'declined',
        statusReason: 'No trucks that day',
        allowedTransitions: [],
      });
      const contractorView = await kit.call<{ order: { status: string; statusReason: string } }>(
        `query($id: ID!) { order(id: $id) { status statusReason } }`,
        { id: orderId },
        contractor.token,
      );
      expect(contractorView.data!.order).toEqual({ status: 'declined', statusReason: 'No trucks that day' });
    });

    it('plans loads with its fleet’s trucks and drivers, as the workspace does', async () => {
      const fleet = await kit.call<{
        supplierApiFleet: { trucks: { id: string }[]; drivers: { userId: string; fullName: string }[] };
      }>(FLEET, {}, northPeakKey.secret);
      expect(fleet.errors).toBeUndefined();
      expect(fleet.data!.supplierApiFleet.trucks.map((truck) => truck.id)).toEqual([truckId]);
      expect(fleet.data!.supplierApiFleet.drivers.map((driver) => driver.userId)).toContain(driverUserId);

      const orderId = await placeOrder();
      const load = { truckId, driverUserId, quantity: 2 };
      const notYet = await kit.call(DISPATCH, { input: { orderId, loads: [load] } }, northPeakKey.secret);
      expect(codeOf(notYet)).toBe('ORDER_NOT_DISPATCHABLE');
      await kit.call(ACCEPT, { id: orderId }, northPeakKey.secret);

      const wrongTotal = await kit.call(
        DISPATCH,
        { input: { orderId, loads: [{ ...load, quantity: 1 }] } },
        northPeakKey.secret,
      );
      expect(codeOf(wrongTotal)).toBe('BAD_USER_INPUT');
      const otherTruck = await kit.call(
        DISPATCH,
        { input: { orderId, loads: [{ ...load, truckId: capitalTruckId }] } },
        northPeakKey.secret,
      );
      expect(otherTruck.errors![0]!.extensions!.fields).toHaveProperty(['loads.0.truckId']);

      const planned = await kit.call<{ supplierApiOrderDispatch: ApiOrder }>(
        DISPATCH,
        { input: { orderId, loads: [load] } },
        northPeakKey.secret,
      );
      expect(planned.errors).toBeUndefined();
      const order = planned.data!.supplierApiOrderDispatch;
      expect(order.loads).toEqual([expect.objectContaining({ quantity: 2, truck: { id: truckId, name: 'Mixer 12' } })]);
      expect(order.loads[0]!.driver.userId).toBe(driverUserId);
      expect(order.history.at(-1)).toMatchObject({
        kind: 'loads_planned',
        actorName: 'Dispatch system',
        byApiKey: true,
      });
    });

    it('answers NOT_FOUND for another supplier’s order, and leaves it as it was', async () => {
      const orderId = await placeOrder();
      for (const [query, variables] of [
        [ORDER, { id: orderId }],
        [ACCEPT, { id: orderId }],
        [DECLINE, { id: orderId, reason: 'Not ours' }],
        [SCHEDULE, { id: orderId }],
        [DISPATCH, { input: { orderId, loads: [{ truckId: capitalTruckId, driverUserId, quantity: 2 }] } }],
      ] as const) {
        expect(codeOf(await kit.call(query, variables, capitalKey.secret)), query).toBe('NOT_FOUND');
      }
      const list = await kit.call<{ supplierApiOrders: { values: { id: string }[] } }>(
        ORDERS,
        { limit: 100 },
        capitalKey.secret,
      );
      expect(list.data!.supplierApiOrders.values.map((order) => order.id)).not.toContain(orderId);
      const read = await kit.call<{ supplierApiOrder: ApiOrder }>(ORDER, { id: orderId }, northPeakKey.secret);
      expect(read.data!.supplierApiOrder.status).toBe('placed');
      expect(read.data!.supplierApiOrder.history).toHaveLength(1);
    });

    it('refuses a call without a key, with a person’s token, and with a revoked key', async () => {
      const orderId = await placeOrder();
      expect(codeOf(await kit.call(ORDER, { id: orderId }))).toBe('UNAUTHENTICATED');
      expect(codeOf(await kit.call(ORDER, { id: orderId }, dispatcher))).toBe('UNAUTHENTICATED');

      const spare = await createKey(dispatcher, 'Old integration');
      expect((await kit.call(ORDER, { id: orderId }, spare.secret)).errors).toBeUndefined();
      const revoked = await kit.call(
        `mutation($id: ID!) { supplierApiKeyRevoke(id: $id) { revokedAt } }`,
        { id: spare.id },
        dispatcher,
      );
      expect(revoked.errors).toBeUndefined();
      for (const [query, variables] of [
        [ORDER, { id: orderId }],
        [ACCEPT, { id: orderId }],
      ] as const) {
        expect(codeOf(await kit.call(query, variables, spare.secret))).toBe('UNAUTHENTICATED');
      }
      const read = await kit.call<{ supplierApiOrder: ApiOrder }>(ORDER, { id: orderId }, northPeakKey.secret);
      expect(read.data!.supplierApiOrder.status).toBe('placed');
    });
  });
}

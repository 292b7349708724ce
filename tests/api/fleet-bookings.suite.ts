import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LOAD_ON_SITE_MINUTES, LOAD_TRIP_MINUTES } from '@/lib/order/load-times';
import { formatDateTime } from '@/lib/time';
import { diskFileStore } from '@/server/files/disk-store';
import { handleDeliveryUpload } from '@/server/http/delivery-upload';
import { cities, companyMembers, orderLoads, orders, products, suppliers } from '@/server/db/schema';

import { createApiCaller, tokenOf, type TestApi } from '../support/api';

/**
 * A truck and a driver carry one load at a time (issue 35, item 7): a load holds both from leaving
 * the yard until back from the site, across all the supplier's orders. The planner refuses a
 * double booking with the reason, also when two dispatchers plan at once, and a driver cannot
 * load a second truck while the first is out. Run on PGlite (fleet-bookings.test.ts) and on
 * PostgreSQL (fleet-bookings-postgres.test.ts), where two plans really run at once.
 */
export function fleetBookingTests(openApi: () => Promise<TestApi>) {
  let api: TestApi;
  const call = createApiCaller(() => api, '10.94');
  const MINUTE = 60_000;
  const TORONTO = 'America/Toronto';

  let northPeakId: string;
  let northPeakCompanyId: string;
  let productId: string;
  let torontoId: string;
  let dispatcher: string;
  let contractor: string;

  async function signIn(login: string) {
    const result = await call(`mutation($input: SignInInput!) { signIn(input: $input) { user { id } } }`, {
      input: { login, password: 'Dispatch2026!' },
    });
    expect(result.errors).toBeUndefined();
    return tokenOf(result.headers);
  }

  let people = 0;
  async function signUp(name: string) {
    people += 1;
    const n = String(people).padStart(4, '0');
    const result = await call<{ contractorSignUp: { user: { id: string } } }>(
      `mutation($input: ContractorSignUpInput!) { contractorSignUp(input: $input) { user { id } } }`,
      {
        input: {
          identity: { email: `fleet${n}@keystone.example`, password: 'Concrete2024' },
          phone: `+1 416 555 6${n.slice(1)}`,
          password: 'Concrete2024',
          source: 'web',
          fullName: name,
        },
      },
    );
    expect(result.errors).toBeUndefined();
    return { token: tokenOf(result.headers), userId: result.data!.contractorSignUp.user.id };
  }

  /** A new driver of NorthPeak, signed in to the supplier's workspace. */
  async function newDriver(name: string) {
    const person = await signUp(name);
    await api.db
      .insert(companyMembers)
      .values({ companyId: northPeakCompanyId, userId: person.userId, role: 'partner_driver' });
    const switched = await call(
      `mutation($id: ID!) { companySwitch(companyId: $id) { user { role } } }`,
      { id: northPeakCompanyId },
      person.token,
    );
    expect(switched.errors).toBeUndefined();
    return { userId: person.userId, name, token: tokenOf(switched.headers) };
  }

  let truckCount = 0;
  async function newTruck() {
    truckCount += 1;
    const name = `Fleet mixer ${truckCount}`;
    const saved = await call<{ supplierTruckSave: { id: string } }>(
      `mutation($input: TruckInput!) { supplierTruckSave(input: $input) { id } }`,
      { input: { name, capacity: 10, unit: 'm3' } },
      dispatcher,
    );
    expect(saved.errors).toBeUndefined();
    return { id: saved.data!.supplierTruckSave.id, name };
  }

  const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  /** An accepted order of 8 m³ for two trucks at `minutes` apart, on `date` in the window from `hour`. */
  async function acceptedOrder(date: string, hour = 6, minutes = 0) {
    const input = {
      supplierId: northPeakId,
      productId,
      quantity: 8,
      unit: 'm3',
      extraIds: [],
      schedule: { date, trucks: 2, minutesBetweenTrucks: minutes, windowStartHour: hour },
      delivery: { cityId: torontoId, address: '100 King Street West', postalCode: 'M5X 1A9' },
      paymentType: 'card',
    };
    const quoted = await call<{ orderQuote: { fingerprint: string } }>(
      `query($input: OrderQuoteInput!) { orderQuote(input: $input) { fingerprint } }`,
      { input },
      contractor,
    );
    expect(quoted.errors).toBeUndefined();
    const placed = await call<{ placeOrder: { id: string } }>(
      `mutation($input: PlaceOrderInput!, $key: String!) { placeOrder(input: $input, idempotencyKey: $key) { id } }`,
      {
        input: {
          quote: input,
          quoteFingerprint: quoted.data!.orderQuote.fingerprint,
          contact: { name: 'Dana Whitfield', email: 'dana.fleet@keystone.example', phoneNumber: '+1 416 555 0100' },
        },
        key: crypto.randomUUID(),
      },
      contractor,
    );
    expect(placed.errors).toBeUndefined();
    const id = placed.data!.placeOrder.id;
    expect((await transition(id, 'accepted')).errors).toBeUndefined();
    const [row] = await api.db.select({ startsAt: orders.deliveryStartsAt }).from(orders).where(eq(orders.id, id));
    return { id, number: `BM-${id.slice(0, 8).toUpperCase()}`, startsAt: row!.startsAt };
  }

  const transition = (orderId: string, to: string) =>
    call(
      `mutation($input: SupplierOrderTransitionInput!) { supplierOrderTransition(input: $input) { status } }`,
      { input: { orderId, to } },
      dispatcher,
    );

  interface Load {
    quantity: number;
    truckId: string;
    driverUserId: string;
  }
  const plan = (orderId: string, loads: Load[]) =>
    call<{ supplierOrderDispatch: { loads: { id: string; sequence: number }[] } }>(
      `mutation($input: OrderDispatchInput!) { supplierOrderDispatch(input: $input) { loads { id sequence } } }`,
      { input: { orderId, loads } },
      dispatcher,
    );

  const step = (token: string, loadId: string, to: string) =>
    call<{ loadStepReport: { step: string } }>(
      `mutation($input: LoadStepInput!) { loadStepReport(input: $input) { step } }`,
      { input: { loadId, step: to } },
      token,
    );

  /** "Nov 29, 2026, 7:15 a.m. EST": when a load due at `dueAt` is back (on site, then the drive back). */
  const backFrom = (dueAt: Date) =>
    formatDateTime(
      new Date(dueAt.getTime() + (LOAD_ON_SITE_MINUTES + LOAD_TRIP_MINUTES) * MINUTE).toISOString(),
      TORONTO,
    );

  beforeAll(async () => {
    api = await openApi();
    const [northPeak] = await api.db.select().from(suppliers).where(eq(suppliers.slug, 'northpeak-ready-mix'));
    northPeakId = northPeak!.id;
    northPeakCompanyId = northPeak!.companyId!;
    const [product] = await api.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.supplierId, northPeakId), eq(products.sku, 'NP-RM-25')));
    productId = product!.id;
    const [toronto] = await api.db.select({ id: cities.id }).from(cities).where(eq(cities.slug, 'toronto'));
    torontoId = toronto!.id;
    dispatcher = await signIn('dispatch@northpeak.example');
    contractor = (await signUp('Dana Whitfield')).token;
  }, 60_000);
  afterAll(() => api?.close());

  describe('planning', () => {
    it('refuses one truck or one driver for two loads at once, saying which load holds it and until when', async () => {
      const date = dateIn(30);
      const first = await acceptedOrder(date);
      const [mixerA, mixerB, mixerC] = [await newTruck(), await newTruck(), await newTruck()];
      const [avery, blake, casey] = [
        await newDriver('Avery Driver'),
        await newDriver('Blake Driver'),
        await newDriver('Casey Driver'),
      ];

      // "All trucks at once": both loads on one truck is a truck in two places.
      const oneTruck = await plan(first.id, [
        { quantity: 4, truckId: mixerA.id, driverUserId: avery.userId },
        { quantity: 4, truckId: mixerA.id, driverUserId: blake.userId },
      ]);
      const truckReason = `${mixerA.name} is out with load 1 of this order until ${backFrom(first.startsAt)}.`;
      expect(oneTruck.errors?.[0]).toMatchObject({
        message: truckReason,
        extensions: { code: 'TRUCK_OR_DRIVER_BUSY', fields: { 'loads.1.truckId': truckReason } },
      });
      const oneDriver = await plan(first.id, [
        { quantity: 4, truckId: mixerA.id, driverUserId: avery.userId },
        { quantity: 4, truckId: mixerB.id, driverUserId: avery.userId },
      ]);
      expect(oneDriver.errors?.[0]?.extensions).toEqual({
        code: 'TRUCK_OR_DRIVER_BUSY',
        fields: {
          'loads.1.driverUserId': `Avery Driver is driving load 1 of this order until ${backFrom(first.startsAt)}.`,
        },
      });
      const apart = await plan(first.id, [
        { quantity: 4, truckId: mixerA.id, driverUserId: avery.userId },
        { quantity: 4, truckId: mixerB.id, driverUserId: blake.userId },
      ]);
      expect(apart.errors).toBeUndefined();

      // Another order in the same window: the booked truck and driver are not free, the others are.
      const second = await acceptedOrder(date);
      const taken = await plan(second.id, [
        { quantity: 4, truckId: mixerC.id, driverUserId: casey.userId },
        { quantity: 4, truckId: mixerB.id, driverUserId: avery.userId },
      ]);
      expect(taken.errors?.[0]?.extensions).toEqual({
        code: 'TRUCK_OR_DRIVER_BUSY',
        fields: {
          'loads.1.truckId': `${mixerB.name} is out with load 2 of order ${first.number} until ${backFrom(first.startsAt)}.`,
          'loads.1.driverUserId': `Avery Driver is driving load 1 of order ${first.number} until ${backFrom(first.startsAt)}.`,
        },
      });
      const [stored] = await api.db
        .select({ id: orderLoads.id })
        .from(orderLoads)
        .where(eq(orderLoads.orderId, second.id));
      expect(stored).toBeUndefined();

      // The planner reads what holds the fleet around the order; a driver may not.
      const AVAILABILITY = `query($id: ID!) { supplierFleetAvailability(orderId: $id) { deliveryStartsAt minutesBetweenTrucks
        bookings { truckId driverUserId orderId orderNumber sequence step from until } } }`;
      const availability = await call<{
        supplierFleetAvailability: { deliveryStartsAt: string; bookings: Record<string, unknown>[] };
      }>(AVAILABILITY, { id: second.id }, dispatcher);
      expect(availability.errors).toBeUndefined();
      expect(availability.data!.supplierFleetAvailability.deliveryStartsAt).toBe(second.startsAt.toISOString());
      const leaves = new Date(first.startsAt.getTime() - LOAD_TRIP_MINUTES * MINUTE).toISOString();
      const back = new Date(
        first.startsAt.getTime() + (LOAD_ON_SITE_MINUTES + LOAD_TRIP_MINUTES) * MINUTE,
      ).toISOString();
      expect(availability.data!.supplierFleetAvailability.bookings).toEqual(
        expect.arrayContaining([
          {
            truckId: mixerA.id,
            driverUserId: avery.userId,
            orderId: first.id,
            orderNumber: first.number,
            sequence: 1,
            step: 'planned',
            from: leaves,
            until: back,
          },
          {
            truckId: mixerB.id,
            driverUserId: blake.userId,
            orderId: first.id,
            orderNumber: first.number,
            sequence: 2,
            step: 'planned',
            from: leaves,
            until: back,
          },
        ]),
      );
      const byDriver = await call(AVAILABILITY, { id: second.id }, avery.token);
      expect(byDriver.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

      // The supplier API plans through the same rule.
      const key = await call<{ supplierApiKeyCreate: { secret: string } }>(
        `mutation($input: SupplierApiKeyCreateInput!) { supplierApiKeyCreate(input: $input) { secret } }`,
        { input: { name: 'Fleet ERP' } },
        dispatcher,
      );
      expect(key.errors).toBeUndefined();
      const byKey = await call(
        `mutation($input: OrderDispatchInput!) { supplierApiOrderDispatch(input: $input) { id } }`,
        {
          input: {
            orderId: second.id,
            loads: [
              { quantity: 4, truckId: mixerA.id, driverUserId: casey.userId },
              { quantity: 4, truckId: mixerC.id, driverUserId: blake.userId },
            ],
          },
        },
        key.data!.supplierApiKeyCreate.secret,
      );
      expect(byKey.errors?.[0]?.extensions).toEqual({
        code: 'TRUCK_OR_DRIVER_BUSY',
        fields: {
          'loads.0.truckId': `${mixerA.name} is out with load 1 of order ${first.number} until ${backFrom(first.startsAt)}.`,
          'loads.1.driverUserId': `Blake Driver is driving load 2 of order ${first.number} until ${backFrom(first.startsAt)}.`,
        },
      });
    });

    it('lets a truck and its driver take the next load once they are back from the last one', async () => {
      const date = dateIn(31);
      const early = await acceptedOrder(date, 6);
      const later = await acceptedOrder(date, 10);
      const [mixer, spare] = [await newTruck(), await newTruck()];
      const [driver, other] = [await newDriver('Drew Driver'), await newDriver('Emery Driver')];
      expect(
        (await plan(early.id, [{ quantity: 8, truckId: mixer.id, driverUserId: driver.userId }])).errors,
      ).toBeUndefined();
      // The next window: long back by then.
      expect(
        (await plan(later.id, [{ quantity: 8, truckId: mixer.id, driverUserId: driver.userId }])).errors,
      ).toBeUndefined();

      // Exactly at the edge: due on site a drive out, the time on site and a drive back after the first.
      const edge = await acceptedOrder(date, 6);
      const cycle = (LOAD_TRIP_MINUTES + LOAD_ON_SITE_MINUTES + LOAD_TRIP_MINUTES) * MINUTE;
      const moveEdge = (startsAt: Date) =>
        api.db.update(orders).set({ deliveryStartsAt: startsAt }).where(eq(orders.id, edge.id));
      await moveEdge(new Date(early.startsAt.getTime() + cycle - MINUTE));
      const aMinuteEarly = await plan(edge.id, [{ quantity: 8, truckId: mixer.id, driverUserId: other.userId }]);
      expect(aMinuteEarly.errors?.[0]?.extensions).toEqual({
        code: 'TRUCK_OR_DRIVER_BUSY',
        fields: {
          'loads.0.truckId': `${mixer.name} is out with load 1 of order ${early.number} until ${backFrom(early.startsAt)}.`,
        },
      });
      await moveEdge(new Date(early.startsAt.getTime() + cycle));
      expect(
        (await plan(edge.id, [{ quantity: 8, truckId: mixer.id, driverUserId: other.userId }])).errors,
      ).toBeUndefined();

      // Spaced wider than a round trip, one truck and driver take both loads of an order.
      const spaced = await acceptedOrder(dateIn(32), 6, 90);
      await api.db
        .update(orders)
        .set({ minutesBetweenTrucks: cycle / MINUTE })
        .where(eq(orders.id, spaced.id));
      const both = await plan(spaced.id, [
        { quantity: 4, truckId: spare.id, driverUserId: other.userId },
        { quantity: 4, truckId: spare.id, driverUserId: other.userId },
      ]);
      expect(both.errors).toBeUndefined();
    });

    it('moves planned loads to another window only while their truck and driver are free then', async () => {
      const date = dateIn(33);
      const early = await acceptedOrder(date, 6);
      const moving = await acceptedOrder(date, 10);
      const [mixer, spare] = [await newTruck(), await newTruck()];
      const [driver, other] = [await newDriver('Gale Driver'), await newDriver('Harper Driver')];
      expect(
        (await plan(early.id, [{ quantity: 8, truckId: mixer.id, driverUserId: driver.userId }])).errors,
      ).toBeUndefined();
      expect(
        (await plan(moving.id, [{ quantity: 8, truckId: mixer.id, driverUserId: other.userId }])).errors,
      ).toBeUndefined();
      const propose = (orderId: string, windowStartHour: number) =>
        call(
          `mutation($input: SupplierOrderWindowProposalInput!) { supplierOrderProposeWindow(input: $input) { id } }`,
          { input: { orderId, deliveryDate: date, windowStartHour, reason: 'The pump moved.' } },
          dispatcher,
        );

      // Into the early window, its truck would be out with the early order's load: refused, with why.
      const refused = await propose(moving.id, 6);
      expect(refused.errors?.[0]?.extensions?.code).toBe('TRUCK_OR_DRIVER_BUSY');
      expect(refused.errors?.[0]?.message).toBe(
        `In that window, ${mixer.name} is out with load 1 of order ${early.number} until ${backFrom(early.startsAt)}.`,
      );
      // The afternoon is free: proposed. Before the contractor accepts, the truck is booked there.
      expect((await propose(moving.id, 14)).errors).toBeUndefined();
      const afternoon = await acceptedOrder(date, 14);
      expect(
        (await plan(afternoon.id, [{ quantity: 8, truckId: mixer.id, driverUserId: driver.userId }])).errors,
      ).toBeUndefined();
      const accept = await call(
        `mutation($id: ID!) { orderWindowProposalAccept(orderId: $id) { id } }`,
        { id: moving.id },
        contractor,
      );
      expect(accept.errors?.[0]?.extensions?.code).toBe('DELIVERY_WINDOW_UNAVAILABLE');
      expect(accept.errors?.[0]?.message).toBe(
        'The trucks planned for this order are no longer free in the proposed window. Ask the supplier for another one, or cancel the order.',
      );
      const [row] = await api.db
        .select({ startsAt: orders.deliveryStartsAt })
        .from(orders)
        .where(eq(orders.id, moving.id));
      expect(row!.startsAt).toEqual(moving.startsAt);
      // With a free truck planned instead, the move goes through.
      expect(
        (await plan(moving.id, [{ quantity: 8, truckId: spare.id, driverUserId: other.userId }])).errors,
      ).toBeUndefined();
      expect(
        (
          await call(
            `mutation($id: ID!) { orderWindowProposalAccept(orderId: $id) { id } }`,
            { id: moving.id },
            contractor,
          )
        ).errors,
      ).toBeUndefined();
    });

    it('of two dispatchers booking one truck or one driver at once, exactly one wins', async () => {
      let day = 40;
      for (const shared of ['truck', 'driver'] as const) {
        for (let round = 0; round < 3; round += 1) {
          const date = dateIn((day += 1));
          const [one, two] = [await acceptedOrder(date, 14), await acceptedOrder(date, 14)];
          const trucks = [await newTruck(), await newTruck()];
          const drivers = [await newDriver(`Race ${shared} ${round} A`), await newDriver(`Race ${shared} ${round} B`)];
          const loadOf = (index: 0 | 1) => ({
            quantity: 8,
            truckId: shared === 'truck' ? trucks[0]!.id : trucks[index]!.id,
            driverUserId: shared === 'driver' ? drivers[0]!.userId : drivers[index]!.userId,
          });
          const answers = await Promise.all([plan(one.id, [loadOf(0)]), plan(two.id, [loadOf(1)])]);
          const won = answers.filter((answer) => !answer.errors);
          const lost = answers.filter((answer) => answer.errors);
          expect(won, `${shared}, round ${round}`).toHaveLength(1);
          expect(lost[0]?.errors?.[0]?.extensions?.code).toBe('TRUCK_OR_DRIVER_BUSY');
          const column = shared === 'truck' ? orderLoads.truckId : orderLoads.driverUserId;
          const value = shared === 'truck' ? trucks[0]!.id : drivers[0]!.userId;
          expect(await api.db.select({ id: orderLoads.id }).from(orderLoads).where(eq(column, value))).toHaveLength(1);
        }
      }
    });
  });

  describe('delivery day', () => {
    /** A 1×1 PNG: a drawn signature as far as the server can tell. */
    const SIGNATURE_PNG = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );

    async function deliver(token: string, loadId: string) {
      const files = await mkdtemp(path.join(tmpdir(), 'fleet-proof-'));
      const form = new FormData();
      form.append('file', new File([new Uint8Array(SIGNATURE_PNG)], 'signature.png', { type: 'image/png' }));
      const upload = await handleDeliveryUpload(
        new Request(`http://localhost/api/uploads/delivery/${loadId}/signature`, {
          method: 'POST',
          body: form,
          headers: { authorization: `Bearer ${token}` },
        }),
        { loadId, kind: 'signature' },
        () => Promise.resolve({ db: api.db, files: diskFileStore(files) }),
      );
      expect(upload.status).toBe(201);
      const delivered = await call(
        `mutation($input: LoadDeliveryInput!) { loadDeliver(input: $input) { step } }`,
        { input: { loadId, deliveredQuantity: 8, receivedBy: 'Riley Foreman' } },
        token,
      );
      expect(delivered.errors).toBeUndefined();
    }

    it('a driver loads a second truck only once the first load is delivered; a truck carries one load', async () => {
      const date = dateIn(34);
      const [morning, noon, afternoon] = [
        await acceptedOrder(date, 6),
        await acceptedOrder(date, 10),
        await acceptedOrder(date, 14),
      ];
      const [mixer, other] = [await newTruck(), await newTruck()];
      const [driver, relief] = [await newDriver('Finley Driver'), await newDriver('Gray Driver')];
      const one = async (orderId: string, truckId: string, driverUserId: string) => {
        const planned = await plan(orderId, [{ quantity: 8, truckId, driverUserId }]);
        expect(planned.errors).toBeUndefined();
        expect((await transition(orderId, 'scheduled')).errors).toBeUndefined();
        return planned.data!.supplierOrderDispatch.loads[0]!.id;
      };
      const first = await one(morning.id, mixer.id, driver.userId);
      const second = await one(noon.id, other.id, driver.userId);
      const third = await one(afternoon.id, mixer.id, relief.userId);

      expect((await step(driver.token, first, 'loaded')).errors).toBeUndefined();
      const secondTruck = await step(driver.token, second, 'loaded');
      expect(secondTruck.errors?.[0]).toMatchObject({
        message: `Deliver load 1 of order ${morning.number} first: a driver carries one load at a time.`,
        extensions: { code: 'TRUCK_OR_DRIVER_BUSY' },
      });
      // Nor by the dispatcher on the driver's behalf; nor the first truck by another driver.
      expect((await step(dispatcher, second, 'loaded')).errors?.[0]?.extensions?.code).toBe('TRUCK_OR_DRIVER_BUSY');
      expect((await step(relief.token, third, 'loaded')).errors?.[0]?.message).toBe(
        `${mixer.name} is still out with load 1 of order ${morning.number}: a truck carries one load at a time.`,
      );
      for (const to of ['en_route', 'arrived', 'unloading']) {
        expect((await step(driver.token, first, to)).errors).toBeUndefined();
        expect((await step(driver.token, second, 'loaded')).errors?.[0]?.extensions?.code).toBe('TRUCK_OR_DRIVER_BUSY');
      }
      await deliver(driver.token, first);
      expect((await step(driver.token, second, 'loaded')).data?.loadStepReport.step).toBe('loaded');
      expect((await step(relief.token, third, 'loaded')).data?.loadStepReport.step).toBe('loaded');
    });
  });
}

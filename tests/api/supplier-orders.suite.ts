import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  cities,
  companyMembers,
  deliveryWindowBookings,
  mailOutbox,
  orderCounts,
  orderLoads,
  orderRequests,
  orders,
  products,
  suppliers,
} from '@/server/db/schema';

import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';

import { handleDeliveryUpload } from '@/server/http/delivery-upload';
import { diskFileStore } from '@/server/files/disk-store';
import { mailUnreadMessages } from '@/server/services/conversation/messages';
import { foldOrderCounts } from '@/server/services/orders/order-counts';
import {
  proofFileKey,
  proofTooManyPixelsMessage,
  SIGNATURE_UNREADABLE_MESSAGE,
} from '@/server/services/delivery/proof-of-delivery';
import { SIGNATURE_NOT_SHOWN } from '@/server/services/delivery/tickets';
import { handleStatementDownload } from '@/server/http/statement-download';
import { handleTicketDownload } from '@/server/http/ticket-download';

import { jpegImage, PNG_SIGNATURE, pngImage } from '../support/images';
import { readPdf } from '../support/pdf';

import { planOneLoad } from '../support/plan-loads';
import { createApiCaller, tokenOf, type TestApi } from '../support/api';

/**
 * The supplier's side of an order: the dispatcher of the supplier sees it, moves it through its
 * lifecycle and the contractor sees each step; nobody sees what is not theirs. Run on PGlite
 * (supplier-orders.test.ts) and on PostgreSQL (supplier-orders-postgres.test.ts), where several
 * transactions really run at once.
 */
export function supplierOrderTests(openApi: () => Promise<TestApi>) {
  let api: TestApi;
  const call = createApiCaller(() => api, '10.91');

  async function signIn(login: string, password: string) {
    const result = await call<{
      signIn: {
        user: {
          company: { kind: string; name: string };
          role: string;
          companies: { company: { id: string; name: string; kind: string }; role: string }[];
        };
      };
    }>(
      `mutation($input: SignInInput!) { signIn(input: $input) { user { role company { kind name } companies { role company { id name kind } } } } }`,
      { input: { login, password } },
    );
    expect(result.errors).toBeUndefined();
    return { token: tokenOf(result.headers), user: result.data!.signIn.user };
  }

  let contractors = 0;
  async function signUpContractor() {
    contractors += 1;
    const n = String(contractors).padStart(4, '0');
    const result = await call<{ contractorSignUp: { user: { id: string; company: { id: string } } } }>(
      `mutation($input: ContractorSignUpInput!) { contractorSignUp(input: $input) { user { id company { id } } } }`,
      {
        input: {
          identity: { email: `site${n}@keystone.example`, password: 'Concrete2024' },
          phone: `+1 416 555 3${n.slice(1)}`,
          password: 'Concrete2024',
          source: 'web',
          fullName: `Site Lead ${n}`,
        },
      },
    );
    expect(result.errors).toBeUndefined();
    return {
      token: tokenOf(result.headers),
      userId: result.data!.contractorSignUp.user.id,
      companyId: result.data!.contractorSignUp.user.company.id,
    };
  }

  const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  let northPeakId: string;
  let productId: string;
  let torontoId: string;

  const jobSites = new Map<string, string>();

  /** The contractor's job site with its job (PO) number, made on first use. */
  async function jobSiteOf(token: string): Promise<string> {
    const known = jobSites.get(token);
    if (known) return known;
    const created = await call<{ jobSiteCreate: { id: string } }>(
      `mutation($input: JobSiteInput!) { jobSiteCreate(input: $input) { id } }`,
      {
        input: {
          name: 'King West tower',
          countryCode: 'CA',
          cityId: torontoId,
          address: '100 King Street West',
          postalCode: 'M5X 1A9',
          jobNumber: 'PO-7731',
        },
      },
      token,
    );
    expect(created.errors).toBeUndefined();
    jobSites.set(token, created.data!.jobSiteCreate.id);
    return created.data!.jobSiteCreate.id;
  }

  let placed = 0;

  /** Each order on a day of its own unless told (from 50 days on; tests that pick a date use earlier ones). */
  async function placeOrder(token: string, date = dateIn(50 + (placed += 1)), windowStartHour = 6, trucks = 2) {
    const input = {
      supplierId: northPeakId,
      productId,
      quantity: 8,
      unit: 'm3',
      extraIds: [],
      schedule: { date, trucks, minutesBetweenTrucks: 30, windowStartHour },
      delivery: { jobSiteId: await jobSiteOf(token) },
      paymentType: 'card',
    };
    const quoted = await call<{ orderQuote: { fingerprint: string } }>(
      `query($input: OrderQuoteInput!) { orderQuote(input: $input) { fingerprint } }`,
      { input },
      token,
    );
    expect(quoted.errors).toBeUndefined();
    const placed = await call<{ placeOrder: { id: string; orderNumber: string } }>(
      `mutation($input: PlaceOrderInput!, $key: String!) { placeOrder(input: $input, idempotencyKey: $key) { id orderNumber } }`,
      {
        input: {
          quote: input,
          quoteFingerprint: quoted.data!.orderQuote.fingerprint,
          contact: { name: 'Dana Whitfield', email: 'dana@keystone.example', phoneNumber: '+1 416 555 0100' },
        },
        key: crypto.randomUUID(),
      },
      token,
    );
    expect(placed.errors).toBeUndefined();
    return placed.data!.placeOrder;
  }

  const SUPPLIER_ORDER = `id orderNumber status statusReason contractorName allowedTransitions mayProposeWindow
    jobNumber notes { authorName body }
    loads { id sequence quantity unit step truck { id name } driver { userId fullName } driverNote enRouteAt deliveredAt }
    history { kind status party actorName reason proposedDeliveryDate proposedWindow }
    windowProposal { deliveryDate windowStartHour deliveryWindow reason }`;

  interface SupplierOrder {
    id: string;
    orderNumber: string;
    status: string;
    statusReason: string | null;
    allowedTransitions: string[];
    mayProposeWindow: boolean;
    loads: {
      id: string;
      sequence: number;
      quantity: number;
      unit: string;
      step: string;
      truck: { id: string; name: string } | null;
      driver: { userId: string; fullName: string } | null;
      driverNote: string | null;
      enRouteAt: string | null;
      deliveredAt: string | null;
    }[];
    notes: { authorName: string; body: string }[];
    history: { kind: string; status: string | null; party: string; actorName: string | null; reason: string | null }[];
    windowProposal: { deliveryDate: string; windowStartHour: number } | null;
  }

  function transition(token: string, orderId: string, to: string, reason?: string) {
    return call<{ supplierOrderTransition: SupplierOrder }>(
      `mutation($input: SupplierOrderTransitionInput!) { supplierOrderTransition(input: $input) { ${SUPPLIER_ORDER} } }`,
      { input: { orderId, to, reason } },
      token,
    );
  }

  function inbox(token: string, filter: Record<string, unknown> = {}) {
    return call<{
      supplierOrders: { values: SupplierOrder[]; count: number; counts: { status: string; count: number }[] };
    }>(
      `query($filter: SupplierOrderFilter) { supplierOrders(filter: $filter) { count counts { status count } values { ${SUPPLIER_ORDER} } } }`,
      { filter },
      token,
    );
  }

  const CONTRACTOR_ORDER = `query($id: ID!) { order(id: $id) { status statusReason cancelReason
    history { kind status party actorName reason } windowProposal { deliveryDate windowStartHour } deliveryDate deliveryWindow } }`;

  /** A new person added to NorthPeak as a driver, signed in to the supplier's workspace. */
  async function newNorthPeakDriver() {
    const driver = await signUpContractor();
    const [northPeak] = await api.db
      .select({ companyId: suppliers.companyId })
      .from(suppliers)
      .where(eq(suppliers.id, northPeakId));
    await api.db
      .insert(companyMembers)
      .values({ companyId: northPeak!.companyId!, userId: driver.userId, role: 'partner_driver' });
    const [supplierCompany] = (
      await call<{ me: { companies: { company: { id: string; kind: string } }[] } }>(
        `query { me { companies { company { id kind } } } }`,
        {},
        driver.token,
      )
    ).data!.me.companies.filter((membership) => membership.company.kind === 'supplier');
    const switched = await call(
      `mutation($id: ID!) { companySwitch(companyId: $id) { user { role } } }`,
      { id: supplierCompany!.company.id },
      driver.token,
    );
    expect(switched.errors).toBeUndefined();
    const driverToken = tokenOf(switched.headers);
    return { driver, driverToken };
  }

  let dispatcher: { token: string };
  let otherDispatcher: { token: string };

  beforeAll(async () => {
    api = await openApi();
    const [northPeak] = await api.db.select().from(suppliers).where(eq(suppliers.slug, 'northpeak-ready-mix'));
    northPeakId = northPeak!.id;
    const [product] = await api.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.supplierId, northPeakId), eq(products.sku, 'NP-RM-25')));
    productId = product!.id;
    const [toronto] = await api.db.select({ id: cities.id }).from(cities).where(eq(cities.slug, 'toronto'));
    torontoId = toronto!.id;
    dispatcher = await signIn('dispatch@northpeak.example', 'Dispatch2026!');
    otherDispatcher = await signIn('dispatch@capital.example', 'Dispatch2026!');
  }, 60_000);
  afterAll(() => api?.close());

  describe('supplier accounts', () => {
    it('signs the demo dispatcher into their supplier company, and the answer names their companies', async () => {
      const { user } = await signIn('dispatch@northpeak.example', 'Dispatch2026!');
      expect(user.company).toEqual({ kind: 'supplier', name: 'NorthPeak Ready Mix' });
      expect(user.role).toBe('partner_manager');
      expect(user.companies.map(({ company, role }) => [company.name, company.kind, role])).toEqual([
        ['NorthPeak Ready Mix', 'supplier', 'partner_manager'],
      ]);
    });

    it('keeps contractors out of the supplier workspace, and suppliers out of ordering', async () => {
      const contractor = await signUpContractor();
      const asContractor = await inbox(contractor.token);
      expect(asContractor.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const asSupplier = await call(`query { orders { count } }`, {}, dispatcher.token);
      expect(asSupplier.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });

  describe('the order inbox', () => {
    it("shows a new order to its supplier's dispatcher, with counts per state, and to nobody else", async () => {
      const contractor = await signUpContractor();
      const order = await placeOrder(contractor.token);

      const mine = await inbox(dispatcher.token, { status: 'placed' });
      expect(mine.errors).toBeUndefined();
      const found = mine.data!.supplierOrders.values.find((value) => value.id === order.id);
      expect(found).toMatchObject({ status: 'placed', allowedTransitions: ['accepted', 'declined', 'canceled'] });
      expect(mine.data!.supplierOrders.counts.find((c) => c.status === 'placed')!.count).toBeGreaterThanOrEqual(1);

      const theirs = await inbox(otherDispatcher.token);
      expect(theirs.data!.supplierOrders.values.map((value) => value.id)).not.toContain(order.id);
      const direct = await call(
        `query($id: ID!) { supplierOrder(id: $id) { id } }`,
        { id: order.id },
        otherDispatcher.token,
      );
      expect(direct.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

      // The dispatchers of the supplier are mailed about it; the contractor gets the confirmation.
      const mails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'supplier_new_order'));
      expect(mails.map((mail) => mail.to)).toEqual(
        expect.arrayContaining(['owner@northpeak.example', 'dispatch@northpeak.example']),
      );
    });

    it('keeps the lists’ counts those of the orders as they are placed, canceled, moved and deleted', async () => {
      /** The counts the lists show, and a fresh count of the orders. */
      async function counted(contractorToken: string, companyId: string) {
        const [supplierList, filtered, contractorList] = await Promise.all([
          inbox(dispatcher.token),
          inbox(dispatcher.token, { deliveryFrom: dateIn(1) }),
          call<{ orders: { count: number } }>(`query { orders { count } }`, {}, contractorToken),
        ]);
        expect(supplierList.errors).toBeUndefined();
        const byStatus = await api.db
          .select({ status: orders.status, count: count() })
          .from(orders)
          .where(eq(orders.supplierId, northPeakId))
          .groupBy(orders.status)
          .orderBy(asc(orders.status));
        const [company] = await api.db.select({ count: count() }).from(orders).where(eq(orders.companyId, companyId));
        expect(supplierList.data!.supplierOrders.counts).toEqual(byStatus);
        expect(supplierList.data!.supplierOrders.count).toBe(byStatus.reduce((sum, row) => sum + row.count, 0));
        // A filter counts the orders themselves: the same answer as the kept counts when it leaves none out.
        expect(filtered.data!.supplierOrders.counts).toEqual(supplierList.data!.supplierOrders.counts);
        expect(contractorList.data!.orders.count).toBe(company!.count);
        return Object.fromEntries(byStatus.map((row) => [row.status, row.count]));
      }

      const contractor = await signUpContractor();
      const before = await counted(contractor.token, contractor.companyId);
      const [canceled, accepted, declined, kept] = [
        await placeOrder(contractor.token),
        await placeOrder(contractor.token),
        await placeOrder(contractor.token),
        await placeOrder(contractor.token),
      ];
      expect((await counted(contractor.token, contractor.companyId)).placed).toBe((before.placed ?? 0) + 4);

      const cancel = await call(
        `mutation($id: ID!) { orderCancel(id: $id) { id } }`,
        { id: canceled.id },
        contractor.token,
      );
      expect(cancel.errors).toBeUndefined();
      expect((await transition(dispatcher.token, accepted.id, 'accepted')).errors).toBeUndefined();
      expect(
        (await transition(dispatcher.token, declined.id, 'declined', 'No trucks that day.')).errors,
      ).toBeUndefined();
      const moved = await counted(contractor.token, contractor.companyId);
      expect(moved.placed).toBe((before.placed ?? 0) + 1);

      // Summed by the maintenance run into one row per owner and state, the counts stay the same.
      await foldOrderCounts(api.db);
      await foldOrderCounts(api.db);
      expect(await counted(contractor.token, contractor.companyId)).toEqual(moved);
      const rows = await api.db
        .select({ ownerId: orderCounts.ownerId, status: orderCounts.status, rows: count() })
        .from(orderCounts)
        .groupBy(orderCounts.ownerId, orderCounts.status);
      expect(rows.filter((row) => row.rows > 1)).toEqual([]);

      // Orders deleted (as an account's removal cascades) leave the counts; a state with none left is not shown.
      await api.db.delete(orders).where(eq(orders.id, kept.id));
      await api.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, accepted.id));
      const after = await counted(contractor.token, contractor.companyId);
      expect(after.placed).toBe(before.placed);
      await api.db.delete(orders).where(eq(orders.companyId, contractor.companyId));
      expect(await counted(contractor.token, contractor.companyId)).toEqual(before);
    });

    it('keeps each order’s counts of loads and open requests as loads and requests are written, in any number', async () => {
      const contractor = await signUpContractor();
      const [first, second] = [await placeOrder(contractor.token), await placeOrder(contractor.token)];
      const ids = [first.id, second.id];
      /** The kept counts, and the same counted afresh, per order. */
      const counts = async () => {
        const kept = await api.db
          .select({ id: orders.id, loads: orders.loadCount, open: orders.openRequests })
          .from(orders)
          .where(inArray(orders.id, ids))
          .orderBy(asc(orders.id));
        // Counted afresh (the subqueries name the outer table: Drizzle leaves its columns unqualified here).
        const fresh = await api.db
          .select({
            id: orders.id,
            loads: sql<number>`(select count(*)::int from order_loads where order_loads.order_id = orders.id)`,
            open: sql<number>`(select count(*)::int from order_requests where order_requests.order_id = orders.id and order_requests.status = 'open')`,
          })
          .from(orders)
          .where(inArray(orders.id, ids))
          .orderBy(asc(orders.id));
        expect(kept).toEqual(fresh);
        return Object.fromEntries(kept.map((row) => [row.id, { loads: row.loads, open: row.open }]));
      };
      expect(await counts()).toEqual({ [first.id]: { loads: 0, open: 0 }, [second.id]: { loads: 0, open: 0 } });

      // Loads: several in one statement, across orders; one deleted; one moved to the other order.
      const loads = await api.db
        .insert(orderLoads)
        .values([
          { orderId: first.id, sequence: 1, quantity: '4.00' },
          { orderId: first.id, sequence: 2, quantity: '4.00' },
          { orderId: second.id, sequence: 1, quantity: '5.00' },
        ])
        .returning({ id: orderLoads.id });
      expect(await counts()).toEqual({ [first.id]: { loads: 2, open: 0 }, [second.id]: { loads: 1, open: 0 } });
      await api.db.delete(orderLoads).where(eq(orderLoads.id, loads[0]!.id));
      await api.db.update(orderLoads).set({ orderId: second.id, sequence: 2 }).where(eq(orderLoads.id, loads[1]!.id));
      // A driver's step changes no count.
      await api.db.update(orderLoads).set({ step: 'loaded' }).where(eq(orderLoads.orderId, second.id));
      expect(await counts()).toEqual({ [first.id]: { loads: 0, open: 0 }, [second.id]: { loads: 2, open: 0 } });

      // Requests: opened, answered, withdrawn, deleted; only the open ones count.
      const requests = await api.db
        .insert(orderRequests)
        .values([
          { orderId: first.id, kind: 'hold' },
          { orderId: first.id, kind: 'spacing', minutes: 20 },
          { orderId: second.id, kind: 'hold', status: 'declined' },
        ])
        .returning({ id: orderRequests.id });
      expect(await counts()).toEqual({ [first.id]: { loads: 0, open: 2 }, [second.id]: { loads: 2, open: 0 } });
      await api.db.update(orderRequests).set({ status: 'accepted' }).where(eq(orderRequests.id, requests[0]!.id));
      await api.db.update(orderRequests).set({ status: 'open' }).where(eq(orderRequests.id, requests[2]!.id));
      expect(await counts()).toEqual({ [first.id]: { loads: 0, open: 1 }, [second.id]: { loads: 2, open: 1 } });
      await api.db.delete(orderRequests).where(inArray(orderRequests.orderId, ids));
      expect(await counts()).toEqual({ [first.id]: { loads: 0, open: 0 }, [second.id]: { loads: 2, open: 0 } });

      // The inbox shows the kept counts: the second order's two loads, in the order the trucks leave.
      const listed = await call<{
        supplierOrders: { values: { id: string; openRequests: number; loads: unknown[] }[] };
      }>(
        `query { supplierOrders(limit: 100, filter: { search: "${second.orderNumber}" }) { values { id openRequests loads { id } } } }`,
        {},
        dispatcher.token,
      );
      expect(listed.data!.supplierOrders.values).toEqual([
        { id: second.id, openRequests: 0, loads: [{ id: loads[2]!.id }, { id: loads[1]!.id }] },
      ]);
    });

    it('finds an order by its number or its job number, and filters by delivery date', async () => {
      const contractor = await signUpContractor();
      const order = await placeOrder(contractor.token, dateIn(41));
      const byNumber = await inbox(dispatcher.token, { search: order.orderNumber.toLowerCase() });
      expect(byNumber.data!.supplierOrders.values.map((value) => value.id)).toEqual([order.id]);
      const byJob = await inbox(dispatcher.token, {
        search: 'po-7731',
        deliveryFrom: dateIn(41),
        deliveryTo: dateIn(41),
      });
      expect(byJob.data!.supplierOrders.values.map((value) => value.id)).toEqual([order.id]);
      const elsewhen = await inbox(dispatcher.token, { search: order.orderNumber, deliveryFrom: dateIn(42) });
      expect(elsewhen.data!.supplierOrders.count).toBe(0);
      const bad = await inbox(dispatcher.token, { deliveryFrom: '2026-02-31' });
      expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('pages every order soonest delivery first, as the workspace asks for its pages', async () => {
      const contractor = await signUpContractor();
      for (const days of [44, 43, 45]) await placeOrder(contractor.token, dateIn(days));
      const soonestFirst = (
        await api.db
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.supplierId, northPeakId))
          .orderBy(asc(orders.deliveryStartsAt), asc(orders.id))
      ).map((row) => row.id);
      expect(soonestFirst.length).toBeGreaterThanOrEqual(3);

      // The fields of the inbox's screen: its page is read as summaries, in one prepared statement.
      const page = async (skip: number, limit: number) => {
        const answer = await call<{ supplierOrders: { count: number; values: { id: string }[] } }>(
          `query($skip: Int, $limit: Int) { supplierOrders(skip: $skip, limit: $limit) {
            count values { id orderNumber status deliveryDate deliveryWindow city { id name } } } }`,
          { skip, limit },
          dispatcher.token,
        );
        expect(answer.errors).toBeUndefined();
        expect(answer.data!.supplierOrders.count).toBe(soonestFirst.length);
        return answer.data!.supplierOrders.values.map((value) => value.id);
      };
      // Pages of any length, one after another, give each order once, in order; past the end, none.
      for (const size of [1, 2, 50]) {
        const pages: string[] = [];
        for (let skip = 0; skip < soonestFirst.length; skip += size) pages.push(...(await page(skip, size)));
        expect(pages).toEqual(soonestFirst);
      }
      expect(await page(soonestFirst.length, 2)).toEqual([]);
    });
  });

  describe('the order lifecycle', () => {
    it('goes placed → accepted → scheduled → dispatched → delivered → completed, each step in the history both sides see', async () => {
      const contractor = await signUpContractor();
      const order = await placeOrder(contractor.token);
      expect((await transition(dispatcher.token, order.id, 'accepted')).errors).toBeUndefined();
      // Scheduled once its loads are planned: before, the step is refused and says what to do.
      const unplanned = await transition(dispatcher.token, order.id, 'scheduled');
      expect(unplanned.errors?.[0]?.extensions?.code).toBe('LOADS_NOT_PLANNED');
      expect(unplanned.errors?.[0]?.message).toBe(
        'Plan the loads first: an order is scheduled once each of its loads has a truck and a driver.',
      );
      const { driver } = await newNorthPeakDriver();
      await planOneLoad(call, dispatcher.token, { orderId: order.id, quantity: 8, driverUserId: driver.userId });
      for (const to of ['scheduled', 'dispatched', 'delivered', 'completed']) {
        const moved = await transition(dispatcher.token, order.id, to);
        expect(moved.errors).toBeUndefined();
        expect(moved.data!.supplierOrderTransition.status).toBe(to);
      }
      const seen = await call<{ order: { status: string; history: SupplierOrder['history'] } }>(
        CONTRACTOR_ORDER,
        { id: order.id },
        contractor.token,
      );
      expect(seen.data!.order.status).toBe('completed');
      expect(seen.data!.order.history.map((event) => [event.status, event.party])).toEqual([
        ['placed', 'contractor'],
        ['accepted', 'supplier'],
        // The loads planned (an event without a state), which scheduling needs.
        [null, 'supplier'],
        ['scheduled', 'supplier'],
        ['dispatched', 'supplier'],
        ['delivered', 'supplier'],
        ['completed', 'supplier'],
      ]);
      expect(seen.data!.order.history[1]!.actorName).toBe('NorthPeak Ready Mix Dispatch');
      const mails = await api.db
        .select({ kind: mailOutbox.kind })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'dana@keystone.example'));
      expect(mails.map((mail) => mail.kind)).toEqual(
        expect.arrayContaining(['order_confirmation', 'order_accepted', 'order_dispatched', 'order_delivered']),
      );
    });

    it('skips no state: a placed order cannot be dispatched, a completed one cannot move', async () => {
      const contractor = await signUpContractor();
      const order = await placeOrder(contractor.token);
      const skipped = await transition(dispatcher.token, order.id, 'dispatched');
      expect(skipped.errors?.[0]?.extensions).toMatchObject({ code: 'ORDER_TRANSITION_NOT_ALLOWED', status: 'placed' });
      const byOther = await transition(otherDispatcher.token, order.id, 'accepted');
      expect(byOther.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('declines with a reason the contractor reads, and gives the trucks back', async () => {
      const contractor = await signUpContractor();
      const date = dateIn(33);
      const order = await placeOrder(contractor.token, date, 10, 3);
      const booked = async () =>
        (
          await api.db
            .select({ booked: deliveryWindowBookings.bookedTrucks })
            .from(deliveryWindowBookings)
            .where(
              and(
                eq(deliveryWindowBookings.supplierId, northPeakId),
                eq(deliveryWindowBookings.deliveryDate, date),
                eq(deliveryWindowBookings.windowStartHour, 10),
              ),
            )
        )[0]?.booked;
      expect(await booked()).toBe(3);

      const noReason = await transition(dispatcher.token, order.id, 'declined');
      expect(noReason.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { reason: 'Please give a reason: the contractor will read it.' },
      });
      const declined = await transition(dispatcher.token, order.id, 'declined', 'Plant down for maintenance that day.');
      expect(declined.data!.supplierOrderTransition).toMatchObject({ status: 'declined', allowedTransitions: [] });
      expect(await booked()).toBe(0);

      const seen = await call<{ order: { status: string; statusReason: string } }>(
        CONTRACTOR_ORDER,
        { id: order.id },
        contractor.token,
      );
      expect(seen.data!.order).toMatchObject({
        status: 'declined',
        statusReason: 'Plant down for maintenance that day.',
      });
      // A declined order takes no payment.
      const paying = await call(
        `mutation($input: OrderPayInput!, $key: String!) { orderPay(input: $input, idempotencyKey: $key) { status } }`,
        { input: { orderId: order.id }, key: crypto.randomUUID() },
        contractor.token,
      );
      expect(paying.errors?.[0]).toMatchObject({
        message: 'The supplier declined this order.',
        extensions: { code: 'ORDER_NOT_PAYABLE' },
      });
    });

    it("keeps the supplier's internal notes from the contractor", async () => {
      const contractor = await signUpContractor();
      const order = await placeOrder(contractor.token);
      const noted = await call<{ supplierOrderNoteAdd: SupplierOrder }>(
        `mutation($input: SupplierOrderNoteInput!) { supplierOrderNoteAdd(input: $input) { ${SUPPLIER_ORDER} } }`,
        { input: { orderId: order.id, body: 'Pump truck from the east yard.' } },
        dispatcher.token,
      );
      expect(noted.data!.supplierOrderNoteAdd.notes).toEqual([
        { authorName: 'NorthPeak Ready Mix Dispatch', body: 'Pump truck from the east yard.' },
      ]);
      const asContractor = await call(
        `query($id: ID!) { order(id: $id) { notes { body } } }`,
        { id: order.id },
        contractor.token,
      );
      expect(asContractor.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    });
  });

  const TRUCK_SAVE = `mutation($input: TruckInput!) { supplierTruckSave(input: $input) { id name capacity unit active } }`;
  const DISPATCH = `mutation($input: OrderDispatchInput!) { supplierOrderDispatch(input: $input) { ${SUPPLIER_ORDER} } }`;
  const STEP = `mutation($input: LoadStepInput!) { loadStepReport(input: $input) { id step enRouteAt deliveredAt } }`;
  const DRIVER_DAY = `query($date: String) { driverDay(date: $date) { date loads { load { id sequence quantity step driverNote }
    orderId orderNumber orderStatus deliveryAddress gateCode accessNotes contactName contactPhone contractorName deliveryWindow } } }`;

  let truckCount = 0;
  /** A new truck of NorthPeak's fleet (10 m³ unless told). */
  async function newTruck(capacity = 10, unit = 'm3') {
    truckCount += 1;
    const saved = await call<{ supplierTruckSave: { id: string } }>(
      TRUCK_SAVE,
      { input: { name: `Mixer ${truckCount}`, capacity, unit } },
      dispatcher.token,
    );
    expect(saved.errors).toBeUndefined();
    return saved.data!.supplierTruckSave.id;
  }

  function dispatch(
    orderId: string,
    loads: { id?: string; quantity: number; truckId: string; driverUserId: string }[],
  ) {
    return call<{ supplierOrderDispatch: SupplierOrder }>(DISPATCH, { input: { orderId, loads } }, dispatcher.token);
  }

  /** A 1×1 PNG: what a drawn signature is, as far as the server can tell. */
  const SIGNATURE_PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  let proofFiles: string | undefined;

  /** The driver's phone uploading the signature or the photo of a load (the route's handler). */
  async function uploadProof(token: string, loadId: string, kind: string, bytes: Uint8Array, type = 'image/png') {
    proofFiles ??= await mkdtemp(path.join(tmpdir(), 'proof-files-'));
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], `${kind}.png`, { type }));
    const request = new Request(`http://localhost/api/uploads/delivery/${loadId}/${kind}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    return handleDeliveryUpload(request, { loadId, kind }, () =>
      Promise.resolve({ db: api.db, files: diskFileStore(proofFiles!) }),
    );
  }

  const DELIVER = `mutation($input: LoadDeliveryInput!) { loadDeliver(input: $input) { id step deliveredQuantity
    waterAddedLitres slumpMm receivedBy hasSignature hasPhoto ticketUrl } }`;
  function deliver(token: string, loadId: string, extra: Record<string, unknown> = {}) {
    return call<{
      loadDeliver: {
        step: string;
        deliveredQuantity: number;
        receivedBy: string;
        hasSignature: boolean;
        hasPhoto: boolean;
        ticketUrl: string | null;
      };
    }>(DELIVER, { input: { loadId, deliveredQuantity: 8, receivedBy: 'Riley Foreman', ...extra } }, token);
  }

  /** An accepted order of 8 m³ planned as one load for `driverUserId`. */
  async function orderFor(driverUserId: string, contractorToken: string) {
    const order = await placeOrder(contractorToken);
    await transition(dispatcher.token, order.id, 'accepted');
    const planned = await dispatch(order.id, [{ quantity: 8, truckId: await newTruck(), driverUserId }]);
    expect(planned.errors).toBeUndefined();
    return { order, load: planned.data!.supplierOrderDispatch.loads[0]! };
  }

  describe('the fleet', () => {
    it('is kept by the dispatcher, one name per truck, and is the supplier’s alone', async () => {
      const truckId = await newTruck(9.5);
      const list = await call<{ supplierTrucks: { id: string; name: string; capacity: number }[] }>(
        `query { supplierTrucks { id name capacity } }`,
        {},
        dispatcher.token,
      );
      expect(list.data!.supplierTrucks).toContainEqual({ id: truckId, name: `Mixer ${truckCount}`, capacity: 9.5 });
      const twin = await call(
        TRUCK_SAVE,
        { input: { name: `mixer ${truckCount}`, capacity: 8, unit: 'm3' } },
        dispatcher.token,
      );
      expect(twin.errors?.[0]?.extensions?.fields).toEqual({ name: 'You already have a truck with this name.' });
      const zero = await call(TRUCK_SAVE, { input: { name: 'Empty', capacity: 0, unit: 'm3' } }, dispatcher.token);
      expect(zero.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

      // Another supplier neither sees it nor changes it; a driver may not add trucks.
      const theirs = await call<{ supplierTrucks: { id: string }[] }>(
        `query { supplierTrucks { id } }`,
        {},
        otherDispatcher.token,
      );
      expect(theirs.data!.supplierTrucks.map((truck) => truck.id)).not.toContain(truckId);
      const hijack = await call(
        TRUCK_SAVE,
        { input: { id: truckId, name: 'Mine now', capacity: 8, unit: 'm3' } },
        otherDispatcher.token,
      );
      expect(hijack.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const { driverToken } = await newNorthPeakDriver();
      const byDriver = await call(TRUCK_SAVE, { input: { name: 'Cab truck', capacity: 8, unit: 'm3' } }, driverToken);
      expect(byDriver.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });

  describe('dispatch', () => {
    it('plans an accepted order’s loads with trucks and drivers, adding up to the order exactly', async () => {
      const { driver } = await newNorthPeakDriver();
      const contractor = await signUpContractor();
      const order = await placeOrder(contractor.token);
      const truckId = await newTruck(6);
      const early = await dispatch(order.id, [{ quantity: 8, truckId, driverUserId: driver.userId }]);
      expect(early.errors?.[0]?.extensions?.code).toBe('ORDER_NOT_DISPATCHABLE');
      await transition(dispatcher.token, order.id, 'accepted');

      const short = await dispatch(order.id, [{ quantity: 5, truckId, driverUserId: driver.userId }]);
      expect(short.errors?.[0]?.extensions?.fields).toEqual({
        loads: 'The loads must add up to the order’s quantity.',
      });
      const tooBig = await dispatch(order.id, [{ quantity: 8, truckId, driverUserId: driver.userId }]);
      expect(tooBig.errors?.[0]?.extensions?.fields).toEqual({
        'loads.0.quantity': 'This load is more than the truck carries.',
      });
      const dumpTruck = await newTruck(20, 'tonne');
      const wrongKind = await dispatch(order.id, [{ quantity: 8, truckId: dumpTruck, driverUserId: driver.userId }]);
      expect(wrongKind.errors?.[0]?.extensions?.fields).toEqual({
        'loads.0.truckId': 'This truck carries another kind of material (its unit differs).',
      });
      const notADriver = await dispatch(order.id, [
        { quantity: 8, truckId: await newTruck(), driverUserId: contractor.userId },
      ]);
      expect(notADriver.errors?.[0]?.extensions?.fields).toEqual({
        'loads.0.driverUserId': 'Choose one of your drivers.',
      });

      // The trucks go 30 minutes apart: each load has a truck and a driver of its own (one load at a time).
      const [second, third] = [await newNorthPeakDriver(), await newNorthPeakDriver()];
      const [truckB, truckC] = [await newTruck(), await newTruck()];
      const planned = await dispatch(order.id, [
        { quantity: 5, truckId: truckB, driverUserId: driver.userId },
        { quantity: 3, truckId, driverUserId: second.driver.userId },
      ]);
      expect(planned.errors).toBeUndefined();
      const loads = planned.data!.supplierOrderDispatch.loads;
      expect(
        loads.map((load) => [load.sequence, load.quantity, load.step, load.truck?.id, load.driver?.userId]),
      ).toEqual([
        [1, 5, 'planned', truckB, driver.userId],
        [2, 3, 'planned', truckId, second.driver.userId],
      ]);

      // The schedule board shows the day's loads under their driver.
      const { deliveryDate } = (
        await call<{ supplierOrder: { deliveryDate: string } }>(
          `query($id: ID!) { supplierOrder(id: $id) { deliveryDate } }`,
          { id: order.id },
          dispatcher.token,
        )
      ).data!.supplierOrder;
      const board = await call<{
        supplierSchedule: {
          days: { drivers: { driver: { userId: string }; loads: { orderId: string; sequence: number }[] }[] }[];
        };
      }>(
        `query($from: String!) { supplierSchedule(from: $from, days: 1) { days { drivers { driver { userId } loads { orderId sequence } } } } }`,
        { from: deliveryDate },
        dispatcher.token,
      );
      expect(board.data!.supplierSchedule.days[0]!.drivers).toHaveLength(2);
      expect(board.data!.supplierSchedule.days[0]!.drivers).toEqual(
        expect.arrayContaining([
          { driver: { userId: driver.userId }, loads: [{ orderId: order.id, sequence: 1 }] },
          { driver: { userId: second.driver.userId }, loads: [{ orderId: order.id, sequence: 2 }] },
        ]),
      );

      // Re-planned: the first load kept (by id), the second replaced by two.
      const replanned = await dispatch(order.id, [
        { id: loads[0]!.id, quantity: 4, truckId: truckB, driverUserId: driver.userId },
        { quantity: 2, truckId, driverUserId: second.driver.userId },
        { quantity: 2, truckId: truckC, driverUserId: third.driver.userId },
      ]);
      expect(replanned.data!.supplierOrderDispatch.loads.map((load) => [load.sequence, load.quantity])).toEqual([
        [1, 4],
        [2, 2],
        [3, 2],
      ]);
      expect(replanned.data!.supplierOrderDispatch.loads[0]!.id).toBe(loads[0]!.id);

      // Another supplier's truck is not one of ours.
      const capitalTruck = await call<{ supplierTruckSave: { id: string } }>(
        TRUCK_SAVE,
        { input: { name: 'Capital 1', capacity: 10, unit: 'm3' } },
        otherDispatcher.token,
      );
      const foreignTruck = capitalTruck.data!.supplierTruckSave.id;
      const foreign = await dispatch(order.id, [{ quantity: 8, truckId: foreignTruck, driverUserId: driver.userId }]);
      expect(foreign.errors?.[0]?.extensions?.fields).toEqual({ 'loads.0.truckId': 'Choose one of your trucks.' });
    });
  });

  describe('drivers', () => {
    it('see only the orders and loads assigned to them, with what the road needs', async () => {
      const { driver, driverToken } = await newNorthPeakDriver();
      const other = await newNorthPeakDriver();
      const contractor = await signUpContractor();
      const unassigned = await placeOrder(contractor.token);
      const { order, load } = await orderFor(driver.userId, contractor.token);

      const seen = await inbox(driverToken);
      expect(seen.data!.supplierOrders.values.map((value) => value.id)).toEqual([order.id]);
      expect(seen.data!.supplierOrders.values[0]!.allowedTransitions).toEqual([]);
      expect((await inbox(other.driverToken)).data!.supplierOrders.values).toEqual([]);
      const notTheirs = await call(
        `query($id: ID!) { supplierOrder(id: $id) { id } }`,
        { id: unassigned.id },
        driverToken,
      );
      expect(notTheirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

      const [deliveryDate] = (
        await call<{ supplierOrder: { deliveryDate: string } }>(
          `query($id: ID!) { supplierOrder(id: $id) { deliveryDate } }`,
          { id: order.id },
          dispatcher.token,
        )
      ).data!.supplierOrder.deliveryDate.split('T');
      const day = await call<{ driverDay: { date: string; loads: Record<string, unknown>[] } }>(
        DRIVER_DAY,
        { date: deliveryDate },
        driverToken,
      );
      expect(day.errors).toBeUndefined();
      expect(day.data!.driverDay.loads).toEqual([
        expect.objectContaining({
          orderId: order.id,
          orderNumber: order.orderNumber,
          deliveryAddress: '100 King Street West',
          contactName: 'Dana Whitfield',
          contactPhone: '+14165550100',
          load: expect.objectContaining({ id: load.id, quantity: 8, step: 'planned' }) as unknown,
        }),
      ]);
      const othersDay = await call<{ driverDay: { loads: unknown[] } }>(
        DRIVER_DAY,
        { date: deliveryDate },
        other.driverToken,
      );
      expect(othersDay.data!.driverDay.loads).toEqual([]);
      const othersStep = await call(STEP, { input: { loadId: load.id, step: 'loaded' } }, other.driverToken);
      expect(othersStep.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('report each load’s steps in order, and the order follows: dispatched, then delivered', async () => {
      const { driver, driverToken } = await newNorthPeakDriver();
      const contractor = await signUpContractor();
      const { order, load } = await orderFor(driver.userId, contractor.token);
      const step = (to: string, token = driverToken) =>
        call<{ loadStepReport: { step: string } }>(STEP, { input: { loadId: load.id, step: to } }, token);

      expect((await step('loaded')).errors?.[0]?.extensions?.code).toBe('LOAD_NOT_STARTABLE');
      await transition(dispatcher.token, order.id, 'scheduled');
      expect((await step('arrived')).errors?.[0]?.extensions).toMatchObject({
        code: 'LOAD_STEP_OUT_OF_ORDER',
        step: 'planned',
      });
      expect((await step('loaded')).data!.loadStepReport.step).toBe('loaded');
      expect((await step('loaded')).errors?.[0]?.extensions?.code).toBe('LOAD_STEP_OUT_OF_ORDER');
      const POSITION = `mutation($input: LoadPositionInput!) { loadPositionReport(input: $input) { position { latitude longitude at } } }`;
      const at = (latitude: number, token = driverToken) =>
        call<{ loadPositionReport: { position: { latitude: number } | null } }>(
          POSITION,
          { input: { loadId: load.id, latitude, longitude: -79.38, accuracyMeters: 12 } },
          token,
        );
      expect((await at(43.6)).errors?.[0]?.extensions?.code).toBe('LOAD_STEP_OUT_OF_ORDER');
      expect((await step('en_route')).data!.loadStepReport.step).toBe('en_route');
      expect((await at(43.61)).data!.loadPositionReport.position?.latitude).toBe(43.61);
      // A phone sending faster than every 15 seconds changes nothing.
      expect((await at(43.62)).data!.loadPositionReport.position?.latitude).toBe(43.61);
      expect((await at(43.62, dispatcher.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await at(91)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const contractorView = await call<{ order: { status: string } }>(
        CONTRACTOR_ORDER,
        { id: order.id },
        contractor.token,
      );
      expect(contractorView.data!.order.status).toBe('dispatched');

      // A load under way stays as it is when the dispatcher plans again.
      const replan = await dispatch(order.id, []);
      expect(replan.data!.supplierOrderDispatch.loads.map((each) => [each.id, each.step])).toEqual([
        [load.id, 'en_route'],
      ]);

      const note = await call<{ loadNoteSave: { driverNote: string } }>(
        `mutation($input: LoadNoteInput!) { loadNoteSave(input: $input) { driverNote } }`,
        { input: { loadId: load.id, note: 'Washed out at the east gate.' } },
        driverToken,
      );
      expect(note.data!.loadNoteSave.driverNote).toBe('Washed out at the east gate.');
      expect((await step('arrived')).data!.loadStepReport.step).toBe('arrived');
      expect((await step('unloading')).data!.loadStepReport.step).toBe('unloading');
      // Delivered only with its proof: the quantity and the receiver's signature.
      expect((await step('delivered')).errors?.[0]?.extensions?.code).toBe('PROOF_OF_DELIVERY_REQUIRED');
      expect((await uploadProof(driverToken, load.id, 'signature', SIGNATURE_PNG)).status).toBe(201);
      expect((await deliver(driverToken, load.id)).errors).toBeUndefined();
      const delivered = await call<{ order: { status: string; history: { status: string | null }[] } }>(
        CONTRACTOR_ORDER,
        { id: order.id },
        contractor.token,
      );
      expect(delivered.data!.order.status).toBe('delivered');
      expect(delivered.data!.order.history.map((event) => event.status)).toEqual(
        expect.arrayContaining(['dispatched', 'delivered']),
      );
      const seenByDispatcher = await call<{ supplierOrder: SupplierOrder }>(
        `query($id: ID!) { supplierOrder(id: $id) { ${SUPPLIER_ORDER} } }`,
        { id: order.id },
        dispatcher.token,
      );
      expect(seenByDispatcher.data!.supplierOrder.loads[0]).toMatchObject({
        step: 'delivered',
        driverNote: 'Washed out at the east gate.',
        deliveredAt: expect.any(String) as unknown,
      });
    });
  });

  describe('proof of delivery', () => {
    it('takes the receiver’s signature and a photo by their content, then delivers with an e-ticket', async () => {
      const { driver, driverToken } = await newNorthPeakDriver();
      const other = await newNorthPeakDriver();
      const contractor = await signUpContractor();
      const { order, load } = await orderFor(driver.userId, contractor.token);
      await transition(dispatcher.token, order.id, 'scheduled');
      const step = (to: string) => call(STEP, { input: { loadId: load.id, step: to } }, driverToken);

      const early = await uploadProof(driverToken, load.id, 'signature', SIGNATURE_PNG);
      expect(early.status).toBe(409);
      for (const to of ['loaded', 'en_route', 'arrived', 'unloading']) await step(to);

      expect((await deliver(driverToken, load.id)).errors?.[0]?.extensions).toMatchObject({
        code: 'PROOF_OF_DELIVERY_REQUIRED',
      });
      // Checked by content, whatever the name or type says.
      const jpegAsSignature = await uploadProof(
        driverToken,
        load.id,
        'signature',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20, 1)]),
      );
      expect(jpegAsSignature.status).toBe(415);
      const notAnImage = await uploadProof(
        driverToken,
        load.id,
        'photo',
        Buffer.from('%PDF-1.7 not a photo at all'),
        'image/jpeg',
      );
      expect(notAnImage.status).toBe(415);
      const huge = await uploadProof(
        driverToken,
        load.id,
        'signature',
        Buffer.concat([SIGNATURE_PNG, Buffer.alloc(300 * 1024)]),
      );
      expect(huge.status).toBe(413);
      expect((await uploadProof(other.driverToken, load.id, 'signature', SIGNATURE_PNG)).status).toBe(404);
      expect((await uploadProof(dispatcher.token, load.id, 'signature', SIGNATURE_PNG)).status).toBe(403);
      expect((await uploadProof('', load.id, 'signature', SIGNATURE_PNG)).status).toBe(401);

      expect((await uploadProof(driverToken, load.id, 'signature', SIGNATURE_PNG)).status).toBe(201);
      const photo = jpegImage(1600, 1200);
      expect((await uploadProof(driverToken, load.id, 'photo', photo, 'image/jpeg')).status).toBe(201);
      const tooMuchWater = await deliver(driverToken, load.id, { waterAddedLitres: 5000 });
      expect(tooMuchWater.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const delivered = await deliver(driverToken, load.id, {
        deliveredQuantity: 7.5,
        waterAddedLitres: 40,
        slumpMm: 100,
      });
      expect(delivered.errors).toBeUndefined();
      expect(delivered.data!.loadDeliver).toMatchObject({
        step: 'delivered',
        deliveredQuantity: 7.5,
        receivedBy: 'Riley Foreman',
        hasSignature: true,
        hasPhoto: true,
      });

      // The contractor's order page links the e-ticket; the PDF carries the proof and the signature.
      const seen = await call<{ order: { status: string; loads: { ticketUrl: string | null; receivedBy: string }[] } }>(
        `query($id: ID!) { order(id: $id) { status loads { ticketUrl receivedBy } } }`,
        { id: order.id },
        contractor.token,
      );
      expect(seen.data!.order.status).toBe('delivered');
      const ticketUrl = seen.data!.order.loads[0]!.ticketUrl!;
      expect(ticketUrl).toMatch(new RegExp(`^/api/tickets/${load.id}\\?t=`));
      const storage = () => Promise.resolve({ db: api.db, files: diskFileStore(proofFiles!) });
      const pdf = await handleTicketDownload(new Request(`http://localhost${ticketUrl}`), load.id, storage);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const read = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
      const text = read.pageTexts.join('\n');
      expect(text).toContain(`No. ${order.orderNumber}-1`);
      expect(text).toContain('NorthPeak Ready Mix');
      expect(text).toContain('Received by\nRiley Foreman');
      expect(text).toContain('Water added on site\n40 L');
      expect(text).toContain('Slump measured\n100 mm');
      // The receiver's signature is drawn in (an image on the page), not a note in its place.
      expect(text).not.toContain(SIGNATURE_NOT_SHOWN);
      expect(read.imageCount).toBeGreaterThan(0);
      const forged = await handleTicketDownload(
        new Request(`http://localhost/api/tickets/${load.id}?t=forged`),
        load.id,
        storage,
      );
      expect(forged.status).toBe(403);

      // The contractor's mail with the e-ticket, once.
      const mails = await api.db.select({ kind: mailOutbox.kind, subject: mailOutbox.subject }).from(mailOutbox);
      expect(
        mails.filter((mail) => mail.kind === 'delivery_ticket' && mail.subject.includes(order.orderNumber)),
      ).toHaveLength(1);
      expect((await deliver(driverToken, load.id)).errors?.[0]?.extensions?.code).toBe('LOAD_STEP_OUT_OF_ORDER');
    });
  });

  describe('proof of delivery’s images, by their size in pixels', () => {
    /** A load of a new driver's, on site. */
    async function loadOnSite() {
      const { driver, driverToken } = await newNorthPeakDriver();
      const contractor = await signUpContractor();
      const { order, load } = await orderFor(driver.userId, contractor.token);
      await transition(dispatcher.token, order.id, 'scheduled');
      for (const to of ['loaded', 'en_route', 'arrived', 'unloading']) {
        await call(STEP, { input: { loadId: load.id, step: to } }, driverToken);
      }
      return { driverToken, contractor, order, load };
    }

    it('refuses a signature larger than the pad allows, or broken, with a message saying which', async () => {
      const { driverToken, load } = await loadOnSite();
      // The signature: 4 kB of PNG that says 6000 × 6000.
      const huge = await uploadProof(driverToken, load.id, 'signature', pngImage(6000, 6000));
      expect(huge.status).toBe(413);
      expect(await huge.json()).toMatchObject({
        error: { code: 'PAYLOAD_TOO_LARGE', message: proofTooManyPixelsMessage('signature') },
      });
      const corrupt = await uploadProof(
        driverToken,
        load.id,
        'signature',
        Buffer.concat([PNG_SIGNATURE, Buffer.alloc(512, 0x41)]),
      );
      expect(corrupt.status).toBe(415);
      expect(await corrupt.json()).toMatchObject({
        error: { code: 'UNSUPPORTED_FILE', message: SIGNATURE_UNREADABLE_MESSAGE },
      });
      const photo = await uploadProof(driverToken, load.id, 'photo', jpegImage(9000, 6000), 'image/jpeg');
      expect(photo.status).toBe(413);
      expect(await photo.json()).toMatchObject({
        error: { code: 'PAYLOAD_TOO_LARGE', message: proofTooManyPixelsMessage('photo') },
      });
      // Nothing was kept: the load still waits for its signature.
      expect((await deliver(driverToken, load.id)).errors?.[0]?.extensions?.code).toBe('PROOF_OF_DELIVERY_REQUIRED');
      expect((await uploadProof(driverToken, load.id, 'signature', pngImage(1200, 400))).status).toBe(201);
    });

    it('serves the e-ticket of a signature stored before uploads were checked, saying it cannot be shown', async () => {
      for (const stored of [
        // The PNG signature, then garbage: its ticket answered 500 for good.
        Buffer.concat([PNG_SIGNATURE, Buffer.alloc(512, 0x41)]),
        // 6000 × 6000: each download decoded 144 MB on the request thread.
        pngImage(6000, 6000),
      ]) {
        const { driverToken, contractor, order, load } = await loadOnSite();
        expect((await uploadProof(driverToken, load.id, 'signature', SIGNATURE_PNG)).status).toBe(201);
        const files = diskFileStore(proofFiles!);
        await files.remove([proofFileKey('signature', load.id)]);
        await files.write(proofFileKey('signature', load.id), Readable.from([stored]));
        expect((await deliver(driverToken, load.id)).errors).toBeUndefined();

        const seen = await call<{ order: { loads: { ticketUrl: string | null }[] } }>(
          `query($id: ID!) { order(id: $id) { loads { ticketUrl } } }`,
          { id: order.id },
          contractor.token,
        );
        const ticketUrl = seen.data!.order.loads[0]!.ticketUrl!;
        const began = performance.now();
        const pdf = await handleTicketDownload(new Request(`http://localhost${ticketUrl}`), load.id, () =>
          Promise.resolve({ db: api.db, files }),
        );
        expect(pdf.status).toBe(200);
        const read = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
        const text = read.pageTexts.join('\n');
        expect(text).toContain(`No. ${order.orderNumber}-1`);
        expect(text).toContain(`Signature\n${SIGNATURE_NOT_SHOWN}`);
        expect(read.imageCount).toBe(0);
        expect(performance.now() - began).toBeLessThan(2000);
      }
    });
  });

  describe('tracking', () => {
    const TRACKING = `query($id: ID!) { order(id: $id) { status loads { id sequence step delayMinutes delayReason
      position { latitude longitude } eta { distanceKm arrivesAt approximate source lateForWindow directKm bearingDegrees } } } }`;
    const POSITION = `mutation($input: LoadPositionInput!) { loadPositionReport(input: $input) { id } }`;
    type Tracked = {
      order: {
        status: string;
        loads: {
          id: string;
          step: string;
          delayMinutes: number | null;
          delayReason: string | null;
          position: { latitude: number } | null;
          eta: {
            distanceKm: number;
            arrivesAt: string;
            approximate: boolean;
            source: string;
            lateForWindow: boolean;
            directKm: number;
            bearingDegrees: number;
          } | null;
        }[];
      };
    };

    /** An order of two 4 m³ loads, scheduled, each with a truck and a driver of its own. */
    async function trackedOrder() {
      const crews = [await newNorthPeakDriver(), await newNorthPeakDriver()];
      const contractor = await signUpContractor();
      const order = await placeOrder(contractor.token);
      await transition(dispatcher.token, order.id, 'accepted');
      const planned = await dispatch(
        order.id,
        await Promise.all(
          crews.map(async (crew) => ({ quantity: 4, truckId: await newTruck(), driverUserId: crew.driver.userId })),
        ),
      );
      expect(planned.errors).toBeUndefined();
      await transition(dispatcher.token, order.id, 'scheduled');
      const loads = planned.data!.supplierOrderDispatch.loads;
      const driverTokens = crews.map((crew) => crew.driverToken);
      const tokenFor = (loadId: string) => driverTokens[loads.findIndex((load) => load.id === loadId)]!;
      const step = (loadId: string, to: string) => call(STEP, { input: { loadId, step: to } }, tokenFor(loadId));
      const at = (loadId: string, latitude: number, longitude: number) =>
        call(POSITION, { input: { loadId, latitude, longitude } }, tokenFor(loadId));
      return { contractor, order, loads, step, at, driverTokens };
    }

    async function outbox(orderNumber: string) {
      const mails = await api.db
        .select({ kind: mailOutbox.kind, subject: mailOutbox.subject, text: mailOutbox.text })
        .from(mailOutbox);
      return mails.filter((mail) => mail.kind === 'delivery_late' && mail.subject.includes(orderNumber));
    }

    it('shows the contractor each load’s step, its truck’s position and ETA; nobody else', async () => {
      const { contractor, order, loads, step, at } = await trackedOrder();
      const first = loads[0]!.id;
      await step(first, 'loaded');
      await step(first, 'en_route');
      // About 10 km north of downtown Toronto, towards a site known only by its city so far.
      expect((await at(first, 43.74, -79.4)).errors).toBeUndefined();
      const seen = await call<Tracked>(TRACKING, { id: order.id }, contractor.token);
      expect(seen.errors).toBeUndefined();
      const [load1, load2] = seen.data!.order.loads;
      expect(load1).toMatchObject({ step: 'en_route', position: { latitude: 43.74 } });
      expect(load1!.eta).toMatchObject({ approximate: true, source: 'straight_line', lateForWindow: false });
      expect(load1!.eta!.distanceKm).toBeGreaterThan(9);
      expect(load1!.eta!.distanceKm).toBeLessThan(15);
      // The schematic's figures: as the crow flies (shorter than by road), north of the city centre.
      expect(load1!.eta!.directKm).toBeLessThan(load1!.eta!.distanceKm);
      expect(load1!.eta!.bearingDegrees).toBe(352);
      expect(load2).toMatchObject({ step: 'planned', position: null, eta: null });

      const stranger = await signUpContractor();
      const theirs = await call<Tracked>(TRACKING, { id: order.id }, stranger.token);
      expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

      // The first truck on site tells where the site is: the next ETA aims there, not at the city.
      await step(first, 'arrived');
      const second = loads[1]!.id;
      await step(second, 'loaded');
      await step(second, 'en_route');
      await at(second, 43.75, -79.4);
      const later = await call<Tracked>(TRACKING, { id: order.id }, contractor.token);
      expect(later.data!.order.loads[1]!.eta).toMatchObject({ approximate: false });
      expect(later.data!.order.loads[1]!.eta!.distanceKm).toBeLessThan(3);
    });

    it('tells the contractor once when a truck will miss the window, and at each delay the driver reports', async () => {
      const { contractor, order, loads, step, at, driverTokens } = await trackedOrder();
      const driverToken = driverTokens[1]!;
      const first = loads[0]!.id;
      await step(first, 'loaded');
      await step(first, 'en_route');
      // Delivery day has come (the window opened an hour ago) and the truck is in Ottawa, 350 km
      // away: it arrives hours after the window ends.
      await api.db
        .update(orders)
        .set({ deliveryStartsAt: new Date(Date.now() - 3_600_000) })
        .where(eq(orders.id, order.id));
      await at(first, 45.42, -75.7);
      const late = await call<Tracked>(TRACKING, { id: order.id }, contractor.token);
      expect(late.data!.order.loads[0]!.eta).toMatchObject({ lateForWindow: true });
      expect(await outbox(order.orderNumber)).toEqual([
        expect.objectContaining({ subject: `Order ${order.orderNumber}: truck 1 is running late` }),
      ]);
      // Still late 15 seconds on: no second mail. (The next position is taken as 16 s later.)
      await api.db
        .update(orderLoads)
        .set({ positionAt: new Date(Date.now() - 16_000) })
        .where(eq(orderLoads.id, first));
      await at(first, 45.3, -75.9);
      expect(await outbox(order.orderNumber)).toHaveLength(1);

      const DELAY = `mutation($input: LoadDelayInput!) { loadDelayReport(input: $input) { delayMinutes delayReason } }`;
      const second = loads[1]!.id;
      const delayed = await call<{ loadDelayReport: { delayMinutes: number } }>(
        DELAY,
        { input: { loadId: second, minutes: 30, reason: 'Plant queue' } },
        driverToken,
      );
      expect(delayed.errors).toBeUndefined();
      const mails = await outbox(order.orderNumber);
      expect(mails).toHaveLength(2);
      expect(mails.map((mail) => mail.text).join('\n')).toContain('reports a delay of about 30 minutes: Plant queue');
      const seen = await call<Tracked>(TRACKING, { id: order.id }, contractor.token);
      expect(seen.data!.order.loads[1]).toMatchObject({ delayMinutes: 30, delayReason: 'Plant queue' });
      const tooShort = await call(DELAY, { input: { loadId: second, minutes: 2 } }, driverToken);
      expect(tooShort.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('statements', () => {
    const STATEMENT = `query($month: String!, $customerId: ID) { supplierStatement(month: $month, customerId: $customerId) {
      month lines { orderNumber customerName jobNumber totalCents unpaidCents currency status }
      customers { customerName totals { currency totalCents unpaidCents } } totals { currency totalCents unpaidCents }
      customerChoices { id name } pdfUrl csvUrl } }`;
    type Statement = {
      supplierStatement: {
        lines: {
          orderNumber: string;
          customerName: string;
          jobNumber: string | null;
          totalCents: number;
          unpaidCents: number;
          status: string;
        }[];
        customers: { customerName: string; totals: { currency: string; totalCents: number; unpaidCents: number }[] }[];
        totals: { currency: string; totalCents: number; unpaidCents: number }[];
        customerChoices: { id: string; name: string }[];
        pdfUrl: string;
        csvUrl: string;
      };
    };

    it('adds up a month by customer, as PDF and CSV behind signed links, for the supplier’s managers only', async () => {
      const month = new Date(Date.now() + 130 * 86_400_000).toISOString().slice(0, 7);
      const first = await signUpContractor();
      const second = await signUpContractor();
      const a1 = await placeOrder(first.token, `${month}-10`);
      const a2 = await placeOrder(first.token, `${month}-11`);
      const b1 = await placeOrder(second.token, `${month}-12`);
      const canceled = await placeOrder(second.token, `${month}-13`);
      await transition(dispatcher.token, canceled.id, 'canceled', 'Plant down');

      const all = await call<Statement>(STATEMENT, { month }, dispatcher.token);
      expect(all.errors).toBeUndefined();
      const statement = all.data!.supplierStatement;
      const ours = statement.lines.filter((line) =>
        [a1, a2, b1].some((order) => order.orderNumber === line.orderNumber),
      );
      expect(ours.map((line) => line.orderNumber).sort()).toEqual(
        [a1, a2, b1].map((order) => order.orderNumber).sort(),
      );
      expect(statement.lines.map((line) => line.orderNumber)).not.toContain(canceled.orderNumber);
      // Every total is the sum of its lines, in cents.
      const sum = (lines: { totalCents: number }[]) => lines.reduce((total, line) => total + line.totalCents, 0);
      expect(statement.totals).toEqual([
        {
          currency: 'CAD',
          totalCents: sum(statement.lines),
          unpaidCents: statement.lines.reduce((t, l) => t + l.unpaidCents, 0),
        },
      ]);
      for (const customer of statement.customers) {
        expect(customer.totals[0]!.totalCents).toBe(
          sum(statement.lines.filter((line) => line.customerName === customer.customerName)),
        );
      }

      // One customer alone.
      const firstCompany = statement.customerChoices.find((choice) => choice.id === first.companyId)!;
      const one = await call<Statement>(STATEMENT, { month, customerId: firstCompany.id }, dispatcher.token);
      expect(one.data!.supplierStatement.lines.map((line) => line.orderNumber).sort()).toEqual(
        [a1, a2].map((order) => order.orderNumber).sort(),
      );
      expect(one.data!.supplierStatement.lines.every((line) => line.jobNumber === 'PO-7731')).toBe(true);

      // The downloads: the CSV a spreadsheet opens, the PDF with the same orders.
      const csv = await handleStatementDownload(
        new Request(`http://localhost${one.data!.supplierStatement.csvUrl}`),
        northPeakId,
        () => Promise.resolve(api.db),
      );
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const rows = (await csv.text()).trimEnd().split('\r\n');
      expect(rows[0]).toBe(
        'Order,Delivery date,Customer,Job or PO number,Product,Quantity,State,Payment,Currency,Total,Unpaid,Disputes',
      );
      expect(rows).toHaveLength(4);
      const oneTotal = one.data!.supplierStatement.totals[0]!.totalCents;
      expect(rows[3]).toBe(
        `Total,,,,,,,,CAD,${Math.floor(oneTotal / 100)}.${String(oneTotal % 100).padStart(2, '0')},${Math.floor(oneTotal / 100)}.${String(oneTotal % 100).padStart(2, '0')},`,
      );
      const pdf = await handleStatementDownload(
        new Request(`http://localhost${one.data!.supplierStatement.pdfUrl}`),
        northPeakId,
        () => Promise.resolve(api.db),
      );
      const text = (await readPdf(new Uint8Array(await pdf.arrayBuffer()))).pageTexts.join('\n');
      expect(text).toContain(a1.orderNumber);
      expect(text).toContain('NorthPeak Ready Mix');
      expect(text).not.toContain(b1.orderNumber);

      // A link for one customer does not open another's, nor another supplier's.
      const tampered = one.data!.supplierStatement.csvUrl.replace(firstCompany.id, second.companyId);
      const refused = await handleStatementDownload(new Request(`http://localhost${tampered}`), northPeakId, () =>
        Promise.resolve(api.db),
      );
      expect(refused.status).toBe(403);
      const theirs = await call<Statement>(STATEMENT, { month }, otherDispatcher.token);
      expect(theirs.data!.supplierStatement.lines.map((line) => line.orderNumber)).not.toContain(a1.orderNumber);

      const { driverToken } = await newNorthPeakDriver();
      expect((await call(STATEMENT, { month }, driverToken)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await call(STATEMENT, { month }, first.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await call(STATEMENT, { month: '2026-13' }, dispatcher.token)).errors?.[0]?.extensions?.code).toBe(
        'BAD_USER_INPUT',
      );
    });
  });

  describe('ratings', () => {
    const RATE = `mutation($input: OrderRateInput!) { orderRate(input: $input) { id rating { stars comment reply } } }`;
    const REPLY = `mutation($input: OrderRatingReplyInput!) { supplierOrderRatingReply(input: $input) { id rating { stars comment reply repliedAt } } }`;

    async function northPeakRating() {
      const [row] = await api.db
        .select({ rating: suppliers.rating, count: suppliers.ratingCount, total: suppliers.ratingStarsTotal })
        .from(suppliers)
        .where(eq(suppliers.id, northPeakId));
      return { rating: Number(row!.rating), count: row!.count, total: Number(row!.total) };
    }

    it('the contractor rates a delivered order once, the average moves, the supplier answers once', async () => {
      const contractor = await signUpContractor();
      const order = await placeOrder(contractor.token);
      const early = await call(RATE, { input: { orderId: order.id, stars: 5 } }, contractor.token);
      expect(early.errors?.[0]?.extensions?.code).toBe('ORDER_NOT_RATEABLE');
      expect(early.errors?.[0]?.message).toBe('You can rate this order once it is delivered.');
      expect((await transition(dispatcher.token, order.id, 'accepted')).errors).toBeUndefined();
      const { driver } = await newNorthPeakDriver();
      await planOneLoad(call, dispatcher.token, { orderId: order.id, quantity: 8, driverUserId: driver.userId });
      for (const to of ['scheduled', 'dispatched', 'delivered']) {
        expect((await transition(dispatcher.token, order.id, to)).errors).toBeUndefined();
      }
      const unanswered = await call(REPLY, { input: { orderId: order.id, reply: 'Thanks!' } }, dispatcher.token);
      expect(unanswered.errors?.[0]?.extensions?.code).toBe('ORDER_NOT_RATEABLE');

      const stranger = await signUpContractor();
      const notTheirs = await call(RATE, { input: { orderId: order.id, stars: 1 } }, stranger.token);
      expect(notTheirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const tooMany = await call(RATE, { input: { orderId: order.id, stars: 6 } }, contractor.token);
      expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(tooMany.errors?.[0]?.extensions?.fields).toEqual({ stars: 'Please choose from 1 to 5 stars.' });

      const before = await northPeakRating();
      const rated = await call<{ orderRate: { rating: { stars: number; comment: string | null } } }>(
        RATE,
        { input: { orderId: order.id, stars: 4, comment: '  On time; the second truck was 20 min late.  ' } },
        contractor.token,
      );
      expect(rated.errors).toBeUndefined();
      expect(rated.data!.orderRate.rating).toEqual({
        stars: 4,
        comment: 'On time; the second truck was 20 min late.',
        reply: null,
      });
      const after = await northPeakRating();
      expect(after.count).toBe(before.count + 1);
      expect(after.total).toBeCloseTo(before.total + 4, 5);
      expect(after.rating).toBe(Math.round((after.total / after.count) * 10) / 10);

      const again = await call(RATE, { input: { orderId: order.id, stars: 1 } }, contractor.token);
      expect(again.errors?.[0]?.extensions?.code).toBe('ALREADY_RATED');
      expect((await northPeakRating()).count).toBe(after.count);

      const otherSupplier = await call(REPLY, { input: { orderId: order.id, reply: 'Hi' } }, otherDispatcher.token);
      expect(otherSupplier.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const answered = await call<{ supplierOrderRatingReply: { rating: { reply: string; repliedAt: string } } }>(
        REPLY,
        { input: { orderId: order.id, reply: 'Sorry about the second truck: we have added a spare.' } },
        dispatcher.token,
      );
      expect(answered.errors).toBeUndefined();
      expect(answered.data!.supplierOrderRatingReply.rating.reply).toBe(
        'Sorry about the second truck: we have added a spare.',
      );
      const twice = await call(REPLY, { input: { orderId: order.id, reply: 'Again' } }, dispatcher.token);
      expect(twice.errors?.[0]?.extensions?.code).toBe('RATING_ALREADY_ANSWERED');

      const seen = await call<{ order: { rating: { stars: number; reply: string } } }>(
        `query($id: ID!) { order(id: $id) { rating { stars reply } } }`,
        { id: order.id },
        contractor.token,
      );
      expect(seen.data!.order.rating).toEqual({
        stars: 4,
        reply: 'Sorry about the second truck: we have added a spare.',
      });
    });
  });

  describe('the order chat', () => {
    const SEND = `mutation($input: OrderMessageInput!) { orderMessageSend(input: $input) { body authorName party mine } }`;
    const CONTRACTOR_CHAT = `query($id: ID!) { order(id: $id) { unreadMessages messages { body authorName party mine } } }`;
    const SUPPLIER_CHAT = `query($id: ID!) { supplierOrder(id: $id) { unreadMessages messages { body authorName party mine } } }`;
    const READ = `mutation($id: ID!) { orderMessagesRead(orderId: $id) }`;

    it('carries messages between the contractor and the dispatcher, each with their own unread count', async () => {
      const contractor = await signUpContractor();
      const contractorName = `Site Lead ${String(contractors).padStart(4, '0')}`;
      const order = await placeOrder(contractor.token);
      const sent = await call<{ orderMessageSend: { party: string; mine: boolean } }>(
        SEND,
        { input: { orderId: order.id, body: 'Gate code changed to 4411.' } },
        contractor.token,
      );
      expect(sent.errors).toBeUndefined();
      expect(sent.data!.orderMessageSend).toMatchObject({ party: 'contractor', mine: true });

      const seen = await call<{ supplierOrder: { unreadMessages: number; messages: unknown[] } }>(
        SUPPLIER_CHAT,
        { id: order.id },
        dispatcher.token,
      );
      expect(seen.data!.supplierOrder).toEqual({
        unreadMessages: 1,
        messages: [
          { body: 'Gate code changed to 4411.', authorName: contractorName, party: 'contractor', mine: false },
        ],
      });
      const listed = await call<{ supplierOrders: { values: { id: string; unreadMessages: number }[] } }>(
        `query { supplierOrders(filter: { status: placed }, limit: 100) { values { id unreadMessages } } }`,
        {},
        dispatcher.token,
      );
      expect(listed.data!.supplierOrders.values.find((value) => value.id === order.id)?.unreadMessages).toBe(1);
      expect((await call<{ orderMessagesRead: number }>(READ, { id: order.id }, dispatcher.token)).data).toEqual({
        orderMessagesRead: 0,
      });
      await call(SEND, { input: { orderId: order.id, body: 'Noted, thanks.\nThe driver has it.' } }, dispatcher.token);

      const mine = await call<{ order: { unreadMessages: number; messages: { body: string; party: string }[] } }>(
        CONTRACTOR_CHAT,
        { id: order.id },
        contractor.token,
      );
      expect(mine.data!.order.unreadMessages).toBe(1);
      expect(mine.data!.order.messages.map((message) => [message.party, message.body])).toEqual([
        ['contractor', 'Gate code changed to 4411.'],
        ['supplier', 'Noted, thanks.\nThe driver has it.'],
      ]);
      expect(
        (await call<{ supplierOrder: { unreadMessages: number } }>(SUPPLIER_CHAT, { id: order.id }, dispatcher.token))
          .data!.supplierOrder.unreadMessages,
      ).toBe(0);
    });

    it('keeps each chat to those who see the order: not another company, another supplier, or an unassigned driver', async () => {
      const contractor = await signUpContractor();
      const order = await placeOrder(contractor.token);
      const stranger = await signUpContractor();
      const { driver, driverToken } = await newNorthPeakDriver();
      for (const token of [stranger.token, otherDispatcher.token, driverToken]) {
        const attempt = await call(SEND, { input: { orderId: order.id, body: 'Hello?' } }, token);
        expect(attempt.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
        const read = await call(CONTRACTOR_CHAT, { id: order.id }, token);
        expect(read.data?.order ?? null).toBeNull();
      }
      await transition(dispatcher.token, order.id, 'accepted');
      expect(
        (await dispatch(order.id, [{ quantity: 8, truckId: await newTruck(), driverUserId: driver.userId }])).errors,
      ).toBeUndefined();
      const fromCab = await call<{ orderMessageSend: { party: string } }>(
        SEND,
        { input: { orderId: order.id, body: 'At the gate in 10 minutes.' } },
        driverToken,
      );
      expect(fromCab.data!.orderMessageSend.party).toBe('driver');
      const badText = await call(SEND, { input: { orderId: order.id, body: 'bell\u0007' } }, contractor.token);
      expect(badText.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('mails a message still unread 10 minutes on to those who have not read it, once', async () => {
      const contractor = await signUpContractor();
      const order = await placeOrder(contractor.token);
      await call(SEND, { input: { orderId: order.id, body: 'Can the first truck come at 7?' } }, contractor.token);
      const later = new Date(Date.now() + 11 * 60_000);
      await mailUnreadMessages(api.db, later);
      const mails = await api.db
        .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, 'order_chat_unread'));
      const aboutThis = mails.filter((mail) => mail.text.includes('Can the first truck come at 7?'));
      const recipients = aboutThis.map((mail) => mail.to);
      expect(recipients).toContain('dispatch@northpeak.example');
      expect(recipients).not.toContain(`site${String(contractors).padStart(4, '0')}@keystone.example`);
      expect(aboutThis[0]!.subject).toBe(`New message on order ${order.orderNumber}`);

      await mailUnreadMessages(api.db, new Date(later.getTime() + 60_000));
      const again = await api.db
        .select({ to: mailOutbox.to, text: mailOutbox.text })
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, 'order_chat_unread'));
      expect(again.filter((mail) => mail.text.includes('Can the first truck come at 7?'))).toHaveLength(
        aboutThis.length,
      );
    });

    it("mails the dispatcher's message to the contractor, not to the dispatcher's own colleagues", async () => {
      const contractor = await signUpContractor();
      const order = await placeOrder(contractor.token);
      const body = `Pump truck confirmed for ${order.orderNumber}.`;
      const sent = await call(SEND, { input: { orderId: order.id, body } }, dispatcher.token);
      expect(sent.errors).toBeUndefined();
      await mailUnreadMessages(api.db, new Date(Date.now() + 11 * 60_000));
      const mails = await api.db
        .select({ to: mailOutbox.to, text: mailOutbox.text })
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, 'order_chat_unread'));
      const recipients = mails.filter((mail) => mail.text.includes(body)).map((mail) => mail.to);
      expect(recipients).toEqual([`site${String(contractors).padStart(4, '0')}@keystone.example`]);
      expect(recipients).not.toContain('owner@northpeak.example');
    });
  });

  describe('another delivery window', () => {
    it('the supplier proposes, the contractor accepts, and the trucks move with the order', async () => {
      const contractor = await signUpContractor();
      const from = dateIn(25);
      const to = dateIn(26);
      const order = await placeOrder(contractor.token, from, 6, 2);
      const proposed = await call<{ supplierOrderProposeWindow: SupplierOrder }>(
        `mutation($input: SupplierOrderWindowProposalInput!) { supplierOrderProposeWindow(input: $input) { ${SUPPLIER_ORDER} } }`,
        {
          input: {
            orderId: order.id,
            deliveryDate: to,
            windowStartHour: 10,
            reason: 'Our pump is booked that morning.',
          },
        },
        dispatcher.token,
      );
      expect(proposed.errors).toBeUndefined();
      expect(proposed.data!.supplierOrderProposeWindow.windowProposal).toMatchObject({
        deliveryDate: to,
        windowStartHour: 10,
      });

      const notAWindow = await call(
        `mutation($input: SupplierOrderWindowProposalInput!) { supplierOrderProposeWindow(input: $input) { id } }`,
        { input: { orderId: order.id, deliveryDate: to, windowStartHour: 7 } },
        dispatcher.token,
      );
      expect(notAWindow.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });

      const accepted = await call<{
        orderWindowProposalAccept: { deliveryDate: string; deliveryWindow: string; windowProposal: null };
      }>(
        `mutation($id: ID!) { orderWindowProposalAccept(orderId: $id) { deliveryDate deliveryWindow windowProposal { deliveryDate } } }`,
        { id: order.id },
        contractor.token,
      );
      expect(accepted.errors).toBeUndefined();
      expect(accepted.data!.orderWindowProposalAccept).toEqual({
        deliveryDate: to,
        deliveryWindow: '10:00–14:00',
        windowProposal: null,
      });
      const bookings = await api.db
        .select({
          date: deliveryWindowBookings.deliveryDate,
          hour: deliveryWindowBookings.windowStartHour,
          booked: deliveryWindowBookings.bookedTrucks,
        })
        .from(deliveryWindowBookings)
        .where(eq(deliveryWindowBookings.supplierId, northPeakId));
      expect(bookings.find((row) => row.date === from && row.hour === 6)?.booked).toBe(0);
      expect(bookings.find((row) => row.date === to && row.hour === 10)?.booked).toBe(2);

      const again = await call(
        `mutation($id: ID!) { orderWindowProposalAccept(orderId: $id) { id } }`,
        { id: order.id },
        contractor.token,
      );
      expect(again.errors?.[0]?.extensions?.code).toBe('ORDER_TRANSITION_NOT_ALLOWED');
    });
  });

  describe('companies', () => {
    it('switches only to a company the person belongs to, and the next sign-in starts there', async () => {
      const person = await signUpContractor();
      const [northPeak] = await api.db
        .select({ companyId: suppliers.companyId })
        .from(suppliers)
        .where(eq(suppliers.id, northPeakId));
      const [capital] = await api.db
        .select({ companyId: suppliers.companyId })
        .from(suppliers)
        .where(eq(suppliers.slug, 'capital-aggregates'));
      await api.db
        .insert(companyMembers)
        .values({ companyId: northPeak!.companyId!, userId: person.userId, role: 'partner_manager' });

      const refused = await call(
        `mutation($id: ID!) { companySwitch(companyId: $id) { user { id } } }`,
        { id: capital!.companyId },
        person.token,
      );
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const switched = await call<{ companySwitch: { user: { company: { name: string } } } }>(
        `mutation($id: ID!) { companySwitch(companyId: $id) { user { company { name } } } }`,
        { id: northPeak!.companyId },
        person.token,
      );
      expect(switched.data!.companySwitch.user.company.name).toBe('NorthPeak Ready Mix');
      expect((await inbox(tokenOf(switched.headers))).errors).toBeUndefined();

      const n = String(contractors).padStart(4, '0');
      const again = await signIn(`site${n}@keystone.example`, 'Concrete2024');
      expect(again.user.company).toEqual({ kind: 'supplier', name: 'NorthPeak Ready Mix' });
    });
  });
}

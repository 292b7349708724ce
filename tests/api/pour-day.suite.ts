import { readFileSync } from 'node:fs';
import path from 'node:path';

import { and, eq, like, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LOAD_ON_SITE_MINUTES, LOAD_TRIP_MINUTES } from '@/lib/order/load-times';
import {
  cities,
  companyMembers,
  mailOutbox,
  orderLoads,
  orderPayments,
  orders,
  paymentMethods,
  products,
  sandboxPaymentMethods,
  suppliers,
} from '@/server/db/schema';
import { handleBalanceDocumentDownload } from '@/server/http/balance-document-download';
import { SandboxGateway } from '@/server/payment-gateway/sandbox';
import { checkLedgerInvariants } from '@/server/services/ledger/invariants';
import { runPaymentJobs } from '@/server/services/payments/payment-jobs';

import { createApiCaller, tokenOf, type TestApi } from '../support/api';
import { CARD_CREATE, ORDER_PAY, TEST_CARDS, card } from '../support/payments';

/**
 * Pour-day requests: the contractor asks on delivery day (hold the next truck, change the
 * spacing, send the balance), the supplier's dispatchers answer. Run on PGlite (pour-day.test.ts)
 * and on PostgreSQL (pour-day-postgres.test.ts), where two answers really run at once.
 */
export function pourDayTests(openApi: () => Promise<TestApi>) {
  let api: TestApi;
  const call = createApiCaller(() => api, '10.93');

  async function signIn(login: string) {
    const result = await call(`mutation($input: SignInInput!) { signIn(input: $input) { user { id } } }`, {
      input: { login, password: 'Dispatch2026!' },
    });
    expect(result.errors).toBeUndefined();
    return tokenOf(result.headers);
  }

  let people = 0;
  async function signUp() {
    people += 1;
    const n = String(people).padStart(4, '0');
    const result = await call<{ contractorSignUp: { user: { id: string } } }>(
      `mutation($input: ContractorSignUpInput!) { contractorSignUp(input: $input) { user { id } } }`,
      {
        input: {
          identity: { email: `pour${n}@keystone.example`, password: 'Concrete2024' },
          phone: `+1 416 555 7${n.slice(1)}`,
          password: 'Concrete2024',
          source: 'web',
          fullName: `Pour Lead ${n}`,
        },
      },
    );
    expect(result.errors).toBeUndefined();
    return { token: tokenOf(result.headers), userId: result.data!.contractorSignUp.user.id };
  }

  const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  let northPeakId: string;
  let productId: string;
  let torontoId: string;
  let dispatcher: string;
  let owner: string;
  let otherDispatcher: string;

  let placed = 0;
  function orderInput(quantity: number, date: string) {
    return {
      supplierId: northPeakId,
      productId,
      quantity,
      unit: 'm3',
      extraIds: [],
      schedule: { date, trucks: 2, minutesBetweenTrucks: 30, windowStartHour: 6 },
      delivery: {
        cityId: torontoId,
        address: '100 King Street West',
        postalCode: 'M5X 1A9',
      },
      paymentType: 'card',
    };
  }

  async function quote(token: string, quantity: number, date: string) {
    const quoted = await call<{
      orderQuote: {
        fingerprint: string;
        totalCents: number;
        amountDueCents: number;
        subtotalCents: number;
        taxesCents: number;
      };
    }>(
      `query($input: OrderQuoteInput!) { orderQuote(input: $input) { fingerprint totalCents amountDueCents subtotalCents taxesCents } }`,
      { input: orderInput(quantity, date) },
      token,
    );
    expect(quoted.errors).toBeUndefined();
    return quoted.data!.orderQuote;
  }

  async function placeOrder(token: string) {
    const date = dateIn(20 + (placed += 1));
    const quoted = await quote(token, 8, date);
    const result = await call<{ placeOrder: { id: string } }>(
      `mutation($input: PlaceOrderInput!, $key: String!) { placeOrder(input: $input, idempotencyKey: $key) { id } }`,
      {
        input: {
          quote: orderInput(8, date),
          quoteFingerprint: quoted.fingerprint,
          contact: { name: 'Dana Whitfield', email: 'dana.pour@keystone.example', phoneNumber: '+1 416 555 0100' },
        },
        key: crypto.randomUUID(),
      },
      token,
    );
    expect(result.errors).toBeUndefined();
    return { id: result.data!.placeOrder.id, date };
  }

  const transition = (orderId: string, to: string) =>
    call(
      `mutation($input: SupplierOrderTransitionInput!) { supplierOrderTransition(input: $input) { status } }`,
      { input: { orderId, to } },
      dispatcher,
    );

  let trucks = 0;
  async function newTruck() {
    trucks += 1;
    const saved = await call<{ supplierTruckSave: { id: string } }>(
      `mutation($input: TruckInput!) { supplierTruckSave(input: $input) { id } }`,
      { input: { name: `Pour mixer ${trucks}`, capacity: 10, unit: 'm3' } },
      dispatcher,
    );
    expect(saved.errors).toBeUndefined();
    return saved.data!.supplierTruckSave.id;
  }

  /** A new driver of NorthPeak, signed in to the supplier's workspace. */
  async function newDriver() {
    const person = await signUp();
    const [northPeak] = await api.db
      .select({ companyId: suppliers.companyId })
      .from(suppliers)
      .where(eq(suppliers.id, northPeakId));
    await api.db
      .insert(companyMembers)
      .values({ companyId: northPeak!.companyId!, userId: person.userId, role: 'partner_driver' });
    const switched = await call(
      `mutation($id: ID!) { companySwitch(companyId: $id) { user { role } } }`,
      { id: northPeak!.companyId },
      person.token,
    );
    expect(switched.errors).toBeUndefined();
    return { userId: person.userId, token: tokenOf(switched.headers) };
  }

  /** A scheduled order of 8 m³ in two loads of 4, each with a truck and a driver of its own (they go 30 minutes apart). */
  async function scheduledOrder(contractorToken: string) {
    const order = await placeOrder(contractorToken);
    expect((await transition(order.id, 'accepted')).errors).toBeUndefined();
    const drivers = [await newDriver(), await newDriver()] as const;
    const truckIds = [await newTruck(), await newTruck()] as const;
    const planned = await call<{ supplierOrderDispatch: { loads: { id: string; sequence: number }[] } }>(
      `mutation($input: OrderDispatchInput!) { supplierOrderDispatch(input: $input) { loads { id sequence } } }`,
      {
        input: {
          orderId: order.id,
          loads: [
            { quantity: 4, truckId: truckIds[0], driverUserId: drivers[0].userId },
            { quantity: 4, truckId: truckIds[1], driverUserId: drivers[1].userId },
          ],
        },
      },
      dispatcher,
    );
    expect(planned.errors).toBeUndefined();
    expect((await transition(order.id, 'scheduled')).errors).toBeUndefined();
    return { ...order, driver: drivers[0], drivers, loads: planned.data!.supplierOrderDispatch.loads };
  }

  const REQUEST = `id kind status minutes quantity answerNote answeredByName requestedByName
    preview { dispatchedQuantity previousQuantity newQuantity currency previousTotalCents newTotalCents
      previousAmountDueCents newAmountDueCents coveredByOrderPayment quote { totalCents amountDueCents subtotalCents taxesCents } }`;

  interface Request {
    id: string;
    kind: string;
    status: string;
    minutes: number | null;
    quantity: number | null;
    answerNote: string | null;
    answeredByName: string | null;
    preview: {
      dispatchedQuantity: number;
      previousQuantity: number;
      newQuantity: number;
      previousTotalCents: number;
      newTotalCents: number;
      newAmountDueCents: number;
      coveredByOrderPayment: boolean;
      quote: { totalCents: number; amountDueCents: number; subtotalCents: number; taxesCents: number };
    } | null;
  }

  const ask = (token: string, input: Record<string, unknown>) =>
    call<{ orderRequestCreate: { requests: Request[] } }>(
      `mutation($input: OrderRequestInput!) { orderRequestCreate(input: $input) { requests { ${REQUEST} } } }`,
      { input },
      token,
    );

  const answer = (token: string, requestId: string, accept: boolean, note?: string) =>
    call<{ supplierOrderRequestAnswer: { openRequests: number; minutesBetweenTrucks: number; requests: Request[] } }>(
      `mutation($input: OrderRequestAnswerInput!) { supplierOrderRequestAnswer(input: $input) {
        openRequests minutesBetweenTrucks requests { ${REQUEST} } } }`,
      { input: { requestId, accept, note } },
      token,
    );

  const step = (token: string, loadId: string, to: string) =>
    call<{ loadStepReport: { step: string } }>(
      `mutation($input: LoadStepInput!) { loadStepReport(input: $input) { step } }`,
      { input: { loadId, step: to } },
      token,
    );

  const contractorOrder = (token: string, id: string) =>
    call<{
      order: {
        quantity: number;
        totalCents: number;
        amountDueCents: number;
        minutesBetweenTrucks: number;
        quote: { totalCents: number };
        loads: { id: string; held: boolean }[];
        requests: Request[];
      };
    }>(
      `query($id: ID!) { order(id: $id) { quantity totalCents amountDueCents minutesBetweenTrucks quote { totalCents }
        loads { id held } requests { ${REQUEST} } } }`,
      { id },
      token,
    );

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
    dispatcher = await signIn('dispatch@northpeak.example');
    owner = await signIn('owner@northpeak.example');
    otherDispatcher = await signIn('dispatch@capital.example');
  }, 60_000);
  afterAll(() => api?.close());

  describe('asking', () => {
    it('is for the order’s company only, on delivery day, one open request of each kind', async () => {
      const contractor = await signUp();
      const early = await placeOrder(contractor.token);
      const tooEarly = await ask(contractor.token, { orderId: early.id, kind: 'spacing', minutes: 45 });
      expect(tooEarly.errors?.[0]?.extensions).toMatchObject({ code: 'ORDER_NOT_ON_DELIVERY_DAY', status: 'placed' });

      const order = await scheduledOrder(contractor.token);
      const stranger = await signUp();
      const theirs = await ask(stranger.token, { orderId: order.id, kind: 'spacing', minutes: 45 });
      expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const byDispatcher = await ask(dispatcher, { orderId: order.id, kind: 'spacing', minutes: 45 });
      expect(byDispatcher.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const byDriver = await ask(order.driver.token, { orderId: order.id, kind: 'hold' });
      expect(byDriver.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

      const same = await ask(contractor.token, { orderId: order.id, kind: 'spacing', minutes: 30 });
      expect(same.errors?.[0]?.extensions?.fields).toEqual({ minutes: 'The trucks already go at this spacing.' });
      const offList = await ask(contractor.token, { orderId: order.id, kind: 'spacing', minutes: 20 });
      expect(offList.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

      const asked = await ask(contractor.token, { orderId: order.id, kind: 'spacing', minutes: 45 });
      expect(asked.errors).toBeUndefined();
      const [request] = asked.data!.orderRequestCreate.requests;
      expect(request).toMatchObject({ kind: 'spacing', status: 'open', minutes: 45 });
      const twice = await ask(contractor.token, { orderId: order.id, kind: 'spacing', minutes: 60 });
      expect(twice.errors?.[0]?.extensions?.code).toBe('ORDER_REQUEST_ALREADY_OPEN');

      // The dispatchers are mailed once each; the inbox marks the order.
      const mails = await api.db
        .select({ to: mailOutbox.to, kind: mailOutbox.kind })
        .from(mailOutbox)
        .where(like(mailOutbox.dedupeKey, `order-request:${request!.id}:%`));
      expect(mails.map((mail) => mail.to).sort()).toEqual(['dispatch@northpeak.example', 'owner@northpeak.example']);
      expect(new Set(mails.map((mail) => mail.kind))).toEqual(new Set(['supplier_order_request']));
      const inbox = await call<{ supplierOrders: { values: { id: string; openRequests: number }[] } }>(
        `query($filter: SupplierOrderFilter) { supplierOrders(filter: $filter) { values { id openRequests } } }`,
        { filter: { deliveryFrom: order.date, deliveryTo: order.date } },
        dispatcher,
      );
      expect(inbox.data!.supplierOrders.values.find((value) => value.id === order.id)?.openRequests).toBe(1);

      // Withdrawn, it can be asked again.
      const withdrawn = await call<{ orderRequestWithdraw: { requests: Request[] } }>(
        `mutation($id: ID!) { orderRequestWithdraw(requestId: $id) { requests { id status } } }`,
        { id: request!.id },
        contractor.token,
      );
      expect(withdrawn.data!.orderRequestWithdraw.requests[0]!.status).toBe('withdrawn');
      expect((await ask(contractor.token, { orderId: order.id, kind: 'spacing', minutes: 60 })).errors).toBeUndefined();
    });
  });

  describe('answering', () => {
    it('is for the supplier’s dispatchers: not a driver, not another supplier; the contractor reads the answer', async () => {
      const contractor = await signUp();
      const order = await scheduledOrder(contractor.token);
      const asked = await ask(contractor.token, { orderId: order.id, kind: 'spacing', minutes: 15 });
      const requestId = asked.data!.orderRequestCreate.requests[0]!.id;

      expect((await answer(order.driver.token, requestId, true)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await answer(otherDispatcher, requestId, true)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

      const declined = await answer(dispatcher, requestId, false, 'The pump needs 30 minutes between trucks.');
      expect(declined.errors).toBeUndefined();
      expect(declined.data!.supplierOrderRequestAnswer.openRequests).toBe(0);
      expect(declined.data!.supplierOrderRequestAnswer.minutesBetweenTrucks).toBe(30);
      const again = await answer(owner, requestId, true);
      expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'ORDER_REQUEST_NOT_OPEN', status: 'declined' });

      const seen = await contractorOrder(contractor.token, order.id);
      expect(seen.data!.order.requests[0]).toMatchObject({
        status: 'declined',
        answerNote: 'The pump needs 30 minutes between trucks.',
        answeredByName: 'NorthPeak Ready Mix Dispatch',
      });
      const answered = await api.db
        .select({ to: mailOutbox.to })
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `order-request-answered:${requestId}`));
      expect(answered).toEqual([{ to: 'dana.pour@keystone.example' }]);
    });

    it('accepts a spacing: the order’s minutes between trucks change', async () => {
      const contractor = await signUp();
      const order = await scheduledOrder(contractor.token);
      const asked = await ask(contractor.token, { orderId: order.id, kind: 'spacing', minutes: 45 });
      const accepted = await answer(dispatcher, asked.data!.orderRequestCreate.requests[0]!.id, true);
      expect(accepted.errors).toBeUndefined();
      expect(accepted.data!.supplierOrderRequestAnswer.minutesBetweenTrucks).toBe(45);
      const [row] = await api.db
        .select({ minutes: orders.minutesBetweenTrucks })
        .from(orders)
        .where(eq(orders.id, order.id));
      expect(row!.minutes).toBe(45);
      expect((await contractorOrder(contractor.token, order.id)).data!.order.minutesBetweenTrucks).toBe(45);
    });

    it('refuses a spacing at which one truck and driver would carry two loads at once, and keeps the plan', async () => {
      const contractor = await signUp();
      const order = await placeOrder(contractor.token);
      expect((await transition(order.id, 'accepted')).errors).toBeUndefined();
      // Spaced a whole round trip apart, one truck and one driver take both loads.
      const roundTrip = LOAD_TRIP_MINUTES + LOAD_ON_SITE_MINUTES + LOAD_TRIP_MINUTES;
      await api.db.update(orders).set({ minutesBetweenTrucks: roundTrip }).where(eq(orders.id, order.id));
      const [driver, truckId] = [await newDriver(), await newTruck()];
      const planned = await call(
        `mutation($input: OrderDispatchInput!) { supplierOrderDispatch(input: $input) { id } }`,
        {
          input: {
            orderId: order.id,
            loads: [
              { quantity: 4, truckId, driverUserId: driver.userId },
              { quantity: 4, truckId, driverUserId: driver.userId },
            ],
          },
        },
        dispatcher,
      );
      expect(planned.errors).toBeUndefined();
      expect((await transition(order.id, 'scheduled')).errors).toBeUndefined();

      const asked = await ask(contractor.token, { orderId: order.id, kind: 'spacing', minutes: 90 });
      const requestId = asked.data!.orderRequestCreate.requests[0]!.id;
      const refused = await answer(dispatcher, requestId, true);
      expect(refused.errors?.[0]?.extensions?.code).toBe('TRUCK_OR_DRIVER_BUSY');
      expect(refused.errors?.[0]?.message).toMatch(
        /^At the new spacing \(90 minutes apart\), Pour mixer \d+ is out with load 1 of this order until /,
      );
      const [row] = await api.db
        .select({ minutes: orders.minutesBetweenTrucks })
        .from(orders)
        .where(eq(orders.id, order.id));
      expect(row!.minutes).toBe(roundTrip);
      const still = (await contractorOrder(contractor.token, order.id)).data!.order.requests;
      expect(still.find((request) => request.id === requestId)?.status).toBe('open');
      // Declining stays possible.
      expect((await answer(dispatcher, requestId, false, 'Only one truck free today.')).errors).toBeUndefined();
    });

    it('accepts a hold: the next truck cannot be loaded until the hold is released', async () => {
      const contractor = await signUp();
      const order = await scheduledOrder(contractor.token);
      const [first, second] = order.loads;
      const asked = await ask(contractor.token, { orderId: order.id, kind: 'hold' });
      expect(asked.errors).toBeUndefined();
      // Asked is not held: the driver may still load until the dispatcher accepts.
      expect((await answer(dispatcher, asked.data!.orderRequestCreate.requests[0]!.id, true)).errors).toBeUndefined();
      const held = await contractorOrder(contractor.token, order.id);
      expect(held.data!.order.loads.map((load) => [load.id, load.held])).toEqual([
        [first!.id, true],
        [second!.id, false],
      ]);
      expect((await step(order.driver.token, first!.id, 'loaded')).errors?.[0]?.extensions?.code).toBe('LOAD_HELD');
      expect((await step(dispatcher, first!.id, 'loaded')).errors?.[0]?.extensions?.code).toBe('LOAD_HELD');
      // A second hold while one holds: refused when asked.
      const another = await ask(contractor.token, { orderId: order.id, kind: 'hold' });
      expect(another.errors?.[0]?.extensions?.code).toBe('HOLD_NOT_POSSIBLE');

      const released = await call(
        `mutation($id: ID!) { orderHoldRelease(orderId: $id) { loads { held } } }`,
        { id: order.id },
        contractor.token,
      );
      expect(released.errors).toBeUndefined();
      expect((await step(order.driver.token, first!.id, 'loaded')).data?.loadStepReport.step).toBe('loaded');

      // Held again, released by the dispatcher this time; a driver may not release.
      const again = await ask(contractor.token, { orderId: order.id, kind: 'hold' });
      expect((await answer(owner, again.data!.orderRequestCreate.requests[0]!.id, true)).errors).toBeUndefined();
      const [heldRow] = await api.db
        .select({ heldAt: orderLoads.heldAt })
        .from(orderLoads)
        .where(eq(orderLoads.id, second!.id));
      expect(heldRow!.heldAt).not.toBeNull();
      const RELEASE = `mutation($id: ID!) { supplierOrderHoldRelease(orderId: $id) { loads { held } } }`;
      expect((await call(RELEASE, { id: order.id }, order.driver.token)).errors?.[0]?.extensions?.code).toBe(
        'FORBIDDEN',
      );
      expect((await call(RELEASE, { id: order.id }, dispatcher)).errors).toBeUndefined();
      expect((await call(RELEASE, { id: order.id }, dispatcher)).errors?.[0]?.extensions?.code).toBe(
        'HOLD_NOT_POSSIBLE',
      );
      expect((await step(order.drivers[1].token, second!.id, 'loaded')).data?.loadStepReport.step).toBe('loaded');
    });

    it('accepts a balance: the order is repriced by the quote rules, exactly as previewed', async () => {
      const contractor = await signUp();
      const order = await scheduledOrder(contractor.token);
      const [first] = order.loads;
      expect((await step(order.driver.token, first!.id, 'loaded')).errors).toBeUndefined();
      expect((await step(order.driver.token, first!.id, 'en_route')).errors).toBeUndefined();

      const offStep = await ask(contractor.token, { orderId: order.id, kind: 'balance', quantity: 0.3 });
      expect(offStep.errors?.[0]?.extensions?.fields).toEqual({ quantity: 'Partial requires step 0.5' });
      const tooPrecise = await ask(contractor.token, { orderId: order.id, kind: 'balance', quantity: 1.005 });
      expect(tooPrecise.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

      const asked = await ask(contractor.token, { orderId: order.id, kind: 'balance', quantity: 2.5 });
      expect(asked.errors).toBeUndefined();
      const request = asked.data!.orderRequestCreate.requests[0]!;
      const before = (await contractorOrder(contractor.token, order.id)).data!.order;
      // 4 m³ left the yard, 2.5 more: the order becomes 6.5 m³, priced as a quote of 6.5 m³ would be.
      const expected = await quote(contractor.token, 6.5, order.date);
      expect(request.preview).toMatchObject({
        dispatchedQuantity: 4,
        previousQuantity: 8,
        newQuantity: 6.5,
        previousTotalCents: before.totalCents,
        newTotalCents: expected.totalCents,
        newAmountDueCents: expected.amountDueCents,
        // Not paid yet: the order's payment takes the new amount due.
        coveredByOrderPayment: true,
        quote: {
          totalCents: expected.totalCents,
          amountDueCents: expected.amountDueCents,
          subtotalCents: expected.subtotalCents,
          taxesCents: expected.taxesCents,
        },
      });
      expect(request.preview!.newTotalCents).toBeLessThan(before.totalCents);

      // Asking is not changing: the order keeps its total until the dispatcher accepts.
      expect(before.quantity).toBe(8);
      const seenBySupplier = await call<{ supplierOrder: { requests: Request[]; totalCents: number } }>(
        `query($id: ID!) { supplierOrder(id: $id) { totalCents requests { ${REQUEST} } } }`,
        { id: order.id },
        dispatcher,
      );
      expect(seenBySupplier.data!.supplierOrder.requests[0]!.preview).toEqual(request.preview);

      expect((await answer(dispatcher, request.id, true, 'Last truck on its way.')).errors).toBeUndefined();
      const after = (await contractorOrder(contractor.token, order.id)).data!.order;
      expect(after).toMatchObject({
        quantity: 6.5,
        totalCents: expected.totalCents,
        amountDueCents: expected.amountDueCents,
        quote: { totalCents: expected.totalCents },
      });
      expect(after.requests[0]).toMatchObject({ status: 'accepted', answerNote: 'Last truck on its way.' });
      const [stored] = await api.db
        .select({ total: orders.totalCents, due: orders.amountDueCents, quantity: orders.quantity })
        .from(orders)
        .where(eq(orders.id, order.id));
      expect(stored).toEqual({
        total: request.preview!.newTotalCents,
        due: request.preview!.newAmountDueCents,
        quantity: '6.50',
      });

      // One mail per dispatcher for the request, one for the answer, whatever happens next.
      expect((await answer(owner, request.id, true)).errors?.[0]?.extensions?.code).toBe('ORDER_REQUEST_NOT_OPEN');
      const mails = await api.db
        .select({ kind: mailOutbox.kind })
        .from(mailOutbox)
        .where(like(mailOutbox.dedupeKey, `%${request.id}%`));
      expect(mails.map((mail) => mail.kind).sort()).toEqual([
        'order_request_answered',
        'supplier_order_request',
        'supplier_order_request',
      ]);
    });

    it('takes one answer when two dispatchers answer at once; the other is told it was answered', async () => {
      const contractor = await signUp();
      const order = await scheduledOrder(contractor.token);
      const asked = await ask(contractor.token, { orderId: order.id, kind: 'balance', quantity: 9 });
      expect(asked.errors).toBeUndefined();
      const requestId = asked.data!.orderRequestCreate.requests[0]!.id;
      const answers = await Promise.all([answer(dispatcher, requestId, true), answer(owner, requestId, false)]);
      const won = answers.filter((each) => !each.errors);
      const lost = answers.filter((each) => each.errors);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]!.errors![0]!.extensions).toMatchObject({ code: 'ORDER_REQUEST_NOT_OPEN' });
      const [row] = await api.db.select({ quantity: orders.quantity }).from(orders).where(eq(orders.id, order.id));
      const wonByAcceptance = won[0] === answers[0];
      expect(row!.quantity).toBe(wonByAcceptance ? '9.00' : '8.00');
      const answered = await api.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `order-request-answered:${requestId}`));
      expect(answered).toHaveLength(1);
    });
  });

  describe('the lists', () => {
    // The documents the screens send: the list resolvers answer them with summaries (order-summary.ts).
    const screenDocument = (name: string) =>
      readFileSync(path.resolve('graphql/operations', `${name}.graphql`), 'utf8');
    const INBOX = screenDocument('SupplierOrders');
    const ORDERS = screenDocument('Orders');
    /** The same request with one field a summary does not have: the whole orders answer it. */
    const withContact = (document: string) => document.replace(/(\n\s+)jobNumber\n/, '$1jobNumber$1contactName\n');

    interface Listed {
      id: string;
      contactName?: string;
      [field: string]: unknown;
    }
    async function bothWays(document: string, variables: Record<string, unknown>, token: string) {
      const field = /^query SupplierOrders\b/.test(document.trimStart()) ? 'supplierOrders' : 'orders';
      const [summaries, whole] = await Promise.all(
        [document, withContact(document)].map((text) =>
          call<Record<string, { values: Listed[]; count: number }>>(text, variables, token),
        ),
      );
      expect(summaries!.errors).toBeUndefined();
      expect(whole!.errors).toBeUndefined();
      const wholeValues = whole!.data![field]!.values.map(({ contactName, ...rest }) => {
        expect(contactName).toEqual(expect.any(String));
        return rest;
      });
      expect(summaries!.data![field]!.values).toEqual(wholeValues);
      // The rest of the list alike, the CSV link's signature aside (its time is to the second).
      const rest = (list: object) => JSON.stringify({ ...list, values: [] }).replace(/t=[\w.-]+/, 't=');
      expect(rest(summaries!.data![field]!)).toBe(rest(whole!.data![field]!));
      return summaries!.data![field]!;
    }

    /** A contractor's two orders: one with a proposed window and a message, one with loads, a request and a message. */
    async function listedOrders() {
      const contractor = await signUp();
      const waiting = await placeOrder(contractor.token);
      const scheduled = await scheduledOrder(contractor.token);
      expect(
        (await ask(contractor.token, { orderId: scheduled.id, kind: 'spacing', minutes: 45 })).errors,
      ).toBeUndefined();
      const send = (token: string, orderId: string, body: string) =>
        call(
          `mutation($input: OrderMessageInput!) { orderMessageSend(input: $input) { body } }`,
          { input: { orderId, body } },
          token,
        );
      expect((await send(contractor.token, scheduled.id, 'The pump is on site.')).errors).toBeUndefined();
      expect((await send(dispatcher, waiting.id, 'Could we come an hour later?')).errors).toBeUndefined();
      const proposed = await call(
        `mutation($input: SupplierOrderWindowProposalInput!) { supplierOrderProposeWindow(input: $input) { id } }`,
        { input: { orderId: waiting.id, deliveryDate: waiting.date, windowStartHour: 10, reason: 'Pump booked.' } },
        dispatcher,
      );
      expect(proposed.errors).toBeUndefined();
      return { contractor, waiting, scheduled };
    }

    it('show each order as its whole record does: loads, open requests, unread messages, a proposed window', async () => {
      const { contractor, waiting, scheduled } = await listedOrders();
      const theirs = await bothWays(ORDERS, { skip: 0, limit: 20 }, contractor.token);
      expect(theirs.count).toBe(2);
      expect(theirs.values.map((order) => order.id)).toEqual([scheduled.id, waiting.id]);
      expect(theirs.values[0]).toMatchObject({ unreadMessages: 0, status: 'scheduled', windowProposal: null });
      expect(theirs.values[1]).toMatchObject({
        unreadMessages: 1,
        status: 'placed',
        windowProposal: { deliveryDate: waiting.date },
        deliveryWindow: '06:00–10:00',
        supplierName: 'NorthPeak Ready Mix',
        city: { name: 'Toronto', countryCode: 'CA' },
      });
      // Filtered, the list takes the other query.
      const searched = await bothWays(
        ORDERS,
        { filter: { status: 'scheduled' }, skip: 0, limit: 20 },
        contractor.token,
      );
      expect(searched.values.map((order) => order.id)).toEqual([scheduled.id]);

      const days = { deliveryFrom: waiting.date, deliveryTo: scheduled.date };
      const inbox = await bothWays(INBOX, { filter: days, skip: 0, limit: 50 }, dispatcher);
      const listed = (id: string) => inbox.values.find((order) => order.id === id);
      expect(listed(scheduled.id)).toMatchObject({
        openRequests: 1,
        unreadMessages: 1,
        loads: [
          { step: 'planned', driver: { userId: scheduled.drivers[0].userId } },
          { step: 'planned', driver: { userId: scheduled.drivers[1].userId } },
        ],
      });
      expect(listed(waiting.id)).toMatchObject({ openRequests: 0, unreadMessages: 0, loads: [], status: 'placed' });
      // The inbox as it opens: every order of the supplier, the kept counts.
      await bothWays(INBOX, { skip: 0, limit: 50 }, dispatcher);
    });

    it('read only the fields asked, and answer each, alone or with any others, as the whole record does', async () => {
      const { contractor, waiting } = await listedOrders();
      // Each field a summary answers (order-summary.ts), as a request asks it.
      const orderFields = [
        'id',
        'orderNumber',
        'status',
        'paymentType',
        'paymentStatus',
        'supplierId',
        'supplierName',
        'contractorName',
        'productId',
        'productType',
        'productName',
        'quantity',
        'unit',
        'trucks',
        'deliveryDate',
        'deliveryWindow',
        'pickUpDate',
        'jobSiteId',
        'siteName',
        'deliveryAddress',
        'postalCode',
        'city { id name regionCode countryCode }',
        'jobNumber',
        'currency',
        'totalCents',
        'amountDueCents',
        'unpaidAmountCents',
        'windowProposal { deliveryDate windowStartHour deliveryWindow reason }',
        'unreadMessages',
        'loads { id step driver { userId fullName } }',
        '__typename',
      ];
      // Those of Order the supplier's SupplierOrder has, and its own.
      const schema = buildSchema(readFileSync(path.resolve('graphql/schema.graphql'), 'utf8'));
      const supplierOrderFields = (schema.getType('SupplierOrder') as GraphQLObjectType).getFields();
      const supplierFields = [
        ...orderFields.filter((field) => field === '__typename' || field.split(' ')[0]! in supplierOrderFields),
        'windowStartHour',
        'openRequests',
        'allowedTransitions',
        'mayProposeWindow',
      ];
      const documentOf = (list: 'orders' | 'supplierOrders', fields: string[]) =>
        list === 'orders'
          ? `query Orders($skip: Int, $limit: Int) { orders(skip: $skip, limit: $limit) {\n values {\n ${fields.join('\n ')}\n jobNumber\n }\n count\n } }`
          : `query SupplierOrders($skip: Int, $limit: Int) { supplierOrders(skip: $skip, limit: $limit) {\n values {\n ${fields.join('\n ')}\n jobNumber\n }\n count\n } }`;
      const cases = [
        ...orderFields.map((field) => ({ list: 'orders' as const, fields: [field] })),
        ...supplierFields.map((field) => ({ list: 'supplierOrders' as const, fields: [field] })),
        ...fc.sample(fc.subarray(orderFields, { minLength: 2 }), { numRuns: 8, seed: 16 }).map((fields) => ({
          list: 'orders' as const,
          fields,
        })),
        ...fc.sample(fc.subarray(supplierFields, { minLength: 2 }), { numRuns: 8, seed: 61 }).map((fields) => ({
          list: 'supplierOrders' as const,
          fields,
        })),
      ];
      for (const { list, fields } of cases) {
        const listed = await bothWays(
          documentOf(list, fields),
          { skip: 0, limit: 20 },
          list === 'orders' ? contractor.token : dispatcher,
        );
        expect(listed.values.length).toBeGreaterThan(0);
        // Only what was asked (and the job number every document here asks).
        const asked = [...fields.map((field) => field.split(' ')[0]!), 'jobNumber'].sort();
        for (const order of listed.values) expect(Object.keys(order).sort()).toEqual([...new Set(asked)].sort());
      }
      // The proposed window's own values are read when its field alone is asked.
      const proposal = await bothWays(
        documentOf('orders', ['windowProposal { deliveryDate windowStartHour deliveryWindow reason }']),
        { skip: 0, limit: 20 },
        contractor.token,
      );
      const proposed = proposal.values.find((order) => order.id === undefined && order.windowProposal !== null);
      expect(proposed?.windowProposal).toEqual({
        deliveryDate: waiting.date,
        windowStartHour: 10,
        deliveryWindow: '10:00–14:00',
        reason: 'Pump booked.',
      });
    });
  });

  describe('the money of a balance on a paid order', () => {
    const CHANGE = `id settlement status previousTotalCents newTotalCents differenceCents refundedCents currency
      methodLabel failureMessage summary documentTitle documentUrl`;
    interface Change {
      id: string;
      settlement: string;
      status: string;
      differenceCents: number;
      refundedCents: number;
      summary: string;
      documentTitle: string;
      documentUrl: string | null;
    }
    const changesOf = async (token: string, id: string) => {
      const read = await call<{ order: { amountDueCents: number; balanceChanges: Change[] } }>(
        `query($id: ID!) { order(id: $id) { amountDueCents balanceChanges { ${CHANGE} } } }`,
        { id },
        token,
      );
      expect(read.errors).toBeUndefined();
      return read.data!.order;
    };
    const authorise = (token: string, changeId: string) =>
      call<{ orderBalanceChangeAuthorize: Change }>(
        `mutation($id: ID!) { orderBalanceChangeAuthorize(changeId: $id) { ${CHANGE} } }`,
        { id: changeId },
        token,
      );

    /** A scheduled order paid by card and captured (its charge time passed), its first load on the road. */
    async function paidOrderOnTheRoad(cardNumber: string = TEST_CARDS.succeeds) {
      const contractor = await signUp();
      const order = await scheduledOrder(contractor.token);
      const created = await call<{ cardPaymentMethodCreate: { id: string } }>(
        CARD_CREATE,
        { input: card(cardNumber), key: crypto.randomUUID() },
        contractor.token,
      );
      expect(created.errors).toBeUndefined();
      const paid = await call(
        ORDER_PAY,
        {
          input: { orderId: order.id, paymentMethodId: created.data!.cardPaymentMethodCreate.id },
          key: crypto.randomUUID(),
        },
        contractor.token,
      );
      expect(paid.errors).toBeUndefined();
      const [row] = await api.db
        .select({ startsAt: orders.deliveryStartsAt })
        .from(orders)
        .where(eq(orders.id, order.id));
      await runPaymentJobs(api.db, new SandboxGateway(() => Promise.resolve(api.db)), {
        now: new Date(row!.startsAt.getTime() - 27 * 3_600_000),
      });
      const [first] = order.loads;
      expect((await step(order.driver.token, first!.id, 'loaded')).errors).toBeUndefined();
      expect((await step(order.driver.token, first!.id, 'en_route')).errors).toBeUndefined();
      return { contractor, order, paymentMethodId: created.data!.cardPaymentMethodCreate.id };
    }

    async function acceptBalance(token: string, orderId: string, quantity: number) {
      const asked = await ask(token, { orderId, kind: 'balance', quantity });
      expect(asked.errors).toBeUndefined();
      const request = asked.data!.orderRequestCreate.requests[0]!;
      expect((await answer(dispatcher, request.id, true)).errors).toBeUndefined();
      return request;
    }

    const gatewayCash = async (orderId: string) => {
      const attempts = await api.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
      let kept = 0;
      for (const attempt of attempts.filter((each) => each.gatewayPaymentId)) {
        const payment = await new SandboxGateway(() => Promise.resolve(api.db)).getPayment(attempt.gatewayPaymentId!);
        kept += payment.amountReceivedCents - payment.amountRefundedCents;
      }
      return { kept, attempts };
    };

    it('asks the payer to authorise a higher total, charges it once, and refunds a lower one', async () => {
      const { contractor, order } = await paidOrderOnTheRoad();
      const before = await changesOf(contractor.token, order.id);
      expect(before.balanceChanges).toEqual([]);
      const paidBefore = (await gatewayCash(order.id)).kept;
      expect(paidBefore).toBe(before.amountDueCents);

      // 4 m³ left the yard and 9 more are needed: the total goes up; nothing is charged yet.
      const raise = await acceptBalance(contractor.token, order.id, 9);
      const raised = await changesOf(contractor.token, order.id);
      expect(raised.amountDueCents).toBe(raise.preview!.newAmountDueCents);
      const [asked] = raised.balanceChanges;
      expect(asked).toMatchObject({
        settlement: 'collect',
        status: 'awaiting_consent',
        differenceCents: raised.amountDueCents - paidBefore,
        documentUrl: null,
      });
      expect(asked!.summary).toContain('Authorise it');
      expect((await gatewayCash(order.id)).kept).toBe(paidBefore);
      expect(await checkLedgerInvariants(api.db)).toEqual([]);
      const askMail = await api.db
        .select({ subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `balance-change:${asked!.id}:asked`));
      expect(askMail).toHaveLength(1);

      // Another company cannot authorise it.
      const stranger = await signUp();
      expect((await authorise(stranger.token, asked!.id)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

      // The payer consents, twice at once (a double click): one charge of the difference.
      const [first, second] = await Promise.all([
        authorise(contractor.token, asked!.id),
        authorise(contractor.token, asked!.id),
      ]);
      expect(first.errors).toBeUndefined();
      expect(second.errors).toBeUndefined();
      const collected = await changesOf(contractor.token, order.id);
      expect(collected.balanceChanges[0]).toMatchObject({ status: 'settled', documentTitle: 'Receipt' });
      const money = await gatewayCash(order.id);
      expect(money.kept).toBe(collected.amountDueCents);
      expect(money.attempts.filter((attempt) => attempt.balanceChangeId === asked!.id)).toHaveLength(1);
      // The order's own payment is still the one that paid it.
      const [orderRow] = await api.db
        .select({ paymentStatus: orders.paymentStatus })
        .from(orders)
        .where(eq(orders.id, order.id));
      expect(orderRow!.paymentStatus).toBe('succeeded');
      expect(await checkLedgerInvariants(api.db)).toEqual([]);

      // The receipt downloads with its signed link, and not without.
      const url = collected.balanceChanges[0]!.documentUrl!;
      const pdf = await handleBalanceDocumentDownload(new Request(`http://localhost${url}`), asked!.id, () =>
        Promise.resolve(api.db),
      );
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toMatch(/RC-BM-[0-9A-F]{8}-1\.pdf/);
      expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
      const unsigned = await handleBalanceDocumentDownload(
        new Request(`http://localhost/api/balance-changes/${asked!.id}?t=forged`),
        asked!.id,
        () => Promise.resolve(api.db),
      );
      expect(unsigned.status).toBe(403);
      const receiptMail = await api.db
        .select({ text: mailOutbox.text })
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `balance-change:${asked!.id}:settled`));
      expect(receiptMail[0]?.text).toContain('/api/balance-changes/');

      // Then the contractor needs less after all: the total goes down and the difference is refunded at once.
      const lower = await acceptBalance(contractor.token, order.id, 1);
      const lowered = await changesOf(contractor.token, order.id);
      expect(lowered.amountDueCents).toBe(lower.preview!.newAmountDueCents);
      const refund = lowered.balanceChanges[1]!;
      expect(refund).toMatchObject({
        settlement: 'refund',
        status: 'settled',
        differenceCents: lowered.amountDueCents - collected.amountDueCents,
        documentTitle: 'Credit note',
      });
      expect(refund.refundedCents).toBe(-refund.differenceCents);
      expect((await gatewayCash(order.id)).kept).toBe(lowered.amountDueCents);
      expect(await checkLedgerInvariants(api.db)).toEqual([]);
      // The charge job finds nothing more to refund: the money moved once.
      await runPaymentJobs(api.db, new SandboxGateway(() => Promise.resolve(api.db)));
      expect((await gatewayCash(order.id)).kept).toBe(lowered.amountDueCents);
    });

    it('leaves a declined difference owed, to authorise again, while the order stays paid', async () => {
      const { contractor, order, paymentMethodId } = await paidOrderOnTheRoad();
      const raise = await acceptBalance(contractor.token, order.id, 9);
      expect(raise.preview!.coveredByOrderPayment).toBe(false);
      const [asked] = (await changesOf(contractor.token, order.id)).balanceChanges;
      // The card stops working: the charge is declined, the change says so and can be tried again.
      const [method] = await api.db.select().from(paymentMethods).where(eq(paymentMethods.id, paymentMethodId));
      await api.db
        .update(sandboxPaymentMethods)
        .set({ behaviour: 'declined' })
        .where(eq(sandboxPaymentMethods.id, method!.gatewayMethodId));
      const declined = await authorise(contractor.token, asked!.id);
      expect(declined.errors).toBeUndefined();
      expect(declined.data!.orderBalanceChangeAuthorize.status).toBe('failed');
      expect(await checkLedgerInvariants(api.db)).toEqual([]);
      const [orderRow] = await api.db
        .select({ paymentStatus: orders.paymentStatus })
        .from(orders)
        .where(eq(orders.id, order.id));
      // The order itself stays paid: only the difference is owed.
      expect(orderRow!.paymentStatus).toBe('succeeded');
      // The card works again: the payer authorises once more, with a new gateway key.
      await api.db
        .update(sandboxPaymentMethods)
        .set({ behaviour: 'succeeds' })
        .where(eq(sandboxPaymentMethods.id, method!.gatewayMethodId));
      const again = await authorise(contractor.token, asked!.id);
      expect(again.data!.orderBalanceChangeAuthorize.status).toBe('settled');
      expect(await checkLedgerInvariants(api.db)).toEqual([]);
    });

    describe('with disputes', () => {
      const DISPUTE = 'id status maxCreditCents creditedCents';
      type Dispute = { id: string; status: string; maxCreditCents: number; creditedCents: number | null };
      const openDispute = (token: string, input: Record<string, unknown>) =>
        call<{ orderDisputeOpen: Dispute }>(
          `mutation($input: OrderDisputeInput!) { orderDisputeOpen(input: $input) { ${DISPUTE} } }`,
          { input: { reason: 'short_load', description: 'Short.', ...input } },
          token,
        );
      const credit = async (disputeId: string, creditedCents: number) => {
        const answered = await call<{ supplierOrderDisputeAnswer: Dispute }>(
          `mutation($input: OrderDisputeAnswerInput!) { supplierOrderDisputeAnswer(input: $input) { ${DISPUTE} } }`,
          { input: { disputeId, accept: true, creditedCents } },
          dispatcher,
        );
        expect(answered.errors).toBeUndefined();
        return answered.data!.supplierOrderDisputeAnswer;
      };
      /** The driver's proof is another suite's: the loads are marked delivered (the order too, with `all`). */
      async function delivered(orderId: string, loadIds: string[], all = false) {
        for (const loadId of loadIds) {
          await api.db
            .update(orderLoads)
            .set({ step: 'delivered', deliveredAt: new Date(), deliveredQuantity: sql`${orderLoads.quantity}` })
            .where(eq(orderLoads.id, loadId));
        }
        if (all) await api.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, orderId));
      }
      const disputesOf = async (token: string, orderId: string) => {
        const read = await call<{ order: { disputes: Dispute[] } }>(
          `query($id: ID!) { order(id: $id) { disputes { ${DISPUTE} } } }`,
          { id: orderId },
          token,
        );
        return read.data!.order.disputes;
      };
      const money = async (orderId: string) => {
        const [row] = await api.db.select().from(orders).where(eq(orders.id, orderId));
        return row!;
      };

      it('keeps a load’s credit when a balance reprices the order after it', async () => {
        const { contractor, order } = await paidOrderOnTheRoad();
        const [first] = order.loads;
        await delivered(order.id, [first!.id]);
        const opened = await openDispute(contractor.token, {
          orderId: order.id,
          loadId: first!.id,
          claimedCents: 5_000,
        });
        expect(opened.errors).toBeUndefined();
        await credit(opened.data!.orderDisputeOpen.id, 5_000);
        const afterCredit = await money(order.id);

        // Less is needed: the order is repriced for 4 + 1 m³, and the credit stays given.
        const asked = await ask(contractor.token, { orderId: order.id, kind: 'balance', quantity: 1 });
        const preview = asked.data!.orderRequestCreate.requests[0]!.preview!;
        expect(preview.newTotalCents).toBe(preview.quote.totalCents - 5_000);
        expect(preview.newAmountDueCents).toBe(preview.quote.amountDueCents - 5_000);
        expect((await answer(dispatcher, asked.data!.orderRequestCreate.requests[0]!.id, true)).errors).toBeUndefined();
        const after = await money(order.id);
        expect(after.amountDueCents).toBe(preview.quote.amountDueCents - 5_000);
        expect(after.totalCents).toBe(preview.quote.totalCents - 5_000);
        // What the card keeps is the new amount due: the credit's refund and the balance's both made.
        const { balanceChanges } = await changesOf(contractor.token, order.id);
        expect(balanceChanges.map((change) => change.differenceCents)).toEqual([
          -5_000,
          after.amountDueCents - afterCredit.amountDueCents,
        ]);
        expect((await gatewayCash(order.id)).kept).toBe(after.amountDueCents);
        expect(await checkLedgerInvariants(api.db)).toEqual([]);
      });

      it('credits a line at most its part of what remains paid after a balance lowered the total, and all lines at most what was paid', async () => {
        const { contractor, order } = await paidOrderOnTheRoad();
        const [, second] = order.loads;
        const original = await money(order.id);
        const originalLines = (original.quote as { lineItems: { amountCents: number }[] }).lineItems;
        await acceptBalance(contractor.token, order.id, 1);
        await delivered(
          order.id,
          order.loads.map((load) => load.id),
          true,
        );
        const lowered = await money(order.id);
        expect(lowered.amountDueCents).toBeLessThan(original.amountDueCents);
        const paid = (await gatewayCash(order.id)).kept;
        expect(paid).toBe(lowered.amountDueCents);
        const quote = lowered.quote as { lineItems: { amountCents: number }[]; fees: { amountCents: number }[] };
        const lines = [...quote.lineItems, ...quote.fees];
        const invoiced = lines.reduce((sum, line) => sum + line.amountCents, 0);
        const productShare = Math.round((paid * lines[0]!.amountCents) / invoiced);

        // The product line disputed for what it cost as ordered: refused, naming its part of what was paid now.
        const tooMuch = await openDispute(contractor.token, {
          orderId: order.id,
          lineKey: 'item-0',
          claimedCents: originalLines[0]!.amountCents,
        });
        expect(tooMuch.errors?.[0]?.extensions).toMatchObject({
          code: 'DISPUTE_AMOUNT_TOO_HIGH',
          maxCents: productShare,
        });
        const product = await openDispute(contractor.token, {
          orderId: order.id,
          lineKey: 'item-0',
          claimedCents: 100,
        });
        expect(product.data!.orderDisputeOpen.maxCreditCents).toBe(productShare);
        await credit(product.data!.orderDisputeOpen.id, productShare);

        // The delivery fee and the second load, each credited at most, never credit past what was paid.
        const fee = await openDispute(contractor.token, { orderId: order.id, lineKey: 'fee-0', claimedCents: 1 });
        const load = await openDispute(contractor.token, { orderId: order.id, loadId: second!.id, claimedCents: 1 });
        await credit(fee.data!.orderDisputeOpen.id, fee.data!.orderDisputeOpen.maxCreditCents);
        const loadDispute = (await disputesOf(contractor.token, order.id)).find(
          (row) => row.id === load.data!.orderDisputeOpen.id,
        )!;
        const left = (await money(order.id)).amountDueCents;
        expect(loadDispute.maxCreditCents).toBeLessThanOrEqual(left);
        if (loadDispute.maxCreditCents > 0) await credit(loadDispute.id, loadDispute.maxCreditCents);
        const end = await money(order.id);
        expect(end.amountDueCents).toBeGreaterThanOrEqual(0);
        expect((await gatewayCash(order.id)).kept).toBe(end.amountDueCents);
        expect(await checkLedgerInvariants(api.db)).toEqual([]);
      });
    });
  });
}

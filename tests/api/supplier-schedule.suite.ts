import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cities, companyMembers, products, suppliers } from '@/server/db/schema';

import { createApiCaller, tokenOf, type TestApi } from '../support/api';

/**
 * The supplier's schedule board: a window's capacity on a date and blocked dates change what
 * contractors can book at once (availability and placing), never below what is booked, never on a
 * date with orders going ahead; only the supplier's owner and dispatchers see and change it, each
 * their own supplier's. Run on PGlite (supplier-schedule.test.ts) and on PostgreSQL
 * (supplier-schedule-postgres.test.ts), where a capacity change and placements really race.
 */
export function supplierScheduleTests(openApi: () => Promise<TestApi>) {
  let api: TestApi;
  const call = createApiCaller(() => api, '10.92');

  async function signIn(login: string, password: string) {
    const result = await call(`mutation($input: SignInInput!) { signIn(input: $input) { user { id } } }`, {
      input: { login, password },
    });
    expect(result.errors).toBeUndefined();
    return tokenOf(result.headers);
  }

  let contractors = 0;
  async function signUpContractor() {
    contractors += 1;
    const n = String(contractors).padStart(4, '0');
    const result = await call<{ contractorSignUp: { user: { id: string } } }>(
      `mutation($input: ContractorSignUpInput!) { contractorSignUp(input: $input) { user { id } } }`,
      {
        input: {
          identity: { email: `crew${n}@schedule.example`, password: 'Concrete2024' },
          phone: `+1 416 555 4${n.slice(1)}`,
          password: 'Concrete2024',
          source: 'web',
          fullName: `Crew Lead ${n}`,
        },
      },
    );
    expect(result.errors).toBeUndefined();
    return { token: tokenOf(result.headers), userId: result.data!.contractorSignUp.user.id };
  }

  // Far enough ahead that the supplier's today (Toronto) is never after it.
  const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  let northPeakId: string;
  let productId: string;
  let torontoId: string;
  let dispatcher: string;
  let owner: string;
  let otherDispatcher: string;
  let contractor: { token: string; companyName: string };
  let productName: string;
  let jobSiteId: string;

  /** Places an order; answers the API's answer (the test says what it expects). */
  async function placeOrder(date: string, windowStartHour: number, trucks: number, token = contractor.token) {
    const input = {
      supplierId: northPeakId,
      productId,
      quantity: 8,
      unit: 'm3',
      extraIds: [],
      schedule: { date, trucks, minutesBetweenTrucks: 30, windowStartHour },
      delivery: { jobSiteId },
      paymentType: 'card',
    };
    const quoted = await call<{ orderQuote: { fingerprint: string } }>(
      `query($input: OrderQuoteInput!) { orderQuote(input: $input) { fingerprint } }`,
      { input },
      token,
    );
    expect(quoted.errors).toBeUndefined();
    return call<{ placeOrder: { id: string; orderNumber: string } }>(
      `mutation($input: PlaceOrderInput!, $key: String!) { placeOrder(input: $input, idempotencyKey: $key) { id orderNumber } }`,
      {
        input: {
          quote: input,
          quoteFingerprint: quoted.data!.orderQuote.fingerprint,
          contact: { name: 'Ravi Chandra', email: 'ravi@schedule.example', phoneNumber: '+1 416 555 0142' },
        },
        key: crypto.randomUUID(),
      },
      token,
    );
  }

  async function placed(date: string, windowStartHour: number, trucks: number) {
    const result = await placeOrder(date, windowStartHour, trucks);
    expect(result.errors).toBeUndefined();
    return result.data!.placeOrder;
  }

  interface Window {
    startHour: number;
    capacityTrucks: number;
    bookedTrucks: number;
    remainingTrucks: number;
    available: boolean;
  }
  async function availability(date: string) {
    const result = await call<{
      deliveryAvailability: { closed: boolean; closedMessage: string | null; windows: Window[] };
    }>(
      `query($supplierId: ID!, $date: String!) { deliveryAvailability(supplierId: $supplierId, date: $date) {
        closed closedMessage windows { startHour capacityTrucks bookedTrucks remainingTrucks available } } }`,
      { supplierId: northPeakId, date },
      contractor.token,
    );
    expect(result.errors).toBeUndefined();
    return result.data!.deliveryAvailability;
  }
  const windowOf = async (date: string, startHour: number) =>
    (await availability(date)).windows.find((window) => window.startHour === startHour)!;

  const DAY = `date blocked blockReason activeOrderCount changeable windows { startHour label capacityTrucks
    defaultCapacityTrucks overrideCapacityTrucks bookedTrucks
    orders { id orderNumber contractorName productName quantity unit trucks status } }`;

  interface Day {
    date: string;
    blocked: boolean;
    blockReason: string | null;
    activeOrderCount: number;
    changeable: boolean;
    windows: {
      startHour: number;
      label: string;
      capacityTrucks: number;
      defaultCapacityTrucks: number;
      overrideCapacityTrucks: number | null;
      bookedTrucks: number;
      orders: { id: string; orderNumber: string; contractorName: string; trucks: number; status: string }[];
    }[];
  }

  const schedule = (token: string, from: string, days?: number) =>
    call<{ supplierSchedule: { timeZone: string; mayEdit: boolean; days: Day[] } }>(
      `query($from: String!, $days: Int) { supplierSchedule(from: $from, days: $days) { timeZone mayEdit days { ${DAY} } } }`,
      { from, days },
      token,
    );

  const setCapacity = (token: string, date: string, startHour: number, capacityTrucks: number) =>
    call<{ supplierWindowCapacitySet: Day }>(
      `mutation($date: String!, $startHour: Int!, $capacityTrucks: Int!) {
        supplierWindowCapacitySet(date: $date, startHour: $startHour, capacityTrucks: $capacityTrucks) { ${DAY} } }`,
      { date, startHour, capacityTrucks },
      token,
    );
  const resetCapacity = (token: string, date: string, startHour: number) =>
    call<{ supplierWindowCapacityReset: Day }>(
      `mutation($date: String!, $startHour: Int!) { supplierWindowCapacityReset(date: $date, startHour: $startHour) { ${DAY} } }`,
      { date, startHour },
      token,
    );
  const block = (token: string, date: string, reason: string) =>
    call<{ supplierDateBlock: Day }>(
      `mutation($date: String!, $reason: String!) { supplierDateBlock(date: $date, reason: $reason) { ${DAY} } }`,
      { date, reason },
      token,
    );
  const unblock = (token: string, date: string) =>
    call<{ supplierDateUnblock: Day }>(
      `mutation($date: String!) { supplierDateUnblock(date: $date) { ${DAY} } }`,
      { date },
      token,
    );
  const decline = (orderId: string) =>
    call(
      `mutation($input: SupplierOrderTransitionInput!) { supplierOrderTransition(input: $input) { status } }`,
      { input: { orderId, to: 'declined', reason: 'Plant closed for maintenance.' } },
      dispatcher,
    );

  beforeAll(async () => {
    api = await openApi();
    const [northPeak] = await api.db.select().from(suppliers).where(eq(suppliers.slug, 'northpeak-ready-mix'));
    northPeakId = northPeak!.id;
    const [product] = await api.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.sku, 'NP-RM-25'));
    productId = product!.id;
    productName = product!.name;
    const [toronto] = await api.db.select({ id: cities.id }).from(cities).where(eq(cities.slug, 'toronto'));
    torontoId = toronto!.id;
    dispatcher = await signIn('dispatch@northpeak.example', 'Dispatch2026!');
    owner = await signIn('owner@northpeak.example', 'Dispatch2026!');
    otherDispatcher = await signIn('dispatch@capital.example', 'Dispatch2026!');
    const signedUp = await signUpContractor();
    const me = await call<{ me: { company: { name: string } } }>(
      `query { me { company { name } } }`,
      {},
      signedUp.token,
    );
    contractor = { token: signedUp.token, companyName: me.data!.me.company.name };
    const site = await call<{ jobSiteCreate: { id: string } }>(
      `mutation($input: JobSiteInput!) { jobSiteCreate(input: $input) { id } }`,
      {
        input: {
          name: 'Harbour Street podium',
          countryCode: 'CA',
          cityId: torontoId,
          address: '88 Harbour Street',
          postalCode: 'M5J 0B5',
        },
      },
      contractor.token,
    );
    expect(site.errors).toBeUndefined();
    jobSiteId = site.data!.jobSiteCreate.id;
  }, 60_000);
  afterAll(() => api?.close());

  describe('capacity per window', () => {
    it('a lowered capacity shows in availability at once, and an order that fit no longer does', async () => {
      const date = dateIn(20);
      const first = await placed(date, 6, 2);
      expect(await windowOf(date, 6)).toMatchObject({ capacityTrucks: 8, bookedTrucks: 2, remainingTrucks: 6 });

      const lowered = await setCapacity(dispatcher, date, 6, 3);
      expect(lowered.errors).toBeUndefined();
      expect(lowered.data!.supplierWindowCapacitySet.windows[0]).toMatchObject({
        startHour: 6,
        capacityTrucks: 3,
        defaultCapacityTrucks: 8,
        overrideCapacityTrucks: 3,
        bookedTrucks: 2,
      });
      expect(await windowOf(date, 6)).toMatchObject({ capacityTrucks: 3, remainingTrucks: 1, available: true });

      const tooMany = await placeOrder(date, 6, 2);
      expect(tooMany.errors?.[0]).toMatchObject({
        message: 'This delivery window is no longer available. Please choose another.',
        extensions: { code: 'DELIVERY_WINDOW_UNAVAILABLE' },
      });
      const second = await placed(date, 6, 1);
      expect(await windowOf(date, 6)).toMatchObject({ bookedTrucks: 3, remainingTrucks: 0, available: false });

      // The board: booked against capacity, and the window's orders.
      const board = await schedule(dispatcher, date, 1);
      expect(board.errors).toBeUndefined();
      const [day] = board.data!.supplierSchedule.days;
      expect(day!.activeOrderCount).toBe(2);
      expect(day!.windows[0]).toMatchObject({ label: '06:00–10:00', capacityTrucks: 3, bookedTrucks: 3 });
      expect(day!.windows[0]!.orders).toEqual([
        expect.objectContaining({ id: first.id, orderNumber: first.orderNumber, trucks: 2, status: 'placed' }),
        expect.objectContaining({ id: second.id, orderNumber: second.orderNumber, trucks: 1, status: 'placed' }),
      ]);
      expect(day!.windows[0]!.orders[0]).toMatchObject({
        contractorName: contractor.companyName,
        productName,
        quantity: 8,
        unit: 'm3',
      });
      // The other windows keep the default.
      expect(day!.windows[1]).toMatchObject({ capacityTrucks: 8, overrideCapacityTrucks: null, orders: [] });
    });

    it('cannot go below the trucks already booked, and says how many', async () => {
      const date = dateIn(21);
      await placed(date, 10, 3);
      const refused = await setCapacity(dispatcher, date, 10, 2);
      expect(refused.errors?.[0]).toMatchObject({
        message:
          '3 trucks are already booked in this window, so its capacity can’t go below 3. Decline or move orders first to lower it further.',
        extensions: { code: 'CAPACITY_BELOW_BOOKED', bookedTrucks: 3 },
      });
      expect((refused.errors?.[0]?.extensions?.fields as Record<string, string>).capacityTrucks).toMatch(/below 3/);
      expect(await windowOf(date, 10)).toMatchObject({ capacityTrucks: 8 });
      expect((await setCapacity(dispatcher, date, 10, 3)).errors).toBeUndefined();
      expect(await windowOf(date, 10)).toMatchObject({ capacityTrucks: 3, remainingTrucks: 0 });

      for (const capacity of [-1, 201]) {
        const invalid = await setCapacity(dispatcher, date, 10, capacity);
        expect(invalid.errors?.[0]?.extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          fields: { capacityTrucks: 'Enter a whole number of trucks from 0 to 200' },
        });
      }
      const notAWindow = await setCapacity(dispatcher, date, 7, 4);
      expect(notAWindow.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { startHour: 'This is not one of your delivery windows.' },
      });
    });

    it('resets a window to the default, but not below what is booked', async () => {
      const date = dateIn(22);
      expect((await setCapacity(owner, date, 14, 1)).errors).toBeUndefined();
      expect(await windowOf(date, 14)).toMatchObject({ capacityTrucks: 1 });
      const reset = await resetCapacity(owner, date, 14);
      expect(reset.errors).toBeUndefined();
      expect(reset.data!.supplierWindowCapacityReset.windows[2]).toMatchObject({
        capacityTrucks: 8,
        overrideCapacityTrucks: null,
      });
      expect(await windowOf(date, 14)).toMatchObject({ capacityTrucks: 8 });

      // Raised to 12 and booked to 10: the default (8) would be below what is booked.
      expect((await setCapacity(dispatcher, date, 6, 12)).errors).toBeUndefined();
      await placed(date, 6, 6);
      await placed(date, 6, 4);
      const refused = await resetCapacity(dispatcher, date, 6);
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'CAPACITY_BELOW_BOOKED', bookedTrucks: 10 });
      expect(await windowOf(date, 6)).toMatchObject({ capacityTrucks: 12, bookedTrucks: 10 });
    });

    it('changes only dates from today to 180 days ahead', async () => {
      const past = await setCapacity(dispatcher, dateIn(-3), 6, 2);
      expect(past.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { date: 'The schedule can be changed from today on.' },
      });
      const far = await block(dispatcher, dateIn(190), 'Far away');
      expect(far.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { date: 'The schedule can be changed up to 180 days ahead.' },
      });
      const bad = await setCapacity(dispatcher, '2026-02-30', 6, 2);
      expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const tooLong = await schedule(dispatcher, dateIn(1), 15);
      expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('never books beyond a capacity lowered while orders are being placed', async () => {
      const date = dateIn(23);
      await placed(date, 10, 1);
      // Six placements of one truck race a change of the capacity to 3.
      const [change, ...placements] = await Promise.all([
        setCapacity(dispatcher, date, 10, 3),
        ...Array.from({ length: 6 }, () => placeOrder(date, 10, 1)),
      ]);
      const succeeded = placements.filter((result) => !result.errors).length;
      for (const result of placements.filter((result) => result.errors)) {
        expect(result.errors?.[0]?.extensions?.code).toBe('DELIVERY_WINDOW_UNAVAILABLE');
      }
      const window = await windowOf(date, 10);
      expect(window.bookedTrucks).toBe(1 + succeeded);
      if (change.errors) {
        // The orders came first: the capacity stayed, and it was refused for what they booked.
        expect(change.errors[0]?.extensions?.code).toBe('CAPACITY_BELOW_BOOKED');
        expect(window.capacityTrucks).toBe(8);
        expect(window.bookedTrucks).toBeGreaterThan(3);
      } else {
        expect(window.capacityTrucks).toBe(3);
        expect(window.bookedTrucks).toBeLessThanOrEqual(3);
      }
    });
  });

  describe('blocked dates', () => {
    it('makes every window unavailable to contractors and refuses orders until unblocked', async () => {
      const date = dateIn(30);
      const blocked = await block(dispatcher, date, 'Plant maintenance');
      expect(blocked.errors).toBeUndefined();
      expect(blocked.data!.supplierDateBlock).toMatchObject({ date, blocked: true, blockReason: 'Plant maintenance' });
      expect(blocked.data!.supplierDateBlock.windows.map((window) => window.capacityTrucks)).toEqual([0, 0, 0]);

      const seen = await availability(date);
      expect(seen).toMatchObject({
        closed: true,
        closedMessage: 'Not delivering on this date. Please choose another date.',
      });
      expect(seen.windows.every((window) => !window.available && window.capacityTrucks === 0)).toBe(true);

      const refused = await placeOrder(date, 10, 1);
      expect(refused.errors?.[0]).toMatchObject({
        message: 'The supplier is not delivering on this date. Please choose another date.',
        extensions: { code: 'DELIVERY_WINDOW_UNAVAILABLE' },
      });

      const opened = await unblock(owner, date);
      expect(opened.data!.supplierDateUnblock).toMatchObject({ blocked: false, blockReason: null });
      expect(await availability(date)).toMatchObject({ closed: false, closedMessage: null });
      await placed(date, 10, 1);
    });

    it('keeps a window’s capacity set on the board through a block', async () => {
      const date = dateIn(31);
      await setCapacity(dispatcher, date, 6, 5);
      await block(dispatcher, date, 'Statutory holiday');
      expect(await windowOf(date, 6)).toMatchObject({ capacityTrucks: 0 });
      await unblock(dispatcher, date);
      expect(await windowOf(date, 6)).toMatchObject({ capacityTrucks: 5 });
    });

    it('cannot block a date with orders going ahead, and says how many to reschedule or decline', async () => {
      const date = dateIn(32);
      const first = await placed(date, 6, 1);
      const second = await placed(date, 14, 1);
      const refused = await block(dispatcher, date, 'Plant down');
      expect(refused.errors?.[0]).toMatchObject({
        message: '2 orders are still going ahead on this date. Reschedule or decline them first, then block the date.',
        extensions: { code: 'DATE_HAS_ACTIVE_ORDERS', activeOrders: 2 },
      });
      expect((await availability(date)).closed).toBe(false);

      expect((await decline(first.id)).errors).toBeUndefined();
      const stillOne = await block(dispatcher, date, 'Plant down');
      expect(stillOne.errors?.[0]?.message).toBe(
        '1 order is still going ahead on this date. Reschedule or decline it first, then block the date.',
      );
      expect((await decline(second.id)).errors).toBeUndefined();
      expect((await block(dispatcher, date, 'Plant down')).data!.supplierDateBlock.blocked).toBe(true);
    });

    it('a supplier may not propose a window on a blocked date', async () => {
      const order = await placed(dateIn(33), 6, 1);
      const closed = dateIn(34);
      await block(dispatcher, closed, 'Crane inspection');
      const proposed = await call(
        `mutation($input: SupplierOrderWindowProposalInput!) { supplierOrderProposeWindow(input: $input) { id } }`,
        { input: { orderId: order.id, deliveryDate: closed, windowStartHour: 10 } },
        dispatcher,
      );
      expect(proposed.errors?.[0]?.extensions).toMatchObject({
        code: 'DELIVERY_WINDOW_UNAVAILABLE',
        fields: { deliveryDate: 'You blocked this date on the schedule: propose another date, or unblock it first.' },
      });
      const full = dateIn(35);
      await setCapacity(dispatcher, full, 10, 0);
      const intoFull = await call(
        `mutation($input: SupplierOrderWindowProposalInput!) { supplierOrderProposeWindow(input: $input) { id } }`,
        { input: { orderId: order.id, deliveryDate: full, windowStartHour: 10 } },
        dispatcher,
      );
      expect(intoFull.errors?.[0]?.extensions?.code).toBe('DELIVERY_WINDOW_UNAVAILABLE');
    });

    it('asks for a reason', async () => {
      const refused = await block(dispatcher, dateIn(36), '   ');
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { reason: 'Required' } });
    });
  });

  describe('who sees and changes the schedule', () => {
    it('drivers, contractors and strangers neither read nor change it', async () => {
      const person = await signUpContractor();
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
      const driver = tokenOf(switched.headers);
      const date = dateIn(40);

      for (const token of [driver, contractor.token]) {
        expect((await schedule(token, date)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        expect((await setCapacity(token, date, 6, 1)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        expect((await block(token, date, 'No')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        expect((await unblock(token, date)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        expect((await resetCapacity(token, date, 6)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
      expect((await schedule('', date)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(await windowOf(date, 6)).toMatchObject({ capacityTrucks: 8 });
      expect((await availability(date)).closed).toBe(false);
    });

    it("another supplier's team sees and changes only its own schedule", async () => {
      const date = dateIn(41);
      const order = await placed(date, 6, 2);
      const theirs = await schedule(otherDispatcher, date, 1);
      expect(theirs.errors).toBeUndefined();
      const [day] = theirs.data!.supplierSchedule.days;
      // Capital Aggregates' own windows (from 07:00), none of NorthPeak's orders.
      expect(day!.windows.map((window) => window.startHour)).toEqual([7, 11, 15]);
      expect(day!.windows.flatMap((window) => window.orders.map((o) => o.id))).not.toContain(order.id);
      expect(day!.windows.every((window) => window.bookedTrucks === 0)).toBe(true);

      expect((await setCapacity(otherDispatcher, date, 7, 0)).errors).toBeUndefined();
      expect((await block(otherDispatcher, dateIn(42), 'Their holiday')).errors).toBeUndefined();
      expect(await windowOf(date, 6)).toMatchObject({ capacityTrucks: 8, bookedTrucks: 2 });
      expect((await availability(dateIn(42))).closed).toBe(false);
      const mine = await schedule(dispatcher, date, 2);
      expect(mine.data!.supplierSchedule.days.map((d) => d.blocked)).toEqual([false, false]);
      expect(mine.data!.supplierSchedule.mayEdit).toBe(true);
    });

    it('shows a week by default, in the supplier’s time zone', async () => {
      const week = await schedule(owner, dateIn(50));
      expect(week.errors).toBeUndefined();
      expect(week.data!.supplierSchedule.timeZone).toBe('America/Toronto');
      expect(week.data!.supplierSchedule.days.map((day) => day.date)).toEqual(
        Array.from({ length: 7 }, (_, index) => dateIn(50 + index)),
      );
      expect(week.data!.supplierSchedule.days.every((day) => day.changeable)).toBe(true);
    });
  });
}

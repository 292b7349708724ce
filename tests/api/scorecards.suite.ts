import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { SCORECARD_MIN_DELIVERIES, SCORECARD_PERIOD_DAYS } from '@/lib/order/scorecard';
import { cities, companies, suppliers } from '@/server/db/schema';
import { writePastOrders, type PastOrder } from '@/server/seed/scorecards';

import { createApiCaller, signUpContractor, tokenOf, type TestApi } from '../support/api';

/**
 * Supplier scorecards with seeded histories: Capital Aggregates' last months hold an order on
 * time, one late against its window, one late against a truck's ETA, one exactly at the ETA's
 * grace, a short load, cancellations by each side, disputes and ratings, and orders just before
 * the period; each figure is checked, as the supplier reads its own and as a contractor choosing a
 * producer reads the public ones. Run on PGlite and PostgreSQL.
 */
export function scorecardTests(openApi: () => Promise<TestApi>) {
  let api: TestApi;
  const call = createApiCaller(() => api, '10.83');
  let contractorToken: string;

  const SUPPLIER_CARD = `supplierScorecard { periodDays deliveredOrders minimumDeliveries onTimeWindowRate onTimeEtaRate
    deliveredQuantityRate supplierCancellationRate ratingAverage ratingCount lateWindowOrders lateEtaOrders shortOrders
    canceledBySupplier canceledByContractor disputes disputesAccepted disputesOpen }`;
  const PRODUCERS = `query($input: ProducersInput!) { producers(input: $input) { supplierId name scorecard {
    periodDays deliveredOrders minimumDeliveries onTimeWindowRate onTimeEtaRate deliveredQuantityRate
    supplierCancellationRate ratingAverage ratingCount } } }`;

  async function signIn(login: string) {
    const answer = await call(`mutation($input: SignInInput!) { signIn(input: $input) { user { id } } }`, {
      input: { login, password: 'Dispatch2026!' },
    });
    expect(answer.errors).toBeUndefined();
    return tokenOf(answer.headers);
  }
  const supplierIdOf = async (slug: string) =>
    (await api.db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.slug, slug)))[0]!.id;
  const cityIdOf = async (slug: string) =>
    (await api.db.select({ id: cities.id }).from(cities).where(eq(cities.slug, slug)))[0]!.id;

  // A truck's arrival is in minutes after it was due; loads are 30 minutes apart unless told.
  const onTime = (quantity = 10): PastOrder['loads'] => [
    { quantity: quantity / 2, arrivedAfterMinutes: 0 },
    { quantity: quantity / 2, arrivedAfterMinutes: 10 },
  ];
  const CAPITAL_HISTORY: PastOrder[] = [
    // 1. On time; a dispute withdrawn (not counted); rated 4.
    {
      daysAgo: 2,
      quantity: 10,
      loads: onTime(),
      rating: { stars: 4, daysAgo: 1 },
      dispute: { status: 'withdrawn', daysAgo: 1 },
    },
    // 2. Early, one truck; rated 5.
    { daysAgo: 5, quantity: 10, loads: [{ quantity: 10, arrivedAfterMinutes: -10 }], rating: { stars: 5, daysAgo: 4 } },
    // 3. Late against the window: the second truck, due 30 minutes in, arrives 260 minutes in (the window is 240).
    {
      daysAgo: 10,
      quantity: 10,
      loads: [
        { quantity: 5, arrivedAfterMinutes: 0 },
        { quantity: 5, arrivedAfterMinutes: 230 },
      ],
    },
    // 4. Late against the ETA only: the first truck 20 minutes after it was due (the grace is 15).
    {
      daysAgo: 20,
      quantity: 10,
      loads: [
        { quantity: 5, arrivedAfterMinutes: 20 },
        { quantity: 5, arrivedAfterMinutes: 0 },
      ],
    },
    // 5. At the grace's end exactly: on time.
    { daysAgo: 25, quantity: 10, loads: [{ quantity: 10, arrivedAfterMinutes: 15 }] },
    // 6. A short load: 9 of 10 delivered; its dispute accepted.
    {
      daysAgo: 30,
      quantity: 10,
      loads: [
        { quantity: 5, arrivedAfterMinutes: 0 },
        { quantity: 5, arrivedAfterMinutes: 0, delivered: 4 },
      ],
      dispute: { status: 'accepted', daysAgo: 29 },
    },
    // 7. On time, rated 2, its dispute still open.
    {
      daysAgo: 40,
      quantity: 10,
      loads: [{ quantity: 10, arrivedAfterMinutes: 0 }],
      rating: { stars: 2, daysAgo: 39 },
      dispute: { status: 'open', daysAgo: 38 },
    },
    // Completed with no load recorded: no record of its trucks to judge.
    { daysAgo: 12, quantity: 10 },
    // Before the period: a late delivery, its rating and a cancellation.
    {
      daysAgo: SCORECARD_PERIOD_DAYS + 5,
      quantity: 10,
      loads: [{ quantity: 10, arrivedAfterMinutes: 300, delivered: 2 }],
      rating: { stars: 1, daysAgo: SCORECARD_PERIOD_DAYS + 4 },
    },
    {
      daysAgo: SCORECARD_PERIOD_DAYS + 8,
      quantity: 10,
      canceled: { by: 'supplier', daysAgo: SCORECARD_PERIOD_DAYS + 10 },
    },
    // Canceled in the period: once by the supplier, once by the contractor.
    { daysAgo: 3, quantity: 10, canceled: { by: 'supplier', daysAgo: 6 } },
    { daysAgo: 4, quantity: 10, canceled: { by: 'contractor', daysAgo: 8 } },
  ];
  // Capital's public figures: 7 delivered orders.
  const CAPITAL_PUBLIC = {
    periodDays: SCORECARD_PERIOD_DAYS,
    deliveredOrders: 7,
    minimumDeliveries: SCORECARD_MIN_DELIVERIES,
    onTimeWindowRate: 0.8571, // 6 of 7
    onTimeEtaRate: 0.7143, // 5 of 7
    deliveredQuantityRate: 0.9857, // (6 + 0.9) / 7
    supplierCancellationRate: 0.125, // 1 of 7 delivered + 1 canceled
    ratingAverage: 3.67, // (4 + 5 + 2) / 3
    ratingCount: 3,
  };

  // NorthPeak: one delivery fewer than the minimum, each rated 5: no rates, the ratings still.
  const NORTHPEAK_PUBLIC = {
    periodDays: SCORECARD_PERIOD_DAYS,
    deliveredOrders: SCORECARD_MIN_DELIVERIES - 1,
    minimumDeliveries: SCORECARD_MIN_DELIVERIES,
    onTimeWindowRate: null,
    onTimeEtaRate: null,
    deliveredQuantityRate: null,
    supplierCancellationRate: null,
    ratingAverage: 5,
    ratingCount: SCORECARD_MIN_DELIVERIES - 1,
  };

  beforeAll(async () => {
    api = await openApi();
    const contractor = await signUpContractor(api, {
      email: 'scorecards.owner@keystone.example',
      phone: '+1 416 555 0181',
      headers: { 'x-forwarded-for': '10.83.250.1' },
    });
    contractorToken = contractor.ordinary;
    const [company] = await api.db
      .insert(companies)
      .values({ name: 'Scorecard History Builders', kind: 'contractor' })
      .returning({ id: companies.id });
    const now = new Date();
    await writePastOrders(
      api.db,
      { supplierId: await supplierIdOf('capital-aggregates'), companyId: company!.id, key: 'scorecard-capital' },
      CAPITAL_HISTORY,
      now,
    );
    // NorthPeak: one delivery fewer than the minimum.
    await writePastOrders(
      api.db,
      { supplierId: await supplierIdOf('northpeak-ready-mix'), companyId: company!.id, key: 'scorecard-northpeak' },
      Array.from({ length: SCORECARD_MIN_DELIVERIES - 1 }, (_, index) => ({
        daysAgo: 2 + index,
        quantity: 8,
        loads: [{ quantity: 8, arrivedAfterMinutes: 0 }],
        rating: { stars: 5, daysAgo: 1 + index },
      })),
      now,
    );
  });
  afterAll(async () => {
    await api?.close();
  });

  describe('the supplier', () => {
    it('reads its own scorecard: every figure, and the counts behind them', async () => {
      const answer = await call<{ supplierScorecard: Record<string, unknown> }>(
        `{ ${SUPPLIER_CARD} }`,
        {},
        await signIn('owner@capital.example'),
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.supplierScorecard).toEqual({
        ...CAPITAL_PUBLIC,
        lateWindowOrders: 1,
        lateEtaOrders: 2,
        shortOrders: 1,
        canceledBySupplier: 1,
        canceledByContractor: 1,
        disputes: 2,
        disputesAccepted: 1,
        disputesOpen: 1,
      });
    });

    it('under the minimum of deliveries, gets counts and no rates', async () => {
      const answer = await call<{ supplierScorecard: Record<string, unknown> }>(
        `{ ${SUPPLIER_CARD} }`,
        {},
        await signIn('dispatch@northpeak.example'),
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.supplierScorecard).toMatchObject({
        ...NORTHPEAK_PUBLIC,
        lateWindowOrders: 0,
        shortOrders: 0,
      });
    });

    it('is a supplier’s own: a contractor and nobody are refused', async () => {
      const asContractor = await call(`{ ${SUPPLIER_CARD} }`, {}, contractorToken);
      expect(asContractor.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const asNobody = await call(`{ ${SUPPLIER_CARD} }`);
      expect(asNobody.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('of the demo data has a scorecard (Coastline Concrete & Gravel)', async () => {
      const answer = await call<{ supplierScorecard: Record<string, unknown> }>(
        `{ ${SUPPLIER_CARD} }`,
        {},
        await signIn('owner@coastline.example'),
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.supplierScorecard).toMatchObject({
        deliveredOrders: 8,
        onTimeWindowRate: 0.875,
        onTimeEtaRate: 0.75,
        deliveredQuantityRate: 0.9844,
        supplierCancellationRate: 0.1111,
        ratingAverage: 4.38,
        ratingCount: 8,
        disputes: 1,
        disputesAccepted: 1,
      });
    });
  });

  describe('a contractor choosing a producer', () => {
    it('reads each producer’s public figures with the list', async () => {
      const answer = await call<{ producers: { supplierId: string; name: string; scorecard: unknown }[] }>(
        PRODUCERS,
        { input: { cityId: await cityIdOf('ottawa'), productType: 'aggregates' } },
        contractorToken,
      );
      expect(answer.errors).toBeUndefined();
      const capital = answer.data!.producers.find((producer) => producer.name === 'Capital Aggregates');
      expect(capital?.scorecard).toEqual(CAPITAL_PUBLIC);
    });

    it('reads “not enough deliveries” as null rates with the count they would rest on', async () => {
      const answer = await call<{ producers: { name: string; scorecard: Record<string, unknown> }[] }>(PRODUCERS, {
        input: { cityId: await cityIdOf('toronto'), productType: 'readyMix' },
      });
      expect(answer.errors).toBeUndefined();
      const northPeak = answer.data!.producers.find((producer) => producer.name === 'NorthPeak Ready Mix');
      expect(northPeak?.scorecard).toEqual(NORTHPEAK_PUBLIC);
    });

    it('costs one query for the whole list, however many producers it has', async () => {
      // Coastline delivers to Toronto too, so NorthPeak's ready-mix is not alone in the list.
      const areas = await call(
        `mutation($input: SupplierServiceAreasInput!) { supplierServiceAreasSet(input: $input) }`,
        { input: { cityIds: [await cityIdOf('vancouver'), await cityIdOf('toronto')] } },
        await signIn('owner@coastline.example'),
      );
      expect(areas.errors).toBeUndefined();
      const execute = vi.spyOn(api.db, 'execute');
      try {
        const answer = await call<{ producers: { scorecard: unknown }[] }>(PRODUCERS, {
          input: { cityId: await cityIdOf('toronto'), productType: 'readyMix' },
        });
        expect(answer.errors).toBeUndefined();
        expect(answer.data!.producers.length).toBeGreaterThan(1);
        const scorecardQueries = execute.mock.calls.filter(([query]) =>
          JSON.stringify(query).includes('suppliers_asked'),
        );
        expect(scorecardQueries).toHaveLength(1);
      } finally {
        execute.mockRestore();
      }
    });

    it('cannot ask a producer’s private counts (disputes, cancellations by contractors)', async () => {
      const answer = await call(
        `query($input: ProducersInput!) { producers(input: $input) { scorecard { disputes canceledByContractor } } }`,
        { input: { cityId: await cityIdOf('ottawa'), productType: 'aggregates' } },
        contractorToken,
      );
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0]?.message).toMatch(/Cannot query field "disputes" on type "ProducerScorecard"/);
    });
  });
}

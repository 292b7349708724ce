import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  cities,
  companies,
  jobSites,
  orders,
  productExtras,
  products,
  supplierDeliverySettings,
  supplierServiceAreas,
  suppliers,
  taxes,
} from '@/server/db/schema';
import { seedDatabase } from '@/server/seed';
import { roundHalfUp } from '@/server/services/catalogue/pricing';
import { createTestApi, type GraphQLResponse, type TestApi } from '../support/api';

process.env.JWT_SECRET = 'ordering-test-secret-ordering-test-secret-0123456789';

let api: TestApi;
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.77.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
};

async function call<TData = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLResponse<TData> & { errors?: { message: string; extensions?: Record<string, unknown> }[] }> {
  const headers: Record<string, string> = { 'x-forwarded-for': nextAddress() };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await api.request({ query, variables }, headers);
  return (await response.json()) as GraphQLResponse<TData>;
}

let accountCounter = 0;
async function signUpContractor(): Promise<{ token: string; companyId: string }> {
  accountCounter += 1;
  const n = String(accountCounter).padStart(4, '0');
  const response = await api.request(
    {
      query: `mutation($input: ContractorSignUpInput!) { contractorSignUp(input: $input) { user { company { id } } } }`,
      variables: {
        input: {
          identity: { email: `orders${n}@keystone.example`, password: 'Concrete2024' },
          phone: `+1 416 555 ${n}`,
          password: 'Concrete2024',
          source: 'web',
          fullName: `Contractor ${n}`,
        },
      },
    },
    { 'x-forwarded-for': nextAddress() },
  );
  const body = (await response.json()) as GraphQLResponse<{ contractorSignUp: { user: { company: { id: string } } } }>;
  const token = response.headers.get('authorization')?.replace(/^Bearer /, '');
  if (!token || !body.data) throw new Error(`sign-up failed: ${JSON.stringify(body.errors)}`);
  return { token, companyId: body.data.contractorSignUp.user.company.id };
}

const QUOTE_FIELDS = `currency subtotalCents feesCents processingFeePercent processingFeeCents taxesCents
  totalWithoutTaxesCents totalCents referralCreditAppliedCents amountDueCents fingerprint
  lineItems { kind label quantity unit unitPriceCents amountCents }
  fees { label amountCents } taxes { name ratePercent amountCents }`;
const ORDER_FIELDS = `id status paymentType paymentStatus supplierName contractorName productName quantity unit trucks
  deliveryDate deliveryWindow siteName deliveryAddress postalCode jobNumber gateCode comment partnerCode
  totalCents amountDueCents unpaidAmountCents referralCreditAppliedCents cancelable cancelableUntil
  options { label amountCents } quote { totalCents fingerprint }`;

const ORDER_QUOTE = `query($input: OrderQuoteInput!) { orderQuote(input: $input) { ${QUOTE_FIELDS} } }`;
const PLACE_ORDER = `mutation($input: PlaceOrderInput!, $key: String!) { placeOrder(input: $input, idempotencyKey: $key) { ${ORDER_FIELDS} } }`;
const AVAILABILITY = `query($supplierId: ID!, $date: String!) { deliveryAvailability(supplierId: $supplierId, date: $date) {
  timeZone windows { startHour label capacityTrucks bookedTrucks remainingTrucks available } } }`;
const JOB_SITE_CREATE = `mutation($input: JobSiteInput!) { jobSiteCreate(input: $input) { id name postalCode city { name } jobNumber gateCode } }`;
const ORDER = `query($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`;
const ORDER_CANCEL = `mutation($id: ID!) { orderCancel(id: $id) { ${ORDER_FIELDS} } }`;

interface Quote {
  currency: string;
  subtotalCents: number;
  feesCents: number;
  processingFeePercent: number;
  processingFeeCents: number;
  taxesCents: number;
  totalWithoutTaxesCents: number;
  totalCents: number;
  referralCreditAppliedCents: number;
  amountDueCents: number;
  fingerprint: string;
  lineItems: { kind: string; label: string; amountCents: number }[];
  fees: { label: string; amountCents: number }[];
  taxes: { name: string; ratePercent: number; amountCents: number }[];
}
interface Order {
  id: string;
  status: string;
  paymentStatus: string;
  totalCents: number;
  amountDueCents: number;
  referralCreditAppliedCents: number;
  cancelable: boolean;
  [key: string]: unknown;
}

/** A date `days` from now, far enough that the supplier's time zone cannot make it today. */
const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let torontoId: string;
let northPeakId: string;
let productId: string;
let acceleratorId: string;
let a: { token: string; companyId: string };
let b: { token: string; companyId: string };

function quoteInput(overrides: Record<string, unknown> = {}, schedule: Record<string, unknown> = {}) {
  return {
    supplierId: northPeakId,
    productId,
    quantity: 2.5,
    unit: 'm3',
    extraIds: [acceleratorId],
    schedule: { date: dateIn(30), trucks: 1, minutesBetweenTrucks: 0, windowStartHour: 6, ...schedule },
    delivery: { cityId: torontoId, address: '100 King Street West', postalCode: 'm5x1a9' },
    paymentType: 'card',
    ...overrides,
  };
}

async function quote(input: Record<string, unknown>, token?: string) {
  return call<{ orderQuote: Quote }>(ORDER_QUOTE, { input }, token);
}

async function placeOrderFor(
  who: { token: string },
  input: Record<string, unknown>,
  key: string,
  extra: Record<string, unknown> = {},
) {
  const quoted = await quote(input, who.token);
  const fingerprint = quoted.data?.orderQuote.fingerprint ?? 'none';
  return call<{ placeOrder: Order }>(
    PLACE_ORDER,
    {
      input: {
        quote: input,
        quoteFingerprint: fingerprint,
        contact: { name: 'Dana Whitfield', email: 'dana@keystone.example', phoneNumber: '+1 416 555 0100' },
        comment: 'Call on arrival',
        ...extra,
      },
      key,
    },
    who.token,
  );
}

beforeAll(async () => {
  api = await createTestApi();
  const [toronto] = await api.db.select({ id: cities.id }).from(cities).where(eq(cities.slug, 'toronto'));
  const [northPeak] = await api.db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.slug, 'northpeak-ready-mix'));
  torontoId = toronto!.id;
  northPeakId = northPeak!.id;
  const [product] = await api.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.supplierId, northPeakId), eq(products.sku, 'NP-RM-25')));
  productId = product!.id;
  const [accelerator] = await api.db
    .select({ id: productExtras.id })
    .from(productExtras)
    .where(and(eq(productExtras.productId, productId), eq(productExtras.key, 'accelerator')));
  acceleratorId = accelerator!.id;
  a = await signUpContractor();
  b = await signUpContractor();
}, 60_000);
afterAll(() => api.close());

describe('quote arithmetic', () => {
  it('rounds half up once per line', () => {
    expect(roundHalfUp(5, 2)).toBe(3);
    expect(roundHalfUp(168925, 100)).toBe(1689);
    expect(roundHalfUp(779207, 100)).toBe(7792);
    expect(roundHalfUp(4, 3)).toBe(1);
  });

  it('prices product, extras, fee, processing fee and Ontario HST in exact cents', async () => {
    const { data, errors } = await quote(quoteInput());
    expect(errors).toBeUndefined();
    const q = data!.orderQuote;
    // 2.5 m3 × $195.00 = $487.50; accelerator 2.5 × $12.00 = $30.00.
    expect(q.currency).toBe('CAD');
    expect(q.lineItems.map((line) => [line.kind, line.amountCents])).toEqual([
      ['product', 48750],
      ['extra', 3000],
    ]);
    expect(q.subtotalCents).toBe(51750);
    // Delivery fee: $65.00 per truck, capped at $195.00.
    expect(q.fees).toEqual([{ label: 'Delivery fee', amountCents: 6500 }]);
    expect(q.feesCents).toBe(6500);
    // Card 2.9% of $582.50 = $16.8925 → $16.89.
    expect(q.processingFeePercent).toBe(2.9);
    expect(q.processingFeeCents).toBe(1689);
    expect(q.totalWithoutTaxesCents).toBe(59939);
    // HST 13% of $599.39 = $77.9207 → $77.92.
    expect(q.taxes).toEqual([{ name: 'HST (ON)', ratePercent: 13, amountCents: 7792 }]);
    expect(q.totalCents).toBe(67731);
    expect(q.referralCreditAppliedCents).toBe(0);
    expect(q.amountDueCents).toBe(67731);
    expect(q.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('caps the fee, uses the bank-debit rate, and the same input gives the same fingerprint', async () => {
    const first = await quote(quoteInput({ paymentType: 'stripe_b2b_ca' }, { trucks: 4 }));
    const q = first.data!.orderQuote;
    expect(q.feesCents).toBe(19500);
    // 0.8% of (51750 + 19500) = 570.
    expect(q.processingFeeCents).toBe(570);
    const again = await quote(quoteInput({ paymentType: 'stripe_b2b_ca' }, { trucks: 4 }));
    expect(again.data!.orderQuote.fingerprint).toBe(q.fingerprint);
  });

  it('applies US state and city tax lines', async () => {
    const [sf] = await api.db.select({ id: cities.id }).from(cities).where(eq(cities.slug, 'san-francisco'));
    const producers = await call<{
      producers: { supplierId: string; product: { id: string; unit: string; quantity: number } }[];
    }>(`query($input: ProducersInput!) { producers(input: $input) { supplierId product { id unit quantity } } }`, {
      input: { cityId: sf!.id, productType: 'readyMix' },
    });
    const producer = producers.data!.producers[0]!;
    const { data, errors } = await quote({
      ...quoteInput(),
      supplierId: producer.supplierId,
      productId: producer.product.id,
      quantity: producer.product.quantity,
      unit: producer.product.unit,
      extraIds: [],
      delivery: { cityId: sf!.id, address: '1 Market Street', postalCode: '94105-1234' },
    });
    expect(errors).toBeUndefined();
    const q = data!.orderQuote;
    expect(q.currency).toBe('USD');
    expect(q.taxes.map((tax) => [tax.name, tax.ratePercent])).toEqual([
      ['California sales tax', 7.25],
      ['San Francisco local sales tax', 1.375],
    ]);
    expect(q.taxesCents).toBe(q.taxes[0]!.amountCents + q.taxes[1]!.amountCents);
    expect(q.totalCents).toBe(q.totalWithoutTaxesCents + q.taxesCents);
  });

  it("answers the spec's quantity messages", async () => {
    const cases: [number, string][] = [
      [1.2, 'Partial requires step 0.5'],
      [0.5, "Can't be less than 1"],
      [100.5, "Can't be more than 100"],
      [2.25, 'Partial requires step 0.5'],
    ];
    for (const [quantity, message] of cases) {
      const { errors } = await quote(quoteInput({ quantity }));
      expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(errors?.[0]?.message).toBe(message);
      expect(errors?.[0]?.extensions?.fields).toEqual({ quantity: message });
    }
  });

  it('refuses an address the supplier does not serve and a postal code outside the city', async () => {
    const [ottawa] = await api.db.select({ id: cities.id }).from(cities).where(eq(cities.slug, 'ottawa'));
    const notServed = await quote(
      quoteInput({ delivery: { cityId: ottawa!.id, address: '1 Wellington St', postalCode: 'K1A 0A9' } }),
    );
    expect(notServed.errors?.[0]?.extensions?.code).toBe('ADDRESS_NOT_SERVED');
    const wrongPostal = await quote(
      quoteInput({ delivery: { cityId: torontoId, address: '1 Wellington St', postalCode: 'K1A 0A9' } }),
    );
    expect(wrongPostal.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(wrongPostal.errors?.[0]?.extensions?.fields ?? {})).toEqual(['delivery.postalCode']);
  });

  it('applies the referral credit of the signed-in company', async () => {
    await api.db.update(companies).set({ referralCreditCents: 2000 }).where(eq(companies.id, a.companyId));
    const { data } = await quote(quoteInput(), a.token);
    expect(data!.orderQuote.referralCreditAppliedCents).toBe(2000);
    expect(data!.orderQuote.amountDueCents).toBe(67731 - 2000);
    await api.db.update(companies).set({ referralCreditCents: 0 }).where(eq(companies.id, a.companyId));
  });
});

describe('seed', () => {
  it('inserts the ordering data once: seeding again adds nothing', async () => {
    const counts = async () =>
      Promise.all(
        [taxes, productExtras, supplierDeliverySettings].map(async (table) => {
          const [row] = await api.db.select({ value: count() }).from(table);
          return row?.value ?? 0;
        }),
      );
    const before = await counts();
    expect(before.every((value) => value > 0)).toBe(true);
    await seedDatabase(api.db, { demo: true });
    expect(await counts()).toEqual(before);
  });
});

describe('regions and producers', () => {
  it('lists cities with the product types served', async () => {
    const { data } = await call<{
      serviceRegions: { countryCode: string; cities: { city: { name: string }; productTypes: string[] }[] }[];
    }>(`{ serviceRegions { countryCode cities { city { name } productTypes } } }`);
    const canada = data!.serviceRegions.find((region) => region.countryCode === 'CA')!;
    expect(canada.cities.find((entry) => entry.city.name === 'Toronto')!.productTypes).toContain('readyMix');
  });

  it('sorts producers by the all-in price, or by rating', async () => {
    const [cheap] = await api.db
      .insert(suppliers)
      .values({
        slug: 'test-budget-concrete',
        name: 'Budget Concrete (test)',
        description: 'A test supplier.',
        homeCityId: torontoId,
        rating: '3.9',
        ratingCount: 3,
      })
      .returning({ id: suppliers.id });
    await api.db.insert(supplierServiceAreas).values({ supplierId: cheap!.id, cityId: torontoId });
    await api.db.insert(products).values({
      supplierId: cheap!.id,
      sku: 'TB-RM-25',
      type: 'readyMix',
      name: '25 MPa (test)',
      description: 'Test mix.',
      unit: 'm3',
      priceCents: 15000,
      minimumOrder: '3',
      quantityIncrement: '1',
      maximumOrder: '60',
      feeMinCents: 9000,
      feeMaxCents: 9000,
    });
    const search = (sort: string, quantity: number) =>
      call<{
        producers: { name: string; allInPriceCents: number; product: { quantity: number; allInPriceCents: number } }[];
      }>(
        `query($input: ProducersInput!) { producers(input: $input) { name allInPriceCents product { quantity allInPriceCents } } }`,
        { input: { cityId: torontoId, productType: 'readyMix', quantity, unit: 'm3', sort } },
      );
    const byPrice = await search('allInPrice', 4);
    expect(byPrice.errors).toBeUndefined();
    expect(byPrice.data!.producers.map((p) => p.name)).toEqual(['Budget Concrete (test)', 'NorthPeak Ready Mix']);
    // The quantity is priced within each product's minimum: 1 m3 for NorthPeak.
    const small = await search('allInPrice', 1);
    expect(small.data!.producers.find((p) => p.name === 'NorthPeak Ready Mix')!.product.quantity).toBe(1);
    const byRating = await search('rating', 4);
    expect(byRating.data!.producers.map((p) => p.name)).toEqual(['NorthPeak Ready Mix', 'Budget Concrete (test)']);
  });

  it('sorts producers by the all-in price of the order, cheapest product first', async () => {
    const regions = await call<{ serviceRegions: { cities: { city: { id: string }; productTypes: string[] }[] }[] }>(
      `{ serviceRegions { cities { city { id } productTypes } } }`,
    );
    let compared = 0;
    for (const region of regions.data!.serviceRegions) {
      for (const entry of region.cities) {
        for (const productType of entry.productTypes) {
          const { data, errors } = await call<{
            producers: { allInPriceCents: number; products: { allInPriceCents: number }[] }[];
          }>(
            `query($input: ProducersInput!) { producers(input: $input) { allInPriceCents products { allInPriceCents } } }`,
            {
              input: { cityId: entry.city.id, productType, quantity: 10, unit: 'm3' },
            },
          );
          expect(errors).toBeUndefined();
          const prices = data!.producers.map((producer) => producer.allInPriceCents);
          expect(prices).toEqual([...prices].sort((x, y) => x - y));
          for (const producer of data!.producers) {
            expect(producer.allInPriceCents).toBe(Math.min(...producer.products.map((p) => p.allInPriceCents)));
          }
          if (prices.length > 1) compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('answers the first `limit` producers of the same order, with their extras', async () => {
    const search = (limit?: number) =>
      call<{ producers: { name: string; product: { extras: { name: string }[] } }[] }>(
        `query($input: ProducersInput!) { producers(input: $input) { name product { extras { name } } } }`,
        { input: { cityId: torontoId, productType: 'readyMix', quantity: 8, unit: 'm3', limit } },
      );
    const all = await search();
    expect(all.data!.producers.length).toBeGreaterThan(1);
    const first = await search(1);
    expect(first.data!.producers.map((p) => p.name)).toEqual([all.data!.producers[0]!.name]);
    const northPeak = all.data!.producers.find((p) => p.name === 'NorthPeak Ready Mix')!;
    expect(northPeak.product.extras.length).toBeGreaterThan(0);

    const tooMany = await search(51);
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(tooMany.errors?.[0]?.extensions?.fields).toEqual({ limit: "Can't be more than 50" });
  });
});

describe('job sites', () => {
  it('validates postal codes per country and keeps job sites to the company', async () => {
    const site = {
      name: 'King West tower',
      countryCode: 'CA',
      cityId: torontoId,
      address: '100 King Street West',
      postalCode: 'm5x1a9',
      jobNumber: 'PO-2231',
      gateCode: '4411#',
      accessNotes: 'Enter from Bay Street',
      washoutNotes: 'Washout bin by the north gate',
    };
    const created = await call<{ jobSiteCreate: { id: string; postalCode: string } }>(
      JOB_SITE_CREATE,
      { input: site },
      a.token,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.jobSiteCreate.postalCode).toBe('M5X 1A9');
    const siteId = created.data!.jobSiteCreate.id;

    const bad = await call(JOB_SITE_CREATE, { input: { ...site, postalCode: '12345' } }, a.token);
    expect(bad.errors?.[0]?.extensions?.fields).toEqual({ postalCode: 'Invalid' });
    const [sf] = await api.db.select({ id: cities.id }).from(cities).where(eq(cities.slug, 'san-francisco'));
    const us = await call(
      JOB_SITE_CREATE,
      { input: { ...site, countryCode: 'US', cityId: sf!.id, postalCode: '94103-1234' } },
      a.token,
    );
    expect(us.errors).toBeUndefined();
    const usBad = await call(
      JOB_SITE_CREATE,
      { input: { ...site, countryCode: 'US', cityId: sf!.id, postalCode: '9410' } },
      a.token,
    );
    expect(usBad.errors?.[0]?.extensions?.fields).toEqual({ postalCode: 'Invalid' });

    // Company B sees none of them and can touch none of them.
    const listB = await call<{ jobSites: unknown[] }>(`{ jobSites { id } }`, {}, b.token);
    expect(listB.data!.jobSites).toEqual([]);
    const updateB = await call(
      `mutation($id: ID!, $input: JobSiteInput!) { jobSiteUpdate(id: $id, input: $input) { id } }`,
      { id: siteId, input: { ...site, name: 'Hijacked' } },
      b.token,
    );
    expect(updateB.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const deleteB = await call(`mutation($id: ID!) { jobSiteDelete(id: $id) }`, { id: siteId }, b.token);
    expect(deleteB.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const quoteB = await quote(quoteInput({ delivery: { jobSiteId: siteId } }), b.token);
    expect(quoteB.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const signedOut = await call(`{ jobSites { id } }`);
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    // The owner's order through the job site carries its notes.
    const placed = await placeOrderFor(
      a,
      quoteInput({ delivery: { jobSiteId: siteId } }, { date: dateIn(40) }),
      'site-order-0001',
    );
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.placeOrder).toMatchObject({
      siteName: 'King West tower',
      jobNumber: 'PO-2231',
      gateCode: '4411#',
      postalCode: 'M5X 1A9',
    });
    const deleted = await call(`mutation($id: ID!) { jobSiteDelete(id: $id) }`, { id: siteId }, a.token);
    expect(deleted.data).toEqual({ jobSiteDelete: true });
    const after = await call<{ order: Order }>(ORDER, { id: placed.data!.placeOrder.id }, a.token);
    expect(after.data!.order.siteName).toBe('King West tower');
  });
});

describe('placing orders', () => {
  it('never overbooks a window under concurrent orders', async () => {
    const date = dateIn(50);
    const before = await call<{
      deliveryAvailability: { windows: { startHour: number; capacityTrucks: number; available: boolean }[] };
    }>(AVAILABILITY, { supplierId: northPeakId, date });
    const window = before.data!.deliveryAvailability.windows.find((w) => w.startHour === 10)!;
    expect(window.available).toBe(true);
    const capacity = window.capacityTrucks;
    const input = quoteInput({ extraIds: [] }, { date, windowStartHour: 10 });
    const fingerprint = (await quote(input, b.token)).data!.orderQuote.fingerprint;
    const attempts = capacity + 5;
    const results = await Promise.all(
      Array.from({ length: attempts }, (_, index) =>
        call<{ placeOrder: Order }>(
          PLACE_ORDER,
          {
            input: {
              quote: input,
              quoteFingerprint: fingerprint,
              contact: { name: 'Sam', email: 'sam@keystone.example', phoneNumber: '+1 416 555 0101' },
            },
            key: `concurrent-${index}-xxxx`,
          },
          b.token,
        ),
      ),
    );
    const placed = results.filter((result) => result.data?.placeOrder);
    const refused = results.filter((result) => result.errors?.[0]?.extensions?.code === 'DELIVERY_WINDOW_UNAVAILABLE');
    expect(placed).toHaveLength(capacity);
    expect(refused).toHaveLength(attempts - capacity);

    const after = await call<{
      deliveryAvailability: {
        windows: { startHour: number; bookedTrucks: number; remainingTrucks: number; available: boolean }[];
      };
    }>(AVAILABILITY, { supplierId: northPeakId, date });
    const full = after.data!.deliveryAvailability.windows.find((w) => w.startHour === 10)!;
    expect(full).toMatchObject({ bookedTrucks: capacity, remainingTrucks: 0, available: false });
    const other = after.data!.deliveryAvailability.windows.find((w) => w.startHour === 6)!;
    expect(other.available).toBe(true);
  }, 60_000);

  it('answers the same order for the same idempotency key, and refuses the key with another input', async () => {
    const input = quoteInput({}, { date: dateIn(60) });
    const first = await placeOrderFor(a, input, 'double-click-0001');
    const second = await placeOrderFor(a, input, 'double-click-0001');
    expect(first.errors).toBeUndefined();
    expect(second.data!.placeOrder.id).toBe(first.data!.placeOrder.id);
    const concurrent = await Promise.all([1, 2, 3].map(() => placeOrderFor(a, input, 'double-click-0002')));
    expect(new Set(concurrent.map((result) => result.data?.placeOrder.id)).size).toBe(1);
    const [placedRows] = await api.db
      .select({ value: count() })
      .from(orders)
      .where(and(eq(orders.companyId, a.companyId), eq(orders.deliveryDate, dateIn(60))));
    expect(placedRows?.value).toBe(2);

    const reused = await placeOrderFor(a, input, 'double-click-0001', { comment: 'Another comment' });
    expect(reused.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses a changed quote with the new one, and books nothing', async () => {
    const input = quoteInput({}, { date: dateIn(70) });
    const { data } = await quote(input, a.token);
    const oldFingerprint = data!.orderQuote.fingerprint;
    await api.db.update(products).set({ priceCents: 20500 }).where(eq(products.id, productId));
    try {
      const result = await call(
        PLACE_ORDER,
        {
          input: {
            quote: input,
            quoteFingerprint: oldFingerprint,
            contact: { name: 'Dana', email: 'dana@keystone.example', phoneNumber: '+1 416 555 0100' },
          },
          key: 'changed-quote-0001',
        },
        a.token,
      );
      expect(result.errors?.[0]?.extensions?.code).toBe('QUOTE_CHANGED');
      const newQuote = result.errors?.[0]?.extensions?.quote as Quote;
      expect(newQuote.subtotalCents).toBe(51250 + 3000);
      expect(newQuote.fingerprint).not.toBe(oldFingerprint);
      const availability = await call<{ deliveryAvailability: { windows: { bookedTrucks: number }[] } }>(AVAILABILITY, {
        supplierId: northPeakId,
        date: dateIn(70),
      });
      expect(availability.data!.deliveryAvailability.windows.every((w) => w.bookedTrucks === 0)).toBe(true);
    } finally {
      await api.db.update(products).set({ priceCents: 19500 }).where(eq(products.id, productId));
    }
  });

  it('places an order to a typed address in one request, keeping the address as a job site', async () => {
    const c = await signUpContractor();
    const input = quoteInput({}, { date: dateIn(88) });
    const site = {
      name: 'Harbour lot',
      countryCode: 'CA',
      cityId: torontoId,
      address: '100 King Street West',
      postalCode: 'M5X 1A9',
      jobNumber: 'J-88',
      gateCode: '77#',
      accessNotes: 'Enter from the lane',
      washoutNotes: null,
    };
    // The same money for the same goods is the same fingerprint, however the address is given.
    const typed = (await quote(input, c.token)).data!.orderQuote;
    const placed = await placeOrderFor(c, input, 'typed-site-0001', { jobSite: site });
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.placeOrder).toMatchObject({ siteName: 'Harbour lot', jobNumber: 'J-88', gateCode: '77#' });
    const sites = await call<{ jobSites: { id: string; name: string; accessNotes: string | null }[] }>(
      `{ jobSites { id name accessNotes } }`,
      {},
      c.token,
    );
    expect(sites.data!.jobSites).toEqual([
      expect.objectContaining({ name: 'Harbour lot', accessNotes: 'Enter from the lane' }),
    ]);
    const [row] = await api.db
      .select({ jobSiteId: orders.jobSiteId })
      .from(orders)
      .where(eq(orders.id, placed.data!.placeOrder.id));
    expect(row!.jobSiteId).toBe(sites.data!.jobSites[0]!.id);
    const saved = (await quote(quoteInput({ delivery: { jobSiteId: row!.jobSiteId } }, { date: dateIn(88) }), c.token))
      .data!.orderQuote;
    expect(saved.fingerprint).toBe(typed.fingerprint);

    // A retry answers the same order and saves no second site.
    const again = await placeOrderFor(c, input, 'typed-site-0001', { jobSite: site });
    expect(again.data!.placeOrder.id).toBe(placed.data!.placeOrder.id);
    const [{ value: siteCount } = { value: 0 }] = await api.db
      .select({ value: count() })
      .from(jobSites)
      .where(eq(jobSites.companyId, c.companyId));
    expect(siteCount).toBe(1);
  });

  it('refuses a job site that is not the quoted address, and saves no site when placing fails', async () => {
    const c = await signUpContractor();
    const input = quoteInput({}, { date: dateIn(89) });
    const site = {
      name: 'Elsewhere',
      countryCode: 'CA',
      cityId: torontoId,
      address: '1 Other Road',
      postalCode: 'M5X 1A9',
    };
    const mismatched = await placeOrderFor(c, input, 'typed-site-0002', { jobSite: site });
    expect(mismatched.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(mismatched.errors?.[0]?.extensions?.fields).toEqual({
      jobSite: 'The job site must be the delivery address of the quote.',
    });

    // More trucks than the window holds: refused in the transaction, and the typed site goes with it.
    const availability = await call<{
      deliveryAvailability: { windows: { startHour: number; capacityTrucks: number }[] };
    }>(AVAILABILITY, { supplierId: northPeakId, date: dateIn(89) });
    const capacity = availability.data!.deliveryAvailability.windows.find((w) => w.startHour === 6)!.capacityTrucks;
    const tooMany = quoteInput({}, { date: dateIn(89), trucks: capacity + 1 });
    const full = await placeOrderFor(c, tooMany, 'typed-site-0003', {
      jobSite: { ...site, address: '100 King Street West' },
    });
    expect(full.errors?.[0]?.extensions?.code).toBe('DELIVERY_WINDOW_UNAVAILABLE');
    const [{ value: siteCount } = { value: 1 }] = await api.db
      .select({ value: count() })
      .from(jobSites)
      .where(eq(jobSites.companyId, c.companyId));
    expect(siteCount).toBe(0);
  });

  it("keeps the partner's code (as the partner spells it) for counting orders per partner", async () => {
    const placed = await placeOrderFor(a, quoteInput({}, { date: dateIn(85) }), 'partner-order-0001', {
      partnerCode: 'northpeak',
    });
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.placeOrder.partnerCode).toBe('NORTHPEAK');
  });

  it('refuses a past date, and a quote whose referral credit changed since', async () => {
    const past = await quote(quoteInput({}, { date: dateIn(-3) }), a.token);
    expect(past.errors?.[0]?.extensions?.fields).toEqual({ 'schedule.date': 'Choose a delivery date from today on' });

    const input = quoteInput({}, { date: dateIn(95) });
    const seen = (await quote(input, a.token)).data!.orderQuote;
    await api.db.update(companies).set({ referralCreditCents: 500 }).where(eq(companies.id, a.companyId));
    try {
      const result = await call(
        PLACE_ORDER,
        {
          input: {
            quote: input,
            quoteFingerprint: seen.fingerprint,
            contact: { name: 'Dana', email: 'dana@keystone.example', phoneNumber: '+1 416 555 0100' },
          },
          key: 'credit-changed-0001',
        },
        a.token,
      );
      expect(result.errors?.[0]?.extensions?.code).toBe('QUOTE_CHANGED');
      expect((result.errors?.[0]?.extensions?.quote as Quote).referralCreditAppliedCents).toBe(500);
    } finally {
      await api.db.update(companies).set({ referralCreditCents: 0 }).where(eq(companies.id, a.companyId));
    }
  });

  it('needs a signed-in contractor, and keeps orders to the company', async () => {
    const input = quoteInput({}, { date: dateIn(80) });
    const signedOut = await placeOrderFor({ token: '' }, input, 'signed-out-0001');
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const placed = await placeOrderFor(a, input, 'company-a-0001', { partnerCode: 'nope-unknown' });
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.placeOrder;
    expect(order).toMatchObject({
      status: 'placed',
      paymentStatus: 'requires_payment',
      partnerCode: null,
      cancelable: true,
    });
    const seenByB = await call(ORDER, { id: order.id }, b.token);
    expect(seenByB.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const canceledByB = await call(ORDER_CANCEL, { id: order.id }, b.token);
    expect(canceledByB.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const listB = await call<{ orders: { values: { id: string }[] } }>(
      `{ orders { values { id } count } }`,
      {},
      b.token,
    );
    expect(listB.data!.orders.values.map((o) => o.id)).not.toContain(order.id);
    const listA = await call<{ orders: { values: { id: string }[] } }>(
      `{ orders { values { id } count } }`,
      {},
      a.token,
    );
    expect(listA.data!.orders.values.map((o) => o.id)).toContain(order.id);
    const still = await call<{ order: Order }>(ORDER, { id: order.id }, a.token);
    expect(still.data!.order.status).toBe('placed');
  });
});

describe('canceling', () => {
  it('cancels while the window is open, frees the trucks and gives back the referral credit', async () => {
    await api.db.update(companies).set({ referralCreditCents: 2000 }).where(eq(companies.id, a.companyId));
    const date = dateIn(90);
    const placed = await placeOrderFor(a, quoteInput({}, { date, trucks: 2 }), 'cancel-me-0001');
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.placeOrder.referralCreditAppliedCents).toBe(2000);
    const [afterPlacing] = await api.db
      .select({ credit: companies.referralCreditCents })
      .from(companies)
      .where(eq(companies.id, a.companyId));
    expect(afterPlacing!.credit).toBe(0);

    const canceled = await call<{ orderCancel: Order }>(ORDER_CANCEL, { id: placed.data!.placeOrder.id }, a.token);
    expect(canceled.errors).toBeUndefined();
    expect(canceled.data!.orderCancel).toMatchObject({
      status: 'canceled',
      paymentStatus: 'canceled',
      cancelable: false,
    });
    const [afterCancel] = await api.db
      .select({ credit: companies.referralCreditCents })
      .from(companies)
      .where(eq(companies.id, a.companyId));
    expect(afterCancel!.credit).toBe(2000);
    const availability = await call<{
      deliveryAvailability: { windows: { startHour: number; bookedTrucks: number }[] };
    }>(AVAILABILITY, { supplierId: northPeakId, date });
    expect(availability.data!.deliveryAvailability.windows.find((w) => w.startHour === 6)!.bookedTrucks).toBe(0);

    const again = await call(ORDER_CANCEL, { id: placed.data!.placeOrder.id }, a.token);
    expect(again.errors?.[0]?.extensions?.code).toBe('ORDER_NOT_CANCELABLE');
    await api.db.update(companies).set({ referralCreditCents: 0 }).where(eq(companies.id, a.companyId));
  });

  it('refuses once the cancellation window has closed', async () => {
    const placed = await placeOrderFor(a, quoteInput({}, { date: dateIn(20) }), 'too-late-0001');
    expect(placed.errors).toBeUndefined();
    await api.db
      .update(supplierDeliverySettings)
      .set({ cancellationWindowHours: 24 * 60 })
      .where(eq(supplierDeliverySettings.supplierId, northPeakId));
    try {
      const refused = await call(ORDER_CANCEL, { id: placed.data!.placeOrder.id }, a.token);
      expect(refused.errors?.[0]?.extensions?.code).toBe('ORDER_NOT_CANCELABLE');
      const order = await call<{ order: Order }>(ORDER, { id: placed.data!.placeOrder.id }, a.token);
      expect(order.data!.order).toMatchObject({ status: 'placed', cancelable: false });
    } finally {
      await api.db
        .update(supplierDeliverySettings)
        .set({ cancellationWindowHours: 24 })
        .where(eq(supplierDeliverySettings.supplierId, northPeakId));
    }
  });
});

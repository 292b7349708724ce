import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  companyMembers,
  cities,
  products,
  suppliers,
  users,
  webhookEndpoints,
  webhookEvents,
} from '@/server/db/schema';
import { signAccessToken } from '@/server/services/accounts/access-tokens';
import { handleOrdersCsvDownload } from '@/server/http/orders-csv-download';
import { recordWebhookEvent } from '@/server/services/webhooks/events';
import { createTestApi, type GraphQLResponse, type TestApi } from '../support/api';

/**
 * Disposal bins through the API (issue 15.5): a bin order is quoted and placed with its drop-off
 * date and pick-up date; the server prices the days past those the bin includes, per bin, books
 * one truck per bin, and refuses a period the order flow's form refuses, with the same messages.
 */

process.env.JWT_SECRET = 'bin-rentals-test-secret-bin-rentals-test-secret-0123';

let api: TestApi;
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.78.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
};

type Errors = { errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[] };

async function call<TData>(query: string, variables: Record<string, unknown>, token?: string) {
  const headers: Record<string, string> = { 'x-forwarded-for': nextAddress() };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await api.request({ query, variables }, headers);
  return (await response.json()) as GraphQLResponse<TData> & Errors;
}

async function signUpContractor(): Promise<string> {
  const response = await api.request(
    {
      query: `mutation($input: ContractorSignUpInput!) { contractorSignUp(input: $input) { user { id } } }`,
      variables: {
        input: {
          identity: { email: 'bins@renovate.example', password: 'Concrete2024' },
          phone: '+1 416 555 0177',
          password: 'Concrete2024',
          source: 'web',
          fullName: 'Robin Renovator',
        },
      },
    },
    { 'x-forwarded-for': nextAddress() },
  );
  const token = response.headers.get('authorization')?.replace(/^Bearer /, '');
  if (!token) throw new Error(`sign-up failed: ${await response.text()}`);
  return token;
}

const QUOTE = `query($input: OrderQuoteInput!) { orderQuote(input: $input) {
  subtotalCents feesCents fingerprint
  lineItems { kind label quantity unit unitPriceCents amountCents } fees { label quantity unit amountCents } } }`;
const PLACE_ORDER = `mutation($input: PlaceOrderInput!, $key: String!) { placeOrder(input: $input, idempotencyKey: $key) {
  id productType quantity trucks minutesBetweenTrucks deliveryDate pickUpDate rentalDays } }`;
const AVAILABILITY = `query($supplierId: ID!, $date: String!) { deliveryAvailability(supplierId: $supplierId, date: $date) {
  windows { startHour bookedTrucks } } }`;
const PRODUCERS = `query($input: ProducersInput!) { producers(input: $input) { name product { name rentalIncludedDays rentalExtraDayCents } } }`;

const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let torontoId: string;
let lakeshoreId: string;
let binId: string;
let readyMix: { supplierId: string; productId: string };
let token: string;
/** The bin order the placing test placed: 3 bins, drop-off in 31 days, pick-up 10 days later. */
let placedBinOrderId: string;

function binQuote(schedule: Record<string, unknown>, quantity = 2) {
  return {
    supplierId: lakeshoreId,
    productId: binId,
    quantity,
    unit: 'yd',
    extraIds: [],
    schedule: { date: dateIn(30), trucks: 1, minutesBetweenTrucks: 0, windowStartHour: 7, ...schedule },
    delivery: { cityId: torontoId, address: '14 Shaw St', postalCode: 'M6J 2W3' },
    paymentType: 'card',
  };
}

beforeAll(async () => {
  api = await createTestApi();
  const [toronto] = await api.db.select({ id: cities.id }).from(cities).where(eq(cities.slug, 'toronto'));
  const [lakeshore] = await api.db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.slug, 'lakeshore-bin-rentals'));
  const [bin] = await api.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.supplierId, lakeshore!.id), eq(products.sku, 'LS-BIN-20')));
  const [northPeak] = await api.db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.slug, 'northpeak-ready-mix'));
  const [concrete] = await api.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.supplierId, northPeak!.id), eq(products.sku, 'NP-RM-25')));
  torontoId = toronto!.id;
  lakeshoreId = lakeshore!.id;
  binId = bin!.id;
  readyMix = { supplierId: northPeak!.id, productId: concrete!.id };
  token = await signUpContractor();
}, 60_000);
afterAll(() => api.close());

describe('a bin’s rental terms', () => {
  it('are in the catalogue the order flow reads: 7 days included, an extra day per bin', async () => {
    const answer = await call<{ producers: { name: string; product: Record<string, unknown> }[] }>(PRODUCERS, {
      input: { cityId: torontoId, productType: 'rentals' },
    });
    const lakeshore = answer.data?.producers.find((producer) => producer.name === 'Lakeshore Bin Rentals');
    // The 14 yard bin is $379.00: a thirtieth of it, in whole dollars, is $13.00.
    expect(lakeshore?.product).toEqual({
      name: '14 Yard Disposal Bin',
      rentalIncludedDays: 7,
      rentalExtraDayCents: 1300,
    });
  });
});

describe('quoting a bin order', () => {
  it('prices the period: the bins with their included days, then each extra day per bin', async () => {
    // 2 bins of 20 yards ($449.00, 7 days included, $15.00 an extra day), kept 10 days.
    const answer = await call<{ orderQuote: Record<string, unknown> }>(QUOTE, {
      input: binQuote({ pickUpDate: dateIn(40) }),
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.orderQuote).toMatchObject({
      lineItems: [
        {
          kind: 'product',
          label: '20 Yard Disposal Bin, 7 days included',
          quantity: 2,
          unit: 'yd',
          unitPriceCents: 44_900,
          amountCents: 89_800,
        },
        {
          kind: 'rental',
          label: 'Extra days (3 days × 2 bins)',
          quantity: 6,
          unit: 'day',
          unitPriceCents: 1_500,
          amountCents: 9_000,
        },
      ],
      subtotalCents: 98_800,
      // Each bin comes on its own truck: the delivery and pickup fee counts two.
      fees: [{ label: 'Delivery and pickup fee', quantity: 2, unit: 'bin', amountCents: 5_000 }],
    });
  });

  it('charges no extra day for a period within the included days', async () => {
    const answer = await call<{ orderQuote: { lineItems: { label: string }[]; subtotalCents: number } }>(QUOTE, {
      input: binQuote({ pickUpDate: dateIn(37) }, 1),
    });
    expect(answer.data?.orderQuote.lineItems.map((line) => line.label)).toEqual([
      '20 Yard Disposal Bin, 7 days included',
    ]);
    expect(answer.data?.orderQuote.subtotalCents).toBe(44_900);
  });

  it('gives another fingerprint for another period, so placing sees the changed price', async () => {
    const [seven, ten] = await Promise.all(
      [37, 40].map((day) =>
        call<{ orderQuote: { fingerprint: string } }>(QUOTE, { input: binQuote({ pickUpDate: dateIn(day) }) }),
      ),
    );
    expect(seven?.data?.orderQuote.fingerprint).not.toBe(ten?.data?.orderQuote.fingerprint);
  });

  it.each([
    ['without a pick-up date', {}, 'Choose a pick-up date'],
    [
      'with the pick-up on the drop-off day',
      { pickUpDate: dateIn(30) },
      'Choose a pick-up date after the drop-off date',
    ],
    [
      'with the pick-up before the drop-off',
      { pickUpDate: dateIn(29) },
      'Choose a pick-up date after the drop-off date',
    ],
    ['for more than 30 days', { pickUpDate: dateIn(61) }, 'Bins can be rented for up to 30 days'],
  ])('refuses a bin order %s, on the pick-up date', async (_what, schedule, message) => {
    const answer = await call(QUOTE, { input: binQuote(schedule) });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 'schedule.pickUpDate': message },
    });
  });

  it('refuses a pick-up date on an order of another product', async () => {
    const answer = await call(QUOTE, {
      input: {
        ...binQuote({ pickUpDate: dateIn(40), windowStartHour: 6 }),
        ...readyMix,
        quantity: 2.5,
        unit: 'm3',
      },
    });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 'schedule.pickUpDate': 'Invalid' },
    });
  });
});

describe('placing a bin order', () => {
  it('keeps the pick-up date and rental period, and books one truck per bin', async () => {
    const input = binQuote({ date: dateIn(31), pickUpDate: dateIn(41), trucks: 1, minutesBetweenTrucks: 30 }, 3);
    const quoted = await call<{ orderQuote: { fingerprint: string } }>(QUOTE, { input }, token);
    const placed = await call<{ placeOrder: Record<string, unknown> }>(
      PLACE_ORDER,
      {
        input: {
          quote: input,
          quoteFingerprint: quoted.data?.orderQuote.fingerprint,
          contact: { name: 'Robin Renovator', email: 'bins@renovate.example', phoneNumber: '+1 416 555 0177' },
        },
        key: 'bin-order-0001',
      },
      token,
    );
    expect(placed.errors).toBeUndefined();
    placedBinOrderId = placed.data!.placeOrder.id as string;
    expect(placed.data?.placeOrder).toMatchObject({
      productType: 'rentals',
      quantity: 3,
      trucks: 3,
      minutesBetweenTrucks: 0,
      deliveryDate: dateIn(31),
      pickUpDate: dateIn(41),
      rentalDays: 10,
    });
    const availability = await call<{
      deliveryAvailability: { windows: { startHour: number; bookedTrucks: number }[] };
    }>(AVAILABILITY, { supplierId: lakeshoreId, date: dateIn(31) });
    expect(availability.data?.deliveryAvailability.windows.find((window) => window.startHour === 7)?.bookedTrucks).toBe(
      3,
    );
  });
});

describe('a bin order outside the app', () => {
  async function lakeshoreDispatcher(): Promise<string> {
    const [row] = await api.db
      .select({ userId: users.id, companyId: companyMembers.companyId })
      .from(users)
      .innerJoin(companyMembers, eq(companyMembers.userId, users.id))
      .where(eq(users.email, 'dispatch@lakeshore.example'));
    return signAccessToken({ userId: row!.userId, companyId: row!.companyId });
  }

  it('reaches the supplier API with its pick-up date and rental period', async () => {
    const created = await call<{ supplierApiKeyCreate: { secret: string } }>(
      `mutation($input: SupplierApiKeyCreateInput!) { supplierApiKeyCreate(input: $input) { secret } }`,
      { input: { name: 'Bin yard system' } },
      await lakeshoreDispatcher(),
    );
    expect(created.errors).toBeUndefined();
    const answer = await call<{ supplierApiOrder: Record<string, unknown> }>(
      `query($id: ID!) { supplierApiOrder(id: $id) { productType quantity deliveryDate pickUpDate rentalDays } }`,
      { id: placedBinOrderId },
      created.data!.supplierApiKeyCreate.secret,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.supplierApiOrder).toEqual({
      productType: 'rentals',
      quantity: 3,
      deliveryDate: dateIn(31),
      pickUpDate: dateIn(41),
      rentalDays: 10,
    });
  });

  it('reaches the supplier’s webhooks with its pick-up date and rental period; other orders say null', async () => {
    await api.db.insert(webhookEndpoints).values({
      supplierId: lakeshoreId,
      url: 'https://hooks.lakeshore.example/orders',
      events: ['order.placed'],
      secret: 'whsec_bin-rentals-test',
    });
    const eventId = crypto.randomUUID();
    expect(
      await recordWebhookEvent(api.db, { id: eventId, orderId: placedBinOrderId, type: 'order.placed' }, new Date()),
    ).toBe(true);
    const [event] = await api.db.select().from(webhookEvents).where(eq(webhookEvents.id, eventId));
    const body = JSON.parse(event!.body) as { data: { order: Record<string, unknown> } };
    expect(body.data.order).toMatchObject({
      productType: 'rentals',
      deliveryDate: dateIn(31),
      pickUpDate: dateIn(41),
      rentalDays: 10,
    });
  });

  it('is a line of the orders CSV with its pick-up date and rental days after the earlier columns', async () => {
    const list = await call<{ orders: { csvUrl: string } }>(`query { orders(limit: 1) { csvUrl } }`, {}, token);
    const [{ companyId }] = (await api.db
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(users.email, 'bins@renovate.example'))) as [{ companyId: string }];
    const answer = await handleOrdersCsvDownload(
      new Request(`http://localhost${list.data!.orders.csvUrl}`),
      companyId,
      () => Promise.resolve(api.db),
    );
    const [header, line] = (await answer.text()).trimEnd().split('\r\n');
    const columns = header!.split(',');
    expect(columns.slice(0, 3)).toEqual(['Order', 'Placed', 'Delivery date']);
    expect(columns.slice(-2)).toEqual(['Pick-up date', 'Rental days']);
    expect(line!.split(',').slice(-2)).toEqual([dateIn(41), '10']);
    expect(line).toContain(`,${dateIn(31)},`);
  });
});

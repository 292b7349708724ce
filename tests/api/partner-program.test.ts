import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PartnerStatsDocument } from '@/graphql/generated/client/graphql';
import { partnerCodeMessages } from '@/lib/validation/partner-program';
import { companies, orders, partnerClicks, products, suppliers } from '@/server/db/schema';
import { createServerExecutor } from '@/server/graphql/execute';
import { handlePartnerClick } from '@/server/http/partner-click';
import { seedData } from '@/server/seed';
import { createTestApi, type TestApi } from '../support/api';

interface StatsData {
  partnerStats: { code: string; clicks: number; buyClicks: number; rentClicks: number; orders: number };
}

let api: TestApi;
let execute: ReturnType<typeof createServerExecutor>;

beforeAll(async () => {
  api = await createTestApi();
  execute = createServerExecutor('http://localhost/api/gql', (url, init) => Promise.resolve(api.yoga.fetch(url, init)));
});
afterAll(() => api.close());

const visible = seedData.partners.find((partner) => partner.visible)!;
const hidden = seedData.partners.find((partner) => !partner.visible)!;

async function stats(code: string) {
  const { data, errors } = await api.gql<StatsData>(
    'query ($code: String!) { partnerStats(code: $code) { code clicks buyClicks rentClicks orders } }',
    { code },
  );
  expect(errors).toBeUndefined();
  return data!.partnerStats;
}

const click = (path: string) => {
  const url = new URL(path, 'http://localhost');
  const code = decodeURIComponent(url.pathname.replace(/^\/r\//, ''));
  return handlePartnerClick(new Request(url), code, execute);
};

/** An order as the order flow stores it, reduced to what the count looks at. */
async function insertOrder(partnerCode: string | null, status: 'placed' | 'canceled') {
  const [company] = await api.db.insert(companies).values({ name: 'Keystone Builders' }).returning();
  const [supplier] = await api.db.select().from(suppliers).limit(1);
  const [product] = await api.db.select().from(products).where(eq(products.supplierId, supplier!.id)).limit(1);
  const key = crypto.randomUUID();
  await api.db.insert(orders).values({
    companyId: company!.id,
    supplierId: supplier!.id,
    productId: product!.id,
    productType: product!.type,
    productName: product!.name,
    quantity: '5',
    unit: product!.unit,
    trucks: 1,
    minutesBetweenTrucks: 0,
    deliveryDate: '2027-03-01',
    windowStartHour: 8,
    deliveryStartsAt: new Date('2027-03-01T13:00:00Z'),
    cityId: supplier!.homeCityId,
    deliveryAddress: '1 Site Road',
    postalCode: 'M5V 2T6',
    contactName: 'Dana Whitfield',
    contactEmail: 'dana@keystone.example',
    contactPhone: '+14165550100',
    paymentType: 'card',
    status,
    currency: 'CAD',
    totalCents: 100_000,
    amountDueCents: 100_000,
    quote: {},
    quoteFingerprint: key,
    idempotencyKey: key,
    requestHash: key,
    partnerCode,
  });
}

async function clickCount() {
  return (await api.db.select().from(partnerClicks)).length;
}

describe('partner(code)', () => {
  it('finds a partner by its code, in any case, hidden partners included', async () => {
    const { data, errors } = await api.gql<{ partner: { name: string; code: string } | null }>(
      'query ($code: String!) { partner(code: $code) { name code } }',
      { code: ` ${visible.code.toLowerCase()} ` },
    );
    expect(errors).toBeUndefined();
    expect(data?.partner).toEqual({ name: visible.name, code: visible.code });

    const other = await api.gql<{ partner: { code: string } | null }>(
      'query ($code: String!) { partner(code: $code) { code } }',
      { code: hidden.code },
    );
    expect(other.data?.partner?.code).toBe(hidden.code);
  });

  it('names the supplier a partner sells for (the order flow preselects it), none for other partners', async () => {
    const sellingPartner = seedData.partners.find((partner) => partner.supplierSlug)!;
    const otherPartner = seedData.partners.find((partner) => !partner.supplierSlug)!;
    const [supplier] = await api.db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(eq(suppliers.slug, sellingPartner.supplierSlug!));
    const query = 'query ($code: String!) { partner(code: $code) { supplierId } }';

    const selling = await api.gql<{ partner: { supplierId: string | null } }>(query, { code: sellingPartner.code });
    expect(selling.data?.partner.supplierId).toBe(supplier!.id);
    const other = await api.gql<{ partner: { supplierId: string | null } }>(query, { code: otherPartner.code });
    expect(other.data?.partner.supplierId).toBeNull();
  });

  it('answers null for an unknown code', async () => {
    const { data, errors } = await api.gql('query { partner(code: "NO-SUCH-PARTNER") { code } }');
    expect(errors).toBeUndefined();
    expect(data?.partner).toBeNull();
  });

  it.each([
    ['', 'Required'],
    ['has space', partnerCodeMessages.format],
    ['<script>', partnerCodeMessages.format],
    ['X'.repeat(33), 'Must be 32 characters or less'],
  ])('refuses the malformed code %j with BAD_USER_INPUT', async (code, message) => {
    const { data, errors } = await api.gql('query ($code: String!) { partner(code: $code) { code } }', { code });
    expect(data?.partner ?? null).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors?.[0]?.extensions?.fields?.code).toBe(message);
  });
});

describe('GET /r/<code> (a partner button click)', () => {
  it('counts the click and redirects to the order flow carrying the code', async () => {
    const before = await stats(visible.code);
    const response = await click(`/r/${visible.code}?action=buy`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/app/order?partner=${visible.code}`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const after = await stats(visible.code);
    expect(after).toEqual({ ...before, clicks: before.clicks + 1, buyClicks: before.buyClicks + 1 });
  });

  it('opens rentals for rent now, and counts it as a rent click', async () => {
    const before = await stats(visible.code);
    const response = await click(`/r/${visible.code.toLowerCase()}?action=rent`);
    expect(response.headers.get('location')).toBe(`/app/order?partner=${visible.code}&product=rentals`);
    const after = await stats(visible.code);
    expect(after.rentClicks).toBe(before.rentClicks + 1);
    expect(after.clicks).toBe(before.clicks + 1);
  });

  it('treats a missing or unknown action as buy now', async () => {
    const before = await stats(visible.code);
    for (const path of [`/r/${visible.code}`, `/r/${visible.code}?action=steal`]) {
      const response = await click(path);
      expect(response.headers.get('location')).toBe(`/app/order?partner=${visible.code}`);
    }
    expect((await stats(visible.code)).buyClicks).toBe(before.buyClicks + 2);
  });

  it('counts clicks of hidden partners too (their buttons work)', async () => {
    const before = await stats(hidden.code);
    const response = await click(`/r/${hidden.code}?action=rent`);
    expect(response.headers.get('location')).toBe(`/app/order?partner=${hidden.code}&product=rentals`);
    expect((await stats(hidden.code)).clicks).toBe(before.clicks + 1);
  });

  it('sends an unknown or malformed code to the order flow without a code, counting nothing', async () => {
    const before = await clickCount();
    for (const path of ['/r/NO-SUCH-PARTNER?action=buy', `/r/${encodeURIComponent('"><script>')}?action=rent`]) {
      const response = await click(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toMatch(/^\/app\/order(\?product=rentals)?$/);
    }
    expect(await clickCount()).toBe(before);
  });

  it('still sends the visitor on with the code when the API cannot count the click', async () => {
    const failing = createServerExecutor('http://localhost/api/gql', () =>
      Promise.reject(new Error('connection refused')),
    );
    const response = await handlePartnerClick(new Request(`http://localhost/r/${visible.code}`), visible.code, failing);
    expect(response.headers.get('location')).toBe(`/app/order?partner=${visible.code}`);
  });
});

describe('partnerButtonClick (mutation)', () => {
  it('answers null and counts nothing for an unknown code', async () => {
    const before = await clickCount();
    const { data, errors } = await api.gql(
      'mutation { partnerButtonClick(input: { code: "NOBODY", action: buy }) { code } }',
    );
    expect(errors).toBeUndefined();
    expect(data?.partnerButtonClick).toBeNull();
    expect(await clickCount()).toBe(before);
  });

  it('refuses a malformed code with BAD_USER_INPUT and counts nothing', async () => {
    const before = await clickCount();
    const { errors } = await api.gql('mutation { partnerButtonClick(input: { code: "a b", action: rent }) { code } }');
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await clickCount()).toBe(before);
  });
});

describe('partnerStats(code)', () => {
  it('counts per partner: one partner’s clicks are not another’s', async () => {
    const [first, second] = seedData.partners.filter((partner) => partner.visible);
    const beforeSecond = await stats(second!.code);
    await click(`/r/${first!.code}?action=buy`);
    expect(await stats(second!.code)).toEqual(beforeSecond);
  });

  it('counts the placed orders that carry the code, not cancelled ones nor other partners’', async () => {
    const before = await stats(visible.code);
    await insertOrder(visible.code, 'placed');
    await insertOrder(visible.code, 'placed');
    await insertOrder(visible.code, 'canceled');
    await insertOrder(hidden.code, 'placed');
    await insertOrder(null, 'placed');
    const after = await stats(visible.code);
    expect(after.orders).toBe(before.orders + 2);
    expect(after.clicks).toBe(before.clicks);
  });

  it('answers NOT_FOUND for an unknown code', async () => {
    const { data, errors } = await api.gql('query { partnerStats(code: "NOBODY") { clicks } }');
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(errors?.[0]?.message).toBe(partnerCodeMessages.unknown);
  });

  it('is typed for clients (PartnerStats operation)', async () => {
    const data = await execute(PartnerStatsDocument, { code: visible.code });
    expect(data.partnerStats.code).toBe(visible.code);
  });
});

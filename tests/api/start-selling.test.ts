import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { deliveryAreaNotifyRequests, partnerRequests, volumePricingSubscribers } from '@/server/db/schema';
import { createTestApi, type GraphQLResponse, type TestApi } from '../support/api';

const PARTNER_REQUEST = /* GraphQL */ `
  mutation PartnerRequestCreate($input: PartnerRequestInput!) {
    partnerRequestCreate(input: $input)
  }
`;
const SUBSCRIBE = /* GraphQL */ `
  mutation VolumePricingSubscribe($input: VolumePricingSubscribeInput!) {
    volumePricingSubscribe(input: $input)
  }
`;
const CHECK = /* GraphQL */ `
  query DeliveryAreaCheck($input: DeliveryAreaCheckInput!) {
    deliveryAreaCheck(input: $input) {
      available
      supplierCount
      city {
        name
        regionCode
        countryCode
      }
    }
  }
`;
const NOTIFY = /* GraphQL */ `
  mutation DeliveryAreaNotifyRequest($input: DeliveryAreaNotifyInput!) {
    deliveryAreaNotifyRequest(input: $input)
  }
`;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

// Every call speaks from an address of its own, so that rate limits only bite where tested.
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.4.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
};

async function call<TData = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown>,
  address = nextAddress(),
) {
  const response = await api.request({ query, variables }, { 'x-forwarded-for': address });
  return (await response.json()) as GraphQLResponse<TData>;
}

let emailCounter = 0;
const nextEmail = () => {
  emailCounter += 1;
  return `owner${emailCounter}@ridgeline-aggregates.example`;
};

const validPartnerRequest = () => ({
  companyName: 'Ridgeline Aggregates',
  email: nextEmail(),
  phone: '+1 416-555-0199',
  website: 'ridgeline-aggregates.example',
  address: '12 Quarry Road, Milton, ON L9T 2X5',
  productType: 'aggregates',
  uniqueProductCount: 40,
  acceptedTerms: true,
});

const partnerRequestCount = async () => (await api.db.select({ n: count() }).from(partnerRequests))[0]?.n ?? 0;

describe('partnerRequestCreate', () => {
  it('stores the request with the phone in E.164, the website with its scheme and the email lower-cased', async () => {
    const input = { ...validPartnerRequest(), email: 'Sales@Ridgeline-Aggregates.example' };
    const body = await call(PARTNER_REQUEST, { input });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ partnerRequestCreate: true });
    const [stored] = await api.db
      .select()
      .from(partnerRequests)
      .where(eq(partnerRequests.email, 'sales@ridgeline-aggregates.example'));
    expect(stored).toMatchObject({
      companyName: 'Ridgeline Aggregates',
      phone: '+14165550199',
      website: 'https://ridgeline-aggregates.example/',
      address: '12 Quarry Road, Milton, ON L9T 2X5',
      productType: 'aggregates',
      uniqueProductCount: 40,
    });
    expect(stored?.termsAcceptedAt).toBeInstanceOf(Date);
  });

  it('takes a request without a website', async () => {
    const body = await call(PARTNER_REQUEST, { input: { ...validPartnerRequest(), website: '' } });
    expect(body.data).toEqual({ partnerRequestCreate: true });
  });

  it.each([
    ['companyName', { companyName: '  ' }, 'Required'],
    ['email', { email: '' }, 'Required'],
    ['email', { email: 'sales@ridgeline' }, 'Incorrect E-mail'],
    ['phone', { phone: '' }, 'Required'],
    ['phone', { phone: '416-CALL-NOW' }, 'Incorrect Phone Number'],
    ['website', { website: 'not a website' }, 'Invalid URL'],
    ['website', { website: 'ftp://ridgeline.example' }, 'Invalid URL'],
    ['address', { address: '' }, 'Required'],
    ['uniqueProductCount', { uniqueProductCount: 0 }, "Can't be less than 1"],
    ['uniqueProductCount', { uniqueProductCount: 100001 }, "Can't be more than 100000"],
    ['acceptedTerms', { acceptedTerms: false }, 'Required'],
  ])('answers BAD_USER_INPUT on %s (%j) with the exact message, storing nothing', async (field, overrides, message) => {
    const before = await partnerRequestCount();
    const body = await call(PARTNER_REQUEST, { input: { ...validPartnerRequest(), ...overrides } });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.extensions?.fields?.[field]).toBe(message);
    expect(await partnerRequestCount()).toBe(before);
  });

  it('answers a missing field like an empty one, and an unknown product type as Invalid, storing nothing', async () => {
    const before = await partnerRequestCount();
    const { companyName: _omitted, ...withoutCompany } = validPartnerRequest();
    const missing = await call(PARTNER_REQUEST, { input: { ...withoutCompany, acceptedTerms: null } });
    expect(missing.data).toBeNull();
    expect(missing.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { companyName: 'Required', acceptedTerms: 'Required' },
    });
    const unknownType = await call(PARTNER_REQUEST, { input: { ...validPartnerRequest(), productType: 'lumber' } });
    expect(unknownType.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { productType: 'Invalid' } });
    const noType = await call(PARTNER_REQUEST, { input: { ...validPartnerRequest(), productType: '' } });
    expect(noType.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { productType: 'Required' } });
    const empty = await call(PARTNER_REQUEST, { input: {} });
    expect(Object.keys(empty.errors?.[0]?.extensions?.fields ?? {}).sort()).toEqual(
      ['acceptedTerms', 'address', 'companyName', 'email', 'phone', 'productType', 'uniqueProductCount'].sort(),
    );
    expect(await partnerRequestCount()).toBe(before);
  });

  it('answers RATE_LIMITED after 5 requests from one address and 3 for one email in an hour', async () => {
    const address = nextAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const body = await call(PARTNER_REQUEST, { input: validPartnerRequest() }, address);
      expect(body.data).toEqual({ partnerRequestCreate: true });
    }
    const before = await partnerRequestCount();
    const limited = await call(PARTNER_REQUEST, { input: validPartnerRequest() }, address);
    expect(limited.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(limited.errors?.[0]?.message).toMatch(/^Too many attempts\. Please try again in \d+ (minutes?|seconds?)\.$/);

    const email = nextEmail();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await call(PARTNER_REQUEST, { input: { ...validPartnerRequest(), email } })).errors).toBeUndefined();
    }
    const sameEmail = await call(PARTNER_REQUEST, { input: { ...validPartnerRequest(), email } });
    expect(sameEmail.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(await partnerRequestCount()).toBe(before + 3);
  });
});

describe('volumePricingSubscribe', () => {
  const subscribers = async (email: string) =>
    (
      await api.db
        .select({ n: count() })
        .from(volumePricingSubscribers)
        .where(eq(volumePricingSubscribers.email, email))
    )[0]?.n ?? 0;

  it('stores the email once, lower-cased, however often it is subscribed', async () => {
    const first = await call(SUBSCRIBE, { input: { email: 'Buyer@Keystone-Builders.example' } });
    expect(first).toEqual({ data: { volumePricingSubscribe: true } });
    const again = await call(SUBSCRIBE, { input: { email: 'buyer@keystone-builders.example' } });
    expect(again).toEqual({ data: { volumePricingSubscribe: true } });
    expect(await subscribers('buyer@keystone-builders.example')).toBe(1);
  });

  it.each([
    [{ email: '' }, 'Required'],
    [{ email: 'buyer@keystone' }, 'Incorrect E-mail'],
  ])('answers BAD_USER_INPUT on %j, storing nothing', async (input, message) => {
    const before = (await api.db.select({ n: count() }).from(volumePricingSubscribers))[0]?.n;
    const body = await call(SUBSCRIBE, { input });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { email: message } });
    expect((await api.db.select({ n: count() }).from(volumePricingSubscribers))[0]?.n).toBe(before);
  });

  it('answers RATE_LIMITED after 10 subscriptions from one address in an hour', async () => {
    const address = nextAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await call(SUBSCRIBE, { input: { email: nextEmail() } }, address)).errors).toBeUndefined();
    }
    const email = nextEmail();
    const limited = await call(SUBSCRIBE, { input: { email } }, address);
    expect(limited.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(await subscribers(email)).toBe(0);
  });
});

describe('deliveryAreaCheck', () => {
  it.each([
    ['CA', 'Toronto', 'Toronto', 'ON'],
    ['CA', '  mississauga ', 'Mississauga', 'ON'],
    ['CA', 'M5V 3L9', 'Toronto', 'ON'],
    ['CA', 'k1p5h9', 'Ottawa', 'ON'],
    ['US', '94107', 'San Francisco', 'CA'],
    ['US', 'Houston', 'Houston', 'TX'],
    ['MX', '06600', 'Mexico City', 'CMX'],
  ])('answers available for %s %j (%s)', async (countryCode, query, city, regionCode) => {
    const body = await call<{ deliveryAreaCheck: { available: boolean; supplierCount: number; city: unknown } }>(
      CHECK,
      { input: { countryCode, query } },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.deliveryAreaCheck.available).toBe(true);
    expect(body.data?.deliveryAreaCheck.supplierCount).toBeGreaterThan(0);
    expect(body.data?.deliveryAreaCheck.city).toEqual({ name: city, regionCode, countryCode });
  });

  it('answers coming soon for a known city no supplier serves yet, and for an unknown one', async () => {
    const dallas = await call(CHECK, { input: { countryCode: 'US', query: '75201' } });
    expect(dallas.data?.deliveryAreaCheck).toEqual({
      available: false,
      supplierCount: 0,
      city: { name: 'Dallas', regionCode: 'TX', countryCode: 'US' },
    });
    const winnipeg = await call(CHECK, { input: { countryCode: 'CA', query: 'Winnipeg' } });
    expect(winnipeg.data?.deliveryAreaCheck).toEqual({ available: false, supplierCount: 0, city: null });
    // Toronto's name is only Toronto in Canada.
    const elsewhere = await call<{ deliveryAreaCheck: { available: boolean } }>(CHECK, {
      input: { countryCode: 'US', query: 'Toronto' },
    });
    expect(elsewhere.data?.deliveryAreaCheck.available).toBe(false);
  });

  it.each([
    [{ countryCode: 'CA', query: '' }, 'query', 'Required'],
    [{ countryCode: 'CA', query: '12345' }, 'query', 'Invalid'],
    [{ countryCode: 'US', query: 'M5V 3L9' }, 'query', 'Invalid'],
    [{ countryCode: 'CA', query: 'Toronto; drop table' }, 'query', 'Invalid'],
    [{ countryCode: 'FR', query: 'Paris' }, 'countryCode', 'Invalid'],
    [{ query: 'Toronto' }, 'countryCode', 'Required'],
  ])('answers BAD_USER_INPUT on %j', async (input, field, message) => {
    const body = await call(CHECK, { input });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: message } });
  });
});

describe('deliveryAreaNotifyRequest', () => {
  const notifyRows = async (email: string) =>
    api.db.select().from(deliveryAreaNotifyRequests).where(eq(deliveryAreaNotifyRequests.email, email));

  it('stores one request per email and area, with the known city', async () => {
    const email = nextEmail();
    for (const query of ['75201', '75 201']) {
      const body = await call(NOTIFY, { input: { email: email.toUpperCase(), countryCode: 'US', query } });
      expect(body).toEqual({ data: { deliveryAreaNotifyRequest: true } });
    }
    expect(await call(NOTIFY, { input: { email, countryCode: 'CA', query: 'Winnipeg' } })).toEqual({
      data: { deliveryAreaNotifyRequest: true },
    });
    const rows = await notifyRows(email);
    expect(rows.map((row) => [row.countryCode, row.area, row.cityId !== null]).sort()).toEqual([
      ['CA', 'winnipeg', false],
      ['US', '75201', true],
    ]);
  });

  it.each([
    [{ email: '', countryCode: 'CA', query: 'Winnipeg' }, 'email', 'Required'],
    [{ email: 'someone@nowhere', countryCode: 'CA', query: 'Winnipeg' }, 'email', 'Incorrect E-mail'],
    [{ email: 'someone@nowhere.example', countryCode: 'CA', query: '' }, 'query', 'Required'],
    [{ email: 'someone@nowhere.example', countryCode: 'CA', query: '9999' }, 'query', 'Invalid'],
    [{ countryCode: 'CA', query: 'Winnipeg' }, 'email', 'Required'],
  ])('answers BAD_USER_INPUT on %j, storing nothing', async (input, field, message) => {
    const before = (await api.db.select({ n: count() }).from(deliveryAreaNotifyRequests))[0]?.n;
    const body = await call(NOTIFY, { input });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: message } });
    expect((await api.db.select({ n: count() }).from(deliveryAreaNotifyRequests))[0]?.n).toBe(before);
  });
});

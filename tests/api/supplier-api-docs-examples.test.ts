import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { companyMembers, suppliers, trucks, users } from '@/server/db/schema';
import { signAccessToken } from '@/server/services/accounts/access-tokens';
import { EXAMPLE_PLACEHOLDERS, marketplaceSupplierApiDocs } from '@/server/graphql/supplier-api-docs';

import { planOneLoad } from '../support/plan-loads';
import { createPaymentsTestKit, type Contractor, type PaymentsTestKit } from '../support/payments';

process.env.JWT_SECRET = 'supplier-api-docs-examples-secret-0123456789abcdef';

/**
 * Every example of the Developers page's API docs, run as printed: its curl command is read back
 * (address, headers, body), the placeholders replaced with a real key and ids, and sent to a test
 * server; the answer must be the operation's, without errors, with each field the example asks.
 */
const ENDPOINT = 'http://localhost/api/gql';
const docs = marketplaceSupplierApiDocs(ENDPOINT);

let kit: PaymentsTestKit;
let contractor: Contractor;
let key: string;
let truckId: string;
let driverUserId: string;
let dispatcherToken: string;

/** The curl command's parts, as a shell reads the single-quoted words the generator prints. */
function parseCurl(curl: string): { url: string; headers: Record<string, string>; body: string } {
  const words = [...curl.matchAll(/'((?:[^']|'\\'')*)'/g)].map((match) => match[1]!.replace(/'\\''/g, "'"));
  const flags = [...curl.matchAll(/\s(-H|-d)\s'/g)].map((match) => match[1]);
  const [url, ...rest] = words;
  const headers: Record<string, string> = {};
  let body = '';
  rest.forEach((word, index) => {
    if (flags[index] === '-H') {
      const [name, ...value] = word.split(':');
      headers[name!.trim().toLowerCase()] = value.join(':').trim();
    } else body = word;
  });
  return { url: url!, headers, body };
}

/** What each example needs in place of its placeholders, and what its answer must show. */
const setups: Record<
  string,
  { order?: 'placed' | 'accepted' | 'planned'; check: (answer: Record<string, unknown>) => void }
> = {
  supplierApiOrders: {
    order: 'placed',
    check: (answer) => expect((answer.values as unknown[]).length).toBeGreaterThan(0),
  },
  supplierApiOrder: { order: 'placed', check: (answer) => expect(answer.status).toBe('placed') },
  supplierApiFleet: {
    check: (answer) => expect(answer.trucks).toEqual([expect.objectContaining({ id: truckId })]),
  },
  supplierApiOrderAccept: { order: 'placed', check: (answer) => expect(answer.status).toBe('accepted') },
  supplierApiOrderDecline: { order: 'placed', check: (answer) => expect(answer.status).toBe('declined') },
  // Scheduled once its loads are planned (LOADS_NOT_PLANNED before).
  supplierApiOrderSchedule: { order: 'planned', check: (answer) => expect(answer.status).toBe('scheduled') },
  supplierApiOrderDispatch: {
    order: 'accepted',
    check: (answer) => expect(answer.loads).toEqual([expect.objectContaining({ quantity: 2, step: 'planned' })]),
  },
  paymentLinkCreate: { order: 'placed', check: (answer) => expect(answer.url).toMatch(/\/pay\//) },
};

beforeAll(async () => {
  kit = await createPaymentsTestKit('docs-examples');
  contractor = await kit.signUp();
  const [dispatcher] = await kit.db
    .select({ userId: users.id, companyId: companyMembers.companyId })
    .from(users)
    .innerJoin(companyMembers, eq(companyMembers.userId, users.id))
    .where(eq(users.email, 'dispatch@northpeak.example'));
  const token = await signAccessToken({ userId: dispatcher!.userId, companyId: dispatcher!.companyId });
  dispatcherToken = token;
  const created = await kit.call<{ supplierApiKeyCreate: { secret: string } }>(
    `mutation { supplierApiKeyCreate(input: { name: "Docs examples" }) { secret } }`,
    {},
    token,
  );
  key = created.data!.supplierApiKeyCreate.secret;
  const [northPeak] = await kit.db.select().from(suppliers).where(eq(suppliers.slug, 'northpeak-ready-mix'));
  driverUserId = (await kit.signUp()).userId;
  await kit.db
    .insert(companyMembers)
    .values({ companyId: northPeak!.companyId!, userId: driverUserId, role: 'partner_driver' });
  const [truck] = await kit.db
    .insert(trucks)
    .values({ supplierId: northPeak!.id, name: 'Mixer 7', capacity: '10.00', unit: 'm3' })
    .returning({ id: trucks.id });
  truckId = truck!.id;
}, 120_000);
afterAll(() => kit.close());

describe('the supplier API docs’ examples', () => {
  it('cover every operation', () => {
    expect(docs.operations.map((operation) => operation.name).sort()).toEqual(Object.keys(setups).sort());
  });

  for (const operation of docs.operations) {
    it(`${operation.name}: the curl example answers as documented`, async () => {
      const setup = setups[operation.name]!;
      let orderId = 'not-needed';
      if (setup.order) {
        orderId = (await kit.placeOrderFor(contractor, 'card')).id;
        if (setup.order === 'accepted' || setup.order === 'planned') {
          const accepted = await kit.call(
            `mutation($id: ID!) { supplierApiOrderAccept(orderId: $id) { status } }`,
            { id: orderId },
            key,
          );
          expect(accepted.errors).toBeUndefined();
        }
        if (setup.order === 'planned')
          await planOneLoad(kit.call, dispatcherToken, { orderId, quantity: 2, driverUserId });
      }
      const { url, headers, body } = parseCurl(operation.example.curl);
      expect(url).toBe(ENDPOINT);
      expect(JSON.parse(body)).toEqual({
        query: operation.example.query.replace(/\s+/g, ' '),
        variables: operation.example.variables,
      });
      const replace = (text: string) =>
        text
          .replaceAll(EXAMPLE_PLACEHOLDERS.apiKey, key)
          .replaceAll(EXAMPLE_PLACEHOLDERS.orderId, orderId)
          .replaceAll(EXAMPLE_PLACEHOLDERS.truckId, truckId)
          .replaceAll(EXAMPLE_PLACEHOLDERS.driverUserId, driverUserId);
      const response = await kit.api.yoga.fetch(url, {
        method: 'POST',
        headers: {
          ...Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, replace(value)])),
          'x-forwarded-for': '10.77.0.1',
        },
        body: replace(body),
      });
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { data?: Record<string, Record<string, unknown>>; errors?: unknown };
      expect(answer.errors).toBeUndefined();
      const data = answer.data![operation.name]!;
      setup.check(data);
      // Every top-level field the example asks for is in the answer.
      const asked = operation.example.query.split('\n').filter((line) => /^ {4}\w+( \{)?$/.test(line));
      expect(asked.length).toBeGreaterThan(0);
      for (const line of asked) expect(data).toHaveProperty(line.trim().replace(/ \{$/, ''));
    });
  }
});

import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  cities,
  companyMembers,
  jobs,
  orderLoads,
  orders,
  partners,
  productExtras,
  products,
  suppliers,
  users,
} from '@/server/db/schema';
import { schema } from '@/server/graphql/yoga';
import { createOutboxMailer } from '@/server/services/mail/mailer';
import { contactMailLimits, handleSendMail } from '@/server/http/send-mail';
import type { GraphQLResponse, TestApi } from '../support/api';
import { canadianBank, card, TEST_CARDS } from '../support/payments';
import { creditApplication } from '../support/credit';
import { ROLES, signInEveryRole, type Role, type RoleHeaders } from '../support/roles';

import { hugeNumber, nastyString, PROPERTY_OPTIONS, RUNS_PER_ROLE, spoiled, wrongValue } from '../support/fuzz-inputs';

import { fuzzHttpRoutes } from './fuzz-routes';

/**
 * Keep it closed: generated inputs of every shape, sent to every query and mutation that takes
 * arguments (the list is read from the schema, so a new field is fuzzed without touching this
 * file) as every role there is, never make the API answer 5xx, INTERNAL_SERVER_ERROR or an error
 * without a code; nor does any HTTP route under /api (fuzz-routes.ts). Run on PGlite
 * (fuzz.test.ts) and PostgreSQL (fuzz-postgres.test.ts).
 *
 * `npm test` runs FUZZ_RUNS (default 3) inputs per field and role; `npm run fuzz` 40 (some thirty
 * thousand requests; FUZZ_RUNS=<n> npm run fuzz for more).
 * A failure prints its counterexample and seed; FUZZ_SEED=<seed> replays it.
 */
const TIMEOUT_PER_FIELD = Math.max(60_000, RUNS_PER_ROLE * ROLES.length * 1_000);

/** Real ids of the seeded database, so that some inputs reach the code behind the lookups. */
let knownIds: string[] = [];
let knownCodes: string[] = [];

const futureDate = fc
  .integer({ min: -3, max: 90 })
  .map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));

/** A value that looks right for a field of this name, so that inputs get past the first checks. */
function plausibleString(name: string): fc.Arbitrary<string> {
  const lower = name.toLowerCase();
  if (lower.includes('email')) return fc.oneof(fc.emailAddress(), fc.constant('dana@keystone.example'));
  if (lower.includes('phone')) return fc.constantFrom('+1 416 555 0142', '(416) 555-0142', '4165550142');
  if (lower === 'id' || /ids?$/.test(lower)) return fc.oneof(fc.constantFrom(...knownIds), fc.uuid());
  if (lower.includes('date')) return futureDate;
  if (lower.includes('token'))
    return fc.string({ unit: fc.constantFrom('a', 'Z', '0', '_', '-'), minLength: 43, maxLength: 43 });
  if (lower.includes('idempotency'))
    return fc.string({ unit: fc.constantFrom('k', 'E', '7', '-'), minLength: 8, maxLength: 40 });
  if (lower === 'countrycode' || lower === 'country') return fc.constantFrom('CA', 'US', 'MX', 'ca', 'FR');
  if (lower.includes('code')) return fc.oneof(fc.constantFrom(...knownCodes), fc.string({ maxLength: 12 }));
  if (lower.includes('postal') || lower === 'zip') return fc.constantFrom('M5V 2T6', 'm5v2t6', '94103', '10001-1234');
  if (lower.includes('number')) return fc.constantFrom('4242 4242 4242 4242', '110000000', '000123456789', '123456789');
  if (lower === 'expiry') return fc.constantFrom('12/30', '01/20', '13/30');
  if (lower === 'cvc') return fc.constantFrom('123', '1234', '12');
  if (lower.includes('password')) return fc.constantFrom('Concrete2024', 'short', 'x'.repeat(129));
  if (lower === 'role') return fc.constantFrom('partner_driver', 'contractor_manager', 'contractor_owner');
  if (lower === 'producttype') return fc.constantFrom('readyMix', 'aggregates', 'rentals');
  return fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }), fc.constant('Keystone Builders'));
}

function stringFor(name: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: plausibleString(name) },
    { weight: 3, arbitrary: spoiled(plausibleString(name)) },
    { weight: 2, arbitrary: nastyString },
  );
}

function numberFor(name: string, integer: boolean): fc.Arbitrary<number> {
  const plausible = /cents/i.test(name)
    ? fc.integer({ min: 0, max: 600_000_000 })
    : /hour/i.test(name)
      ? fc.integer({ min: -1, max: 24 })
      : fc.integer({ min: -5, max: 200 });
  const any = integer ? fc.integer() : fc.double({ noNaN: true, noDefaultInfinity: true });
  return fc.oneof(
    { weight: 4, arbitrary: plausible },
    { weight: 1, arbitrary: any },
    { weight: 1, arbitrary: hugeNumber },
  );
}

/**
 * A value for an input type: mostly of the right shape (so it reaches the resolver and its
 * validation) with hostile contents, sometimes of the wrong type or null.
 */
function inputValue(type: GraphQLInputType, name: string, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 15, arbitrary: typedValue(type, name, depth) }, { weight: 1, arbitrary: wrongValue });
}

function typedValue(type: GraphQLInputType, name: string, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return typedValue(type.ofType, name, depth);
  if (isListType(type)) return fc.array(inputValue(type.ofType, name, depth + 1), { maxLength: 4 });
  if (isInputObjectType(type)) {
    if (depth > 4) return fc.constant(null);
    const fields = Object.values(type.getFields());
    return fc.record(
      Object.fromEntries(fields.map((field) => [field.name, inputValue(field.type, field.name, depth + 1)])),
      {
        requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
      },
    );
  }
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((value) => value.name));
  switch (type.name) {
    case 'Int':
      return numberFor(name, true);
    case 'Float':
      return numberFor(name, false);
    case 'Boolean':
      return fc.boolean();
    default:
      return stringFor(name);
  }
}

/** The variables of one call: every required argument, some optional ones. */
function argumentsOf(args: readonly GraphQLArgument[]) {
  return fc.record(Object.fromEntries(args.map((arg) => [arg.name, inputValue(arg.type, arg.name)])), {
    requiredKeys: args.filter((arg) => isNonNullType(arg.type)).map((arg) => arg.name),
  });
}

type Leaf = { path: (string | number)[]; value: unknown };

function leavesOf(value: unknown, path: (string | number)[] = []): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leavesOf(item, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]));
  }
  return [{ path, value }];
}

function withLeaf(value: unknown, [key, ...rest]: (string | number)[], replacement: unknown): unknown {
  if (key === undefined) return replacement;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[key] = withLeaf(copy[key], rest, replacement);
  return copy;
}

/** A valid call with one to three of its values replaced by hostile ones of the same kind, or any. */
function perturbed(example: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const leaves = leavesOf(example);
  const replacementFor = ({ path, value }: Leaf) => {
    const name = String(path.findLast((part) => typeof part === 'string') ?? '');
    const sameKind =
      typeof value === 'number'
        ? numberFor(name, Number.isInteger(value))
        : typeof value === 'boolean'
          ? fc.boolean()
          : stringFor(name);
    return fc.oneof({ weight: 4, arbitrary: sameKind }, { weight: 1, arbitrary: wrongValue });
  };
  const change = fc
    .integer({ min: 0, max: leaves.length - 1 })
    .chain((index) =>
      replacementFor(leaves[index]!).map((replacement) => ({ path: leaves[index]!.path, replacement })),
    );
  return fc
    .array(change, { minLength: 1, maxLength: 3 })
    .map((changes) =>
      changes.reduce<unknown>((value, { path, replacement }) => withLeaf(value, path, replacement), example),
    ) as fc.Arbitrary<Record<string, unknown>>;
}

/** The leaf fields of a result, so that field resolvers run too (not only the root one). */
function selectionOf(field: GraphQLField<unknown, unknown>): string {
  const returned = getNamedType(field.type);
  if (isLeafType(returned) || !isObjectType(returned)) return '';
  const leaves = Object.values(returned.getFields())
    .filter((child) => child.args.length === 0 && isLeafType(getNamedType(child.type)))
    .map((child) => child.name);
  return `{ __typename ${leaves.join(' ')} }`;
}

interface FuzzTarget {
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

/** Every root field that takes arguments, read from the schema. */
function fuzzTargets(): FuzzTarget[] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  return roots.flatMap(([operation, root]) =>
    Object.values(root?.getFields() ?? {})
      .filter((field) => field.args.length > 0)
      .map((field) => ({ operation, field })),
  );
}

function documentFor({ operation, field }: FuzzTarget): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `${operation} Fuzz(${variables}) { ${field.name}(${args}) ${selectionOf(field)} }`;
}

/** Valid calls of the fields whose inputs random values rarely get right (deeper code runs). */
let validCalls: Record<string, Record<string, unknown>> = {};
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.98.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}`;
};

let api: TestApi;
let roles: RoleHeaders;

export function fuzzTests(openApi: () => Promise<TestApi>) {
  beforeAll(async () => {
    api = await openApi();
    roles = await signInEveryRole(api, 'fuzz');
    const idsOf = async (
      table:
        | typeof cities
        | typeof suppliers
        | typeof products
        | typeof productExtras
        | typeof jobs
        | typeof orders
        | typeof orderLoads,
    ) => (await api.db.select({ id: table.id }).from(table).limit(5)).map((row) => row.id);
    knownIds = (
      await Promise.all([cities, suppliers, products, productExtras, jobs, orders, orderLoads].map(idsOf))
    ).flat();
    knownCodes = (await api.db.select({ code: partners.code }).from(partners).limit(5)).map((row) => row.code);
    validCalls = await validCallsOf();
  }, 120_000);
  afterAll(() => api?.close());

  async function companyOf(email: string): Promise<string> {
    const [row] = await api.db
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(users.email, email));
    if (!row) throw new Error(`${email} belongs to no company`);
    return row.companyId;
  }

  async function validCallsOf(): Promise<Record<string, Record<string, unknown>>> {
    const [toronto] = await api.db.select({ id: cities.id }).from(cities).where(eq(cities.slug, 'toronto'));
    const [supplier] = await api.db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(eq(suppliers.slug, 'northpeak-ready-mix'));
    const [product] = await api.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.supplierId, supplier!.id), eq(products.sku, 'NP-RM-25')));
    const [extra] = await api.db
      .select({ id: productExtras.id })
      .from(productExtras)
      .where(eq(productExtras.productId, product!.id));
    const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const quote = {
      supplierId: supplier!.id,
      productId: product!.id,
      quantity: 2.5,
      unit: 'm3',
      extraIds: [extra!.id],
      schedule: { date, trucks: 1, minutesBetweenTrucks: 0, windowStartHour: 6 },
      delivery: { cityId: toronto!.id, address: '100 King Street West', postalCode: 'M5X 1A9' },
      paymentType: 'card',
    };
    const quoted = await send(
      {
        query: `query($input: OrderQuoteInput!) { orderQuote(input: $input) { fingerprint } }`,
        variables: { input: quote },
      },
      'contractorOwner',
    );
    const fingerprint = (JSON.parse(quoted.text) as GraphQLResponse<{ orderQuote: { fingerprint: string } }>).data
      ?.orderQuote.fingerprint;
    const site = {
      name: 'Maple Ave townhouses',
      countryCode: 'CA',
      cityId: toronto!.id,
      address: '100 King Street West',
      postalCode: 'M5X 1A9',
      jobNumber: 'PO-1182',
      gateCode: '4411',
      accessNotes: 'Enter from Maple Ave.\nHeight limit 4 m.',
      washoutNotes: 'North corner',
    };
    return {
      orderQuote: { input: quote },
      placeOrder: {
        input: {
          quote,
          quoteFingerprint: fingerprint ?? 'none',
          contact: { name: 'Dana Whitfield', email: 'dana@keystone.example', phoneNumber: '+1 416 555 0100' },
          comment: 'Call on arrival',
        },
        idempotencyKey: 'fuzz-place-0001',
      },
      producers: { input: { cityId: toronto!.id, productType: 'readyMix', quantity: 3, unit: 'm3', limit: 5 } },
      deliveryAvailability: { supplierId: supplier!.id, date },
      jobSiteCreate: { input: site },
      cardPaymentMethodCreate: { input: card(TEST_CARDS.succeeds), idempotencyKey: 'fuzz-card-0001' },
      bankAccountCreate: { input: canadianBank(), idempotencyKey: 'fuzz-bank-0001' },
      creditAccountApply: { input: creditApplication() },
      // The application the contractor owner's creditAccountApply above sent, decided by the operator.
      creditApplicationDecide: {
        input: {
          companyId: await companyOf('fuzz.owner@keystone.example'),
          decision: 'approve',
          limitCents: 5_000_000,
          termDays: 120,
        },
      },
      contractorSignUp: {
        input: {
          identity: { email: 'fuzz.new@keystone.example', password: 'Concrete2024' },
          phone: '+1 416 555 0198',
          password: 'Concrete2024',
          source: 'web',
          fullName: 'Dana Whitfield',
        },
      },
      signIn: { input: { login: 'fuzz.owner@keystone.example', password: 'Concrete2024' } },
      partnerRequestCreate: {
        input: {
          companyName: 'Ridgeline Aggregates',
          email: 'sales@ridgeline.example',
          phone: '+1 416-555-0199',
          website: 'ridgeline.example',
          address: '12 Quarry Road, Milton, ON',
          productType: 'aggregates',
          uniqueProductCount: 40,
          acceptedTerms: true,
        },
      },
      invitationCreate: { input: { email: 'crew@keystone.example', role: 'partner_driver' } },
      deliveryAreaCheck: { input: { countryCode: 'CA', query: 'Toronto' } },
      deliveryAreaNotifyRequest: { input: { email: 'dana@keystone.example', countryCode: 'CA', query: 'M5V 2T6' } },
      jobs: { skip: 0, limit: 5, filter: { direction: 'design', type: 'fullTime' } },
      suppliers: { skip: 0, limit: 5, filter: { productType: 'readyMix' } },
      orders: { skip: 0, limit: 5 },
    };
  }
  /** Who makes a valid call that the contractor owner may not make. */
  const validCallers: Partial<Record<string, Role>> = { creditApplicationDecide: 'operator' };

  async function send(body: unknown, as: Role) {
    const response = await api.request(body, { ...roles[as], 'x-forwarded-for': nextAddress() });
    return { status: response.status, text: await response.text() };
  }

  /** What must never be: a 5xx, an unexpected error, or an error without a code. */
  function expectHandled({ status, text }: { status: number; text: string }) {
    expect(status, text).toBeLessThan(500);
    const { errors = [] } = JSON.parse(text) as GraphQLResponse;
    for (const error of errors) {
      expect(error.extensions?.code, text).toBeDefined();
      expect(error.extensions?.code, text).not.toBe('INTERNAL_SERVER_ERROR');
    }
  }

  describe('fuzzing every query and mutation with arguments', () => {
    const targets = fuzzTargets();

    it('reads its targets from the schema', () => {
      const names = targets.map((target) => target.field.name);
      expect(names).toEqual(
        expect.arrayContaining(['signIn', 'contractorSignUp', 'jobs', 'placeOrder', 'paymentLinkPay']),
      );
      expect(names).not.toContain('me');
    });

    it('its valid calls are valid, so that changing one value reaches the code behind validation', async () => {
      for (const target of targets) {
        const example = validCalls[target.field.name];
        if (!example) continue;
        const caller = validCallers[target.field.name] ?? 'contractorOwner';
        const { text } = await send({ query: documentFor(target), variables: example }, caller);
        const { data, errors } = JSON.parse(text) as GraphQLResponse<Record<string, { id?: unknown } | null>>;
        expect(errors, `${target.field.name}: ${text}`).toBeUndefined();
        // What they created (a job site, payment methods, an order) gives the other fields real ids.
        const id = data?.[target.field.name]?.id;
        if (typeof id === 'string') knownIds.push(id);
      }
    });

    it.each(targets.map((target) => [`${target.operation} ${target.field.name}`, target] as const))(
      '%s never answers 5xx, INTERNAL_SERVER_ERROR or an uncoded error, as any role',
      async (_name, target) => {
        const query = documentFor(target);
        const example = validCalls[target.field.name];
        const variables = example
          ? fc.oneof(argumentsOf(target.field.args), perturbed(example))
          : argumentsOf(target.field.args);
        for (const role of ROLES) {
          await fc.assert(
            fc.asyncProperty(variables, async (variables) => {
              expectHandled(await send({ query, variables }, role));
            }),
            PROPERTY_OPTIONS,
          );
        }
      },
      TIMEOUT_PER_FIELD,
    );

    it(
      'documents of any shape never answer 5xx',
      async () => {
        const fragments = fc.constantFrom(
          '{',
          '}',
          '(',
          ')',
          'query',
          'mutation',
          'signIn',
          '$x',
          ':',
          '"',
          '...',
          '@skip',
          'jobs',
          '#',
        );
        const document = fc.oneof(
          fc.string({ maxLength: 60 }),
          fc.array(fragments, { maxLength: 20 }).map((parts) => parts.join(' ')),
        );
        await fc.assert(
          fc.asyncProperty(document, wrongValue, async (query, variables) => {
            expectHandled(await send({ query, variables }, 'anonymous'));
          }),
          { ...PROPERTY_OPTIONS, numRuns: RUNS_PER_ROLE * 10 },
        );
      },
      TIMEOUT_PER_FIELD * 5,
    );
  });

  describe('fuzzing POST /landing/send_mail', () => {
    it(
      'never answers 5xx',
      async () => {
        const deps = {
          mode: 'embedded' as const,
          getDb: () => Promise.resolve(api.db),
          mailer: createOutboxMailer(),
          recipient: 'sales@buildmarket.example',
          rateLimits: contactMailLimits(1_000_000),
        };
        const body = fc.oneof(
          fc.record(
            { name: stringFor('name'), email: stringFor('email'), message: stringFor('message') },
            { requiredKeys: [] },
          ),
          wrongValue,
        );
        await fc.assert(
          fc.asyncProperty(body, async (payload) => {
            const request = new Request('http://localhost/landing/send_mail', {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
              body: JSON.stringify(payload),
            });
            const response = await handleSendMail(request, deps);
            expect(response.status, await response.text()).toBeLessThan(500);
          }),
          { ...PROPERTY_OPTIONS, numRuns: RUNS_PER_ROLE * 10 },
        );
      },
      TIMEOUT_PER_FIELD * 5,
    );
  });

  fuzzHttpRoutes(() => ({ db: api.database, roles, knownIds }));
}

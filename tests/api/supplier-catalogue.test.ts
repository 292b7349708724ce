import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CATALOGUE_MESSAGES, supplierProductSchema } from '@/lib/validation/catalogue';
import { messages } from '@/lib/validation/messages';
import { cities, companyMembers, products, suppliers } from '@/server/db/schema';
import { preAuthorizationCents } from '@/server/payment-gateway/amounts';
import { signAccessToken } from '@/server/services/accounts/access-tokens';
import { QUOTE_CHANGED_MESSAGE } from '@/server/services/orders/placing';
import { CATALOGUE_READ_ONLY_MESSAGE } from '@/server/services/accounts/permissions';
import { CATALOGUE_PRODUCT_NOT_FOUND_MESSAGE } from '@/server/services/catalogue/supplier-catalogue';

import { createTestApi, type GraphQLResponse, type TestApi } from '../support/api';
import { card, TEST_CARDS } from '../support/payments';
import { createTestDatabase, testDatabaseAdminUrl } from '../support/postgres';

process.env.JWT_SECRET = 'supplier-catalogue-test-secret-0123456789abcdefgh';

/**
 * The supplier's catalogue through the API: the owner and managers add and change products (a
 * product is deactivated, never deleted), its service areas and its delivery settings; drivers
 * only read; another supplier's product does not exist. Inputs are refused with the workspace
 * form's own messages. What contractors see follows at once: an inactive product and a city no
 * longer served vanish from their search, a changed price answers an order placed with the old
 * quote with the new one, and the supplier's card hold is what a card is pre-authorised for.
 * On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */

interface Backend {
  name: string;
  database: () => Promise<{ url?: string; drop: () => Promise<void> }>;
}
const backends: Backend[] = [
  { name: 'PGlite', database: () => Promise.resolve({ drop: () => Promise.resolve() }) },
  ...(testDatabaseAdminUrl
    ? [{ name: 'PostgreSQL (TEST_DATABASE_URL)', database: () => createTestDatabase('supplier_catalogue_test') }]
    : []),
];

type Errors = { message: string; extensions?: Record<string, unknown> }[];

const PRODUCT_FIELDS = `id name description type unit priceCents minimumOrder quantityIncrement maximumOrder
  feeMinCents feeMaxCents colors active extras { id name description group pricing priceCents }
  rentalIncludedDays rentalExtraDayCents`;
const CATALOGUE = `query { supplierCatalogue { supplierId supplierName currency mayEdit serviceAreaCityIds
  products { ${PRODUCT_FIELDS} }
  deliverySettings { timeZone windowCapacityTrucks cancellationWindowHours cardHoldPercent }
  cities { id name regionCode countryCode countryName } } }`;
const CREATE = `mutation($input: SupplierProductInput!) { supplierProductCreate(input: $input) { ${PRODUCT_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: SupplierProductInput!) {
  supplierProductUpdate(id: $id, input: $input) { ${PRODUCT_FIELDS} } }`;
const AREAS = `mutation($input: SupplierServiceAreasInput!) { supplierServiceAreasSet(input: $input) }`;
const SETTINGS = `mutation($input: SupplierDeliverySettingsInput!) {
  supplierDeliverySettingsUpdate(input: $input) { timeZone windowCapacityTrucks cancellationWindowHours cardHoldPercent } }`;
const PRODUCERS = `query($input: ProducersInput!) { producers(input: $input) { supplierId products { id priceCents } } }`;

interface Extra {
  id: string;
  name: string;
  description: string | null;
  group: string | null;
  pricing: string;
  priceCents: number;
}
interface Product {
  id: string;
  name: string;
  description: string;
  type: string;
  unit: string;
  priceCents: number;
  minimumOrder: number;
  quantityIncrement: number;
  maximumOrder: number;
  feeMinCents: number | null;
  feeMaxCents: number | null;
  colors: string[];
  active: boolean;
  extras: Extra[];
  rentalIncludedDays: number | null;
  rentalExtraDayCents: number | null;
}
interface Catalogue {
  supplierId: string;
  supplierName: string;
  currency: string;
  mayEdit: boolean;
  serviceAreaCityIds: string[];
  products: Product[];
  deliverySettings: {
    timeZone: string;
    windowCapacityTrucks: number;
    cancellationWindowHours: number;
    cardHoldPercent: number;
  };
  cities: { id: string; name: string; regionCode: string; countryCode: string; countryName: string }[];
}

const newProduct = (overrides: Record<string, unknown> = {}) => ({
  name: 'Winter Mix 30 MPa',
  description: 'Heated and accelerated for pours below 5 °C.',
  type: 'readyMix',
  unit: 'm3',
  priceCents: 21900,
  minimumOrder: 1,
  quantityIncrement: 0.5,
  maximumOrder: 60,
  feeMinCents: 6500,
  feeMaxCents: 19500,
  colors: ['Natural Grey', 'Charcoal'],
  extras: [
    { name: 'Hot water', pricing: 'perUnit', priceCents: 1200 },
    { name: 'Weekend pour', description: 'Saturday delivery', group: 'Day', pricing: 'perOrder', priceCents: 25000 },
  ],
  active: true,
  ...overrides,
});

/** The input that sends a product back as it is (the workspace's active toggle does this). */
const inputOf = ({ id: _, extras, ...product }: Product) => ({
  ...product,
  extras: extras.map((extra) => ({ ...extra })),
});

describe.each(backends)('supplier catalogue on $name', (backend) => {
  let api: TestApi;
  let drop: () => Promise<void>;
  let address = 0;
  const nextAddress = () => `10.93.${Math.floor((address += 1) / 250)}.${address % 250}`;

  async function call<TData = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
  ): Promise<GraphQLResponse<TData> & { errors?: Errors; headers: Headers }> {
    const headers: Record<string, string> = { 'x-forwarded-for': nextAddress(), 'user-agent': 'CatalogueTest/1.0' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await api.request({ query, variables }, headers);
    return { ...((await response.json()) as GraphQLResponse<TData>), headers: response.headers };
  }
  const tokenOf = (headers: Headers) => headers.get('authorization')!.replace(/^Bearer /, '');
  const codeOf = (result: { errors?: Errors }) => result.errors?.[0]?.extensions?.code;

  async function signIn(login: string) {
    const result = await call(`mutation($input: SignInInput!) { signIn(input: $input) { user { id } } }`, {
      input: { login, password: 'Dispatch2026!' },
    });
    expect(result.errors).toBeUndefined();
    return tokenOf(result.headers);
  }

  let people = 0;
  async function signUpContractor() {
    people += 1;
    const n = String(people).padStart(4, '0');
    const result = await call<{ contractorSignUp: { user: { id: string; company: { id: string } } } }>(
      `mutation($input: ContractorSignUpInput!) { contractorSignUp(input: $input) { user { id company { id } } } }`,
      {
        input: {
          identity: { email: `catalogue${n}@keystone.example`, password: 'Concrete2024' },
          phone: `+1 416 555 4${n.slice(1)}`,
          password: 'Concrete2024',
          source: 'web',
          fullName: `Site Lead ${n}`,
        },
      },
    );
    expect(result.errors).toBeUndefined();
    const { user } = result.data!.contractorSignUp;
    return { token: tokenOf(result.headers), userId: user.id, companyId: user.company.id };
  }

  let owner: string;
  let dispatcher: string;
  let otherDispatcher: string;
  let driver: string;
  let northPeakId: string;
  let seededProductId: string;
  let otherSuppliersProductId: string;
  const city: Record<string, string> = {};

  beforeAll(async () => {
    const database = await backend.database();
    drop = database.drop;
    api = await createTestApi({ databaseUrl: database.url });
    const [northPeak] = await api.db.select().from(suppliers).where(eq(suppliers.slug, 'northpeak-ready-mix'));
    northPeakId = northPeak!.id;
    const [seeded] = await api.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.supplierId, northPeakId), eq(products.sku, 'NP-RM-25')));
    seededProductId = seeded!.id;
    const [capital] = await api.db.select().from(suppliers).where(eq(suppliers.slug, 'capital-aggregates'));
    const [capitalProduct] = await api.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.supplierId, capital!.id))
      .limit(1);
    otherSuppliersProductId = capitalProduct!.id;
    for (const row of await api.db.select({ id: cities.id, slug: cities.slug }).from(cities)) city[row.slug] = row.id;

    owner = await signIn('owner@northpeak.example');
    dispatcher = await signIn('dispatch@northpeak.example');
    otherDispatcher = await signIn('dispatch@capital.example');
    const person = await signUpContractor();
    await api.db
      .insert(companyMembers)
      .values({ companyId: northPeak!.companyId!, userId: person.userId, role: 'partner_driver' });
    driver = await signAccessToken({ userId: person.userId, companyId: northPeak!.companyId! });
  }, 120_000);

  afterAll(async () => {
    await api?.close();
    await drop?.();
  });

  const catalogueOf = async (token: string) => {
    const result = await call<{ supplierCatalogue: Catalogue }>(CATALOGUE, {}, token);
    expect(result.errors).toBeUndefined();
    return result.data!.supplierCatalogue;
  };

  const producersIn = async (citySlug: string, productType = 'readyMix') => {
    const result = await call<{ producers: { supplierId: string; products: { id: string; priceCents: number }[] }[] }>(
      PRODUCERS,
      { input: { cityId: city[citySlug], productType, limit: 50 } },
    );
    expect(result.errors).toBeUndefined();
    return result.data!.producers;
  };

  describe('reading', () => {
    it('answers the member’s supplier’s products with extras, its areas, settings and the cities it could serve', async () => {
      const catalogue = await catalogueOf(dispatcher);
      expect(catalogue).toMatchObject({
        supplierId: northPeakId,
        supplierName: 'NorthPeak Ready Mix',
        currency: 'CAD',
        mayEdit: true,
        deliverySettings: {
          timeZone: 'America/Toronto',
          windowCapacityTrucks: 8,
          cancellationWindowHours: 24,
          cardHoldPercent: 10,
        },
      });
      expect(new Set(catalogue.serviceAreaCityIds)).toEqual(new Set([city.toronto, city.mississauga, city.hamilton]));
      const seeded = catalogue.products.find((product) => product.id === seededProductId);
      expect(seeded).toMatchObject({ name: '25 MPa Ready-Mix Concrete', unit: 'm3', active: true, priceCents: 19500 });
      expect(seeded!.extras.length).toBeGreaterThan(0);
      expect(catalogue.cities.map((entry) => entry.id)).toEqual(expect.arrayContaining(Object.values(city)));
      expect(catalogue.cities.find((entry) => entry.id === city.toronto)).toMatchObject({
        name: 'Toronto',
        regionCode: 'ON',
        countryCode: 'CA',
        countryName: 'Canada',
      });
      // Every product it answers is one its form would send back unchanged.
      for (const product of catalogue.products) {
        expect(supplierProductSchema.safeParse(inputOf(product)).success, product.name).toBe(true);
      }
    });

    it('lets a driver read it, not change it; refuses a contractor and the signed out', async () => {
      expect((await catalogueOf(driver)).mayEdit).toBe(false);
      expect((await catalogueOf(owner)).mayEdit).toBe(true);
      const contractor = await signUpContractor();
      expect(codeOf(await call(CATALOGUE, {}, contractor.token))).toBe('FORBIDDEN');
      expect(codeOf(await call(CATALOGUE))).toBe('UNAUTHENTICATED');
    });
  });

  describe('products', () => {
    it('adds a product with its extras, active, for contractors in the supplier’s cities', async () => {
      const created = await call<{ supplierProductCreate: Product }>(CREATE, { input: newProduct() }, dispatcher);
      expect(created.errors).toBeUndefined();
      const product = created.data!.supplierProductCreate;
      expect(product).toMatchObject({
        name: 'Winter Mix 30 MPa',
        type: 'readyMix',
        unit: 'm3',
        priceCents: 21900,
        minimumOrder: 1,
        quantityIncrement: 0.5,
        maximumOrder: 60,
        feeMinCents: 6500,
        feeMaxCents: 19500,
        colors: ['Natural Grey', 'Charcoal'],
        active: true,
        extras: [
          { name: 'Hot water', description: null, group: null, pricing: 'perUnit', priceCents: 1200 },
          {
            name: 'Weekend pour',
            description: 'Saturday delivery',
            group: 'Day',
            pricing: 'perOrder',
            priceCents: 25000,
          },
        ],
      });
      expect((await catalogueOf(owner)).products.map((entry) => entry.id)).toContain(product.id);
      const northPeak = (await producersIn('toronto')).find((producer) => producer.supplierId === northPeakId);
      expect(northPeak!.products.map((entry) => entry.id)).toContain(product.id);
    });

    it('changes a product and its extras in place: kept ones keep their id, missing ones go, new ones come', async () => {
      const product = (await call<{ supplierProductCreate: Product }>(CREATE, { input: newProduct() }, owner)).data!
        .supplierProductCreate;
      const [hotWater] = product.extras;
      const updated = await call<{ supplierProductUpdate: Product }>(
        UPDATE,
        {
          id: product.id,
          input: newProduct({
            name: 'Winter Mix 32 MPa',
            priceCents: 22900,
            colors: [],
            extras: [
              { name: 'Fibre', pricing: 'perUnit', priceCents: 1800 },
              { ...hotWater, priceCents: 1400 },
            ],
          }),
        },
        dispatcher,
      );
      expect(updated.errors).toBeUndefined();
      expect(updated.data!.supplierProductUpdate).toMatchObject({
        id: product.id,
        name: 'Winter Mix 32 MPa',
        priceCents: 22900,
        colors: [],
        extras: [
          { name: 'Fibre', priceCents: 1800 },
          { id: hotWater!.id, name: 'Hot water', priceCents: 1400 },
        ],
      });
      expect(updated.data!.supplierProductUpdate.extras).toHaveLength(2);
    });

    it('deactivates a product, which vanishes for contractors and stays in the catalogue; and back', async () => {
      const product = (await call<{ supplierProductCreate: Product }>(CREATE, { input: newProduct() }, owner)).data!
        .supplierProductCreate;
      const off = await call<{ supplierProductUpdate: Product }>(
        UPDATE,
        { id: product.id, input: { ...inputOf(product), active: false } },
        dispatcher,
      );
      expect(off.data!.supplierProductUpdate.active).toBe(false);
      const offered = (await producersIn('toronto')).flatMap((producer) => producer.products.map((entry) => entry.id));
      expect(offered).not.toContain(product.id);
      const listed = (await catalogueOf(dispatcher)).products.find((entry) => entry.id === product.id);
      expect(listed).toMatchObject({ active: false, name: product.name });

      const on = await call<{ supplierProductUpdate: Product }>(
        UPDATE,
        { id: product.id, input: { ...inputOf(product), active: true } },
        dispatcher,
      );
      expect(on.data!.supplierProductUpdate.active).toBe(true);
      const again = (await producersIn('toronto')).flatMap((producer) => producer.products.map((entry) => entry.id));
      expect(again).toContain(product.id);
    });

    it('refuses on the server what the form refuses, with the same messages', async () => {
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ name: '  ' }, { name: messages.required }],
        [{ unit: 'tonne' }, { unit: CATALOGUE_MESSAGES.unitForType.readyMix }],
        [{ priceCents: 0 }, { priceCents: CATALOGUE_MESSAGES.price }],
        [{ minimumOrder: 1.25 }, { minimumOrder: CATALOGUE_MESSAGES.minimumOfIncrement }],
        [{ minimumOrder: 10, maximumOrder: 5 }, { maximumOrder: CATALOGUE_MESSAGES.maximumBelowMinimum }],
        [{ quantityIncrement: 0 }, { quantityIncrement: CATALOGUE_MESSAGES.quantity }],
        [{ feeMinCents: 9000, feeMaxCents: 100 }, { feeMaxCents: CATALOGUE_MESSAGES.feeMaxBelowMin }],
        [{ feeMaxCents: null }, { feeMaxCents: CATALOGUE_MESSAGES.feeBoth }],
        [
          { extras: [{ name: 'Pump', pricing: 'perOrder', priceCents: -5 }] },
          { 'extras.0.priceCents': CATALOGUE_MESSAGES.amount },
        ],
        [
          { type: 'rentals', unit: 'yd' },
          {
            rentalIncludedDays: CATALOGUE_MESSAGES.rentalIncludedDays,
            rentalExtraDayCents: CATALOGUE_MESSAGES.rentalExtraDayCents,
          },
        ],
        [
          { type: 'rentals', unit: 'yd', rentalIncludedDays: 31, rentalExtraDayCents: 1500 },
          { rentalIncludedDays: CATALOGUE_MESSAGES.rentalIncludedDays },
        ],
      ];
      for (const [change, fields] of cases) {
        const input = newProduct(change);
        const form = supplierProductSchema.safeParse(input);
        expect(form.success).toBe(false);
        expect(form.error!.issues[0]!.message).toBe(Object.values(fields)[0]);
        const result = await call(CREATE, { input }, dispatcher);
        expect(codeOf(result), JSON.stringify(change)).toBe('BAD_USER_INPUT');
        expect(result.errors![0]!.extensions!.fields).toEqual(fields);
      }
      const missing = await call(CREATE, { input: { ...newProduct(), priceCents: null, name: null } }, dispatcher);
      expect(missing.errors![0]!.extensions!.fields).toEqual({
        name: messages.required,
        priceCents: CATALOGUE_MESSAGES.price,
      });
    });

    it('keeps a bin’s included days and extra-day price, which the quote charges; another type has none', async () => {
      const bin = newProduct({
        name: '10 Yard Reno Bin',
        type: 'rentals',
        unit: 'yd',
        priceCents: 32900,
        quantityIncrement: 1,
        maximumOrder: 6,
        colors: [],
        extras: [],
        rentalIncludedDays: 5,
        rentalExtraDayCents: 1200,
      });
      const created = await call<{ supplierProductCreate: Product }>(CREATE, { input: bin }, owner);
      expect(created.errors).toBeUndefined();
      const product = created.data!.supplierProductCreate;
      expect(product).toMatchObject({ rentalIncludedDays: 5, rentalExtraDayCents: 1200 });

      const changed = await call<{ supplierProductUpdate: Product }>(
        UPDATE,
        { id: product.id, input: { ...inputOf(product), rentalIncludedDays: 3, rentalExtraDayCents: 1800 } },
        owner,
      );
      expect(changed.data!.supplierProductUpdate).toMatchObject({ rentalIncludedDays: 3, rentalExtraDayCents: 1800 });
      expect((await catalogueOf(owner)).products.find((entry) => entry.id === product.id)).toMatchObject({
        rentalIncludedDays: 3,
        rentalExtraDayCents: 1800,
      });

      // Kept 5 days from drop-off: 2 days past the 3 included, at $18.00 each.
      const dropOff = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
      const pickUp = new Date(Date.now() + 25 * 86_400_000).toISOString().slice(0, 10);
      const quote = await call<{ orderQuote: { lineItems: { label: string; amountCents: number }[] } }>(
        `query($input: OrderQuoteInput!) { orderQuote(input: $input) { lineItems { label amountCents } } }`,
        {
          input: {
            supplierId: northPeakId,
            productId: product.id,
            quantity: 1,
            unit: 'yd',
            extraIds: [],
            schedule: { date: dropOff, pickUpDate: pickUp, trucks: 1, minutesBetweenTrucks: 0, windowStartHour: 6 },
            delivery: { cityId: city.toronto, address: '14 Shaw St', postalCode: 'M6J 2W3' },
            paymentType: 'card',
          },
        },
      );
      expect(quote.errors).toBeUndefined();
      expect(quote.data!.orderQuote.lineItems).toEqual([
        { label: '10 Yard Reno Bin, 3 days included', amountCents: 32900 },
        { label: 'Extra days', amountCents: 3600 },
      ]);

      const concrete = await call<{ supplierProductCreate: Product }>(
        CREATE,
        { input: newProduct({ name: 'Lean Mix 10 MPa', rentalIncludedDays: 5, rentalExtraDayCents: 1200 }) },
        owner,
      );
      expect(concrete.data!.supplierProductCreate).toMatchObject({
        rentalIncludedDays: null,
        rentalExtraDayCents: null,
      });
    });

    it('refuses an extra the product does not have', async () => {
      const seeded = (await catalogueOf(dispatcher)).products.find((entry) => entry.id === seededProductId)!;
      const stranger = (await catalogueOf(dispatcher)).products.find(
        (entry) => entry.id !== seededProductId && entry.extras.length > 0,
      )!;
      const result = await call(
        UPDATE,
        { id: seededProductId, input: { ...inputOf(seeded), extras: [{ ...stranger.extras[0]! }] } },
        dispatcher,
      );
      expect(codeOf(result)).toBe('BAD_USER_INPUT');
      expect(Object.keys(result.errors![0]!.extensions!.fields as object)).toEqual(['extras.0.id']);
      // Nothing changed.
      expect((await catalogueOf(dispatcher)).products.find((entry) => entry.id === seededProductId)).toEqual(seeded);
    });

    it('keeps drivers out of every change, and another supplier’s product does not exist', async () => {
      for (const [query, variables] of [
        [CREATE, { input: newProduct() }],
        [UPDATE, { id: seededProductId, input: newProduct() }],
        [AREAS, { input: { cityIds: [city.toronto] } }],
        [
          SETTINGS,
          {
            input: {
              timeZone: 'America/Toronto',
              windowCapacityTrucks: 1,
              cancellationWindowHours: 1,
              cardHoldPercent: 1,
            },
          },
        ],
      ] as const) {
        const result = await call(query, variables, driver);
        expect(codeOf(result)).toBe('FORBIDDEN');
        expect(result.errors![0]!.message).toBe(CATALOGUE_READ_ONLY_MESSAGE);
      }
      const foreign = await call(UPDATE, { id: otherSuppliersProductId, input: newProduct() }, dispatcher);
      expect(codeOf(foreign)).toBe('NOT_FOUND');
      expect(foreign.errors![0]!.message).toBe(CATALOGUE_PRODUCT_NOT_FOUND_MESSAGE);
      const [untouched] = await api.db.select().from(products).where(eq(products.id, otherSuppliersProductId));
      expect(untouched!.name).not.toBe('Winter Mix 30 MPa');
      expect((await catalogueOf(otherDispatcher)).products.map((entry) => entry.id)).not.toContain(seededProductId);
    });
  });

  describe('service areas', () => {
    it('sets the cities served; a city removed no longer finds the supplier, and added back does', async () => {
      expect((await producersIn('hamilton')).map((producer) => producer.supplierId)).toContain(northPeakId);
      const set = await call<{ supplierServiceAreasSet: string[] }>(
        AREAS,
        { input: { cityIds: [city.toronto, city.mississauga] } },
        owner,
      );
      expect(set.errors).toBeUndefined();
      expect(new Set(set.data!.supplierServiceAreasSet)).toEqual(new Set([city.toronto, city.mississauga]));
      expect((await producersIn('hamilton')).map((producer) => producer.supplierId)).not.toContain(northPeakId);
      expect((await producersIn('toronto')).map((producer) => producer.supplierId)).toContain(northPeakId);

      await call(AREAS, { input: { cityIds: [city.toronto, city.mississauga, city.hamilton] } }, owner);
      expect((await producersIn('hamilton')).map((producer) => producer.supplierId)).toContain(northPeakId);
    });

    it('refuses duplicates and unknown cities, and changes nothing then', async () => {
      const twice = await call(AREAS, { input: { cityIds: [city.toronto, city.toronto] } }, owner);
      expect(twice.errors![0]!.extensions!.fields).toEqual({ 'cityIds.1': CATALOGUE_MESSAGES.cityDuplicate });
      const unknown = await call(AREAS, { input: { cityIds: [city.toronto, crypto.randomUUID()] } }, owner);
      expect(codeOf(unknown)).toBe('BAD_USER_INPUT');
      expect(Object.keys(unknown.errors![0]!.extensions!.fields as object)).toEqual(['cityIds.1']);
      expect((await catalogueOf(owner)).serviceAreaCityIds).toHaveLength(3);
    });
  });

  describe('delivery settings', () => {
    it('refuses what the form refuses, with its messages', async () => {
      const result = await call(
        SETTINGS,
        {
          input: {
            timeZone: 'Mars/Olympus',
            windowCapacityTrucks: 201,
            cancellationWindowHours: 169,
            cardHoldPercent: 51,
          },
        },
        owner,
      );
      expect(codeOf(result)).toBe('BAD_USER_INPUT');
      expect(result.errors![0]!.extensions!.fields).toEqual({
        timeZone: CATALOGUE_MESSAGES.timeZone,
        windowCapacityTrucks: CATALOGUE_MESSAGES.trucksPerWindow,
        cancellationWindowHours: CATALOGUE_MESSAGES.cancellationWindowHours,
        cardHoldPercent: CATALOGUE_MESSAGES.cardHoldPercent,
      });
    });
  });

  describe('what a contractor at checkout meets', () => {
    const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const quoteInput = (productId: string, date: string, windowStartHour = 6) => ({
      supplierId: northPeakId,
      productId,
      quantity: 4,
      unit: 'm3',
      extraIds: [],
      schedule: { date, trucks: 1, minutesBetweenTrucks: 0, windowStartHour },
      delivery: { cityId: city.toronto, address: '100 King Street West', postalCode: 'M5X 1A9' },
      paymentType: 'card',
    });
    const QUOTE = `query($input: OrderQuoteInput!) { orderQuote(input: $input) { subtotalCents totalCents fingerprint } }`;
    const PLACE = `mutation($input: PlaceOrderInput!, $key: String!) {
      placeOrder(input: $input, idempotencyKey: $key) { id amountDueCents cardHoldPercent } }`;
    const contact = { name: 'Dana Whitfield', email: 'dana@keystone.example', phoneNumber: '+1 416 555 0100' };

    it('a price changed after the quote answers the placement with the new quote', async () => {
      const contractor = await signUpContractor();
      const product = (await call<{ supplierProductCreate: Product }>(CREATE, { input: newProduct() }, owner)).data!
        .supplierProductCreate;
      const input = quoteInput(product.id, dateIn(12));
      const seen = (
        await call<{ orderQuote: { subtotalCents: number; totalCents: number; fingerprint: string } }>(
          QUOTE,
          { input },
          contractor.token,
        )
      ).data!.orderQuote;
      expect(seen.subtotalCents).toBe(4 * 21900);

      const raised = await call(UPDATE, { id: product.id, input: { ...inputOf(product), priceCents: 23900 } }, owner);
      expect(raised.errors).toBeUndefined();

      const placed = await call(
        PLACE,
        { input: { quote: input, quoteFingerprint: seen.fingerprint, contact }, key: crypto.randomUUID() },
        contractor.token,
      );
      expect(codeOf(placed)).toBe('QUOTE_CHANGED');
      expect(placed.errors![0]!.message).toBe(QUOTE_CHANGED_MESSAGE);
      const fresh = placed.errors![0]!.extensions!.quote as {
        subtotalCents: number;
        totalCents: number;
        fingerprint: string;
      };
      expect(fresh.subtotalCents).toBe(4 * 23900);
      expect(fresh.totalCents).toBeGreaterThan(seen.totalCents);

      // Placing with the new quote (what the price-changed notice does) goes through.
      const accepted = await call<{ placeOrder: { id: string } }>(
        PLACE,
        { input: { quote: input, quoteFingerprint: fresh.fingerprint, contact }, key: crypto.randomUUID() },
        contractor.token,
      );
      expect(accepted.errors).toBeUndefined();

      // A deactivated product cannot be quoted any more.
      await call(UPDATE, { id: product.id, input: { ...inputOf(product), active: false } }, owner);
      expect(codeOf(await call(QUOTE, { input }, contractor.token))).toBe('NOT_FOUND');
    });

    it('a card is pre-authorised for the amount due plus the supplier’s hold percentage', async () => {
      const saved = await call<{ supplierDeliverySettingsUpdate: Catalogue['deliverySettings'] }>(
        SETTINGS,
        {
          input: {
            timeZone: 'America/Toronto',
            windowCapacityTrucks: 9,
            cancellationWindowHours: 36,
            cardHoldPercent: 25,
          },
        },
        dispatcher,
      );
      expect(saved.data!.supplierDeliverySettingsUpdate).toEqual({
        timeZone: 'America/Toronto',
        windowCapacityTrucks: 9,
        cancellationWindowHours: 36,
        cardHoldPercent: 25,
      });
      expect((await catalogueOf(driver)).deliverySettings.cardHoldPercent).toBe(25);

      const contractor = await signUpContractor();
      const input = quoteInput(seededProductId, dateIn(20), 10);
      const { fingerprint } = (await call<{ orderQuote: { fingerprint: string } }>(QUOTE, { input }, contractor.token))
        .data!.orderQuote;
      const placed = await call<{ placeOrder: { id: string; amountDueCents: number; cardHoldPercent: number } }>(
        PLACE,
        { input: { quote: input, quoteFingerprint: fingerprint, contact }, key: crypto.randomUUID() },
        contractor.token,
      );
      expect(placed.errors).toBeUndefined();
      const order = placed.data!.placeOrder;
      expect(order.cardHoldPercent).toBe(25);

      const method = await call<{ cardPaymentMethodCreate: { id: string } }>(
        `mutation($input: CardPaymentMethodInput!, $key: String!) { cardPaymentMethodCreate(input: $input, idempotencyKey: $key) { id } }`,
        { input: card(TEST_CARDS.succeeds), key: crypto.randomUUID() },
        contractor.token,
      );
      expect(method.errors).toBeUndefined();
      const paid = await call<{ orderPay: { status: string; amountCents: number } }>(
        `mutation($input: OrderPayInput!, $key: String!) { orderPay(input: $input, idempotencyKey: $key) { status amountCents } }`,
        {
          input: { orderId: order.id, paymentMethodId: method.data!.cardPaymentMethodCreate.id },
          key: crypto.randomUUID(),
        },
        contractor.token,
      );
      expect(paid.errors).toBeUndefined();
      expect(paid.data!.orderPay).toEqual({
        status: 'authorized',
        amountCents: preAuthorizationCents(order.amountDueCents, 25),
      });
      expect(preAuthorizationCents(order.amountDueCents, 25)).toBe(
        order.amountDueCents + Math.round(order.amountDueCents * 0.25),
      );
    });
  });
});

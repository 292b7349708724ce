import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cities, products, supplierServiceAreas, suppliers, taxes } from '@/server/db/schema';

import { createTestApi, type TestApi } from '../support/api';
import { createTestDatabase, testDatabaseAdminUrl } from '../support/postgres';

/**
 * The producer search keeps each city's candidates in memory per catalogue version (issue 16): a
 * change to what it answers is in the very next search, on the server that made it and on any
 * other server of the same database. A supplier's change drops only the searches of the cities it
 * serves (issue 38): the others' kept answers stay.
 */

const PRODUCERS = /* GraphQL */ `
  query Producers($input: ProducersInput!) {
    producers(input: $input) {
      supplierId
      name
      rating
      allInPriceCents
      product {
        id
        priceCents
      }
    }
  }
`;

interface Producer {
  supplierId: string;
  name: string;
  rating: number;
  allInPriceCents: number;
  product: { id: string; priceCents: number };
}

async function search(api: TestApi, cityId: string) {
  const result = await api.gql<{ producers: Producer[] }>(PRODUCERS, {
    input: { cityId, productType: 'readyMix', quantity: 10, unit: 'm3', limit: 50 },
  });
  expect(result.errors).toBeUndefined();
  return result.data!.producers;
}

/** Two new ready-mix producers in a seeded city, the first cheaper: the city and them as searched. */
async function twoProducers(api: TestApi, slugPrefix = 'index-test') {
  const [city] = await api.db.select({ id: cities.id }).from(cities).where(eq(cities.slug, 'toronto'));
  if (!city) throw new Error('The seed has no city');
  const added = await api.db
    .insert(suppliers)
    .values(
      ['a', 'b'].map((key) => ({
        slug: `${slugPrefix}-${key}`,
        name: `Index Test ${key.toUpperCase()}`,
        description: 'A supplier of the producer index test.',
        homeCityId: city.id,
        rating: '4.0',
      })),
    )
    .returning({ id: suppliers.id });
  await api.db.insert(supplierServiceAreas).values(added.map(({ id }) => ({ supplierId: id, cityId: city.id })));
  await api.db.insert(products).values(
    added.map(({ id }, index) => ({
      supplierId: id,
      sku: 'index-test',
      type: 'readyMix' as const,
      name: 'Index test mix',
      description: 'A product of the producer index test.',
      unit: 'm3' as const,
      priceCents: 10_000 + index * 2_000,
      minimumOrder: '1',
      quantityIncrement: '0.5',
      maximumOrder: '100',
    })),
  );
  return { cityId: city.id, ids: added.map(({ id }) => id) as [string, string] };
}

const QUOTE = /* GraphQL */ `
  query Quote($input: OrderQuoteInput!) {
    orderQuote(input: $input) {
      subtotalCents
    }
  }
`;

/** The quote of 10 m3 of the supplier's product, delivered in Toronto in a month. */
async function quote(api: TestApi, cityId: string, supplierId: string) {
  const [product] = await api.db.select({ id: products.id }).from(products).where(eq(products.supplierId, supplierId));
  return api.gql<{ orderQuote: { subtotalCents: number } }>(QUOTE, {
    input: {
      supplierId,
      productId: product!.id,
      quantity: 10,
      unit: 'm3',
      extraIds: [],
      schedule: {
        date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        trucks: 1,
        minutesBetweenTrucks: 0,
      },
      delivery: { cityId, address: '100 King Street West', postalCode: 'M5X 1A9' },
      paymentType: 'card',
    },
  });
}

function changesSeen(servers: () => { changing: TestApi; searching: TestApi }) {
  it('answers a product price, a rating, a service area and a tax as changed, in the next search or quote', async () => {
    const { changing, searching } = servers();
    const { cityId, ids } = await twoProducers(changing);
    const found = await search(searching, cityId);
    const first = found.find((producer) => producer.supplierId === ids[0])!;
    const second = found.find((producer) => producer.supplierId === ids[1])!;
    expect(found.indexOf(first)).toBeLessThan(found.indexOf(second));

    // The second producer's product becomes the cheapest by far: it leads.
    await changing.db.update(products).set({ priceCents: 1 }).where(eq(products.id, second.product.id));
    const cheaper = await search(searching, cityId);
    expect(cheaper[0]).toMatchObject({ supplierId: second.supplierId, product: { priceCents: 1 } });

    await changing.db.update(suppliers).set({ rating: '1.5' }).where(eq(suppliers.id, first.supplierId));
    expect((await search(searching, cityId)).find((producer) => producer.supplierId === first.supplierId)?.rating).toBe(
      1.5,
    );

    // Leaving the city takes the supplier out of its search.
    await changing.db
      .delete(supplierServiceAreas)
      .where(and(eq(supplierServiceAreas.supplierId, first.supplierId), eq(supplierServiceAreas.cityId, cityId)));
    expect((await search(searching, cityId)).map((producer) => producer.supplierId)).not.toContain(first.supplierId);

    // The quote's kept product, too.
    expect((await quote(searching, cityId, second.supplierId)).data?.orderQuote.subtotalCents).toBe(10);
    await changing.db.update(products).set({ priceCents: 5_000 }).where(eq(products.id, second.product.id));
    expect((await quote(searching, cityId, second.supplierId)).data?.orderQuote.subtotalCents).toBe(50_000);
    await changing.db.update(products).set({ active: false }).where(eq(products.id, second.product.id));
    expect((await quote(searching, cityId, second.supplierId)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await changing.db.update(products).set({ active: true }).where(eq(products.id, second.product.id));

    // Taxes are part of the all-in price.
    const before = (await search(searching, cityId))[0]!;
    await changing.db.update(taxes).set({ ratePpm: 0 });
    const after = (await search(searching, cityId))[0]!;
    expect(after.supplierId).toBe(before.supplierId);
    expect(after.allInPriceCents).toBeLessThan(before.allInPriceCents);
  });
}

/**
 * Changes a product's price without the catalogue's triggers (as if the change were not recorded):
 * a search that still answers the old price answered from what its server kept.
 */
async function changePriceUnrecorded(api: TestApi, productId: string, priceCents: number) {
  await api.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(products).set({ priceCents }).where(eq(products.id, productId));
  });
}

/** A seeded city by its slug. */
async function cityOf(api: TestApi, slug: string) {
  const [city] = await api.db.select({ id: cities.id }).from(cities).where(eq(cities.slug, slug));
  if (!city) throw new Error(`The seed has no city ${slug}`);
  return city.id;
}

function onlyTouchedDropped(servers: () => { changing: TestApi; searching: TestApi[] }) {
  it("reads again only a changed supplier's rows in the cities it serves, adds its new city's, shows its new name everywhere, and reads all again past a change it cannot place", async () => {
    const { changing, searching } = servers();
    const { cityId: toronto, ids } = await twoProducers(changing, 'index-scope-test');
    const [a, b] = ids;
    // B also serves Ottawa, where A does not deliver.
    const ottawa = await cityOf(changing, 'ottawa');
    await changing.db.insert(supplierServiceAreas).values({ supplierId: b, cityId: ottawa });
    const productOf = async (supplierId: string) =>
      (await changing.db.select({ id: products.id }).from(products).where(eq(products.supplierId, supplierId)))[0]!.id;
    const [productA, productB] = [await productOf(a), await productOf(b)];
    for (const server of searching) {
      expect((await search(server, ottawa)).find((producer) => producer.supplierId === b)?.product.priceCents).toBe(
        12_000,
      );
      expect((await search(server, toronto)).map((producer) => producer.supplierId)).toEqual(
        expect.arrayContaining([a, b]),
      );
    }

    // B's price moves unrecorded; A's price moves: A's rows are read again in Toronto (the city
    // it serves), B's stay as kept there and in Ottawa, which A does not serve.
    await changePriceUnrecorded(changing, productB, 11_000);
    await changing.db.update(products).set({ priceCents: 9_000 }).where(eq(products.id, productA));
    for (const server of searching) {
      const inToronto = await search(server, toronto);
      expect(inToronto.find((producer) => producer.supplierId === a)?.product.priceCents).toBe(9_000);
      expect(inToronto.find((producer) => producer.supplierId === b)?.product.priceCents).toBe(12_000);
      expect((await search(server, ottawa)).find((producer) => producer.supplierId === b)?.product.priceCents).toBe(
        12_000,
      );
    }

    // A starts delivering to Ottawa: it is in Ottawa's next search, B's row still the one kept.
    await changing.db.insert(supplierServiceAreas).values({ supplierId: a, cityId: ottawa });
    for (const server of searching) {
      const inOttawa = await search(server, ottawa);
      expect(inOttawa.find((producer) => producer.supplierId === a)?.product.priceCents).toBe(9_000);
      expect(inOttawa.find((producer) => producer.supplierId === b)?.product.priceCents).toBe(12_000);
    }

    // A change of everything (a tax) reads every city again: B's unrecorded price shows.
    await changing.db.update(taxes).set({ ratePpm: 0 });
    for (const server of searching) {
      expect((await search(server, ottawa)).find((producer) => producer.supplierId === b)?.product.priceCents).toBe(
        11_000,
      );
    }

    // A's new name, in both cities' next search on every server.
    await changing.db.update(suppliers).set({ name: 'Index Test A Renamed' }).where(eq(suppliers.id, a));
    for (const server of [changing, ...searching]) {
      for (const cityId of [toronto, ottawa]) {
        expect((await search(server, cityId)).find((producer) => producer.supplierId === a)?.name).toBe(
          'Index Test A Renamed',
        );
      }
    }

    // A version whose changes the log no longer holds (pruned): every city is read again.
    await changePriceUnrecorded(changing, productB, 10_500);
    await changing.db.execute(sql`update catalogue_version set version = version + 1 where id = 1`);
    for (const server of searching) {
      expect((await search(server, ottawa)).find((producer) => producer.supplierId === b)?.product.priceCents).toBe(
        10_500,
      );
    }
  });
}

describe('producer search after a catalogue change, on PGlite', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  changesSeen(() => ({ changing: api, searching: api }));
  onlyTouchedDropped(() => ({ changing: api, searching: [api] }));
});

describe.skipIf(!testDatabaseAdminUrl)('producer search after a catalogue change, on PostgreSQL, two servers', () => {
  let changing: TestApi;
  let searching: TestApi;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase('producer_index');
    drop = database.drop;
    changing = await createTestApi({ databaseUrl: database.url });
    searching = await createTestApi({ databaseUrl: database.url });
  }, 120_000);
  afterAll(async () => {
    await searching?.close();
    await changing?.close();
    await drop?.();
  });

  changesSeen(() => ({ changing, searching }));
  onlyTouchedDropped(() => ({ changing, searching: [searching, changing] }));
});

import { readFileSync } from 'node:fs';
import path from 'node:path';

import { buildSchema, graphql, type GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';

import { fieldsAskedUnder } from '@/server/graphql/selection';
import { summaryShapeFor } from '@/server/services/orders/summary-shapes';

/** fieldsAskedUnder tells a list which fields of its values a request asks for: never fewer. */
const schema = buildSchema(`
  type Item { id: ID! name: String! note: String }
  type Page { values: [Item!]! count: Int! }
  type Query { page: Page! }
`);

async function askedOf(query: string): Promise<string[]> {
  let asked: Set<string> | undefined;
  const result = await graphql({
    schema,
    source: query,
    rootValue: {
      page: (_args: unknown, _context: unknown, info: GraphQLResolveInfo) => {
        asked = fieldsAskedUnder(info, 'values');
        return { values: [{ id: '1', name: 'Slab', note: 'Pump' }], count: 1 };
      },
    },
  });
  expect(result.errors).toBeUndefined();
  return [...asked!].sort();
}

describe('fieldsAskedUnder', () => {
  it('names the fields asked of the values by their schema names, none when the values are not asked', async () => {
    expect(await askedOf('{ page { values { id name } count } }')).toEqual(['id', 'name']);
    expect(await askedOf('{ page { count } }')).toEqual([]);
    expect(await askedOf('{ page { values { renamed: name } } }')).toEqual(['name']);
    expect(await askedOf('{ page { values { __typename id } } }')).toEqual(['__typename', 'id']);
  });

  it('counts the fields of fragments, inline or named, at any depth', async () => {
    expect(await askedOf('{ page { values { id ... on Item { note } } } }')).toEqual(['id', 'note']);
    expect(await askedOf('{ page { values { ...Row } } } fragment Row on Item { id note }')).toEqual(['id', 'note']);
    expect(await askedOf('{ page { ...Values } } fragment Values on Page { values { note } }')).toEqual(['note']);
  });

  it('names the fields asked further down a path, fragments included', async () => {
    let asked: Set<string> | undefined;
    const nested = buildSchema(`
      type City { id: ID! name: String! }
      type Item { id: ID! city: City! }
      type Page { values: [Item!]! }
      type Query { page: Page! }
    `);
    const result = await graphql({
      schema: nested,
      source: '{ page { values { id city { id } ...Place } } } fragment Place on Item { city { where: name } }',
      rootValue: {
        page: (_args: unknown, _context: unknown, info: GraphQLResolveInfo) => {
          asked = fieldsAskedUnder(info, 'values', 'city');
          return { values: [] };
        },
      },
    });
    expect(result.errors).toBeUndefined();
    expect([...asked!].sort()).toEqual(['id', 'name']);
  });

  it('counts a field kept out by @skip or @include: never narrower than the request', async () => {
    expect(await askedOf('{ page { values { id note @skip(if: true) } } }')).toEqual(['id', 'note']);
  });
});

describe('summaryShapeFor', () => {
  it('reads the values of the fields asked, the id and state always, and nothing for a field no summary answers', () => {
    const shape = summaryShapeFor(['deliveryWindow', 'loads'], 'supplierOrders')!;
    expect(shape.keys).toEqual(['id', 'status', 'windowStartHour', 'loadCount']);
    expect(shape.positions).toEqual({ id: 0, status: 1, windowStartHour: 2, loadCount: 3 });
    expect(summaryShapeFor(['loads', 'deliveryWindow'], 'supplierOrders')).toBe(shape);
    expect(summaryShapeFor(['city'], 'orders')!.keys).toEqual([
      'id',
      'status',
      'cityId',
      'cityName',
      'regionCode',
      'countryCode',
    ]);
    // The city's values as its fields ask: its name joins the cities, its codes the countries too.
    expect(summaryShapeFor(['city'], 'orders', ['id', 'name'])!.keys).toEqual(['id', 'status', 'cityId', 'cityName']);
    expect(summaryShapeFor(['city'], 'orders', ['__typename'])!.keys).toEqual(['id', 'status', 'cityId']);
    expect(summaryShapeFor(['id'], 'orders', ['unknown'])!.keys).toEqual(['id', 'status']);
    expect(summaryShapeFor(['city'], 'orders', ['unknown'])).toBeNull();
    expect(summaryShapeFor(['id', 'contactName'], 'orders')).toBeNull();
    // Fields of the supplier's orders only, and names of the object's own properties, are not answered.
    expect(summaryShapeFor(['openRequests'], 'orders')).toBeNull();
    expect(summaryShapeFor(['constructor'], 'orders')).toBeNull();
  });
});

describe('the screens’ list documents', () => {
  it('ask only for fields a summary answers (a field added to one must be added to the summary)', async () => {
    const marketplace = buildSchema(readFileSync(path.resolve('graphql/schema.graphql'), 'utf8'));
    const lists = [
      { document: 'SupplierOrders', field: 'supplierOrders' },
      { document: 'Orders', field: 'orders' },
    ] as const;
    for (const { document, field } of lists) {
      let keys: readonly string[] | undefined;
      const result = await graphql({
        schema: marketplace,
        source: readFileSync(path.resolve('graphql/operations', `${document}.graphql`), 'utf8'),
        rootValue: {
          [field]: (_args: unknown, _context: unknown, info: GraphQLResolveInfo) => {
            keys = summaryShapeFor(
              fieldsAskedUnder(info, 'values'),
              field,
              fieldsAskedUnder(info, 'values', 'city'),
            )?.keys;
            return { values: [], count: 0, counts: [], csvUrl: '/api/orders-csv' };
          },
        },
      });
      expect(result.errors).toBeUndefined();
      expect({ document, narrow: keys !== undefined }).toEqual({ document, narrow: true });
      // The inbox shows the city's name alone: its page does not join the countries.
      if (document === 'SupplierOrders') expect(keys).not.toContain('countryCode');
    }
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';

import { buildSchema, graphql, type GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';

import { asksOnlyFor } from '@/server/graphql/selection';
import { ORDER_SUMMARY_FIELDS, SUPPLIER_ORDER_SUMMARY_FIELDS } from '@/server/services/ordering/order-summary';

/** asksOnlyFor decides whether a list may answer with narrower records: never when a field is missing. */
const schema = buildSchema(`
  type Item { id: ID! name: String! note: String }
  type Page { values: [Item!]! count: Int! }
  type Query { page: Page! }
`);
const ANSWERED = new Set(['id', 'name']);

async function narrowFor(query: string): Promise<boolean> {
  let narrow: boolean | undefined;
  const result = await graphql({
    schema,
    source: query,
    rootValue: {
      page: (_args: unknown, _context: unknown, info: GraphQLResolveInfo) => {
        narrow = asksOnlyFor(info, 'values', ANSWERED);
        return { values: [{ id: '1', name: 'Slab', note: 'Pump' }], count: 1 };
      },
    },
  });
  expect(result.errors).toBeUndefined();
  return narrow!;
}

describe('asksOnlyFor', () => {
  it('is true when every field asked of the values is answered, or none is asked', async () => {
    expect(await narrowFor('{ page { values { id name } count } }')).toBe(true);
    expect(await narrowFor('{ page { count } }')).toBe(true);
    expect(await narrowFor('{ page { values { renamed: name } } }')).toBe(true);
  });

  it('is false when any field asked, directly or in a fragment, is not answered', async () => {
    expect(await narrowFor('{ page { values { id note } } }')).toBe(false);
    expect(await narrowFor('{ page { values { id ... on Item { note } } } }')).toBe(false);
    expect(await narrowFor('{ page { values { ...Row } } } fragment Row on Item { id note }')).toBe(false);
    expect(await narrowFor('{ page { ...Values } } fragment Values on Page { values { note } }')).toBe(false);
    expect(await narrowFor('{ page { values { __typename id } } }')).toBe(false);
  });

  it('counts a field kept out by @skip or @include: never narrower than the request', async () => {
    expect(await narrowFor('{ page { values { id note @skip(if: true) } } }')).toBe(false);
  });
});

describe('the screens’ list documents', () => {
  it('ask only for fields a summary answers (a field added to one must be added to the summary)', async () => {
    const marketplace = buildSchema(readFileSync(path.resolve('graphql/schema.graphql'), 'utf8'));
    const lists = [
      { document: 'SupplierOrders', field: 'supplierOrders', answered: SUPPLIER_ORDER_SUMMARY_FIELDS },
      { document: 'Orders', field: 'orders', answered: ORDER_SUMMARY_FIELDS },
    ];
    for (const { document, field, answered } of lists) {
      let narrow: boolean | undefined;
      const result = await graphql({
        schema: marketplace,
        source: readFileSync(path.resolve('graphql/operations', `${document}.graphql`), 'utf8'),
        rootValue: {
          [field]: (_args: unknown, _context: unknown, info: GraphQLResolveInfo) => {
            narrow = asksOnlyFor(info, 'values', answered);
            return { values: [], count: 0, counts: [], csvUrl: '/api/orders-csv' };
          },
        },
      });
      expect(result.errors).toBeUndefined();
      expect({ document, narrow }).toEqual({ document, narrow: true });
    }
  });
});

import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';

import { EXAMPLE_PLACEHOLDERS, marketplaceSupplierApiDocs, supplierApiDocs } from '@/server/graphql/supplier-api-docs';

const ENDPOINT = 'https://buildmarket.example/api/gql';

/** A small schema: two supplier API fields among others. */
const schema = buildSchema(/* GraphQL */ `
  directive @supplierApi on FIELD_DEFINITION
  "Where an order is."
  enum OrderStatus {
    "Just placed."
    placed
    accepted
  }
  "An order as a key reads it."
  type SupplierApiOrder {
    "Its id."
    id: ID!
    status: OrderStatus!
    city: City!
    loads: [Load!]!
  }
  type City {
    name: String!
  }
  type Load {
    id: ID!
    truck: City
  }
  input SupplierOrderFilter {
    "Only orders in this state."
    status: OrderStatus
  }
  type Query {
    "The supplier's orders."
    supplierApiOrders(filter: SupplierOrderFilter, limit: Int = 50): [SupplierApiOrder!]! @supplierApi
    "Not for keys."
    me: City
  }
  type Mutation {
    "Accepts a placed order."
    supplierApiOrderAccept(orderId: ID!): SupplierApiOrder! @supplierApi
    signOut: Boolean
  }
`);

describe('supplierApiDocs', () => {
  const docs = supplierApiDocs(schema, ENDPOINT);

  it('documents the @supplierApi fields only, with their arguments and descriptions', () => {
    expect(docs.operations.map((operation) => [operation.kind, operation.name])).toEqual([
      ['query', 'supplierApiOrders'],
      ['mutation', 'supplierApiOrderAccept'],
    ]);
    const [list, accept] = docs.operations;
    expect(list).toMatchObject({
      description: "The supplier's orders.",
      returns: '[SupplierApiOrder!]!',
      returnsTypeName: 'SupplierApiOrder',
      arguments: [
        { name: 'filter', type: 'SupplierOrderFilter', typeName: 'SupplierOrderFilter', defaultValue: null },
        { name: 'limit', type: 'Int', typeName: null, defaultValue: '50' },
      ],
    });
    expect(accept!.arguments).toEqual([
      { name: 'orderId', type: 'ID!', typeName: null, description: null, defaultValue: null },
    ]);
  });

  it('documents every type the operations take or answer, once, and nothing else', () => {
    expect(docs.types.map((type) => [type.name, type.kind])).toEqual([
      ['SupplierOrderFilter', 'input'],
      ['OrderStatus', 'enum'],
      ['SupplierApiOrder', 'object'],
      ['City', 'object'],
      ['Load', 'object'],
    ]);
    const order = docs.types.find((type) => type.name === 'SupplierApiOrder')!;
    expect(order.description).toBe('An order as a key reads it.');
    expect(order.fields[0]).toMatchObject({ name: 'id', type: 'ID!', description: 'Its id.' });
    const status = docs.types.find((type) => type.name === 'OrderStatus')!;
    expect(status.fields.map((value) => [value.name, value.description])).toEqual([
      ['placed', 'Just placed.'],
      ['accepted', null],
    ]);
  });

  it('gives each operation an example: a valid document, its variables and the curl command', () => {
    const accept = docs.operations[1]!.example;
    expect(() => parse(accept.query)).not.toThrow();
    // The answer's fields, and those of its objects one level down (not deeper).
    expect(accept.query.replace(/\s+/g, ' ')).toBe(
      'mutation SupplierApiOrderAccept($orderId: ID!) { supplierApiOrderAccept(orderId: $orderId) { id status city { name } loads { id } } }',
    );
    expect(accept.variables).toEqual({ orderId: EXAMPLE_PLACEHOLDERS.orderId });
    const lines = accept.curl.split(' \\\n');
    expect(lines[0]).toBe(`curl -sS '${ENDPOINT}'`);
    expect(lines[1]).toBe(`  -H 'Authorization: Bearer ${EXAMPLE_PLACEHOLDERS.apiKey}'`);
    const body = JSON.parse(lines[3]!.replace(/^ {2}-d '/, '').replace(/'$/, '')) as { query: string };
    expect(body).toEqual({ query: accept.query.replace(/\s+/g, ' '), variables: accept.variables });
  });

  it('refuses an operation without an example, so none goes undocumented or untested', () => {
    const withNew = buildSchema(/* GraphQL */ `
      directive @supplierApi on FIELD_DEFINITION
      type Query {
        supplierApiSomethingNew: Int @supplierApi
      }
    `);
    expect(() => supplierApiDocs(withNew, ENDPOINT)).toThrow(/supplierApiSomethingNew has no example/);
  });
});

describe('the marketplace’s supplier API', () => {
  const docs = marketplaceSupplierApiDocs(ENDPOINT);

  it('is the order operations and payment links', () => {
    expect(docs.operations.map((operation) => operation.name).sort()).toEqual([
      'paymentLinkCreate',
      'supplierApiFleet',
      'supplierApiOrder',
      'supplierApiOrderAccept',
      'supplierApiOrderDecline',
      'supplierApiOrderDispatch',
      'supplierApiOrderSchedule',
      'supplierApiOrders',
    ]);
    expect(docs.operations.every((operation) => operation.description)).toBe(true);
  });

  it('reaches no person’s contact details, no live position and no workspace-only type', () => {
    const names = docs.types.map((type) => type.name);
    for (const type of ['SupplierOrder', 'Order', 'OrderLoad', 'Viewer', 'TruckPosition', 'OrderMessage']) {
      expect(names).not.toContain(type);
    }
    const fields = docs.types.flatMap((type) => type.fields.map((field) => `${type.name}.${field.name}`));
    for (const field of fields) {
      expect(field).not.toMatch(/\.(contact\w*|email|phone\w*|position|receivedBy|notes|messages)$/i);
    }
  });
});

import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { schema } from '@/server/graphql/yoga';

import type { GraphQLResponse, TestApi } from '../support/api';
import { ROLES, signInEveryRole, type RoleHeaders } from '../support/roles';

/** Values that are no record's id: what a client that mixes up its fields, or an attacker, sends. */
const JUNK_IDS = [
  'M5V 2T6',
  'x\n[info] FORGED someone signed in',
  '',
  '42',
  "1' OR '1'='1",
  '5b1f0c7e8d2a4f519a1e3c6b2d4e7f80x',
];

const hasId = (type: GraphQLInputType, seen = new Set<string>()): boolean => {
  const named = getNamedType(type);
  if (named.name === 'ID') return true;
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((field) => hasId(field.type, seen));
};

/** A value of `type` that passes GraphQL's own checks, every ID in it (optional ones too) `junk`. */
function valueOf(type: GraphQLInputType, junk: string, depth = 0): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [valueOf(nullable.ofType, junk, depth)];
  if (isInputObjectType(nullable)) {
    if (depth > 3) return null;
    return Object.fromEntries(
      Object.values(nullable.getFields())
        .filter((field) => field.type.toString().endsWith('!') || hasId(field.type))
        .map((field) => [field.name, valueOf(field.type, junk, depth + 1)]),
    );
  }
  if (isEnumType(nullable)) return nullable.getValues()[0]!.name;
  switch (nullable.name) {
    case 'ID':
      return junk;
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    default:
      return '2030-01-15';
  }
}

function selectionOf(field: GraphQLField<unknown, unknown>): string {
  const returned = getNamedType(field.type);
  if (isLeafType(returned) || !isObjectType(returned)) return '';
  return '{ __typename }';
}

/** Every field of the schema that takes an ID, at any depth of its arguments. */
const targets = [schema.getQueryType()!, schema.getMutationType()!].flatMap((root) =>
  Object.values(root.getFields())
    .filter((field) => field.args.some((arg) => hasId(arg.type)))
    .map((field) => ({ operation: root === schema.getQueryType() ? 'query' : 'mutation', field })),
);

/**
 * Every argument of type ID is parsed before use: a junk id, sent to every field that takes one
 * as every kind of caller, gets a coded answer and never reaches the database (where PostgreSQL
 * refuses it as an uuid, an unexpected error with a stack in the log).
 */
export function idArgumentTests(openApi: () => Promise<TestApi>) {
  let api: TestApi;
  let roles: RoleHeaders;
  let address = 0;

  beforeAll(async () => {
    api = await openApi();
    roles = await signInEveryRole(api, 'ids');
  }, 120_000);
  afterAll(() => api?.close());

  it('finds the fields to check in the schema', () => {
    const names = targets.map(({ field }) => field.name);
    expect(names).toEqual(expect.arrayContaining(['supplierTruckSetActive', 'order', 'placeOrder', 'loadDeliver']));
    expect(names.length).toBeGreaterThan(50);
  });

  it.each(targets.map((target) => [`${target.operation} ${target.field.name}`, target] as const))(
    '%s answers a junk id with a code, as every role',
    async (_name, { operation, field }) => {
      const variables = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
      const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const query = `${operation} Junk(${variables}) { ${field.name}(${args}) ${selectionOf(field)} }`;
      for (const junk of JUNK_IDS) {
        const values = Object.fromEntries(field.args.map((arg) => [arg.name, valueOf(arg.type, junk)]));
        for (const role of ROLES) {
          address += 1;
          const response = await api.request(
            { query, variables: values },
            { ...roles[role], 'x-forwarded-for': `10.78.${Math.floor(address / 250) % 250}.${address % 250}` },
          );
          const text = await response.text();
          const context = `${role}, ${JSON.stringify(junk)}: ${text}`;
          expect(response.status, context).toBeLessThan(500);
          const { errors = [] } = JSON.parse(text) as GraphQLResponse;
          for (const error of errors) {
            expect(error.extensions?.code, context).toBeDefined();
            expect(error.extensions?.code, context).not.toBe('INTERNAL_SERVER_ERROR');
          }
        }
      }
    },
    60_000,
  );

  it('names the argument that is no id, as a form names its field', async () => {
    const { errors } = (await (
      await api.request(
        {
          query: `mutation($id: ID!) { supplierTruckSetActive(id: $id, active: true) { id } }`,
          variables: { id: 'M5V 2T6' },
        },
        { ...roles.dispatcher, 'x-forwarded-for': '10.78.250.1' },
      )
    ).json()) as GraphQLResponse;
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { id: 'Invalid' } });

    const nested = (await (
      await api.request(
        {
          query: `mutation($input: OrderDispatchInput!) { supplierOrderDispatch(input: $input) { id } }`,
          variables: {
            input: {
              orderId: '5b1f0c7e-8d2a-4f51-9a1e-3c6b2d4e7f80',
              loads: [{ quantity: 1, truckId: 'truck 7', driverUserId: '5b1f0c7e-8d2a-4f51-9a1e-3c6b2d4e7f81' }],
            },
          },
        },
        { ...roles.dispatcher, 'x-forwarded-for': '10.78.250.2' },
      )
    ).json()) as GraphQLResponse;
    expect(nested.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 'input.loads.0.truckId': 'Invalid' },
    });
  });
}

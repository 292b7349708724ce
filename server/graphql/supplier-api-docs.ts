import 'server-only';

import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isNonNullType,
  isObjectType,
  isScalarType,
  print,
  parse,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';

import { typeDefs } from '@/graphql/generated/type-defs';
import type { DocArgument, DocExample, DocOperation, DocType, SupplierApiDocs } from '@/lib/supplier-api-docs';

/**
 * The supplier API's documentation (the Developers page's docs), generated from the schema: the
 * root fields marked @supplierApi are the operations a key may call; with them come the types
 * they take and answer, each with the SDL's descriptions, and one example per operation, as a
 * GraphQL document with its variables and as a curl command. The examples' ids are placeholders
 * (EXAMPLE_PLACEHOLDERS) the reader replaces; tests/api/supplier-api-docs-examples.test.ts runs
 * each curl command as printed, with real ids, against a test server.
 */

export const SUPPLIER_API_DIRECTIVE = 'supplierApi';

/** What the examples hold in place of a real key and ids. */
export const EXAMPLE_PLACEHOLDERS = {
  apiKey: '<YOUR_API_KEY>',
  orderId: '<ORDER_ID>',
  truckId: '<TRUCK_ID>',
  driverUserId: '<DRIVER_USER_ID>',
} as const;

/**
 * Each operation's example variables. Every operation of the supplier API has one: the generator
 * refuses an operation without (so a new @supplierApi field gets its example, and its test).
 */
const EXAMPLE_VARIABLES: Readonly<Record<string, Record<string, unknown>>> = {
  supplierApiOrders: { filter: { status: 'placed' }, limit: 20 },
  supplierApiOrder: { id: EXAMPLE_PLACEHOLDERS.orderId },
  supplierApiFleet: {},
  supplierApiOrderAccept: { orderId: EXAMPLE_PLACEHOLDERS.orderId },
  supplierApiOrderDecline: { orderId: EXAMPLE_PLACEHOLDERS.orderId, reason: 'No trucks free on that day.' },
  supplierApiOrderSchedule: { orderId: EXAMPLE_PLACEHOLDERS.orderId },
  supplierApiOrderDispatch: {
    input: {
      orderId: EXAMPLE_PLACEHOLDERS.orderId,
      loads: [{ quantity: 2, truckId: EXAMPLE_PLACEHOLDERS.truckId, driverUserId: EXAMPLE_PLACEHOLDERS.driverUserId }],
    },
  },
  paymentLinkCreate: { orderId: EXAMPLE_PLACEHOLDERS.orderId },
};

/** How deep an example's selection goes: the answer's fields, and those of the objects in it. */
const EXAMPLE_DEPTH = 2;

const hasSupplierApiDirective = (field: GraphQLField<unknown, unknown>) =>
  field.astNode?.directives?.some((directive) => directive.name.value === SUPPLIER_API_DIRECTIVE) ?? false;

/** The documented type behind a field's or argument's type: objects, inputs and enums. */
function documentedName(type: GraphQLType): string | null {
  const named = getNamedType(type);
  return isScalarType(named) ? null : named.name;
}

/** An argument, an input's field or an object's field (which has no default). */
function toArgument(argument: {
  name: string;
  type: GraphQLType;
  description?: string | null;
  defaultValue?: unknown;
}): DocArgument {
  return {
    name: argument.name,
    type: String(argument.type),
    typeName: documentedName(argument.type),
    description: argument.description ?? null,
    defaultValue: argument.defaultValue === undefined ? null : JSON.stringify(argument.defaultValue),
  };
}

/** The fields an example asks for: every field without required arguments, objects to EXAMPLE_DEPTH. */
function selectionOf(type: GraphQLType, depth: number): string | null {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  if (depth >= EXAMPLE_DEPTH) return null;
  const fields = Object.values(named.getFields())
    .filter((field) => field.args.every((argument) => !isNonNullType(argument.type)))
    .flatMap((field) => {
      const inner = selectionOf(field.type, depth + 1);
      if (inner === null) return [];
      return [inner ? `${field.name} { ${inner} }` : field.name];
    });
  return fields.join(' ');
}

/** A shell word in single quotes. */
const shellQuoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function exampleOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, endpoint: string): DocExample {
  const variables = EXAMPLE_VARIABLES[field.name];
  if (!variables) throw new Error(`The supplier API's ${field.name} has no example (EXAMPLE_VARIABLES)`);
  const used = field.args.filter((argument) => argument.name in variables);
  const missing = field.args.find((argument) => isNonNullType(argument.type) && !(argument.name in variables));
  if (missing) throw new Error(`The example of ${field.name} lacks its required ${missing.name}`);
  const declared = used.map((argument) => `$${argument.name}: ${String(argument.type)}`).join(', ');
  const passed = used.map((argument) => `${argument.name}: $${argument.name}`).join(', ');
  const operationName = field.name.charAt(0).toUpperCase() + field.name.slice(1);
  const selection = selectionOf(field.type, 0);
  const document = `${kind} ${operationName}${declared ? `(${declared})` : ''} { ${field.name}${
    passed ? `(${passed})` : ''
  }${selection ? ` { ${selection} }` : ''} }`;
  const query = print(parse(document));
  const body = JSON.stringify({ query: print(parse(document, { noLocation: true })).replace(/\s+/g, ' '), variables });
  const curl = [
    `curl -sS ${shellQuoted(endpoint)}`,
    `  -H ${shellQuoted(`Authorization: Bearer ${EXAMPLE_PLACEHOLDERS.apiKey}`)}`,
    `  -H ${shellQuoted('Content-Type: application/json')}`,
    `  -d ${shellQuoted(body)}`,
  ].join(' \\\n');
  return { query, variables, curl };
}

function describeType(type: GraphQLNamedType): DocType | null {
  if (isEnumType(type)) {
    return {
      name: type.name,
      kind: 'enum',
      description: type.description ?? null,
      fields: type.getValues().map((value) => ({
        name: value.name,
        type: '',
        typeName: null,
        description: value.description ?? null,
        defaultValue: null,
      })),
    };
  }
  if (isObjectType(type)) {
    return {
      name: type.name,
      kind: 'object',
      description: type.description ?? null,
      fields: Object.values(type.getFields()).map((field) => toArgument(field)),
    };
  }
  if (isInputObjectType(type)) {
    return {
      name: type.name,
      kind: 'input',
      description: type.description ?? null,
      fields: Object.values(type.getFields()).map(toArgument),
    };
  }
  return null;
}

/** The supplier API's documentation from `schema`, its examples calling `endpoint`. */
export function supplierApiDocs(schema: GraphQLSchema, endpoint: string): SupplierApiDocs {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  const operations: DocOperation[] = roots.flatMap(([kind, root]) =>
    Object.values(root?.getFields() ?? {})
      .filter(hasSupplierApiDirective)
      .map((field) => ({
        kind,
        name: field.name,
        description: field.description ?? null,
        arguments: field.args.map(toArgument),
        returns: String(field.type),
        returnsTypeName: documentedName(field.type),
        example: exampleOf(kind, field, endpoint),
      })),
  );

  // The types met from the operations' arguments and answers, each once, in the order first met.
  const types: DocType[] = [];
  const seen = new Set<string>();
  const visit = (type: GraphQLType) => {
    const named = getNamedType(type);
    if (seen.has(named.name) || isScalarType(named)) return;
    seen.add(named.name);
    const described = describeType(named);
    if (described) types.push(described);
    const fields = isObjectType(named) || isInputObjectType(named) ? Object.values(named.getFields()) : [];
    for (const field of fields as { type: GraphQLType }[]) visit(field.type);
  };
  for (const [, root] of roots) {
    for (const field of Object.values(root?.getFields() ?? {}).filter(hasSupplierApiDirective)) {
      field.args.forEach((argument) => visit(argument.type));
      visit(field.type);
    }
  }
  return { endpoint, operations, types };
}

let marketplaceSchema: GraphQLSchema | undefined;

/** The documentation of this API's schema (graphql/schema.graphql, embedded at build time). */
export function marketplaceSupplierApiDocs(endpoint: string): SupplierApiDocs {
  marketplaceSchema ??= buildSchema(typeDefs);
  return supplierApiDocs(marketplaceSchema, endpoint);
}

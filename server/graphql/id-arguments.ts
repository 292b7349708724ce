import 'server-only';

import {
  defaultFieldResolver,
  getNullableType,
  isInputObjectType,
  isListType,
  isScalarType,
  type GraphQLFieldResolver,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

import { idSchema } from '@/lib/validation';
import { expectedError, ErrorCode, type FieldErrors } from '@/server/errors';

/** Finds the arguments' values of type ID that are not ids: their paths, as a form names its fields. */
type IdCheck = (value: unknown, path: string, junk: FieldErrors) => void;

const INVALID_ID_MESSAGE = 'Invalid';

const PARSES_ITS_OWN_IDS = Symbol('parsesItsOwnIds');

/**
 * Marks a resolver that parses its ID arguments itself, to answer a junk one in its own words (a
 * job that is no longer open, a resume upload that expired) rather than the guard's 'Invalid'.
 * The guard leaves it be; tests/api/id-arguments.suite.ts still sends it junk ids as every role.
 */
export function parsesItsOwnIds(resolver: object | undefined): void {
  if (resolver) Object.assign(resolver, { [PARSES_ITS_OWN_IDS]: true });
}

/**
 * How to find the ID values inside a value of `type`, or null when it holds none. Built once per
 * input type; recursive input objects are followed lazily.
 */
function idCheckOf(type: GraphQLInputType, building = new Map<string, IdCheck | null>()): IdCheck | null {
  const nullable = getNullableType(type);
  if (isScalarType(nullable)) {
    if (nullable.name !== 'ID') return null;
    return (value, path, junk) => {
      if (value != null && !idSchema.safeParse(value).success) junk[path] ??= INVALID_ID_MESSAGE;
    };
  }
  if (isListType(nullable)) {
    const item = idCheckOf(nullable.ofType, building);
    if (!item) return null;
    return (value, path, junk) => {
      if (Array.isArray(value)) value.forEach((entry, index) => item(entry, `${path}.${index}`, junk));
    };
  }
  if (!isInputObjectType(nullable)) return null;
  if (building.has(nullable.name)) {
    // A recursive input type: look its check up when a value arrives, by then it is built.
    return (value, path, junk) => building.get(nullable.name)?.(value, path, junk);
  }
  building.set(nullable.name, null);
  const fields = Object.values(nullable.getFields())
    .map((field) => ({ name: field.name, check: idCheckOf(field.type, building) }))
    .filter((field): field is { name: string; check: IdCheck } => field.check !== null);
  const check: IdCheck | null =
    fields.length === 0
      ? null
      : (value, path, junk) => {
          if (value === null || typeof value !== 'object') return;
          for (const field of fields) {
            field.check((value as Record<string, unknown>)[field.name], `${path}.${field.name}`, junk);
          }
        };
  building.set(nullable.name, check);
  return check;
}

/**
 * Every argument of type ID, at any depth of an input object or list, is parsed as a record's id
 * before the field's resolver runs: a value that is no id (`"M5V 2T6"`) answers BAD_USER_INPUT
 * with the argument's path in `fields`, as `parseInput` does, and never reaches a query, where
 * PostgreSQL would refuse it as an uuid and the caller would get an unexpected error. It applies
 * to every field of the schema, so a field added later is guarded without a line of its own.
 *
 * GraphQL's ID scalar itself cannot carry the rule: compiled execution (graphql-jit) coerces ID
 * variables with inlined code of its own, never the schema's scalar.
 */
export function parseIdArguments(schema: GraphQLSchema, resolvers: object): GraphQLSchema {
  // The schema's resolve functions are bound copies of the resolvers': the marks are on these.
  const written = resolvers as Record<string, Record<string, unknown> | undefined>;
  const building = new Map<string, IdCheck | null>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !('getFields' in type) || isInputObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const args = field.args
        .map((arg) => ({ name: arg.name, check: idCheckOf(arg.type, building) }))
        .filter((arg): arg is { name: string; check: IdCheck } => arg.check !== null);
      const own = written[type.name]?.[field.name];
      if (args.length === 0 || (typeof own === 'function' && PARSES_ITS_OWN_IDS in own)) continue;
      const resolve: GraphQLFieldResolver<unknown, unknown> = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, values: Record<string, unknown>, context, info) => {
        const junk: FieldErrors = {};
        for (const arg of args) arg.check(values[arg.name], arg.name, junk);
        const [firstField] = Object.keys(junk);
        if (firstField !== undefined) {
          throw expectedError(ErrorCode.BAD_USER_INPUT, `${firstField}: ${INVALID_ID_MESSAGE}`, { fields: junk });
        }
        return resolve(source, values, context, info);
      };
    }
  }
  return schema;
}

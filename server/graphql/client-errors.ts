import 'server-only';

import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

import { ErrorCode } from '@/server/errors';

/** graphql-js appends its suggestions to messages: `... Did you mean "order" or "orders"?` */
const SUGGESTION = /\s*Did you mean [^?]*\?$/;

const CLIENT_ERROR_CODES: readonly string[] = [
  ErrorCode.GRAPHQL_PARSE_FAILED,
  ErrorCode.GRAPHQL_VALIDATION_FAILED,
  ErrorCode.BAD_USER_INPUT,
];

/**
 * Requests the client got wrong before any resolver ran: a document that does not parse, one
 * that does not validate (the schema, or the query limits), variables of the wrong type. Each
 * answers 400 with its code, like any expected error (never masked, never logged with a stack).
 *
 * In production the messages leave out graphql-js's suggestions ("Did you mean order or
 * orders?"), which would spell out the schema that introspection keeps to itself.
 */
export function clientErrorsPlugin({ production }: { production: boolean }): Plugin {
  const asClientError = (error: Error, code: ErrorCode) => {
    // Not `instanceof`: the parser may come from another copy of graphql than this module's.
    const source = error as Partial<GraphQLError>;
    return new GraphQLError(production ? error.message.replace(SUGGESTION, '') : error.message, {
      nodes: source.nodes,
      source: source.source,
      positions: source.positions,
      path: source.path,
      extensions: { ...source.extensions, code, http: { status: 400 } },
    });
  };

  return {
    onParse() {
      return ({ result, replaceParseResult }) => {
        if (result instanceof Error) replaceParseResult(asClientError(result, ErrorCode.GRAPHQL_PARSE_FAILED));
      };
    },
    onValidate() {
      return ({ valid, result, setResult }) => {
        if (!valid) {
          setResult(
            (result as readonly Error[]).map((error) => asClientError(error, ErrorCode.GRAPHQL_VALIDATION_FAILED)),
          );
        }
      };
    },
    onExecute() {
      return {
        // Variables that do not fit their types stop execution before any field: errors, no data.
        onExecuteDone({ result, setResult }) {
          const { data, errors } = result as ExecutionResult;
          if (data !== undefined || !errors?.length || errors.some((error) => error.path)) return;
          setResult({ errors: errors.map((error) => asClientError(error, ErrorCode.BAD_USER_INPUT)) });
        },
      };
    },
    // Yoga marks request errors `spec`, which answers them 200 to clients that accept only
    // application/json (the GraphQL-over-HTTP spec's legacy rule); this API answers 400 to all.
    onResultProcess({ result }) {
      if (Symbol.asyncIterator in result || Array.isArray(result) || result.data !== undefined) return;
      for (const error of result.errors ?? []) {
        const extensions = error.extensions as { code?: unknown; http?: { spec?: boolean } } | undefined;
        if (extensions?.http && CLIENT_ERROR_CODES.includes(String(extensions.code))) extensions.http.spec = false;
      }
    },
  };
}

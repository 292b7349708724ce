import 'server-only';

import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

import { ErrorCode } from '@/server/errors';

/** graphql-js appends its suggestions to messages: `... Did you mean "order" or "orders"?` */
const SUGGESTION = /\s*Did you mean [^?]*\?$/;

const CLIENT_ERROR_CODES: readonly string[] = [
  ErrorCode.BAD_REQUEST,
  ErrorCode.GRAPHQL_PARSE_FAILED,
  ErrorCode.GRAPHQL_VALIDATION_FAILED,
  ErrorCode.BAD_USER_INPUT,
];

/** The GraphQL-over-HTTP parameters that hold JSON in a GET's query string. */
const JSON_PARAMETERS = ['variables', 'extensions'] as const;

/** The first JSON parameter of a GET that does not parse, if any. */
function malformedJsonParameter(url: string): string | undefined {
  const parameters = new URL(url).searchParams;
  return JSON_PARAMETERS.find((name) => {
    const value = parameters.get(name);
    if (!value) return false;
    try {
      JSON.parse(value);
      return false;
    } catch {
      return true;
    }
  });
}

/**
 * Requests the client got wrong before any resolver ran: a request that is not GraphQL over HTTP
 * (a body or a GET's `variables` or `extensions` that is not JSON), a document that does not
 * parse, one that does not validate (the schema, or the query limits), variables of the wrong
 * type. Each answers 400 with its code, like any expected error (never masked, never logged with
 * a stack).
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
    // Yoga's GET parser reads `variables` and `extensions` with a bare JSON.parse, whose
    // SyntaxError it would mask as an unexpected error (500, logged). It is the client's.
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (error) {
          const parameter = error instanceof SyntaxError ? malformedJsonParameter(request.url) : undefined;
          if (!parameter) throw error;
          throw new GraphQLError(`The "${parameter}" parameter is not valid JSON.`, {
            extensions: { code: ErrorCode.BAD_REQUEST, http: { status: 400 } },
          });
        }
      });
    },
    onParse() {
      return ({ result, replaceParseResult }) => {
        if (!(result instanceof Error)) return;
        // A query limit's refusal (query-limits.ts) comes out of the parser with its own code.
        const { code } = (result as Partial<GraphQLError>).extensions ?? {};
        const clientCode = CLIENT_ERROR_CODES.includes(String(code)) ? (code as ErrorCode) : undefined;
        replaceParseResult(asClientError(result, clientCode ?? ErrorCode.GRAPHQL_PARSE_FAILED));
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

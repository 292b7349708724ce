import 'server-only';

import { useGraphQlJit as compiledExecutionPlugin } from '@envelop/graphql-jit';
import { useDisableIntrospection as disableIntrospectionPlugin } from '@graphql-yoga/plugin-disable-introspection';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';

import { typeDefs } from '@/graphql/generated/type-defs';
import { corsOrigins, serverEnv } from '@/lib/env';
import type { Database } from '@/server/db/database';
import { logger } from '@/server/logger';
import { createPaymentGateway, type PaymentGateway } from '@/server/payment-gateway';
import { resolvers } from '@/server/resolvers';

import { clientErrorsPlugin } from './client-errors';
import { createContext, type GraphQLContext } from './context';
import { contentTypePlugin, corsPolicy } from './http-policy';
import { parseIdArguments } from './id-arguments';
import { operationMetricsPlugin } from './operation-metrics';
import { operationTracingPlugin } from './operation-tracing';
import { orderEventsDispatchPlugin } from './order-events-dispatch';
import { QUERY_LIMITS, queryLimitPlugins, type QueryLimits } from './query-limits';
import { requestIdPlugin } from './request-id';
import { createResponseHeaders } from './response-headers';

export const GRAPHQL_PATH = '/api/gql';

export const schema = parseIdArguments(createSchema<GraphQLContext>({ typeDefs, resolvers }), resolvers);

export interface MarketplaceYogaOptions {
  /** The database of this API; tests pass a fresh in-memory one. */
  getDb: () => Promise<Database>;
  production?: boolean;
  limits?: Partial<QueryLimits>;
  /** Default: Stripe when configured, else the sandbox over this API's database. */
  paymentGateway?: PaymentGateway;
  /** Origins whose pages may read answers (CORS). Default: the site's own and CORS_ORIGINS. */
  corsOrigins?: readonly string[];
}

export function createMarketplaceYoga({
  getDb,
  production = process.env.NODE_ENV === 'production',
  limits: limitOverrides,
  paymentGateway,
  corsOrigins: allowedOrigins = corsOrigins(),
}: MarketplaceYogaOptions) {
  let gateway = paymentGateway;
  const payments = () => (gateway ??= createPaymentGateway(serverEnv(), getDb));
  const limits = { ...QUERY_LIMITS, ...limitOverrides };
  const responseHeaders = createResponseHeaders();
  const plugins: Plugin[] = [
    // First: its request's id wraps everything the others do and log.
    requestIdPlugin(),
    contentTypePlugin(),
    clientErrorsPlugin({ production }),
    ...queryLimitPlugins(limits),
    operationMetricsPlugin(),
    orderEventsDispatchPlugin() as Plugin,
  ];
  if (production) plugins.push(disableIntrospectionPlugin());
  // Each operation's text is compiled once into a function that runs it (graphql-jit), kept with the
  // parsed document in Yoga's bounded cache: a list of 50 orders cost the interpreter ~1 ms a request.
  plugins.push(compiledExecutionPlugin() as Plugin);
  plugins.push(responseHeaders.plugin);
  // After the compiled execution: it wraps the function that executes in the operation's span.
  plugins.push(operationTracingPlugin());

  return createYoga<object, GraphQLContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    fetchAPI: { Response, Request },
    batching: false,
    graphiql: !production,
    landingPage: false,
    // Expected errors (GraphQLErrors thrown on purpose with a code, and request errors) pass
    // through; anything else answers 'Unexpected error.' with INTERNAL_SERVER_ERROR, in
    // development too (its details would carry a query's parameters). Yoga logs each masked error
    // once, through `logging.error`: the logger writes it without the data it carried.
    maskedErrors: { errorMessage: 'Unexpected error.', isDev: false },
    logging: {
      debug: (...args: unknown[]) => logger.debug('yoga', ...args),
      info: (...args: unknown[]) => logger.info('yoga', ...args),
      warn: (...args: unknown[]) => logger.warn('yoga', ...args),
      error: (...args: unknown[]) => logger.error('Unexpected GraphQL error', ...args),
    },
    cors: corsPolicy(allowedOrigins),
    multipart: false,
    plugins,
    context: async ({ request }) =>
      createContext(await getDb(), request, responseHeaders.forRequest(request), payments()),
  });
}

export type MarketplaceYoga = ReturnType<typeof createMarketplaceYoga>;

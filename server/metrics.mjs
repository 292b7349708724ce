// Plain JavaScript: scripts/serve.mjs (which times every request) runs it outside Next.js's
// bundler, and the bundled server (GraphQL, the database, the outbox) imports it too; both must
// count into the same series, so the registry and its metrics live once per process, on
// globalThis. Its types are in metrics.d.mts. Read by Prometheus from METRICS_PORT (serve.mjs) or
// /api/metrics with METRICS_TOKEN: never public by default.
import client from 'prom-client';

import { startChildSpan } from './tracing.mjs';

const STATE = Symbol.for('buildmarket.metrics');

/** Request and query durations in seconds: from a cached page's millisecond to a slow export. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

/**
 * A label value from a caller (an operation's name) is kept only while there are few: a client
 * inventing names must not grow the series without bound. Past the bound, new names count as one.
 */
const MAX_OPERATION_NAMES = 200;

function create() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const metrics = {
    registry,
    operationNames: new Set(),
    httpRequests: new client.Histogram({
      name: 'buildmarket_http_request_duration_seconds',
      help: 'HTTP requests by route (the app route a path matched), method and status class.',
      labelNames: ['route', 'method', 'status'],
      buckets: DURATION_BUCKETS,
      registers: [registry],
    }),
    graphqlOperations: new client.Histogram({
      name: 'buildmarket_graphql_operation_duration_seconds',
      help: 'GraphQL operations by name and type, and whether they answered an error.',
      labelNames: ['operation', 'type', 'outcome'],
      buckets: DURATION_BUCKETS,
      registers: [registry],
    }),
    graphqlErrors: new client.Counter({
      name: 'buildmarket_graphql_errors_total',
      help: 'Errors answered by GraphQL operations, by operation and error code.',
      labelNames: ['operation', 'code'],
      registers: [registry],
    }),
    databaseQueries: new client.Histogram({
      name: 'buildmarket_database_query_duration_seconds',
      help: 'Database statements, from sending to the answer (PGlite: including its thread’s queue).',
      labelNames: ['database', 'outcome'],
      buckets: QUERY_BUCKETS,
      registers: [registry],
    }),
    orderEvents: new client.Counter({
      name: 'buildmarket_order_events_dispatched_total',
      help: 'Order events whose consequences were carried out, by kind.',
      labelNames: ['kind'],
      registers: [registry],
    }),
    ordersPlaced: new client.Counter({
      name: 'buildmarket_orders_placed_total',
      help: 'Orders placed.',
      registers: [registry],
    }),
    paymentsFailed: new client.Counter({
      name: 'buildmarket_payments_failed_total',
      help: 'Payments that failed (declined cards, failed debits, failed captures).',
      registers: [registry],
    }),
    orderStreams: new client.Gauge({
      name: 'buildmarket_order_streams_open',
      help: 'Live order streams open on this instance.',
      registers: [registry],
    }),
  };
  return metrics;
}

/** The process's metrics (created on first use). */
export function metrics() {
  return (globalThis[STATE] ??= create());
}

/** The label of an operation's name: the name while there are few, `other` past the bound. */
export function operationLabel(name) {
  if (!name) return 'anonymous';
  const { operationNames } = metrics();
  if (operationNames.has(name)) return name;
  if (operationNames.size >= MAX_OPERATION_NAMES || !/^[A-Za-z_]\w{0,63}$/.test(name)) return 'other';
  operationNames.add(name);
  return name;
}

/** `2xx`, `4xx`, `5xx`: the status's class, so the series stay few. */
export const statusClass = (status) => `${Math.floor(status / 100)}xx`;

/**
 * Times one database statement, and traces it as a span of the active request when tracing is on:
 * call the answer's `done(ok)` when it settles.
 */
export function timeQuery(database) {
  const started = process.hrtime.bigint();
  const endSpan = startChildSpan('db.query', { 'db.system.name': 'postgresql', 'db.driver': database });
  return (ok) => {
    endSpan(ok);
    metrics().databaseQueries.observe(
      { database, outcome: ok ? 'ok' : 'error' },
      Number(process.hrtime.bigint() - started) / 1e9,
    );
  };
}

/**
 * Adds a collector run at each scrape (gauges read from the database: the outboxes' backlog),
 * registered once per name.
 */
export function addScrapeGauge(name, help, labelNames, collect) {
  const { registry } = metrics();
  if (registry.getSingleMetric(name)) return;
  new client.Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      await collect(this);
    },
  });
}

/** The exposition text and its content type. */
export async function scrape() {
  const { registry } = metrics();
  return { contentType: registry.contentType, body: await registry.metrics() };
}

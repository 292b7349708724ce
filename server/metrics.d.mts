// Types of metrics.mjs (plain JavaScript: scripts/serve.mjs runs it outside the bundler).
import type { Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface Metrics {
  registry: Registry;
  operationNames: Set<string>;
  httpRequests: Histogram<'route' | 'method' | 'status'>;
  graphqlOperations: Histogram<'operation' | 'type' | 'outcome'>;
  graphqlErrors: Counter<'operation' | 'code'>;
  databaseQueries: Histogram<'database' | 'outcome'>;
  orderEvents: Counter<'kind'>;
  ordersPlaced: Counter;
  paymentsFailed: Counter;
  orderStreams: Gauge;
}
export function metrics(): Metrics;
export function operationLabel(name: string | null | undefined): string;
export function statusClass(status: number): string;
export function timeQuery(database: 'pglite' | 'postgres'): (ok: boolean) => void;
export function addScrapeGauge<Label extends string>(
  name: string,
  help: string,
  labelNames: Label[],
  collect: (gauge: Gauge<Label>) => Promise<void> | void,
): void;
export function scrape(): Promise<{ contentType: string; body: string }>;

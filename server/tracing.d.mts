// Types of tracing.mjs (plain JavaScript: scripts/serve.mjs runs it outside the bundler).
import type { Span } from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace-node';

export function startTracing(options?: { exporter?: SpanExporter }): Promise<boolean>;
export function stopTracing(): Promise<void>;
export function tracingEnabled(): boolean;
export function withRequestSpan<T>(
  name: string,
  headers: Record<string, string | string[] | undefined>,
  work: (span: Span) => T,
): T;
export function endRequestSpan(span: Span, status: number, route?: string): void;
export function startChildSpan(name: string, attributes?: Record<string, string | number>): (ok?: boolean) => void;
export function withChildSpan<T>(
  name: string,
  attributes: Record<string, string | number>,
  work: () => Promise<T>,
): Promise<T>;
export function injectTraceHeaders(headers: Headers): Headers;
export function activeTraceId(): string | undefined;

import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { forwardToApi } from '@/server/http/api-proxy';
import { endRequestSpan, injectTraceHeaders, startTracing, stopTracing, withRequestSpan } from '@/server/tracing.mjs';

import { createTestApi, type TestApi } from '../support/api';

const exporter = new InMemorySpanExporter();
let api: TestApi;
beforeAll(async () => {
  await startTracing({ exporter });
  api = await createTestApi();
}, 60_000);
afterAll(async () => {
  await api.close();
  await stopTracing();
});

// A caller's trace, as a web tier or a browser's proxy sends it (W3C trace context).
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';
const traceparent = `00-${TRACE_ID}-${CALLER_SPAN}-01`;

const spansOf = (traceId: string) =>
  exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);
const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

describe('traces (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('a request continues its caller’s trace; its GraphQL operation and statements are spans beneath it', async () => {
    exporter.reset();
    await withRequestSpan('POST', { traceparent }, async (span) => {
      const response = await api.request({ query: 'query TracedJobs { jobs(skip: 0, limit: 2) { count } }' });
      expect(response.status).toBe(200);
      endRequestSpan(span, response.status, '/api/gql');
    });

    const spans = spansOf(TRACE_ID);
    const request = spans.find((span) => span.name === 'POST /api/gql');
    const operation = spans.find((span) => span.name === 'graphql.query TracedJobs');
    const statements = spans.filter((span) => span.name === 'db.query');
    expect(request).toBeDefined();
    expect(parentOf(request!)).toBe(CALLER_SPAN);
    expect(request!.attributes['http.response.status_code']).toBe(200);
    expect(operation).toBeDefined();
    expect(parentOf(operation!)).toBe(request!.spanContext().spanId);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) expect(parentOf(statement)).toBe(operation!.spanContext().spanId);
  });

  it('a web tier passes the trace on to its API tier', async () => {
    exporter.reset();
    const sent: Headers[] = [];
    const apiTier = ((_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers));
      return Promise.resolve(new Response('{}'));
    }) as typeof fetch;
    await withRequestSpan('GET', { traceparent }, async (span) => {
      await forwardToApi(new Request('http://web.example/api/gql?query=%7B__typename%7D'), {
        apiUrl: 'http://api.internal/api',
        fetch: apiTier,
      });
      expect(injectTraceHeaders(new Headers()).get('traceparent')).toMatch(new RegExp(`^00-${TRACE_ID}-`));
      endRequestSpan(span, 200);
    });
    expect(sent[0]?.get('traceparent')).toMatch(new RegExp(`^00-${TRACE_ID}-[0-9a-f]{16}-01$`));
    // The API tier's parent is this tier's request span, not the caller's.
    expect(sent[0]?.get('traceparent')).not.toContain(CALLER_SPAN);
  });

  it('a failing request is an error span', () => {
    exporter.reset();
    withRequestSpan('GET', {}, (span) => endRequestSpan(span, 503, '/api/ready'));
    const [span] = exporter.getFinishedSpans();
    expect(span?.name).toBe('GET /api/ready');
    expect(span?.status.code).toBe(2);
  });
});

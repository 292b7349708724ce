// Plain JavaScript: scripts/serve.mjs (which opens each request's span) runs it outside Next.js's
// bundler, and the bundled server (GraphQL, the database, calls to an API tier) imports it too.
// Both reach the same provider through OpenTelemetry's global API. Types in tracing.d.mts.
//
// Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (or a test hands an exporter): then each request,
// GraphQL operation and database statement is a span, exported over OTLP/HTTP, and a request
// carries its trace (W3C `traceparent`) from a web tier to its API tier.
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

const STATE = Symbol.for('buildmarket.tracing');
/** The process's provider, once started: on globalThis, where both copies of this module see it. */
const current = () => globalThis[STATE];

/** Starts tracing once per process; answers whether it is on. */
export async function startTracing(options = {}) {
  if (current()) return true;
  if (!options.exporter && !process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return false;
  const [{ NodeTracerProvider, BatchSpanProcessor, SimpleSpanProcessor }, { resourceFromAttributes }] =
    await Promise.all([import('@opentelemetry/sdk-trace-node'), import('@opentelemetry/resources')]);
  let processor;
  if (options.exporter) {
    processor = new SimpleSpanProcessor(options.exporter);
  } else {
    // The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (and _HEADERS) itself.
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
    processor = new BatchSpanProcessor(new OTLPTraceExporter());
  }
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME || 'buildmarket' }),
    spanProcessors: [processor],
  });
  // The global provider, an AsyncLocalStorage context and W3C trace-context propagation.
  provider.register();
  globalThis[STATE] = { provider };
  return true;
}

/** Flushes and stops the exporter (on shutdown). */
export async function stopTracing() {
  const running = current();
  globalThis[STATE] = undefined;
  if (running) await running.provider.shutdown();
}

export function tracingEnabled() {
  return Boolean(current());
}

const tracer = () => trace.getTracer('buildmarket');

/**
 * Runs `work` in a server span for an incoming request, continuing the caller's trace when its
 * headers carry one. Answers the span (its trace id is the request's id) and `work`'s result.
 */
export function withRequestSpan(name, headers, work) {
  const parent = propagation.extract(context.active(), headers, {
    get: (carrier, key) => {
      const value = carrier[key];
      return Array.isArray(value) ? value[0] : value;
    },
    keys: (carrier) => Object.keys(carrier),
  });
  const span = tracer().startSpan(name, { kind: SpanKind.SERVER }, parent);
  return context.with(trace.setSpan(parent, span), () => work(span));
}

/** Ends a request's span with its status (5xx an error). */
export function endRequestSpan(span, status, route) {
  span.setAttribute('http.response.status_code', status);
  if (route) {
    span.setAttribute('http.route', route);
    span.updateName(`${span.name} ${route}`);
  }
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/** A child span of the active one (a GraphQL operation, a statement); end it with `done(ok)`. */
export function startChildSpan(name, attributes = {}) {
  if (!current()) return () => {};
  const span = tracer().startSpan(name, { attributes }, context.active());
  return (ok = true) => {
    if (!ok) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
}

/** Runs `work` with a child span active, so what it calls is nested under it. */
export function withChildSpan(name, attributes, work) {
  if (!current()) return work();
  return tracer().startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Adds the active trace's `traceparent` to headers a call to another tier sends. */
export function injectTraceHeaders(headers) {
  if (current())
    propagation.inject(context.active(), headers, { set: (carrier, key, value) => carrier.set(key, value) });
  return headers;
}

/** The active span's trace id, when tracing is on and a span is active. */
export function activeTraceId() {
  if (!current()) return undefined;
  return trace.getSpan(context.active())?.spanContext().traceId;
}

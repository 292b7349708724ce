#!/usr/bin/env node
// `npm run serve`: the production server (after `npm run build`), on PORT (default 3000).
//
// It is Next.js's own server (`next start` runs the same request handlers), started through Next's
// custom-server API for one reason: the client's address. `next start` passes an X-Forwarded-For
// that the client wrote through unchanged and adds the connection's address only when there is
// none, so the app could not tell a visitor's claim from what a proxy saw. This server appends the
// connection's address to X-Forwarded-For, as every proxy does, so the last entry is always the
// peer's; the app trusts TRUST_PROXY entries before it (`clientAddress`, server/services/rate-limits/rate-limit.ts).
import { createServer } from 'node:http';
import path from 'node:path';
import { format } from 'node:util';

import { closeEverything, manageShutdown, onShutdown, startDraining } from '../server/lifecycle.mjs';
import { metrics, scrape, statusClass } from '../server/metrics.mjs';
import { REQUEST_ID_HEADER, requestIdFor, withRequestId } from '../server/request-id.mjs';
import { endRequestSpan, startTracing, stopTracing, withRequestSpan } from '../server/tracing.mjs';

import { compressPagesInBrotli } from './page-brotli.mjs';
import { pacedHandler } from './request-pacing.mjs';
import { routeLabeller } from './route-label.mjs';
import { staticBrotli } from './static-brotli.mjs';

process.env.NODE_ENV ??= 'production';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
// Read by the app at start: without it (plain `next start`), it warns that addresses are unreliable.
globalThis[Symbol.for('buildmarket.peerAddressAppended')] = true;
// This server runs the stopping sequence below; start-up only registers what it must close.
manageShutdown();

// Until the app's logger takes the console over (instrumentation.ts), Next.js's first lines are
// log lines of the same shape, so that the whole log is one JSON object a line (LOG_FORMAT).
if ((process.env.LOG_FORMAT || 'json') === 'json') {
  for (const [method, level] of [
    ['log', 'info'],
    ['info', 'info'],
    ['warn', 'warn'],
    ['error', 'error'],
  ]) {
    console[method] = (...args) =>
      process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), msg: format(...args) })}\n`);
  }
}

// Traces, with OTEL_EXPORTER_OTLP_ENDPOINT: started before the app, so its modules find the provider.
const tracing = await startTracing();
onShutdown(stopTracing);

const { default: next } = await import('next');

const port = Number(process.env.PORT || 3000);
const app = next({ dev: false, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

/** What a proxy does: X-Forwarded-For gains the address this hop received the request from. */
function appendPeerAddress(request) {
  const peer = request.socket.remoteAddress ?? 'unknown';
  const forwarded = request.headers['x-forwarded-for'];
  request.headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${peer}` : peer;
}

// Requests start at the event loop's pace, so a busy server keeps accepting connections
// (scripts/request-pacing.mjs).
// The build's scripts and styles in Brotli for browsers that take it (scripts/static-brotli.mjs),
// and pages too, compressed as they stream (scripts/page-brotli.mjs).
const answerInBrotli = staticBrotli(path.resolve('.next'));
/**
 * Each request has an id (server/request-id.mjs): its trace's when traced, else a proxy's
 * X-Request-Id when well-formed, else a new one. The app reads it from the header, every log line of the request carries it, and the
 * answer says it back.
 */
function identify(request, response, traceId) {
  // Traced, the request's id is its trace's: one id finds its log lines and its spans, on each tier.
  const requestId = traceId ?? requestIdFor(request.headers[REQUEST_ID_HEADER]);
  request.headers[REQUEST_ID_HEADER] = requestId;
  response.setHeader(REQUEST_ID_HEADER, requestId);
  return requestId;
}

// Every request is timed by the route it matched (server/metrics.mjs), when its answer is done.
const routeOf = routeLabeller(path.resolve('.next'));
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
function timeRequest(request, response) {
  const started = process.hrtime.bigint();
  response.once('close', () => {
    metrics().httpRequests.observe(
      {
        route: routeOf(request.url),
        method: METHODS.has(request.method) ? request.method : 'other',
        status: statusClass(response.statusCode),
      },
      Number(process.hrtime.bigint() - started) / 1e9,
    );
  });
}

const server = createServer(
  pacedHandler((request, response) => {
    timeRequest(request, response);
    appendPeerAddress(request);
    const serve = (traceId) =>
      withRequestId(identify(request, response, traceId), () =>
        answerInBrotli(request, response)
          .then((answered) => {
            if (answered) return undefined;
            compressPagesInBrotli(request, response);
            return handle(request, response);
          })
          .catch((error) => {
            // The app's logger has this process's console by now (instrumentation.ts).
            console.error('Unhandled request error', error);
            if (!response.headersSent) response.statusCode = 500;
            response.end();
          }),
      );
    if (!tracing) return serve();
    // The request's span, continuing a caller's trace (a web tier's): everything it does is under it.
    withRequestSpan(request.method ?? 'GET', request.headers, (span) => {
      response.once('close', () => endRequestSpan(span, response.statusCode, routeOf(request.url)));
      return serve(span.spanContext().traceId);
    });
  }),
);
// Every interface, as `next start` does.
server.listen(port, () => {
  console.info(`Ready: http://localhost:${port}`);
});

// The metrics on a port of their own (METRICS_PORT), on METRICS_HOST (default: this machine only),
// for Prometheus; not on the public port, where /api/metrics needs METRICS_TOKEN.
const metricsPort = Number(process.env.METRICS_PORT) || 0;
const metricsServer =
  metricsPort > 0
    ? createServer((request, response) => {
        if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
          response.writeHead(404).end();
          return;
        }
        scrape().then(
          ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
          (error) => {
            console.error('Metrics could not be read', error);
            response.writeHead(500).end();
          },
        );
      }).listen(metricsPort, process.env.METRICS_HOST || '127.0.0.1', () => {
        console.info(`Metrics: http://${process.env.METRICS_HOST || '127.0.0.1'}:${metricsPort}/metrics`);
      })
    : null;

/**
 * How long a server told to stop (SIGTERM) keeps answering while `/api/ready` already says 503, so
 * a load balancer's next check takes it out before it stops accepting: set it above the
 * balancer's check interval (deploy/). 0 by default, for a server with nothing in front.
 */
const drainMs = Math.max(0, Number(process.env.SHUTDOWN_DRAIN_MS) || 0);
/** How long requests still running (an open order stream) may take before they are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  // A query that never settles must not keep a stopped server alive.
  setTimeout(() => process.exit(0), drainMs + 2 * SHUTDOWN_GRACE_MS).unref();
  startDraining();
  // Ctrl-C (SIGINT) stops at once; a supervisor's SIGTERM drains first.
  if (signal === 'SIGTERM' && drainMs > 0) {
    console.info(`Stopping: not ready, answering on for ${drainMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, drainMs));
  }
  metricsServer?.close();
  // No new connections; idle keep-alive ones close now, busy ones after their answer.
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  await closed;
  clearTimeout(cut);
  // Then the database and Redis (server/startup.ts registered them), with mails being sent settled.
  const failures = await closeEverything();
  for (const failure of failures) console.error('Closing on shutdown failed', failure);
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stop(signal));

// Plain JavaScript: scripts/serve.mjs runs it outside Next.js's bundler, and the bundled server
// imports it too. Its types are in request-id.d.mts.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** The header a request's id comes in (from a proxy that set it) and goes back out in. */
export const REQUEST_ID_HEADER = 'x-request-id';

// One store for the process: scripts/serve.mjs and the bundle each load their own copy of this
// module, and an id set by the one must be read by the other.
const STORE = Symbol.for('buildmarket.requestContext');
/** @type {AsyncLocalStorage<{ requestId: string }>} */
const requests = (globalThis[STORE] ??= new AsyncLocalStorage());

// What a proxy's id looks like (UUIDs, hex, ULIDs, nginx's $request_id): nothing a log line or a
// terminal could take for anything but a word.
const WELL_FORMED = /^[\w.:-]{1,64}$/;

/** The id of a request that came with `header`: the proxy's when well-formed, else a new one. */
export function requestIdFor(header) {
  return typeof header === 'string' && WELL_FORMED.test(header) ? header : randomUUID();
}

/** Runs `work` as the request `requestId`: every log line written meanwhile carries the id. */
export function withRequestId(requestId, work) {
  return requests.run({ requestId }, work);
}

/** The id of the request being handled, if any (none in start-up and the maintenance loop). */
export function currentRequestId() {
  return requests.getStore()?.requestId;
}

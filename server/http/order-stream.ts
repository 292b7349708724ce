import 'server-only';

import { GraphQLError } from 'graphql';

import type { Database } from '@/server/db/database';
import { ErrorCode } from '@/server/errors';
import { SIGN_IN_REQUIRED_MESSAGE } from '@/server/graphql/context';
import { jsonError } from './protocol';
import { logger } from '@/server/logger';
import { metrics } from '@/server/metrics.mjs';
import { ACCESS_TOKEN_TTL_SECONDS, bearerToken, verifyAccessToken } from '@/server/services/accounts/access-tokens';
import { stillValid } from '@/server/services/accounts/sessions';
import { orderingCompanyOrNull } from '@/server/services/orders/access';
import { onAccessChange, onOrderChange, type OrderChange } from '@/server/services/events/order-changes';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';
import { isSupplierApiKey } from '@/server/services/developers/supplier-api-keys';

/**
 * `GET /api/events/orders`: "order X changed", as server-sent events, for the pages that show
 * orders (the supplier's inbox and order page, the contractor's orders and order page), so they
 * refetch within a second of a change made anywhere (order-changes.ts carries it between
 * instances).
 *
 * The caller sends the ordinary token (`Authorization: Bearer`; the page reads the stream with
 * fetch, since EventSource sends no headers). Who hears what is decided once, when the stream
 * opens: a member of a supplier company hears its supplier's orders (a driver too: their page's
 * refetch is scoped by the API), an owner or manager of a contractor company hears their
 * company's. Each event carries the order's id and nothing else: what changed is read through the
 * API, with its own checks. The stream ends when the token would have expired; before that, it
 * ends within seconds of the person's access changing (signed out, password changed, removed from
 * the company or given another role: `accessChanged` tells every instance), and at the latest at
 * its next periodic check (ACCESS_RECHECK_MS), should that news be lost. The page reconnects with
 * a fresh token, if it still has one, and refetches. API keys open no stream (they are refused).
 */

export const ORDER_EVENTS_FORBIDDEN_MESSAGE =
  'Order updates are for the members of a supplier company and the owners and managers of a contractor company.';
export const TOO_MANY_STREAMS_MESSAGE = 'Too many pages are following orders at once. Close some tabs and try again.';

/** What a page may open at once per person: a few tabs each of the inbox and order pages. */
export const MAX_STREAMS_PER_USER = 10;
/** A comment this often keeps proxies and load balancers from closing an idle stream (most wait 30 to 60 s). */
export const HEARTBEAT_MS = 25_000;
/** How long the browser waits before reconnecting by itself after a drop (the SSE `retry` field). */
export const RETRY_MS = 3_000;
/** How often an open stream checks again that its session and membership still stand. */
export const ACCESS_RECHECK_MS = 60_000;
/** Chunks a client may leave unread before its stream is dropped (it reconnects and refetches). */
const MAX_QUEUED_CHUNKS = 1_000;

export interface OrderEventsOptions {
  heartbeatMs?: number;
  maxStreamsPerUser?: number;
  /** The stream closes after this long (the access token's lifetime by default). */
  maxLifetimeMs?: number;
  /** How often the stream checks its access again without being told (ACCESS_RECHECK_MS). */
  accessRecheckMs?: number;
}

type Scope = { supplierId: string } | { companyId: string };

const sameScope = (a: Scope, b: Scope) =>
  'supplierId' in a
    ? 'supplierId' in b && a.supplierId === b.supplierId
    : 'companyId' in b && a.companyId === b.companyId;

function hears(scope: Scope, change: OrderChange): boolean {
  return 'supplierId' in scope ? change.supplierId === scope.supplierId : change.companyId === scope.companyId;
}

const isForbidden = (error: unknown) => error instanceof GraphQLError && error.extensions.code === ErrorCode.FORBIDDEN;

/** Which orders the person hears of, within the token's company; null when none. */
async function scopeOf(db: Database, viewer: { userId: string; companyId: string }): Promise<Scope | null> {
  try {
    const member = await requireSupplierMember(db, viewer);
    return { supplierId: member.supplierId };
  } catch (error) {
    if (!isForbidden(error)) throw error;
  }
  const companyId = await orderingCompanyOrNull(db, viewer);
  return companyId ? { companyId } : null;
}

// Open streams per person, in this process (a person's tabs reach one instance or several; the
// cap is about one instance's memory and connections, so per process is what matters).
const globalForStreams = globalThis as typeof globalThis & { buildmarketOrderStreams?: Map<string, number> };
const openStreams = () => (globalForStreams.buildmarketOrderStreams ??= new Map<string, number>());

/** How many order streams `userId` has open in this process (tests read it). */
export function openOrderStreams(userId: string): number {
  return openStreams().get(userId) ?? 0;
}

function takeSlot(userId: string, max: number): boolean {
  const streams = openStreams();
  const open = streams.get(userId) ?? 0;
  if (open >= max) return false;
  streams.set(userId, open + 1);
  metrics().orderStreams.inc();
  return true;
}

function releaseSlot(userId: string): void {
  const streams = openStreams();
  const open = (streams.get(userId) ?? 1) - 1;
  metrics().orderStreams.dec();
  if (open > 0) streams.set(userId, open);
  else streams.delete(userId);
}

const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  // Per person and live: never stored. no-transform keeps Next.js's compression (and any proxy's)
  // from buffering the events.
  'Cache-Control': 'private, no-store, no-transform',
  // nginx and similar proxies would otherwise hold the events back in their buffers.
  'X-Accel-Buffering': 'no',
  'X-Content-Type-Options': 'nosniff',
};

export async function handleOrderEvents(
  request: Request,
  getDb: () => Promise<Database>,
  options: OrderEventsOptions = {},
): Promise<Response> {
  const token = bearerToken(request);
  const verified = token && !isSupplierApiKey(token) ? await verifyAccessToken(token) : null;
  const db = verified ? await getDb() : null;
  const claims = verified && db ? await stillValid(db, verified) : null;
  if (!claims || !db) return jsonError(401, ErrorCode.UNAUTHENTICATED, SIGN_IN_REQUIRED_MESSAGE);
  const { userId, companyId } = claims;
  if (!companyId) return jsonError(403, ErrorCode.FORBIDDEN, ORDER_EVENTS_FORBIDDEN_MESSAGE);

  const scope = await scopeOf(db, { userId, companyId });
  if (!scope) return jsonError(403, ErrorCode.FORBIDDEN, ORDER_EVENTS_FORBIDDEN_MESSAGE);
  if (!takeSlot(userId, options.maxStreamsPerUser ?? MAX_STREAMS_PER_USER)) {
    return jsonError(429, ErrorCode.RATE_LIMITED, TOO_MANY_STREAMS_MESSAGE);
  }

  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let closed = false;
  const unsubscribers: (() => void)[] = [];
  const timers: {
    heartbeat?: ReturnType<typeof setInterval>;
    recheck?: ReturnType<typeof setInterval>;
    lifetime?: ReturnType<typeof setTimeout>;
  } = {};

  const close = () => {
    if (closed) return;
    closed = true;
    for (const unsubscribe of unsubscribers) unsubscribe();
    clearInterval(timers.heartbeat);
    clearInterval(timers.recheck);
    clearTimeout(timers.lifetime);
    request.signal.removeEventListener('abort', close);
    releaseSlot(userId);
    try {
      controller?.close();
    } catch {
      // Canceled by the reader already.
    }
  };
  const send = (text: string) => {
    if (closed || !controller) return;
    if ((controller.desiredSize ?? 0) < -MAX_QUEUED_CHUNKS) {
      close();
      return;
    }
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      close();
    }
  };

  const stream = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
    cancel: close,
  });

  // The stream stands while the token's session does and the person hears the same orders.
  let checking = false;
  const checkAccess = async () => {
    if (closed || checking) return;
    checking = true;
    try {
      const current = await stillValid(db, claims);
      const now = current?.companyId ? await scopeOf(db, { userId, companyId: current.companyId }) : null;
      if (!now || !sameScope(now, scope)) close();
    } catch (error) {
      // The database could not say: keep the stream, the next check or the token's end decides.
      logger.warn('An order stream could not check its access', error);
    } finally {
      checking = false;
    }
  };

  try {
    unsubscribers.push(
      await onOrderChange((change) => {
        if (!hears(scope, change)) return;
        // The event's id is the SSE id: a change told again (a dispatcher's retry) is recognisable.
        const id = change.eventId ? `id: ${change.eventId}\n` : '';
        send(`event: order\n${id}data: ${JSON.stringify({ orderId: change.orderId })}\n\n`);
      }),
      await onAccessChange((change) => {
        if (change.userId === userId) void checkAccess();
      }),
    );
  } catch (error) {
    close();
    throw error;
  }
  if (request.signal.aborted) {
    close();
    return new Response(stream, { status: 200, headers: STREAM_HEADERS });
  }
  request.signal.addEventListener('abort', close, { once: true });
  timers.heartbeat = setInterval(() => send(': heartbeat\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
  timers.recheck = setInterval(() => void checkAccess(), options.accessRecheckMs ?? ACCESS_RECHECK_MS);
  timers.lifetime = setTimeout(close, options.maxLifetimeMs ?? ACCESS_TOKEN_TTL_SECONDS * 1000);
  send(`retry: ${RETRY_MS}\n: listening\n\n`);

  return new Response(stream, { status: 200, headers: STREAM_HEADERS });
}

import 'server-only';

import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';

import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';

import { orderNumber } from '@/lib/order/number';
import { defineClaim, exponentialBackoff } from '@/server/db/claim';
import type { Database } from '@/server/db/database';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { logger } from '@/server/logger';
import type { SupplierMember } from '@/server/services/accounts/supplier-members';

import {
  hostOf,
  isPublicAddress,
  PrivateAddressError,
  publicOnlyLookup,
  systemResolver,
  type Resolver,
} from './addresses';
import { guardsWebhookAddresses, requireWebhookManager, webhookEndpointOf } from './endpoints';
import { webhookSignatureHeaders } from './signing';

/**
 * Sending webhooks (`deliverDueWebhooks`, run by the server's webhook loop in server/startup.ts
 * every WEBHOOK_DELIVERY_INTERVAL_MS, and at once for a redelivery). Each due delivery is claimed
 * with SKIP LOCKED and a lease longer than the request may take, so several instances never send
 * it at the same time; an instance that dies mid-request leaves the lease to run out and the
 * delivery is sent again (at least once, with the same event id). A 2xx answer delivers it;
 * anything else (another status, a redirect, which is never followed, a timeout, a refused
 * connection) is retried after `webhookRetryDelayMs` until WEBHOOK_RETRY_WINDOW_MS after the
 * event, then kept as failed. An address that is not public (in production) fails it at once:
 * waiting does not make it public, and the supplier sees why in the log. The log keeps each
 * delivery's attempts, last status, duration and error.
 */

/** A receiver has this long to answer (connecting included). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A claimed delivery is hidden from other workers this long: well past the timeout. */
const LEASE_MS = 60_000;

/** Wait before retry n (1-based): 1, 2, 4, 8 ... minutes, at most four hours. */
export const webhookRetryDelayMs = exponentialBackoff({ firstMs: 60_000, maxMs: 4 * 60 * 60_000 });

/** Due pending deliveries, each claimed with a lease of its own (`leased_until`), 20 a run. */
const deliveryClaims = defineClaim({
  table: webhookDeliveries,
  id: webhookDeliveries.id,
  pending: eq(webhookDeliveries.status, 'pending'),
  dueAt: webhookDeliveries.nextAttemptAt,
  leaseUntil: webhookDeliveries.leasedUntil,
  leaseMs: LEASE_MS,
  batchSize: 20,
  backoff: webhookRetryDelayMs,
});

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** What one attempt got: a status (any, 2xx or not) or no answer with why. */
interface AttemptOutcome {
  status: number | null;
  durationMs: number;
  error: string | null;
  /** Not worth another attempt: the address was refused. */
  final?: boolean;
}

/** How deliveries connect: whether private addresses are refused, and the resolver of names. */
interface DeliverySettings {
  timeoutMs: number;
  guardAddresses: boolean;
  resolve: Resolver;
}

/** POSTs the body; never follows a redirect (node:http does not), never reads more than the status. */
function post(url: URL, body: string, headers: Record<string, string>, options: DeliverySettings): Promise<number> {
  if (options.guardAddresses) {
    const host = hostOf(url);
    // A literal address is connected to without a lookup: judged here.
    if (isIP(host) && !isPublicAddress(host)) return Promise.reject(new PrivateAddressError(host, host));
  }
  const client = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : null;
  if (!client) return Promise.reject(new Error(`unsupported protocol ${url.protocol}`));
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        lookup: publicOnlyLookup({ resolve: options.resolve, guard: options.guardAddresses }),
      },
      (response) => {
        clearTimeout(timer);
        // Only the status matters: the answer's body is not read (a receiver cannot make us download).
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    const timer = setTimeout(
      () => request.destroy(new Error(`no answer within ${options.timeoutMs / 1000} s`)),
      options.timeoutMs,
    );
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(body);
  });
}

async function attempt(
  target: { url: string; secret: string },
  event: { id: string; type: string; body: string },
  options: DeliverySettings,
): Promise<AttemptOutcome> {
  const started = performance.now();
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'BuildMarket-Webhooks/1.0',
    'x-buildmarket-event-type': event.type,
    // The stored event's id: the same on every retry and redelivery.
    ...webhookSignatureHeaders(target.secret, event, timestamp),
  };
  try {
    const status = await post(new URL(target.url), event.body, headers, options);
    const durationMs = Math.round(performance.now() - started);
    if (status >= 200 && status < 300) return { status, durationMs, error: null };
    const redirect = status >= 300 && status < 400 ? ' (redirects are not followed)' : '';
    return { status, durationMs, error: `HTTP ${status}${redirect}` };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const final = error instanceof PrivateAddressError;
    return {
      status: null,
      durationMs: Math.round(performance.now() - started),
      error: (final ? `${reason}; not retried` : reason).slice(0, 500),
      final,
    };
  }
}

/**
 * Sends the deliveries whose (next) attempt is due, oldest first; `ids` narrows it to those
 * (a redelivery, which also reaches a disabled endpoint). Answers the deliveries as recorded.
 */
export async function deliverDueWebhooks(
  db: Database,
  options: {
    now?: Date;
    limit?: number;
    ids?: string[];
    timeoutMs?: number;
    guardAddresses?: boolean;
    resolve?: Resolver;
  } = {},
): Promise<WebhookDeliveryRow[]> {
  const now = options.now ?? new Date();
  if (options.ids?.length === 0) return [];
  const ids = await deliveryClaims.claim(db, {
    now,
    limit: options.limit,
    // A redelivery names its delivery (and reaches a disabled endpoint); the loop, enabled ones.
    where: options.ids
      ? inArray(webhookDeliveries.id, options.ids)
      : sql`exists (select 1 from ${webhookEndpoints} where ${webhookEndpoints.id} = ${webhookDeliveries.endpointId} and ${webhookEndpoints.enabled})`,
  });
  const settings: DeliverySettings = {
    timeoutMs: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
    guardAddresses: options.guardAddresses ?? guardsWebhookAddresses(),
    resolve: options.resolve ?? systemResolver,
  };
  // Each endpoint's deliveries in parallel would be faster; one at a time keeps a slow receiver
  // from holding many sockets, and the batch is small.
  const results: WebhookDeliveryRow[] = [];
  for (const id of ids) {
    const [row] = await db
      .select({
        delivery: webhookDeliveries,
        url: webhookEndpoints.url,
        secret: webhookEndpoints.secret,
        event: { id: webhookEvents.id, type: webhookEvents.type, body: webhookEvents.body },
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(eq(webhookDeliveries.id, id));
    if (!row) continue;
    const outcome = await attempt(row, row.event, settings);
    results.push(await record(db, row.delivery, outcome, now));
  }
  return results;
}

/** Records an attempt: delivered, pending with its next attempt, or failed once retries are over. */
async function record(
  db: Database,
  delivery: WebhookDeliveryRow,
  outcome: AttemptOutcome,
  now: Date,
): Promise<WebhookDeliveryRow> {
  const attempts = delivery.attempts + 1;
  const delivered = outcome.error === null;
  const nextAttemptAt = deliveryClaims.retryAt(now, attempts);
  const givingUp = !delivered && (outcome.final || nextAttemptAt.getTime() > delivery.retryUntil.getTime());
  if (!delivered) {
    logger.warn(
      `Webhook delivery ${delivery.id}: attempt ${attempts} failed (${outcome.error}); ${givingUp ? 'giving up' : 'will retry'}`,
    );
  }
  const [updated] = await db
    .update(webhookDeliveries)
    .set({
      status: delivered ? 'delivered' : givingUp ? 'failed' : 'pending',
      attempts,
      lastAttemptAt: now,
      responseStatus: outcome.status,
      durationMs: outcome.durationMs,
      lastError: outcome.error,
      deliveredAt: delivered ? now : delivery.deliveredAt,
      ...(delivered || givingUp ? {} : { nextAttemptAt }),
      leasedUntil: null,
    })
    .where(eq(webhookDeliveries.id, delivery.id))
    .returning();
  return updated ?? delivery;
}

/** A delivery as the workspace's log shows it. */
export interface WebhookDeliveryRecord {
  id: string;
  eventId: string;
  eventType: string;
  orderId: string | null;
  orderNumber: string | null;
  eventCreatedAt: string;
  status: WebhookDeliveryRow['status'];
  attempts: number;
  responseStatus: number | null;
  durationMs: number | null;
  lastAttemptAt: string | null;
  /** When the next automatic attempt is due; null once delivered or given up. */
  nextAttemptAt: string | null;
  lastError: string | null;
  deliveredAt: string | null;
}

export const WEBHOOK_DELIVERY_NOT_FOUND_MESSAGE = 'Webhook delivery not found';

function deliveryColumns() {
  return { delivery: webhookDeliveries, event: webhookEvents };
}

function toRecord(row: {
  delivery: WebhookDeliveryRow;
  event: typeof webhookEvents.$inferSelect;
}): WebhookDeliveryRecord {
  const { delivery, event } = row;
  return {
    id: delivery.id,
    eventId: event.id,
    eventType: event.type,
    orderId: event.orderId,
    orderNumber: event.orderId ? orderNumber(event.orderId) : null,
    eventCreatedAt: event.createdAt.toISOString(),
    status: delivery.status,
    attempts: delivery.attempts,
    responseStatus: delivery.responseStatus,
    durationMs: delivery.durationMs,
    lastAttemptAt: delivery.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
    lastError: delivery.lastError,
    deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
  };
}

/** An endpoint's deliveries, newest event first, with their total. */
export async function listWebhookDeliveries(
  db: Database,
  member: SupplierMember,
  endpointId: string,
  page: { skip: number; limit: number },
): Promise<{ values: WebhookDeliveryRecord[]; count: number }> {
  requireWebhookManager(member);
  await webhookEndpointOf(db, member, endpointId);
  const where = eq(webhookDeliveries.endpointId, endpointId);
  const [rows, [total]] = await Promise.all([
    db
      .select(deliveryColumns())
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(where)
      .orderBy(desc(webhookEvents.createdAt), desc(webhookDeliveries.id))
      .offset(page.skip)
      .limit(page.limit),
    db.select({ value: count() }).from(webhookDeliveries).where(where),
  ]);
  return { values: rows.map(toRecord), count: total?.value ?? 0 };
}

async function deliveryOf(db: Database, member: SupplierMember, id: string) {
  const [row] = await db
    .select(deliveryColumns())
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, id), eq(webhookEndpoints.supplierId, member.supplierId)));
  if (!row) throw expectedError(ErrorCode.NOT_FOUND, WEBHOOK_DELIVERY_NOT_FOUND_MESSAGE);
  return row;
}

/**
 * Sends a delivery again now, whatever its state (delivered, failed, or waiting for a retry),
 * with the same event id and body, and answers the outcome. It is one attempt: a failure is not
 * retried beyond the event's own retry window. A delivery being sent right now is left to finish.
 */
export async function redeliverWebhook(
  db: Database,
  member: SupplierMember,
  id: string,
  options: { now?: Date; timeoutMs?: number; guardAddresses?: boolean; resolve?: Resolver } = {},
): Promise<WebhookDeliveryRecord> {
  requireWebhookManager(member);
  await deliveryOf(db, member, id);
  const now = options.now ?? new Date();
  const at = now.toISOString();
  await db
    .update(webhookDeliveries)
    .set({
      status: 'pending',
      nextAttemptAt: now,
      retryUntil: sql`greatest(${webhookDeliveries.retryUntil}, ${at}::timestamptz)`,
    })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        sql`(${webhookDeliveries.leasedUntil} is null or ${webhookDeliveries.leasedUntil} <= ${at}::timestamptz)`,
      ),
    );
  await deliverDueWebhooks(db, { ...options, now, ids: [id] });
  return toRecord(await deliveryOf(db, member, id));
}

import 'server-only';

import { EventEmitter } from 'node:events';

import { serverEnv } from '@/lib/env';
import type { DatabaseHandle } from '@/server/db/database';
import { logger } from '@/server/logger';
import { getRedis } from '@/server/redis';

/**
 * "Order X changed": what the pages that show orders listen to (the supplier's inbox and order
 * page, the contractor's order page), so a new order reaches a dispatcher within seconds and a
 * dispatcher's answer reaches the contractor, without a reload. Only ids travel: each listener
 * reads what it may see through the API, so nothing leaks across companies here.
 *
 * Every instance must hear every change, whichever instance made it:
 * - REDIS_URL set: Redis pub/sub (several instances, any database);
 * - otherwise on PostgreSQL: LISTEN / NOTIFY (the instances share the database anyway);
 * - otherwise (the embedded PGlite, one process): in the process.
 * A change is published after its transaction committed, so a listener always reads it.
 */

export interface OrderChange {
  orderId: string;
  supplierId: string;
  /** The contractor's company, when the change concerns them (not for a driver assignment). */
  companyId: string | null;
  /** The order event it tells of (events/order-events.ts): a change told twice is the same change. */
  eventId?: string;
}

/**
 * "This person's access changed": their sessions ended (signed out, password changed) or a
 * company's membership of theirs was removed or changed. Their open order streams check again,
 * at once, whether they may stay open (http/order-stream.ts).
 */
export interface AccessChange {
  userId: string;
}

const CHANNEL = 'buildmarket_order_changes';

/**
 * "This supplier domain changed" (added, verified or removed): every instance forgets what its
 * proxy cached of the host (storefront/domains.ts).
 */
export interface StorefrontDomainChange {
  domain: string;
}

/**
 * What travels on the channel: an order change as it always did, `{ access: userId }` or
 * `{ storefrontDomain: domain }`.
 */
type Message = OrderChange | { access: string } | { storefrontDomain: string };

interface Bus {
  local: EventEmitter;
  /** Sends a message to every instance (this one included); set up on first use. */
  transport?: Promise<(message: Message) => Promise<void>>;
}

// One per process, whatever module copies the server bundles load (route handlers, instrumentation).
const globalForBus = globalThis as typeof globalThis & {
  buildmarketOrderBus?: Bus;
  orderChangesDatabase?: () => Promise<DatabaseHandle>;
};

/**
 * Where the bus finds this instance's database when it is PostgreSQL (for LISTEN / NOTIFY): the
 * instance says so (server/instance.ts), since the process's database is above this module.
 */
export function setOrderChangesDatabase(database: () => Promise<DatabaseHandle>): void {
  globalForBus.orderChangesDatabase = database;
}

function bus(): Bus {
  if (!globalForBus.buildmarketOrderBus) {
    const local = new EventEmitter();
    // Every open page of every signed-in person listens: no leak warning at ten listeners.
    local.setMaxListeners(0);
    globalForBus.buildmarketOrderBus = { local };
  }
  return globalForBus.buildmarketOrderBus;
}

function emit(message: Message): void {
  if ('access' in message) bus().local.emit('access', { userId: message.access } satisfies AccessChange);
  else if ('storefrontDomain' in message) {
    bus().local.emit('domain', { domain: message.storefrontDomain } satisfies StorefrontDomainChange);
  } else bus().local.emit('change', message);
}

function deliver(raw: string): void {
  try {
    emit(JSON.parse(raw) as Message);
  } catch (error) {
    logger.warn(`Ignoring a malformed order change: ${String(error)}`);
  }
}

async function startTransport(): Promise<(message: Message) => Promise<void>> {
  const redis = getRedis();
  if (redis) {
    const publisher = await redis;
    // A subscribed connection can do nothing else: a second one listens.
    const subscriber = publisher.duplicate();
    subscriber.on('message', (_channel: string, message: string) => deliver(message));
    await subscriber.subscribe(CHANNEL);
    return async (message) => {
      await publisher.publish(CHANNEL, JSON.stringify(message));
    };
  }
  const handle = serverEnv().DATABASE_URL ? await globalForBus.orderChangesDatabase?.() : null;
  if (handle?.kind === 'postgres') {
    const listener = await handle.pool.connect();
    listener.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) deliver(message.payload);
    });
    await listener.query(`LISTEN ${CHANNEL}`);
    return async (message) => {
      await handle.pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(message)]);
    };
  }
  return (message) => {
    emit(message);
    return Promise.resolve();
  };
}

function transport() {
  const current = bus();
  current.transport ??= startTransport().catch((error: unknown) => {
    current.transport = undefined;
    throw error;
  });
  return current.transport;
}

/**
 * Tells every instance that an order changed (after its transaction). A failure is logged, never
 * thrown: the change itself is done, and pages also refresh when they regain focus.
 */
export async function orderChanged(change: OrderChange): Promise<void> {
  try {
    await (
      await transport()
    )(change);
  } catch (error) {
    logger.error('Publishing an order change failed', error);
  }
}

/**
 * Calls `listener` for every order change until the returned function is called. Starts the
 * transport if needed, so this instance hears changes made by the others.
 */
export async function onOrderChange(listener: (change: OrderChange) => void): Promise<() => void> {
  await transport();
  const { local } = bus();
  local.on('change', listener);
  return () => local.off('change', listener);
}

/**
 * Tells every instance that `userId`'s access changed (after the change committed), so their open
 * streams check again now rather than at their next periodic check. Logged, never thrown.
 */
export async function accessChanged(userId: string): Promise<void> {
  try {
    await (
      await transport()
    )({ access: userId });
  } catch (error) {
    logger.error('Publishing an access change failed', error);
  }
}

/** Calls `listener` for every access change until the returned function is called. */
export async function onAccessChange(listener: (change: AccessChange) => void): Promise<() => void> {
  await transport();
  const { local } = bus();
  local.on('access', listener);
  return () => local.off('access', listener);
}

/**
 * Tells every instance that a supplier's domain changed (after the change), so their proxies stop
 * serving what they cached of it. Logged, never thrown: the cache also expires on its own.
 */
export async function storefrontDomainChanged(domain: string): Promise<void> {
  try {
    await (
      await transport()
    )({ storefrontDomain: domain });
  } catch (error) {
    logger.error('Publishing a storefront domain change failed', error);
  }
}

/** Calls `listener` for every storefront domain change until the returned function is called. */
export async function onStorefrontDomainChange(
  listener: (change: StorefrontDomainChange) => void,
): Promise<() => void> {
  await transport();
  const { local } = bus();
  local.on('domain', listener);
  return () => local.off('domain', listener);
}

import 'server-only';

import { EventEmitter } from 'node:events';

import { serverEnv } from '@/lib/env';
import { getDatabase } from '@/server/db/client';
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
}

const CHANNEL = 'buildmarket_order_changes';

interface Bus {
  local: EventEmitter;
  /** Sends a change to every instance (this one included); set up on first use. */
  transport?: Promise<(change: OrderChange) => Promise<void>>;
}

// One per process, whatever module copies the server bundles load (route handlers, instrumentation).
const globalForBus = globalThis as typeof globalThis & { buildmarketOrderBus?: Bus };

function bus(): Bus {
  if (!globalForBus.buildmarketOrderBus) {
    const local = new EventEmitter();
    // Every open page of every signed-in person listens: no leak warning at ten listeners.
    local.setMaxListeners(0);
    globalForBus.buildmarketOrderBus = { local };
  }
  return globalForBus.buildmarketOrderBus;
}

function deliver(raw: string): void {
  try {
    const change = JSON.parse(raw) as OrderChange;
    bus().local.emit('change', change);
  } catch (error) {
    logger.warn(`Ignoring a malformed order change: ${String(error)}`);
  }
}

async function startTransport(): Promise<(change: OrderChange) => Promise<void>> {
  const redis = getRedis();
  if (redis) {
    const publisher = await redis;
    // A subscribed connection can do nothing else: a second one listens.
    const subscriber = publisher.duplicate();
    subscriber.on('message', (_channel: string, message: string) => deliver(message));
    await subscriber.subscribe(CHANNEL);
    return async (change) => {
      await publisher.publish(CHANNEL, JSON.stringify(change));
    };
  }
  const handle = serverEnv().DATABASE_URL ? await getDatabase() : null;
  if (handle?.kind === 'postgres') {
    const listener = await handle.pool.connect();
    listener.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) deliver(message.payload);
    });
    await listener.query(`LISTEN ${CHANNEL}`);
    return async (change) => {
      await handle.pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(change)]);
    };
  }
  return (change) => {
    bus().local.emit('change', change);
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

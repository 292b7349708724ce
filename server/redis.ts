import 'server-only';

import type { Redis } from 'ioredis';

import { serverEnv } from '@/lib/env';
import { logger } from '@/server/logger';

const globalForRedis = globalThis as typeof globalThis & { marketplaceRedis?: Promise<Redis> };

/**
 * The process's Redis connection when REDIS_URL is set (several instances sharing state such as
 * rate limits), else null. Opened on first use; ioredis reconnects by itself.
 */
export function getRedis(): Promise<Redis> | null {
  const url = serverEnv().REDIS_URL;
  if (!url) return null;
  globalForRedis.marketplaceRedis ??= (async () => {
    // Loaded only when configured: the embedded default never needs it.
    const { Redis } = await import('ioredis');
    // A command fails fast while Redis is unreachable (the request answers an error) rather
    // than waiting in a queue; the limits it guards are never skipped.
    const client = new Redis(url, { maxRetriesPerRequest: 1 });
    client.on('error', (error: unknown) => logger.error('Redis connection error', error));
    return client;
  })();
  return globalForRedis.marketplaceRedis;
}

/** Closes the process's Redis connection, if one was opened (on shutdown). */
export async function closeRedis(): Promise<void> {
  const opened = globalForRedis.marketplaceRedis;
  globalForRedis.marketplaceRedis = undefined;
  if (opened) await (await opened).quit();
}

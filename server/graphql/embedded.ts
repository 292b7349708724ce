import 'server-only';

import { getDb } from '@/server/instance';

import { createMarketplaceYoga, type MarketplaceYoga } from './yoga';

const globalForYoga = globalThis as typeof globalThis & { marketplaceYoga?: MarketplaceYoga };

/** The embedded API of this process, over the process's database. */
export function embeddedYoga(): MarketplaceYoga {
  globalForYoga.marketplaceYoga ??= createMarketplaceYoga({ getDb });
  return globalForYoga.marketplaceYoga;
}

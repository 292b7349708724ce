import 'server-only';

import { connectDatabase, type ConnectOptions } from '@/server/db/client';
import { type DatabaseHandle } from '@/server/db/database';

import { seedDatabase } from './index';

export interface OpenDatabaseOptions extends ConnectOptions {
  /**
   * What to insert when missing: `demo` (reference and demo data; the default, which tests use),
   * `reference` (countries, cities, taxes, offices: what a real deployment needs), or nothing.
   */
  seed?: 'demo' | 'reference' | false;
}

/**
 * Connects to a database, migrates it and fills in what is missing. Used once per process by the
 * instance (server/instance.ts), and by tests and tools for a database of their own.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const handle = await connectDatabase(options);
  const seed = options.seed ?? 'demo';
  if (seed) await seedDatabase(handle.db, { demo: seed === 'demo' });
  return handle;
}

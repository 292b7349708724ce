import 'server-only';

import { eq } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { databaseIdentity } from '@/server/db/schema';

/** This database's identity: the id its migration 0037 drew, the same for every server on it. */
export async function databaseIdOf(db: Database): Promise<string> {
  const [row] = await db
    .select({ databaseId: databaseIdentity.databaseId })
    .from(databaseIdentity)
    .where(eq(databaseIdentity.id, 1));
  if (!row) throw new Error('The database has no identity row (database_identity): was a migration skipped?');
  return row.databaseId;
}

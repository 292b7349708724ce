import 'server-only';

import { asc, eq } from 'drizzle-orm';

import type { Database } from '@/server/db/client';
import { partners } from '@/server/db/schema';

export type PartnerRecord = typeof partners.$inferSelect;

export async function listPartners(db: Database, { visibleOnly }: { visibleOnly: boolean }) {
  const query = db.select().from(partners).orderBy(asc(partners.sortOrder), asc(partners.name));
  return visibleOnly ? query.where(eq(partners.visible, true)) : query;
}

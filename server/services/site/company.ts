import 'server-only';

import { asc } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { customerStories, offices } from '@/server/db/schema';

export type OfficeRecord = typeof offices.$inferSelect;
export type CustomerStoryRecord = typeof customerStories.$inferSelect;

export function listOffices(db: Database): Promise<OfficeRecord[]> {
  return db.select().from(offices).orderBy(asc(offices.sortOrder), asc(offices.location));
}

export function listCustomerStories(db: Database): Promise<CustomerStoryRecord[]> {
  return db.select().from(customerStories).orderBy(asc(customerStories.sortOrder), asc(customerStories.author));
}

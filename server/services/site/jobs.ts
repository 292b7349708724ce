import 'server-only';

import { and, count, desc, eq, type SQL } from 'drizzle-orm';

import type { JobsArgs } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { jobs } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

export type JobRecord = typeof jobs.$inferSelect;

export const JOB_NOT_FOUND_MESSAGE = 'This position is no longer open.';

/** Published jobs, newest first, with the total that matches the filter. */
export async function listJobs(db: Database, { skip, limit, filter }: JobsArgs) {
  const conditions: SQL[] = [eq(jobs.published, true)];
  if (filter?.direction) conditions.push(eq(jobs.direction, filter.direction));
  if (filter?.type) conditions.push(eq(jobs.type, filter.type));
  const where = and(...conditions);

  const [values, totals] = await Promise.all([
    db.select().from(jobs).where(where).orderBy(desc(jobs.postedAt), jobs.id).offset(skip).limit(limit),
    db.select({ total: count() }).from(jobs).where(where),
  ]);
  return { values, count: totals[0]?.total ?? 0 };
}

export async function getJob(db: Database, id: string): Promise<JobRecord> {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.published, true)))
    .limit(1);
  if (!job) throw expectedError(ErrorCode.NOT_FOUND, JOB_NOT_FOUND_MESSAGE);
  return job;
}

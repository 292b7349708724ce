import 'server-only';

import { eq } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { users } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

/**
 * Marketplace operators: BuildMarket's own staff, who review credit applications. Being one is a
 * flag on the person (`users.marketplace_operator`), not a company role: an operator may also
 * belong to companies, and acts as an operator whichever company the token names. The flag is set
 * only by `npm run operator:grant` (scripts/operator-grant.ts) and the demo seed; nothing a
 * visitor can call sets it.
 */

export const OPERATOR_ONLY_MESSAGE = 'Only a marketplace operator can do this.';

export async function isMarketplaceOperator(db: Database, userId: string): Promise<boolean> {
  const [user] = await db
    .select({ operator: users.marketplaceOperator })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user?.operator === true;
}

/** FORBIDDEN unless the person is a marketplace operator (read from the database at each call). */
export async function requireMarketplaceOperator(db: Database, userId: string): Promise<void> {
  if (!(await isMarketplaceOperator(db, userId))) throw expectedError(ErrorCode.FORBIDDEN, OPERATOR_ONLY_MESSAGE);
}

/** Makes the person with this email an operator (or no longer one); false when there is no such account. */
export async function setMarketplaceOperator(db: Database, email: string, operator: boolean): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ marketplaceOperator: operator })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return updated.length > 0;
}

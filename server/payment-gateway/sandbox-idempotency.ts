import 'server-only';

import { createHash } from 'node:crypto';

import { and, eq, lte } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { sandboxIdempotencyKeys } from '@/server/db/schema';

import { PaymentError, PaymentErrorCode } from './errors';
import type { SandboxContext } from './sandbox-records';

/** The sandbox gateway's idempotency keys, kept as Stripe keeps them (sandbox_idempotency_keys). */

/**
 * Stripe forgets a key after 24 hours: the same key then makes a new object. The sandbox does the
 * same, so a resend after the window shows what it would do with Stripe (a second transfer).
 */
export const SANDBOX_IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60_000;

/** Keys sorted, so that the same parameters always hash the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, entry]) => [key, canonical(entry)]),
    );
  }
  return value;
}

/**
 * Runs `operation` once per idempotency key, in one transaction with the key's row. A second
 * request with the key waits for the first (the row's unique key blocks it) and gets its stored
 * result; a request with other parameters is refused. An operation that throws stores nothing,
 * so the key may be used again, as with Stripe's validation errors.
 */
export async function idempotent<T>(
  context: SandboxContext,
  key: string,
  operation: string,
  params: unknown,
  run: (tx: Database) => Promise<T>,
): Promise<T> {
  if (!key || key.length > 255) {
    throw new PaymentError(
      PaymentErrorCode.PARAMETER_MISSING,
      'An idempotency key of 1 to 255 characters is required.',
      {
        param: 'idempotency_key',
      },
    );
  }
  const requestHash = createHash('sha256')
    .update(JSON.stringify(canonical({ operation, params })))
    .digest('hex');
  const db = await context.getDb();
  const now = context.now();
  return db.transaction(async (tx) => {
    await tx
      .delete(sandboxIdempotencyKeys)
      .where(
        and(
          eq(sandboxIdempotencyKeys.key, key),
          lte(sandboxIdempotencyKeys.createdAt, new Date(now.getTime() - SANDBOX_IDEMPOTENCY_WINDOW_MS)),
        ),
      );
    const claimed = await tx
      .insert(sandboxIdempotencyKeys)
      .values({ key, requestHash, response: {}, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: sandboxIdempotencyKeys.key });
    if (claimed.length === 0) {
      const [stored] = await tx.select().from(sandboxIdempotencyKeys).where(eq(sandboxIdempotencyKeys.key, key));
      if (!stored || stored.requestHash !== requestHash) {
        throw new PaymentError(
          PaymentErrorCode.IDEMPOTENCY_KEY_IN_USE,
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          { status: 400, param: 'idempotency_key' },
        );
      }
      return stored.response as T;
    }
    const result = await run(tx);
    await tx.update(sandboxIdempotencyKeys).set({ response: result }).where(eq(sandboxIdempotencyKeys.key, key));
    return result;
  });
}

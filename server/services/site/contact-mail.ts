import 'server-only';

import { eq } from 'drizzle-orm';

import type { ContactMail } from '@/lib/validation';
import { defineClaim } from '@/server/db/claim';
import type { Database } from '@/server/db/database';
import { contactMessages } from '@/server/db/schema';
import { logger } from '@/server/logger';

import { retryDelayMs } from '@/server/services/mail/outbox';
import type { Mailer } from '@/server/services/mail/mailer';

export type ContactMessageRecord = typeof contactMessages.$inferSelect;

/** After this many failed sends a message is marked failed (it stays stored for an operator). */
export const CONTACT_MAIL_MAX_ATTEMPTS = 8;
/** A claimed message is hidden from other workers this long while it is being sent. */
const CLAIM_MS = 5 * 60_000;

/** Due pending messages, claimed by pushing their next attempt CLAIM_MS past the sending time. */
const contactClaims = defineClaim({
  table: contactMessages,
  id: contactMessages.id,
  pending: eq(contactMessages.status, 'pending'),
  dueAt: contactMessages.nextAttemptAt,
  leaseMs: CLAIM_MS,
  batchSize: 20,
  // The mail outbox's waits: the same mail server.
  backoff: retryDelayMs,
});

/**
 * Stores the message, then tries to send it once. The message is safe as soon as it is stored:
 * a failed send is logged and retried later by `retryDueContactMessages`, so the user is told
 * it was received either way.
 */
export async function submitContactMessage(
  db: Database,
  mail: ContactMail,
  mailer: Mailer,
  recipient: string,
): Promise<ContactMessageRecord> {
  const [stored] = await db.insert(contactMessages).values(mail).returning();
  if (!stored) throw new Error('Insert into contact_messages returned no row');
  return deliverContactMessage(db, stored, mailer, recipient);
}

export async function deliverContactMessage(
  db: Database,
  message: ContactMessageRecord,
  mailer: Mailer,
  recipient: string,
): Promise<ContactMessageRecord> {
  const attempts = message.attempts + 1;
  try {
    await mailer.send({
      to: recipient,
      replyTo: message.email,
      subject: `Website contact from ${message.name}`,
      text: `${message.message}\n\n-- \n${message.name} <${message.email}>\nReceived ${message.createdAt.toISOString()}`,
    });
    const [sent] = await db
      .update(contactMessages)
      .set({ status: 'sent', attempts, sentAt: new Date(), lastError: null })
      .where(eq(contactMessages.id, message.id))
      .returning();
    return sent ?? message;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const givingUp = attempts >= CONTACT_MAIL_MAX_ATTEMPTS;
    logger.warn(
      `Contact message ${message.id}: send attempt ${attempts} failed (${reason}); ${givingUp ? 'giving up, kept as failed' : 'will retry'}`,
    );
    const [failed] = await db
      .update(contactMessages)
      .set({
        status: givingUp ? 'failed' : 'pending',
        attempts,
        lastError: reason.slice(0, 1000),
        nextAttemptAt: contactClaims.retryAt(new Date(), attempts),
      })
      .where(eq(contactMessages.id, message.id))
      .returning();
    return failed ?? message;
  }
}

/**
 * Sends the stored messages whose retry is due. Each is claimed first with SKIP LOCKED, so
 * several app instances can run this at once without sending a message twice.
 */
export async function retryDueContactMessages(
  db: Database,
  mailer: Mailer,
  recipient: string,
  limit = 20,
): Promise<ContactMessageRecord[]> {
  const ids = await contactClaims.claim(db, { limit });
  const results: ContactMessageRecord[] = [];
  for (const id of ids) {
    const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (message) results.push(await deliverContactMessage(db, message, mailer, recipient));
  }
  return results;
}

import 'server-only';

import { createHash } from 'node:crypto';

import { and, eq, inArray } from 'drizzle-orm';

import { publicEnv } from '@/lib/env';
import { defineClaim, exponentialBackoff } from '@/server/db/claim';
import type { Database } from '@/server/db/database';
import { mailOutbox } from '@/server/db/schema';
import { logger } from '@/server/logger';

import { getMailer, type Mailer, type OutgoingMail } from './mailer';

/**
 * The mail outbox: every mail about an order, a payment or a request is stored in `mail_outbox`
 * before anyone tries to send it, then sent by `deliverDueMail`, retried with exponential backoff
 * and given up after MAIL_MAX_ATTEMPTS (kept as `failed` for an operator). Storing is a plain
 * INSERT, so a caller stores the mail in the transaction of the event it tells about: an order
 * that rolled back mails nobody, an order that committed always mails.
 */

export type MailRecord = typeof mailOutbox.$inferSelect;

/** Which template made a mail: one per event that mails (server/services/mail/index.ts). */
export type MailKind =
  | 'order_confirmation'
  | 'supplier_new_order'
  | 'order_accepted'
  | 'order_declined'
  | 'order_rescheduled'
  | 'order_dispatched'
  | 'order_delivered'
  | 'order_canceled'
  | 'order_chat_unread'
  | 'delivery_late'
  | 'delivery_ticket'
  | 'supplier_order_request'
  | 'order_request_answered'
  | 'payment_receipt'
  | 'credit_decision'
  | 'credit_reminder'
  | 'balance_change'
  | 'supplier_dispute_opened'
  | 'dispute_answered'
  | 'application_received'
  | 'request_received'
  | 'demo_request_received';

/** A mail to store: what the mailer sends, which template made it, and the event it is about. */
export interface MailMessage extends OutgoingMail {
  kind: MailKind;
  /** One mail per event: a second message with the same key is not stored (see `enqueueMail`). */
  dedupeKey?: string;
  /** The order event it tells of: its Message-ID carries the event's id. */
  eventId?: string;
}

/** After this many failed sends a mail is marked failed (it stays stored for an operator). */
export const MAIL_MAX_ATTEMPTS = 8;
/** Wait before retry n (1-based): 1, 2, 4, 8 ... minutes, at most an hour. */
export const retryDelayMs = exponentialBackoff({ firstMs: 60_000, maxMs: 60 * 60_000 });

/** A claimed mail is hidden from other workers this long while it is being sent. */
const CLAIM_MS = 5 * 60_000;

/**
 * Due pending mails, claimed by pushing their next attempt CLAIM_MS past the sending time: an
 * instance that dies mid-send leaves the mail to be due again then.
 */
const mailClaims = defineClaim({
  table: mailOutbox,
  id: mailOutbox.id,
  pending: eq(mailOutbox.status, 'pending'),
  dueAt: mailOutbox.nextAttemptAt,
  leaseMs: CLAIM_MS,
  batchSize: 20,
  backoff: retryDelayMs,
});

/**
 * Stores a mail to be sent, due at once; `db` may be the caller's transaction. Answers the stored mail's id,
 * or null when a mail with the same dedupe key is already stored (the event was handled before:
 * the same event never mails twice, even from two instances at once).
 */
export async function enqueueMail(db: Database, message: MailMessage): Promise<string | null> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: message.kind,
      to: message.to,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      dedupeKey: message.dedupeKey ?? null,
      eventId: message.eventId ?? null,
      // Due at once, by the clock of the database that stores it (not the event's `now`, which a
      // job may set ahead): stored now, sent now.
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return row?.id ?? null;
}

/**
 * A stored mail's Message-ID, the same at every attempt: the order event it tells of and a digest
 * of its dedupe key (one event may mail several people), or its own id.
 */
export function messageIdOf(mail: Pick<MailRecord, 'id' | 'dedupeKey' | 'eventId'>): string {
  const which = createHash('sha256')
    .update(mail.dedupeKey ?? mail.id)
    .digest('hex')
    .slice(0, 16);
  const local = mail.eventId ? `${mail.eventId}.${which}` : mail.id;
  // The site's own host on the right: ids no other sender makes.
  return `<${local}@${new URL(publicEnv.siteUrl).hostname}>`;
}

/** Sends one claimed mail and records the outcome: sent, pending with its next attempt, or failed. */
async function deliver(db: Database, mail: MailRecord, mailer: Mailer, now: Date): Promise<MailRecord> {
  const attempts = mail.attempts + 1;
  try {
    await mailer.send({
      to: mail.to,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      messageId: messageIdOf(mail),
    });
    const [sent] = await db
      .update(mailOutbox)
      .set({ status: 'sent', attempts, sentAt: now, lastError: null })
      .where(eq(mailOutbox.id, mail.id))
      .returning();
    return sent ?? mail;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const givingUp = attempts >= MAIL_MAX_ATTEMPTS;
    logger.warn(
      `Mail ${mail.id} (${mail.kind}): send attempt ${attempts} failed (${reason}); ${givingUp ? 'giving up, kept as failed' : 'will retry'}`,
    );
    const [failed] = await db
      .update(mailOutbox)
      .set({
        status: givingUp ? 'failed' : 'pending',
        attempts,
        lastError: reason.slice(0, 1000),
        nextAttemptAt: mailClaims.retryAt(now, attempts),
      })
      .where(eq(mailOutbox.id, mail.id))
      .returning();
    return failed ?? mail;
  }
}

/**
 * Sends the stored mails whose (next) attempt is due, oldest first; `ids` narrows it to those
 * mails. Each is claimed first with SKIP LOCKED (its next attempt pushed past the sending time),
 * so several instances, and `sendSoon` racing the maintenance loop, never send a mail twice.
 */
export async function deliverDueMail(
  db: Database,
  mailer: Mailer,
  options: { now?: Date; limit?: number; ids?: string[] } = {},
): Promise<MailRecord[]> {
  const now = options.now ?? new Date();
  if (options.ids?.length === 0) return [];
  const ids = await mailClaims.claim(db, {
    now,
    limit: options.limit,
    where: options.ids && inArray(mailOutbox.id, options.ids),
  });
  const results: MailRecord[] = [];
  for (const id of ids) {
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
    if (mail) results.push(await deliver(db, mail, mailer, now));
  }
  return results;
}

/** Deliveries `sendSoon` started that have not finished yet. */
const inFlight = new Set<Promise<void>>();

/**
 * Tries to send just-stored mails now, without making the caller wait for the mail server: a
 * placed order answers at once, its confirmation follows. Call it after the transaction that
 * stored them committed (before, the mails are not visible yet and wait for the maintenance
 * loop). Never throws: whatever is not sent now stays pending for `deliverDueMail`'s next run.
 */
export function sendSoon(db: Database, ids: (string | null)[], mailer: Mailer = getMailer()): Promise<void> {
  const stored = ids.filter((id): id is string => id !== null);
  if (stored.length === 0) return Promise.resolve();
  const delivery = deliverDueMail(db, mailer, { ids: stored })
    .then(() => undefined)
    .catch((error: unknown) => logger.warn(`Mail: sending right away failed; the outbox will retry (${String(error)})`))
    .finally(() => inFlight.delete(delivery));
  inFlight.add(delivery);
  return delivery;
}

/** Resolves when every delivery `sendSoon` started has finished (tests; a clean shutdown). */
export async function mailSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

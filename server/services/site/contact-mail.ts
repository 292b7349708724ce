import 'server-only';

import { eq } from 'drizzle-orm';

import type { ServerEnv } from '@/lib/env';
import type { ContactMail, DemoRequestMail } from '@/lib/validation';
import { defineClaim } from '@/server/db/claim';
import type { Database } from '@/server/db/database';
import { contactMessages } from '@/server/db/schema';
import { logger } from '@/server/logger';

import { demoRequestReceivedMail } from '@/server/services/mail/templates/demo-request-received';
import { enqueueMail, retryDelayMs, sendSoon } from '@/server/services/mail/outbox';
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
 * Where the stored messages go: the contact inbox (CONTACT_MAIL_TO), and the sales inbox
 * (SALES_MAIL_TO) for demo requests. One address: both go there.
 */
export type ContactInboxes = string | { contact: string; sales: string };

/** The inboxes this server mails: SALES_MAIL_TO defaults to CONTACT_MAIL_TO. */
export const contactInboxesOf = (env: Pick<ServerEnv, 'CONTACT_MAIL_TO' | 'SALES_MAIL_TO'>): ContactInboxes => ({
  contact: env.CONTACT_MAIL_TO,
  sales: env.SALES_MAIL_TO ?? env.CONTACT_MAIL_TO,
});

/** The mail to the inbox: a demo request to sales as "Demo request from …", the rest as before. */
function inboxMailOf(message: ContactMessageRecord, inboxes: ContactInboxes) {
  const demo = message.kind === 'demo_request';
  const to = typeof inboxes === 'string' ? inboxes : demo ? inboxes.sales : inboxes.contact;
  return { to, subject: `${demo ? 'Demo request' : 'Website contact'} from ${message.name}` };
}

/** The demo request as the sales team reads it: every field, one a line, then the message. */
export function demoRequestText(request: DemoRequestMail): string {
  return [
    `Company: ${request.company}`,
    `Phone: ${request.phone ?? 'not given'}`,
    `Sells: ${request.sells}`,
    '',
    request.message,
  ].join('\n');
}

/**
 * A demo request from /book-demo: stored as a contact message (with the same retries) together with
 * the requester's acknowledgement in the mail outbox, so one never goes without the other; then the
 * sales inbox is mailed once and the acknowledgement sent soon.
 */
export async function submitDemoRequest(
  db: Database,
  request: DemoRequestMail,
  mailer: Mailer,
  inboxes: ContactInboxes,
): Promise<ContactMessageRecord> {
  const { stored, mailId } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ name: request.name, email: request.email, message: demoRequestText(request), kind: 'demo_request' })
      .returning();
    if (!row) throw new Error('Insert into contact_messages returned no row');
    const id = await enqueueMail(tx, {
      kind: 'demo_request_received',
      to: request.email,
      ...demoRequestReceivedMail(request),
      dedupeKey: `demo-request-received:${row.id}`,
    });
    return { stored: row, mailId: id };
  });
  void sendSoon(db, [mailId], mailer);
  return deliverContactMessage(db, stored, mailer, inboxes);
}

/**
 * Stores the message, then tries to send it once. The message is safe as soon as it is stored:
 * a failed send is logged and retried later by `retryDueContactMessages`, so the user is told
 * it was received either way.
 */
export async function submitContactMessage(
  db: Database,
  mail: ContactMail,
  mailer: Mailer,
  inboxes: ContactInboxes,
): Promise<ContactMessageRecord> {
  const [stored] = await db.insert(contactMessages).values(mail).returning();
  if (!stored) throw new Error('Insert into contact_messages returned no row');
  return deliverContactMessage(db, stored, mailer, inboxes);
}

export async function deliverContactMessage(
  db: Database,
  message: ContactMessageRecord,
  mailer: Mailer,
  inboxes: ContactInboxes,
): Promise<ContactMessageRecord> {
  const attempts = message.attempts + 1;
  try {
    await mailer.send({
      ...inboxMailOf(message, inboxes),
      replyTo: message.email,
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
  inboxes: ContactInboxes,
  limit = 20,
): Promise<ContactMessageRecord[]> {
  const ids = await contactClaims.claim(db, { limit });
  const results: ContactMessageRecord[] = [];
  for (const id of ids) {
    const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (message) results.push(await deliverContactMessage(db, message, mailer, inboxes));
  }
  return results;
}

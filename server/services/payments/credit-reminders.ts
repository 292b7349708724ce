import 'server-only';

import { and, eq, inArray } from 'drizzle-orm';

import { CREDIT_REMINDER_DAYS } from '@/lib/constants';
import { orderNumber } from '@/lib/order/number';
import type { Database } from '@/server/db/database';
import { companyMembers, creditAccounts, mailOutbox, users } from '@/server/db/schema';
import { creditReminderMail, enqueueMail, sendSoon, type CreditReminderStage } from '@/server/services/mail';

import { addDays, openTermsInvoices, siteToday, type OpenTermsInvoice } from './credit';

/**
 * Reminders of invoices on terms, run by the maintenance loop each minute: CREDIT_REMINDER_DAYS
 * before the due date, on it, and once the day after it passed (when new orders on terms are held),
 * each day read on the delivery site's calendar. Each stage mails once per invoice: its dedupe key
 * names the attempt and the stage, so every run, on every instance, may try; only the first stores
 * it. A run that missed a stage (the app was down that day) sends only the stage of today.
 */

/** Which reminder an invoice is due for today, if any. */
export function reminderStageOf(invoice: Pick<OpenTermsInvoice, 'dueDate' | 'timeZone'>, now: Date) {
  const today = siteToday(invoice, now);
  if (today > invoice.dueDate) return 'overdue';
  if (today === invoice.dueDate) return 'due';
  if (today >= addDays(invoice.dueDate, -CREDIT_REMINDER_DAYS)) return 'before';
  return null;
}

const dedupeKeyOf = (invoice: OpenTermsInvoice, stage: CreditReminderStage) =>
  `credit-reminder:${invoice.attemptId}:${stage}`;

/** Mails today's reminders not mailed yet; answers how many it stored. */
export async function mailCreditReminders(db: Database, now = new Date()): Promise<number> {
  // Due within the reminder days on any calendar (a day's margin for the zones ahead of UTC).
  const dueBy = addDays(now.toISOString().slice(0, 10), CREDIT_REMINDER_DAYS + 1);
  const candidates = (await openTermsInvoices(db, { dueBy }))
    .map((invoice) => ({ invoice, stage: reminderStageOf(invoice, now) }))
    .filter((candidate): candidate is { invoice: OpenTermsInvoice; stage: CreditReminderStage } => !!candidate.stage);
  if (candidates.length === 0) return 0;
  const sent = new Set(
    (
      await db
        .select({ key: mailOutbox.dedupeKey })
        .from(mailOutbox)
        .where(
          inArray(
            mailOutbox.dedupeKey,
            candidates.map(({ invoice, stage }) => dedupeKeyOf(invoice, stage)),
          ),
        )
    ).map((row) => row.key),
  );
  const ids: (string | null)[] = [];
  for (const { invoice, stage } of candidates) {
    const dedupeKey = dedupeKeyOf(invoice, stage);
    if (sent.has(dedupeKey)) continue;
    const to = await billingEmailOf(db, invoice.companyId);
    if (!to) continue;
    ids.push(
      await enqueueMail(db, {
        kind: 'credit_reminder',
        to,
        ...creditReminderMail({
          stage,
          orderNumber: orderNumber(invoice.orderId),
          amountCents: invoice.amountCents,
          currency: invoice.currency,
          dueDate: invoice.dueDate,
        }),
        dedupeKey,
      }),
    );
  }
  void sendSoon(db, ids);
  return ids.filter(Boolean).length;
}

/** The credit account's billing contact, else the company's first owner. */
async function billingEmailOf(db: Database, companyId: string): Promise<string | null> {
  const [account] = await db
    .select({ email: creditAccounts.billingContactEmail })
    .from(creditAccounts)
    .where(eq(creditAccounts.companyId, companyId));
  if (account?.email) return account.email;
  const [owner] = await db
    .select({ email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'contractor_owner')))
    .orderBy(companyMembers.createdAt)
    .limit(1);
  return owner?.email ?? null;
}

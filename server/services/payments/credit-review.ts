import 'server-only';

import { alias } from 'drizzle-orm/pg-core';
import { asc, desc, eq } from 'drizzle-orm';

import type { CreditDecision } from '@/lib/validation/credit';
import type { Database } from '@/server/db/database';
import { companies, creditAccounts, users, type CreditTradeReference } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { creditDecisionMail, enqueueMail, sendSoon } from '@/server/services/mail';

/**
 * A marketplace operator's review of credit applications (/operator/credit): the list, by state,
 * oldest waiting first; and the decision, once per application: approve a limit and a term, or
 * decline with a reason the applicant reads. The decision is mailed to the person who applied (or
 * the billing contact of an application that has no applicant left), in the decision's transaction.
 * Who may call these is checked by the resolver (`requireMarketplaceOperator`).
 */

type CreditAccountRow = typeof creditAccounts.$inferSelect;

/** GraphQL `CreditApplication`: what an operator reads to decide. */
export interface CreditApplicationRecord {
  companyId: string;
  companyName: string;
  status: CreditAccountRow['status'];
  legalName: string;
  countryCode: string;
  currency: string;
  businessNumber: string;
  yearsInBusiness: number;
  annualVolumeCents: number | null;
  requestedLimitCents: number;
  billingContactName: string | null;
  billingContactEmail: string | null;
  billingContactPhone: string | null;
  tradeReferences: CreditTradeReference[];
  applicantName: string | null;
  applicantEmail: string | null;
  appliedAt: string;
  limitCents: number;
  termDays: number;
  decidedAt: string | null;
  decidedByName: string | null;
  decisionReason: string | null;
}

export const CREDIT_APPLICATION_NOT_FOUND_MESSAGE = 'There is no credit application for this company.';
export const creditApplicationDecidedMessage = (status: CreditAccountRow['status']) =>
  `This application was ${status === 'approved' ? 'approved' : 'declined'} already.`;

const applicant = alias(users, 'applicant');
const decider = alias(users, 'decider');

function selectApplications(db: Database) {
  return db
    .select({
      account: creditAccounts,
      companyName: companies.name,
      applicantName: applicant.fullName,
      applicantEmail: applicant.email,
      decidedByName: decider.fullName,
    })
    .from(creditAccounts)
    .innerJoin(companies, eq(companies.id, creditAccounts.companyId))
    .leftJoin(applicant, eq(applicant.id, creditAccounts.appliedByUserId))
    .leftJoin(decider, eq(decider.id, creditAccounts.decidedByUserId));
}

type ApplicationRow = Awaited<ReturnType<ReturnType<typeof selectApplications>['execute']>>[number];

function toRecord({ account, ...row }: ApplicationRow): CreditApplicationRecord {
  return {
    companyId: account.companyId,
    companyName: row.companyName,
    status: account.status,
    legalName: account.legalName,
    countryCode: account.countryCode,
    currency: account.currency,
    businessNumber: account.businessNumber,
    yearsInBusiness: account.yearsInBusiness,
    annualVolumeCents: account.annualVolumeCents,
    requestedLimitCents: account.requestedLimitCents,
    billingContactName: account.billingContactName,
    billingContactEmail: account.billingContactEmail,
    billingContactPhone: account.billingContactPhone,
    tradeReferences: account.tradeReferences,
    applicantName: row.applicantName,
    applicantEmail: row.applicantEmail,
    appliedAt: account.appliedAt.toISOString(),
    limitCents: account.limitCents,
    termDays: account.termDays,
    decidedAt: account.decidedAt?.toISOString() ?? null,
    decidedByName: row.decidedByName,
    decisionReason: account.decisionReason,
  };
}

/** Applications in one state: those under review oldest first (a queue), decided ones newest first. */
export async function listCreditApplications(
  db: Database,
  status: CreditAccountRow['status'],
): Promise<CreditApplicationRecord[]> {
  const rows = await selectApplications(db)
    .where(eq(creditAccounts.status, status))
    .orderBy(status === 'under_review' ? asc(creditAccounts.appliedAt) : desc(creditAccounts.decidedAt))
    .limit(200);
  return rows.map(toRecord);
}

/**
 * Approves or declines an application under review, once: the row is locked, so two operators
 * deciding at once decide once (the second is told how it was decided).
 */
export async function decideCreditApplication(
  db: Database,
  request: { operatorUserId: string; decision: CreditDecision; now?: Date },
): Promise<CreditApplicationRecord> {
  const { decision, operatorUserId } = request;
  const now = request.now ?? new Date();
  const mailId = await db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(creditAccounts)
      .where(eq(creditAccounts.companyId, decision.companyId))
      .for('update');
    if (!account) throw expectedError(ErrorCode.NOT_FOUND, CREDIT_APPLICATION_NOT_FOUND_MESSAGE);
    if (account.status !== 'under_review') {
      throw expectedError(
        ErrorCode.CREDIT_APPLICATION_NOT_UNDER_REVIEW,
        creditApplicationDecidedMessage(account.status),
        { status: account.status },
      );
    }
    const approved = decision.decision === 'approve';
    await tx
      .update(creditAccounts)
      .set({
        status: approved ? 'approved' : 'declined',
        limitCents: approved ? decision.limitCents : 0,
        termDays: approved ? decision.termDays : account.termDays,
        decisionReason: decision.reason,
        decidedByUserId: operatorUserId,
        decidedAt: now,
      })
      .where(eq(creditAccounts.companyId, account.companyId));
    const to = await applicantEmailOf(tx, account);
    if (!to) return null;
    const mail = approved
      ? creditDecisionMail({
          decision: 'approved',
          legalName: account.legalName,
          limitCents: decision.limitCents,
          currency: account.currency,
          termDays: decision.termDays,
          reason: decision.reason,
        })
      : creditDecisionMail({ decision: 'declined', legalName: account.legalName, reason: decision.reason });
    return enqueueMail(tx, {
      kind: 'credit_decision',
      to,
      ...mail,
      // One mail per decision: an application declined, sent again and approved mails twice.
      dedupeKey: `credit-decision:${account.companyId}:${now.toISOString()}`,
    });
  });
  void sendSoon(db, [mailId]);
  const [row] = await selectApplications(db).where(eq(creditAccounts.companyId, decision.companyId));
  return toRecord(row!);
}

/** Who hears the decision: the person who applied, else the application's billing contact. */
async function applicantEmailOf(tx: Database, account: CreditAccountRow): Promise<string | null> {
  if (account.appliedByUserId) {
    const [person] = await tx.select({ email: users.email }).from(users).where(eq(users.id, account.appliedByUserId));
    if (person) return person.email;
  }
  return account.billingContactEmail;
}

import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formatLocalDate } from '@/lib/time';
import { mailOutbox, orderPayments } from '@/server/db/schema';
import { mailCreditReminders } from '@/server/services/payments/credit-reminders';
import { creditStatementCsv } from '@/server/services/invoices/credit-statement';

import { APPLY_FOR_CREDIT, approveCredit, creditApplication, DECIDE_CREDIT, grantOperator } from '../support/credit';
import { codeOf, type Contractor, type PaymentsTestKit } from '../support/payments';

/**
 * Credit is money lent: an application waits for a marketplace operator, who approves a limit and
 * a term or declines with a reason; the account then limits orders on terms, holds new ones while
 * an invoice is overdue, mails reminders once per stage, and has a statement. Run on PGlite
 * (credit-review.test.ts) and PostgreSQL (credit-review-postgres.test.ts).
 */
export function creditReviewTests(openKit: () => Promise<PaymentsTestKit>) {
  let kit: PaymentsTestKit;
  let operator: Contractor;

  beforeAll(async () => {
    kit = await openKit();
    operator = await grantOperator(kit.db, await kit.signUp());
  }, 120_000);
  afterAll(() => kit?.close());

  const ACCOUNT = `{ creditAccount { status limitCents usedCents availableCents termDays overdueCents decisionReason
    decidedAt openInvoices { orderId dueDate overdue } statement { kind orderId amountCents balanceCents dueDate }
    statementCsvUrl } }`;
  const APPLICATIONS = `query($status: CreditAccountStatus!) { creditApplications(status: $status) {
    companyId status legalName annualVolumeCents billingContactEmail applicantEmail
    tradeReferences { name contactName phone email } } }`;

  interface Account {
    status: string;
    limitCents: number;
    usedCents: number;
    availableCents: number;
    termDays: number;
    overdueCents: number;
    decisionReason: string | null;
    openInvoices: { orderId: string; dueDate: string; overdue: boolean }[];
    statement: { kind: string; orderId: string; amountCents: number; balanceCents: number }[];
    statementCsvUrl: string;
  }
  const accountOf = async (company: Contractor) =>
    (await kit.call<{ creditAccount: Account | null }>(ACCOUNT, {}, company.token)).data!.creditAccount;

  describe('the application', () => {
    it('refuses fewer than two trade references and unreachable ones, with specific messages', async () => {
      const company = await kit.signUp();
      const one = await kit.call(
        APPLY_FOR_CREDIT,
        {
          input: creditApplication({
            tradeReferences: [{ name: 'Fraser Lumber', contactName: 'Jordan Lee', phone: null, email: null }],
            billingContactEmail: 'not-an-email',
            annualVolumeCents: -5,
          }),
        },
        company.token,
      );
      expect(codeOf(one)).toBe('BAD_USER_INPUT');
      expect(one.errors?.[0]?.extensions?.fields).toEqual({
        tradeReferences: 'Add at least 2 trade references',
        'tradeReferences.0.phone': 'Give a phone number or an email for this reference',
        billingContactEmail: 'Incorrect E-mail',
        annualVolumeCents: 'Enter an amount up to $20,000,000',
      });
      expect(await accountOf(company)).toBeNull();
    });

    it('waits under review with no credit, and an order on terms is refused meanwhile', async () => {
      const company = await kit.signUp();
      const applied = await kit.call<{ creditAccountApply: { status: string; limitCents: number } }>(
        APPLY_FOR_CREDIT,
        { input: creditApplication({ requestedLimitCents: 50_000_000 }) },
        company.token,
      );
      expect(applied.data!.creditAccountApply).toEqual({ status: 'under_review', limitCents: 0 });
      expect(await accountOf(company)).toMatchObject({ status: 'under_review', limitCents: 0, availableCents: 0 });
      const order = await kit.placeOrderFor(company, 'flexPayment');
      const refused = await kit.pay(company, order.id, null);
      expect(codeOf(refused)).toBe('CREDIT_ACCOUNT_REQUIRED');
      expect(refused.errors?.[0]?.message).toMatch(/under review/);
    });
  });

  describe('the operator', () => {
    it('is the only one who lists and decides applications (FORBIDDEN with a code for others)', async () => {
      const company = await kit.signUp();
      await kit.call(APPLY_FOR_CREDIT, { input: creditApplication() }, company.token);
      const listed = await kit.call(APPLICATIONS, { status: 'under_review' }, company.token);
      expect(codeOf(listed)).toBe('FORBIDDEN');
      expect(listed.errors?.[0]?.message).toBe('Only a marketplace operator can do this.');
      const selfApproval = await kit.call(
        DECIDE_CREDIT,
        { input: { companyId: company.companyId, decision: 'approve', limitCents: 99_900_000, termDays: 120 } },
        company.token,
      );
      expect(codeOf(selfApproval)).toBe('FORBIDDEN');
      expect(codeOf(await kit.call(APPLICATIONS, { status: 'under_review' }))).toBe('UNAUTHENTICATED');
      expect((await accountOf(company))!.status).toBe('under_review');

      const queue = await kit.call<{ creditApplications: { companyId: string; tradeReferences: unknown[] }[] }>(
        APPLICATIONS,
        { status: 'under_review' },
        operator.token,
      );
      const mine = queue.data!.creditApplications.find((entry) => entry.companyId === company.companyId);
      expect(mine).toMatchObject({
        legalName: 'Keystone Builders Ltd',
        annualVolumeCents: 24_000_000,
        billingContactEmail: 'billing@keystone.example',
        tradeReferences: creditApplication().tradeReferences,
      });
    });

    it('approves a limit and a term, mailed to the applicant; a second decision is refused', async () => {
      const company = await kit.signUp();
      await kit.call(APPLY_FOR_CREDIT, { input: creditApplication() }, company.token);
      const invalid = await kit.call(
        DECIDE_CREDIT,
        { input: { companyId: company.companyId, decision: 'approve', limitCents: 0, termDays: 400 } },
        operator.token,
      );
      expect(invalid.errors?.[0]?.extensions?.fields).toEqual({
        limitCents: 'Enter an amount from $1 to $5,000,000',
        termDays: 'Enter whole days, from 1 to 180',
      });
      const decided = await kit.call<{ creditApplicationDecide: Record<string, unknown> }>(
        DECIDE_CREDIT,
        {
          input: {
            companyId: company.companyId,
            decision: 'approve',
            limitCents: 2_500_000,
            termDays: 60,
            reason: 'References confirmed.',
          },
        },
        operator.token,
      );
      expect(decided.data!.creditApplicationDecide).toMatchObject({
        status: 'approved',
        limitCents: 2_500_000,
        termDays: 60,
        decisionReason: 'References confirmed.',
      });
      expect(await accountOf(company)).toMatchObject({
        status: 'approved',
        limitCents: 2_500_000,
        availableCents: 2_500_000,
        termDays: 60,
      });
      const mails = await kit.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.dedupeKey, `credit-decision:${company.companyId}:%`));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Approved: 60-day terms up to $25,000.00 CAD');
      const again = await kit.call(
        DECIDE_CREDIT,
        { input: { companyId: company.companyId, decision: 'decline', reason: 'Changed my mind' } },
        operator.token,
      );
      expect(codeOf(again)).toBe('CREDIT_APPLICATION_NOT_UNDER_REVIEW');
      expect(again.errors?.[0]?.extensions?.status).toBe('approved');
    });

    it('declines only with a reason the applicant reads, who may apply again', async () => {
      const company = await kit.signUp();
      await kit.call(APPLY_FOR_CREDIT, { input: creditApplication() }, company.token);
      const noReason = await kit.call(
        DECIDE_CREDIT,
        { input: { companyId: company.companyId, decision: 'decline', reason: '  ' } },
        operator.token,
      );
      expect(noReason.errors?.[0]?.extensions?.fields).toEqual({
        reason: 'Say why the application is declined: the applicant reads it',
      });
      await kit.call(
        DECIDE_CREDIT,
        {
          input: {
            companyId: company.companyId,
            decision: 'decline',
            reason: 'A trade reference could not confirm your account.',
          },
        },
        operator.token,
      );
      expect(await accountOf(company)).toMatchObject({
        status: 'declined',
        limitCents: 0,
        decisionReason: 'A trade reference could not confirm your account.',
      });
      const [mail] = await kit.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.dedupeKey, `credit-decision:${company.companyId}:%`));
      expect(mail!.text).toContain('A trade reference could not confirm your account.');
      const again = await kit.call<{ creditAccountApply: { status: string } }>(
        APPLY_FOR_CREDIT,
        { input: creditApplication() },
        company.token,
      );
      expect(again.data!.creditAccountApply.status).toBe('under_review');
    });
  });

  describe('using the account', () => {
    it('keeps orders on terms within the approved limit', async () => {
      const company = await kit.signUp();
      const first = await kit.placeOrderFor(company, 'flexPayment');
      await approveCredit(kit.call, company, operator, Math.ceil((first.amountDueCents * 1.5) / 100) * 100);
      expect((await kit.pay(company, first.id, null)).data!.orderPay.status).toBe('authorized');
      const second = await kit.placeOrderFor(company, 'flexPayment');
      expect(codeOf(await kit.pay(company, second.id, null))).toBe('CREDIT_LIMIT_EXCEEDED');
      const account = (await accountOf(company))!;
      expect(account.usedCents).toBe(first.amountDueCents);
      expect(account.statement).toEqual([
        {
          kind: 'drawn',
          orderId: first.id,
          amountCents: first.amountDueCents,
          balanceCents: first.amountDueCents,
          dueDate: expect.any(String) as unknown,
        },
      ]);
      expect(account.statementCsvUrl).toMatch(new RegExp(`^/api/credit-statement/${company.companyId}\\?t=`));
      const csv = await creditStatementCsv(kit.db, company.companyId);
      expect(csv.split('\r\n')[0]).toBe('Date,Movement,Order,Due date,Currency,Amount,Credit used');
      expect(csv).toContain(`Order on terms,BM-${first.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`);
    });

    it('holds new orders on terms while an invoice is overdue, until it is paid', async () => {
      const company = await kit.signUp();
      await approveCredit(kit.call, company, operator, 5_000_000);
      const first = await kit.placeOrderFor(company, 'flexPayment');
      expect((await kit.pay(company, first.id, null)).data!.orderPay.status).toBe('authorized');
      // Time passes: the invoice was due yesterday on Toronto's calendar (and today is not overdue).
      const torontoToday = formatLocalDate(new Date().toISOString(), 'America/Toronto');
      const yesterday = new Date(Date.parse(torontoToday) - 86_400_000).toISOString().slice(0, 10);
      const attempt = and(eq(orderPayments.orderId, first.id), eq(orderPayments.kind, 'terms'));
      await kit.db.update(orderPayments).set({ dueDate: torontoToday }).where(attempt);
      const second = await kit.placeOrderFor(company, 'flexPayment');
      expect((await accountOf(company))!.overdueCents).toBe(0);
      await kit.db.update(orderPayments).set({ dueDate: yesterday }).where(attempt);
      expect(await accountOf(company)).toMatchObject({
        overdueCents: first.amountDueCents,
        openInvoices: [{ orderId: first.id, overdue: true }],
      });
      const held = await kit.pay(company, second.id, null);
      expect(codeOf(held)).toBe('CREDIT_OVERDUE');
      expect(held.errors?.[0]?.message).toMatch(/^Order BM-[0-9A-F]{8} on terms was due on .+ and is not paid\./);
      expect(held.errors?.[0]?.extensions).toMatchObject({ orderId: first.id, dueDate: yesterday });
      // Paid (as the payment link's settlement does): the hold lifts.
      await kit.db.update(orderPayments).set({ status: 'succeeded' }).where(attempt);
      expect((await kit.pay(company, second.id, null)).data!.orderPay.status).toBe('authorized');
    });

    it('mails each reminder once: a week before, on the due date, and once overdue', async () => {
      const company = await kit.signUp();
      await approveCredit(kit.call, company, operator, 5_000_000);
      const order = await kit.placeOrderFor(company, 'flexPayment');
      expect((await kit.pay(company, order.id, null)).data!.orderPay.status).toBe('authorized');
      const [attempt] = await kit.db
        .select()
        .from(orderPayments)
        .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.kind, 'terms')));
      const due = attempt!.dueDate!;
      // Noon in Toronto on a given calendar day.
      const torontoNoon = (days: number) => new Date(Date.parse(`${due}T17:00:00Z`) + days * 86_400_000);
      const reminders = () =>
        kit.db
          .select({ key: mailOutbox.dedupeKey, to: mailOutbox.to, subject: mailOutbox.subject })
          .from(mailOutbox)
          .where(like(mailOutbox.dedupeKey, `credit-reminder:${attempt!.id}:%`));

      await mailCreditReminders(kit.db, torontoNoon(-8));
      expect(await reminders()).toEqual([]);
      await mailCreditReminders(kit.db, torontoNoon(-7));
      await mailCreditReminders(kit.db, torontoNoon(-7));
      await mailCreditReminders(kit.db, torontoNoon(-3));
      expect(await reminders()).toEqual([
        {
          key: `credit-reminder:${attempt!.id}:before`,
          to: 'billing@keystone.example',
          subject: expect.stringMatching(/^Invoice BM-[0-9A-F]{8} is due on /) as unknown,
        },
      ]);
      await Promise.all([mailCreditReminders(kit.db, torontoNoon(0)), mailCreditReminders(kit.db, torontoNoon(0))]);
      await mailCreditReminders(kit.db, torontoNoon(1));
      await mailCreditReminders(kit.db, torontoNoon(5));
      expect((await reminders()).map((mail) => mail.key!.split(':').pop()).sort()).toEqual([
        'before',
        'due',
        'overdue',
      ]);
      // Paid, it is reminded of no more.
      await kit.db.update(orderPayments).set({ status: 'succeeded' }).where(eq(orderPayments.id, attempt!.id));
      await kit.db.delete(mailOutbox).where(like(mailOutbox.dedupeKey, `credit-reminder:${attempt!.id}:%`));
      await mailCreditReminders(kit.db, torontoNoon(6));
      expect(await reminders()).toEqual([]);
    });
  });
}

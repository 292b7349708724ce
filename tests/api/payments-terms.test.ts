import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  codeOf,
  createPaymentsTestKit,
  ORDER_CANCEL,
  ORDER_PAYMENT,
  type Contractor,
  type PaymentsTestKit,
} from '../support/payments';
import { approveCredit, creditApplication, grantOperator } from '../support/credit';

process.env.JWT_SECRET = 'payments-terms-test-secret-0123456789-abcdefghijkl';

/** 120-day terms (flexPayment): applying for a credit account, orders within and beyond the limit. */
let kit: PaymentsTestKit;

let operator: Contractor;

beforeAll(async () => {
  kit = await createPaymentsTestKit('terms');
  operator = await grantOperator(kit.db, await kit.signUp());
}, 60_000);
afterAll(() => kit.close());

const APPLY = `mutation($input: CreditAccountApplyInput!) { creditAccountApply(input: $input) {
  status currency limitCents usedCents availableCents termDays appliedAt decisionReason
  openInvoices { orderId orderNumber amountCents dueDate } } }`;
const CREDIT = `{ creditAccount { status currency limitCents usedCents availableCents
  openInvoices { orderId orderNumber amountCents dueDate } } }`;

interface Credit {
  status: string;
  currency: string;
  limitCents: number;
  usedCents: number;
  availableCents: number;
  decisionReason: string | null;
  openInvoices: { orderId: string; orderNumber: string; amountCents: number; dueDate: string }[];
}

const application = creditApplication;

/** A new company with terms an operator approved for `limitCents`. */
async function approved(limitCents: number): Promise<Contractor> {
  const company = await kit.signUp();
  await approveCredit(kit.call, company, operator, limitCents);
  const result = await kit.call<{ creditAccount: Credit }>(CREDIT, {}, company.token);
  expect(result.data!.creditAccount).toMatchObject({ status: 'approved', limitCents });
  return company;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('applying for 120-day terms', () => {
  it('validates the application with the form’s messages', async () => {
    const company = await kit.signUp();
    const result = await kit.call(
      APPLY,
      { input: application({ acceptTerms: false, businessNumber: '12', legalName: ' ', countryCode: null }) },
      company.token,
    );
    expect(result.errors?.[0]?.extensions?.fields).toMatchObject({ legalName: 'Required', countryCode: 'Required' });
    const terms = await kit.call(
      APPLY,
      { input: application({ acceptTerms: null, businessNumber: '12' }) },
      company.token,
    );
    expect(terms.errors?.[0]?.extensions?.fields).toEqual({
      businessNumber: 'Enter the 9-digit business number (BN), e.g. 123456789',
      acceptTerms: 'Accept the terms to apply',
    });
    expect((await kit.call<{ creditAccount: null }>(CREDIT, {}, company.token)).data).toEqual({ creditAccount: null });
  });
});

describe('orders on 120-day terms', () => {
  it('accepts an order within the limit, due 120 days after delivery, and counts it as used', async () => {
    const probe = await kit.placeOrderFor(await kit.signUp(), 'flexPayment');
    const limit = Math.ceil((probe.amountDueCents * 2) / 10_000) * 10_000;
    const company = await approved(limit);
    const mine = await kit.placeOrderFor(company, 'flexPayment');
    const paid = await kit.pay(company, mine.id, null);
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.orderPay).toMatchObject({
      status: 'authorized',
      amountCents: mine.amountDueCents,
      chargeAt: null,
    });
    const view = await kit.call<{ order: { paymentStatus: string; paymentDueDate: string } }>(
      ORDER_PAYMENT,
      { id: mine.id },
      company.token,
    );
    expect(view.data!.order).toMatchObject({
      paymentStatus: 'authorized',
      paymentDueDate: addDays(mine.deliveryDate, 120),
    });
    const credit = await kit.call<{ creditAccount: Credit }>(CREDIT, {}, company.token);
    expect(credit.data!.creditAccount).toMatchObject({
      usedCents: mine.amountDueCents,
      availableCents: limit - mine.amountDueCents,
      openInvoices: [
        {
          orderId: mine.id,
          orderNumber: `BM-${mine.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`,
          amountCents: mine.amountDueCents,
          dueDate: addDays(mine.deliveryDate, 120),
        },
      ],
    });
    // The same order cannot be put on terms twice.
    expect(codeOf(await kit.pay(company, mine.id, null))).toBe('PAYMENT_IN_PROCESS');
  });

  it('refuses without an approved account, or with a card', async () => {
    const company = await kit.signUp();
    const order = await kit.placeOrderFor(company, 'flexPayment');
    const refused = await kit.pay(company, order.id, null);
    expect(codeOf(refused)).toBe('CREDIT_ACCOUNT_REQUIRED');
    expect(refused.errors?.[0]?.message).toBe('Apply for 120-day terms before paying an order on terms.');
    expect(codeOf(await kit.pay(company, order.id, await kit.saveCard(company)))).toBe('PAYMENT_METHOD_ERROR');
    const us = await kit.signUp();
    await approveCredit(kit.call, us, operator, 1_000_000, {
      application: { countryCode: 'US', businessNumber: '12-3456789' },
    });
    const cad = await kit.placeOrderFor(us, 'flexPayment');
    const mismatch = await kit.pay(us, cad.id, null);
    expect(codeOf(mismatch)).toBe('CREDIT_ACCOUNT_REQUIRED');
    expect(mismatch.errors?.[0]?.message).toBe('Your 120-day terms are in USD; this order is in CAD.');
  });

  it('refuses an order beyond the available credit with a clear message naming it', async () => {
    const big = { quantity: 6 };
    const probe = await kit.placeOrderFor(await kit.signUp(), 'flexPayment', big);
    const limit = Math.ceil((probe.amountDueCents * 1.5) / 10_000) * 10_000;
    const company = await approved(limit);
    const first = await kit.placeOrderFor(company, 'flexPayment', big);
    expect((await kit.pay(company, first.id, null)).data!.orderPay.status).toBe('authorized');
    const second = await kit.placeOrderFor(company, 'flexPayment', big);
    const refused = await kit.pay(company, second.id, null);
    expect(codeOf(refused)).toBe('CREDIT_LIMIT_EXCEEDED');
    const available = limit - first.amountDueCents;
    const dollars = (available / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(refused.errors?.[0]?.message).toBe(
      `This order is beyond your available credit of $${dollars} CAD. Pay it by card or bank account, or make the order smaller.`,
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ availableCents: available, currency: 'CAD' });
    // Nothing was claimed: the order still waits for payment.
    const view = await kit.call<{ order: { paymentStatus: string } }>(ORDER_PAYMENT, { id: second.id }, company.token);
    expect(view.data!.order.paymentStatus).toBe('requires_payment');
    // Canceling the first frees its credit; the second then fits.
    await kit.call(ORDER_CANCEL, { id: first.id }, company.token);
    expect((await kit.pay(company, second.id, null)).data!.orderPay.status).toBe('authorized');
  });

  it('never passes the limit with concurrent orders', async () => {
    const probe = await kit.placeOrderFor(await kit.signUp(), 'flexPayment');
    const company = await approved(Math.ceil((probe.amountDueCents * 2.5) / 10_000) * 10_000);
    const placed = [];
    for (let index = 0; index < 5; index += 1) placed.push(await kit.placeOrderFor(company, 'flexPayment'));
    const answers = await Promise.all(placed.map((order) => kit.pay(company, order.id, null)));
    expect(answers.filter((answer) => answer.data?.orderPay.status === 'authorized')).toHaveLength(2);
    expect(answers.filter((answer) => codeOf(answer) === 'CREDIT_LIMIT_EXCEEDED')).toHaveLength(3);
    const credit = await kit.call<{ creditAccount: Credit }>(CREDIT, {}, company.token);
    expect(credit.data!.creditAccount.usedCents).toBeLessThanOrEqual(credit.data!.creditAccount.limitCents);
  });

  it('keeps the credit account to its company', async () => {
    const company = await approved(1_000_000);
    const other = await kit.signUp();
    expect((await kit.call<{ creditAccount: Credit | null }>(CREDIT, {}, other.token)).data!.creditAccount).toBeNull();
    const driver = await kit.memberOf(company, 'partner_driver');
    expect(codeOf(await kit.call(CREDIT, {}, driver.token))).toBe('FORBIDDEN');
    expect(codeOf(await kit.call(CREDIT))).toBe('UNAUTHENTICATED');
  });
});

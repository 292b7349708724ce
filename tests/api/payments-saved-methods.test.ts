import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { paymentMethods } from '@/server/db/schema';

import {
  codeOf,
  createPaymentsTestKit,
  METHOD_FIELDS,
  TEST_CARDS,
  type Contractor,
  type PaymentsTestKit,
} from '../support/payments';

process.env.JWT_SECRET = 'payments-saved-methods-test-secret-0123456789-abcdef';

/**
 * A company's saved methods (issue 15): a card is saved once it worked, once per card (the
 * gateway's fingerprint), and the owner removes one and picks the default.
 */
let kit: PaymentsTestKit;

beforeAll(async () => {
  kit = await createPaymentsTestKit('saved');
}, 60_000);
afterAll(() => kit.close());

interface Method {
  id: string;
  label: string;
  isDefault: boolean;
  expMonth: number | null;
  expYear: number | null;
}

async function savedMethods(who: Contractor): Promise<Method[]> {
  const list = await kit.call<{ paymentMethods: Method[] }>(`{ paymentMethods { ${METHOD_FIELDS} } }`, {}, who.token);
  expect(list.errors).toBeUndefined();
  return list.data!.paymentMethods;
}

const SET_DEFAULT = `mutation($id: ID!) { paymentMethodSetDefault(id: $id) { id isDefault } }`;
const DELETE = `mutation($id: ID!) { paymentMethodDelete(id: $id) }`;

describe('saving a card only once it worked', () => {
  it('keeps a declined card out of the list, and saves the card that then paid', async () => {
    const a = await kit.signUp();
    const declined = await kit.payWithNewCard(a, TEST_CARDS.declined);
    expect(declined.status).toBe('failed');
    const insufficient = await kit.payWithNewCard(a, TEST_CARDS.insufficientFunds);
    expect(insufficient.status).toBe('failed');
    expect(await savedMethods(a)).toEqual([]);

    const paid = await kit.payWithNewCard(a);
    expect(paid.status).toBe('authorized');
    expect(await savedMethods(a)).toMatchObject([{ id: paid.methodId, label: 'Visa •••• 4242', isDefault: true }]);
  });

  it('saves a 3-D Secure card once the bank confirmed the payment, not before', async () => {
    const a = await kit.signUp();
    const challenged = await kit.payWithNewCard(a, TEST_CARDS.requiresAction);
    expect(challenged.status).toBe('requires_action');
    expect(await savedMethods(a)).toEqual([]);
    const confirmed = await kit.call<{ orderPaymentConfirm: { status: string } }>(
      `mutation($orderId: ID!) { orderPaymentConfirm(orderId: $orderId) { status } }`,
      { orderId: challenged.order.id },
      a.token,
    );
    expect(confirmed.data?.orderPaymentConfirm.status).toBe('authorized');
    expect((await savedMethods(a)).map((method) => method.label)).toEqual(['Visa •••• 3155']);
  });

  it('keeps one row per card: the same number paid with twice is one saved card, the newest', async () => {
    const a = await kit.signUp();
    const first = await kit.payWithNewCard(a);
    const second = await kit.payWithNewCard(a);
    expect(second.status).toBe('authorized');
    expect((await savedMethods(a)).map((method) => method.id)).toEqual([second.methodId]);
    // Another card of the same company is its own row; another company's same number is theirs.
    const mastercard = await kit.payWithNewCard(a, '5555 5555 5555 4444');
    expect((await savedMethods(a)).map((method) => method.label)).toEqual(['Mastercard •••• 4444', 'Visa •••• 4242']);
    const b = await kit.signUp();
    await kit.payWithNewCard(b);
    expect((await savedMethods(a)).map((method) => method.id)).toEqual([mastercard.methodId, second.methodId]);
    // The replaced row is kept for the payment it made, removed from the list.
    const [replaced] = await kit.db.select().from(paymentMethods).where(eq(paymentMethods.id, first.methodId));
    expect(replaced!.deletedAt).not.toBeNull();
    const live = await kit.db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.companyId, a.companyId), isNull(paymentMethods.deletedAt)));
    expect(live.map((row) => row.id).sort()).toEqual([mastercard.methodId, second.methodId].sort());
  });

  it('pays again with the saved card, and a saved card still pays the order it was typed for', async () => {
    const a = await kit.signUp();
    const { methodId } = await kit.payWithNewCard(a);
    const order = await kit.placeOrderFor(a, 'card');
    const again = await kit.pay(a, order.id, methodId);
    expect(again.data?.orderPay.status).toBe('authorized');
    expect((await savedMethods(a)).map((method) => method.id)).toEqual([methodId]);
  });
});

describe('the default method and removing one', () => {
  it('makes the first saved card the default until the owner picks another', async () => {
    const a = await kit.signUp();
    const visa = await kit.payWithNewCard(a);
    const mastercard = await kit.payWithNewCard(a, '5555 5555 5555 4444');
    expect((await savedMethods(a)).map((method) => [method.label, method.isDefault])).toEqual([
      ['Mastercard •••• 4444', false],
      ['Visa •••• 4242', true],
    ]);

    const chosen = await kit.call(SET_DEFAULT, { id: mastercard.methodId }, a.token);
    expect(chosen.data).toEqual({ paymentMethodSetDefault: { id: mastercard.methodId, isDefault: true } });
    expect((await savedMethods(a)).map((method) => method.isDefault)).toEqual([true, false]);

    // The default card saved again (paid with anew) stays the default under its new row.
    await kit.call(SET_DEFAULT, { id: visa.methodId }, a.token);
    const visaAgain = await kit.payWithNewCard(a);
    expect((await savedMethods(a)).find((method) => method.isDefault)?.id).toBe(visaAgain.methodId);

    // Removing the default: the oldest saved one is the default again.
    expect((await kit.call(DELETE, { id: visaAgain.methodId }, a.token)).data).toEqual({ paymentMethodDelete: true });
    expect(await savedMethods(a)).toMatchObject([{ id: mastercard.methodId, isDefault: true }]);
  });

  it("answers NOT_FOUND for another company's method, a removed one or one that never worked", async () => {
    const a = await kit.signUp();
    const b = await kit.signUp();
    const { methodId } = await kit.payWithNewCard(a);
    expect(codeOf(await kit.call(SET_DEFAULT, { id: methodId }, b.token))).toBe('NOT_FOUND');
    expect(codeOf(await kit.call(DELETE, { id: methodId }, b.token))).toBe('NOT_FOUND');
    expect(await savedMethods(a)).toHaveLength(1);

    const declined = await kit.payWithNewCard(a, TEST_CARDS.declined);
    expect(codeOf(await kit.call(SET_DEFAULT, { id: declined.methodId }, a.token))).toBe('NOT_FOUND');

    await kit.call(DELETE, { id: methodId }, a.token);
    expect(codeOf(await kit.call(SET_DEFAULT, { id: methodId }, a.token))).toBe('NOT_FOUND');
    expect(await savedMethods(a)).toEqual([]);
  });

  it('lets a manager who pays orders pick the default, and no driver', async () => {
    const a = await kit.signUp();
    const { methodId } = await kit.payWithNewCard(a);
    const manager = await kit.memberOf(a, 'contractor_manager');
    const driver = await kit.memberOf(a, 'partner_driver');
    expect(codeOf(await kit.call(SET_DEFAULT, { id: methodId }, driver.token))).toBe('FORBIDDEN');
    expect(codeOf(await kit.call(DELETE, { id: methodId }, driver.token))).toBe('FORBIDDEN');
    expect((await kit.call(SET_DEFAULT, { id: methodId }, manager.token)).errors).toBeUndefined();
  });
});

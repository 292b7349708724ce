import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { paymentMethods, paymentProfiles, sandboxCustomers } from '@/server/db/schema';

import {
  BANK_CREATE,
  BANK_VERIFY,
  CARD_CREATE,
  canadianBank,
  card,
  codeOf,
  createPaymentsTestKit,
  METHOD_FIELDS,
  newKey,
  TEST_CARDS,
  type Contractor,
  type PaymentsTestKit,
} from '../support/payments';

process.env.JWT_SECRET = 'payments-methods-test-secret-0123456789-abcdefghij';

/** Saved cards and bank accounts: the sandbox's card form, bank accounts with their mandate, micro-deposits. */
let kit: PaymentsTestKit;
let a: Contractor;
let b: Contractor;

beforeAll(async () => {
  kit = await createPaymentsTestKit('methods');
  a = await kit.signUp();
  b = await kit.signUp();
}, 60_000);
afterAll(() => kit.close());

interface Method {
  id: string;
  paymentType: string;
  label: string;
  verificationStatus: string;
  mandateAcceptedAt: string | null;
  [key: string]: unknown;
}

describe('the payment gateway', () => {
  it("tells the client it is the sandbox, with the spec's payment figures", async () => {
    const result = await kit.call(`{ paymentGateway { name publishableKey additionalHoldPercent
      chargeHoursBeforeDelivery bankDebitCancelNoticeDays creditTermDays } }`);
    expect(result.data).toEqual({
      paymentGateway: {
        name: 'sandbox',
        publishableKey: null,
        additionalHoldPercent: 10,
        chargeHoursBeforeDelivery: 28,
        bankDebitCancelNoticeDays: 30,
        creditTermDays: 120,
      },
    });
  });
});

describe('cards (the sandbox card form)', () => {
  it("answers the form's messages: 'Required' for empty fields, 'Invalid' for cardholder, zip and the rest", async () => {
    const empty = await kit.call(CARD_CREATE, { input: {}, key: newKey() }, a.token);
    expect(codeOf(empty)).toBe('BAD_USER_INPUT');
    expect(empty.errors?.[0]?.extensions?.fields).toEqual({
      number: 'Required',
      expiry: 'Required',
      cvc: 'Required',
      cardholderName: 'Required',
      zip: 'Required',
    });
    const invalid = await kit.call(
      CARD_CREATE,
      {
        input: card('4242 4242 4242 4241', { expiry: '13/30', cvc: '12', cardholderName: '1234', zip: '!!' }),
        key: newKey(),
      },
      a.token,
    );
    expect(invalid.errors?.[0]?.extensions?.fields).toEqual({
      number: 'Invalid',
      expiry: 'Invalid',
      cvc: 'Invalid',
      cardholderName: 'Invalid',
      zip: 'Invalid',
    });
    const expired = await kit.call(
      CARD_CREATE,
      { input: card(TEST_CARDS.succeeds, { expiry: '01/20' }), key: newKey() },
      a.token,
    );
    expect(expired.errors?.[0]?.extensions?.fields).toEqual({ expiry: 'Invalid' });
    const signedOut = await kit.call(CARD_CREATE, { input: card(TEST_CARDS.succeeds), key: newKey() });
    expect(codeOf(signedOut)).toBe('UNAUTHENTICATED');
  });

  it('saves a test card once per key, with a gateway customer made once per company', async () => {
    const key = newKey('twice');
    const [first, second] = await Promise.all([
      kit.call<{ cardPaymentMethodCreate: Method }>(CARD_CREATE, { input: card(TEST_CARDS.succeeds), key }, a.token),
      kit.call<{ cardPaymentMethodCreate: Method }>(CARD_CREATE, { input: card(TEST_CARDS.succeeds), key }, a.token),
    ]);
    expect(first.errors).toBeUndefined();
    expect(first.data!.cardPaymentMethodCreate).toMatchObject({
      paymentType: 'card',
      label: 'Visa •••• 4242',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      holderName: 'Dana Whitfield',
      verificationStatus: 'verified',
      mandateAcceptedAt: null,
    });
    expect(second.data!.cardPaymentMethodCreate.id).toBe(first.data!.cardPaymentMethodCreate.id);
    const mastercard = await kit.call<{ cardPaymentMethodCreate: Method }>(
      CARD_CREATE,
      { input: card('5555 5555 5555 4444'), key: newKey() },
      a.token,
    );
    expect(mastercard.data!.cardPaymentMethodCreate.label).toBe('Mastercard •••• 4444');

    const [profiles] = await kit.db
      .select({ value: count() })
      .from(paymentProfiles)
      .where(eq(paymentProfiles.companyId, a.companyId));
    expect(profiles!.value).toBe(1);
    const customers = await kit.db.select().from(sandboxCustomers);
    expect(customers.filter((customer) => customer.metadata.companyId === a.companyId)).toHaveLength(1);

    // Typed, not yet used to pay: not a saved method yet (payments-saved-methods.test.ts).
    const list = await kit.call<{ paymentMethods: Method[] }>(`{ paymentMethods { ${METHOD_FIELDS} } }`, {}, a.token);
    expect(list.data!.paymentMethods).toEqual([]);

    const reused = await kit.call(CARD_CREATE, { input: card('5555 5555 5555 4444'), key }, a.token);
    expect(codeOf(reused)).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it("refuses a card the gateway refuses: 'Payment method was not created', with the field", async () => {
    const live = await kit.call(CARD_CREATE, { input: card('4111 1111 1111 1111'), key: newKey() }, a.token);
    expect(codeOf(live)).toBe('PAYMENT_METHOD_NOT_CREATED');
    expect(live.errors?.[0]).toMatchObject({
      message: 'Payment method was not created',
      extensions: { fields: { number: 'Invalid' } },
    });
    expect(live.errors?.[0]?.extensions?.reason).toContain('non test card');
  });

  it('leaves Stripe setup intents to Stripe, and refuses a payment method it does not know', async () => {
    const setup = await kit.call(
      `mutation { paymentSetupIntentCreate(paymentType: card) { clientSecret } }`,
      {},
      a.token,
    );
    expect(codeOf(setup)).toBe('PAYMENT_GATEWAY_UNSUPPORTED');
    const bankSetup = await kit.call(
      `mutation { paymentSetupIntentCreate(paymentType: stripe_b2b_us) { clientSecret } }`,
      {},
      a.token,
    );
    expect(codeOf(bankSetup)).toBe('BAD_USER_INPUT');
    const attach = await kit.call(
      `mutation { paymentMethodAttach(paymentMethodId: "pm_unknown", paymentType: card) { id } }`,
      {},
      a.token,
    );
    expect(codeOf(attach)).toBe('PAYMENT_METHOD_NOT_CREATED');
  });

  it('stops card testing: 10 cards an hour from one address', async () => {
    const card10 = Array.from({ length: 10 }, () =>
      kit.call(CARD_CREATE, { input: card('4111 1111 1111 1111'), key: newKey() }, b.token, {
        'x-forwarded-for': '203.0.113.99',
      }),
    );
    const answers = await Promise.all(card10);
    expect(answers.every((answer) => codeOf(answer) === 'PAYMENT_METHOD_NOT_CREATED')).toBe(true);
    const eleventh = await kit.call(CARD_CREATE, { input: card(TEST_CARDS.succeeds), key: newKey() }, b.token, {
      'x-forwarded-for': '203.0.113.99',
    });
    expect(codeOf(eleventh)).toBe('RATE_LIMITED');
  });
});

describe('bank accounts', () => {
  it('needs the mandate, the email for Canada, and valid transit, institution and routing numbers', async () => {
    const missing = await kit.call(
      BANK_CREATE,
      { input: canadianBank({ mandateAccepted: false, email: null, transitNumber: '12' }), key: newKey() },
      a.token,
    );
    expect(missing.errors?.[0]?.extensions?.fields).toEqual({
      mandateAccepted: 'Required',
      email: 'Required',
      transitNumber: 'Must be exactly 5 characters',
    });
    const us = await kit.call(
      BANK_CREATE,
      {
        input: {
          paymentType: 'stripe_b2b_us',
          fullName: 'Keystone Builders Inc',
          routingNumber: '110000001',
          accountNumber: '000123456789',
          mandateAccepted: true,
        },
        key: newKey(),
      },
      a.token,
    );
    expect(us.errors?.[0]?.extensions?.fields).toEqual({ routingNumber: 'Invalid' });
  });

  it('saves a Canadian account pending verification, with the mandate recorded', async () => {
    const saved = await kit.call<{ bankAccountCreate: Method }>(
      BANK_CREATE,
      { input: canadianBank(), key: newKey() },
      a.token,
      { 'x-forwarded-for': '198.51.100.7', 'user-agent': 'Mozilla/5.0 (Mandate)' },
    );
    expect(saved.errors).toBeUndefined();
    const method = saved.data!.bankAccountCreate;
    expect(method).toMatchObject({
      paymentType: 'stripe_b2b_ca',
      label: 'RBC Royal Bank •••• 6789',
      last4: '6789',
      verificationStatus: 'pending',
      holderName: 'Keystone Builders Ltd',
    });
    expect(method.mandateAcceptedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const [row] = await kit.db.select().from(paymentMethods).where(eq(paymentMethods.id, method.id));
    expect(row).toMatchObject({ mandateIpAddress: '198.51.100.7', mandateUserAgent: 'Mozilla/5.0 (Mandate)' });
    expect(JSON.stringify(row)).not.toContain('000123456789');
  });

  it('verifies with the two micro-deposits (32 and 45 cents), counting wrong attempts', async () => {
    const saved = await kit.call<{ bankAccountCreate: Method }>(
      BANK_CREATE,
      { input: canadianBank(), key: newKey() },
      a.token,
    );
    const id = saved.data!.bankAccountCreate.id;
    const wrong = await kit.call(BANK_VERIFY, { id, amounts: [10, 20] }, a.token);
    expect(codeOf(wrong)).toBe('MICRODEPOSITS_MISMATCH');
    expect(wrong.errors?.[0]?.extensions?.attemptsLeft).toBe(9);
    expect(wrong.errors?.[0]?.message).toContain('9 attempts left');
    const malformed = await kit.call(BANK_VERIFY, { id, amounts: [32] }, a.token);
    expect(codeOf(malformed)).toBe('BAD_USER_INPUT');
    const other = await kit.call(BANK_VERIFY, { id, amounts: [32, 45] }, b.token);
    expect(codeOf(other)).toBe('NOT_FOUND');
    const right = await kit.call<{ bankAccountVerify: Method }>(BANK_VERIFY, { id, amounts: [45, 32] }, a.token);
    expect(right.data!.bankAccountVerify.verificationStatus).toBe('verified');
    const again = await kit.call<{ bankAccountVerify: Method }>(BANK_VERIFY, { id, amounts: [45, 32] }, a.token);
    expect(again.data!.bankAccountVerify.verificationStatus).toBe('verified');
  });

  it('fails an account after the last wrong attempt', async () => {
    const saved = await kit.call<{ bankAccountCreate: Method }>(
      BANK_CREATE,
      { input: canadianBank(), key: newKey() },
      b.token,
    );
    const id = saved.data!.bankAccountCreate.id;
    let last: Awaited<ReturnType<typeof kit.call>> | undefined;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      last = await kit.call(BANK_VERIFY, { id, amounts: [1, 2] }, b.token);
    }
    expect(codeOf(last!)).toBe('MICRODEPOSITS_MISMATCH');
    expect(last!.errors?.[0]?.extensions?.attemptsLeft).toBe(0);
    const list = await kit.call<{ paymentMethods: Method[] }>(`{ paymentMethods { ${METHOD_FIELDS} } }`, {}, b.token);
    expect(list.data!.paymentMethods.find((method) => method.id === id)?.verificationStatus).toBe('failed');
    const afterwards = await kit.call(BANK_VERIFY, { id, amounts: [32, 45] }, b.token);
    expect(codeOf(afterwards)).toBe('PAYMENT_METHOD_ERROR');
  });

  it('takes an IBAN ready at once', async () => {
    const saved = await kit.call<{ bankAccountCreate: Method }>(
      BANK_CREATE,
      { input: canadianBank({ iban: 'DE89 3704 0044 0532 0130 00', transitNumber: null }), key: newKey() },
      a.token,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.bankAccountCreate).toMatchObject({ verificationStatus: 'verified', last4: '3000' });
  });

  it('answers an empty or wrong IBAN with BAD_USER_INPUT naming the iban field, never a transit number', async () => {
    const refusalOf = async (overrides: Record<string, unknown>) => {
      const answer = await kit.call(BANK_CREATE, { input: canadianBank(overrides), key: newKey() }, a.token);
      expect(answer.data).toBeNull();
      return {
        code: codeOf(answer),
        fields: answer.errors?.[0]?.extensions?.fields,
        message: answer.errors?.[0]?.message,
      };
    };
    const numbersLeftOut = { transitNumber: null, institutionNumber: null, accountNumber: null };
    expect(await refusalOf({ ...numbersLeftOut, iban: '' })).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { iban: 'Required' },
      message: 'iban: Required',
    });
    // The IBAN given is the account, whatever other numbers come with it.
    expect((await refusalOf({ iban: '   ' })).fields).toEqual({ iban: 'Required' });
    expect((await refusalOf({ ...numbersLeftOut, iban: 'DE89 3704 0044 0532 0130 01' })).fields).toEqual({
      iban: 'Invalid',
    });
    expect((await refusalOf({ ...numbersLeftOut, iban: 'DE41 3704 0044 0532 013' })).fields).toEqual({
      iban: 'Must be exactly 22 characters',
    });
    const us = await kit.call(
      BANK_CREATE,
      {
        input: { paymentType: 'stripe_b2b_us', fullName: 'Golden Framing Inc', iban: '', mandateAccepted: true },
        key: newKey(),
      },
      a.token,
    );
    expect(us.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { iban: 'Required' } });
    const [{ saved } = { saved: 0 }] = await kit.db
      .select({ saved: count() })
      .from(paymentMethods)
      .where(eq(paymentMethods.holderName, 'Golden Framing Inc'));
    expect(saved).toBe(0);
  });
});

describe("keeping to the company's own methods", () => {
  it('lists, removes and verifies only the caller’s methods; another company’s answer NOT_FOUND', async () => {
    const { methodId: id } = await kit.payWithNewCard(a);
    const listB = await kit.call<{ paymentMethods: Method[] }>(`{ paymentMethods { id } }`, {}, b.token);
    expect(listB.data!.paymentMethods.map((method) => method.id)).not.toContain(id);
    const deleteByB = await kit.call(`mutation($id: ID!) { paymentMethodDelete(id: $id) }`, { id }, b.token);
    expect(codeOf(deleteByB)).toBe('NOT_FOUND');
    const deleted = await kit.call(`mutation($id: ID!) { paymentMethodDelete(id: $id) }`, { id }, a.token);
    expect(deleted.data).toEqual({ paymentMethodDelete: true });
    const listA = await kit.call<{ paymentMethods: Method[] }>(`{ paymentMethods { id } }`, {}, a.token);
    expect(listA.data!.paymentMethods.map((method) => method.id)).not.toContain(id);
    const twice = await kit.call(`mutation($id: ID!) { paymentMethodDelete(id: $id) }`, { id }, a.token);
    expect(codeOf(twice)).toBe('NOT_FOUND');
  });

  it('lets no partner driver of the company manage its payment methods', async () => {
    const driver = await kit.memberOf(a, 'partner_driver');
    const list = await kit.call(`{ paymentMethods { id } }`, {}, driver.token);
    expect(codeOf(list)).toBe('FORBIDDEN');
    const create = await kit.call(CARD_CREATE, { input: card(TEST_CARDS.succeeds), key: newKey() }, driver.token);
    expect(codeOf(create)).toBe('FORBIDDEN');
  });
});

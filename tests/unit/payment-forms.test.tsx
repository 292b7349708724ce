// @vitest-environment jsdom
import { CombinedGraphQLErrors } from '@apollo/client';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { BankAccountForm } from '@/components/payments/BankAccountForm';
import { CardForm } from '@/components/payments/CardForm';
import { MicroDepositForm } from '@/components/payments/MicroDepositForm';
import { paymentProblemOf, type PaymentProblem } from '@/lib/order/payment-problems';
import { PaymentStateDialog } from '@/components/payments/PaymentStateDialog';
import type { BankAccountInput, CardPaymentMethodInput } from '@/graphql/generated/client/graphql';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-errors';

afterEach(cleanup);

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

describe('CardForm (the sandbox’s card fields)', () => {
  it('has the spec’s card fields and says Invalid for a bad cardholder name and zip', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(card: CardPaymentMethodInput) => Promise<null>>().mockResolvedValue(null);
    render(<CardForm submitLabel="Pay $10.00 CAD" onSubmit={onSubmit} />);
    for (const label of ['Card number', 'Expiry date', 'CVC', 'Cardholder name', 'Zip code', 'Street', 'City']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry date'), `12/${nextYear}`);
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.type(screen.getByLabelText('Cardholder name'), '12345');
    await user.type(screen.getByLabelText('Zip code'), '!');
    await user.click(screen.getByRole('button', { name: 'Pay $10.00 CAD' }));
    expect(await screen.findAllByText('Invalid')).toHaveLength(2);
    expect(screen.getByLabelText('Cardholder name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Zip code')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the card as typed, the billing address only when given, and shows the API’s field errors', async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn<(card: CardPaymentMethodInput) => Promise<{ message: string; fields: Record<string, string> }>>()
      .mockResolvedValue({ message: 'Payment method was not created.', fields: { number: 'Invalid' } });
    render(<CardForm submitLabel="Pay" onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Card number'), '4111 1111 1111 1111');
    await user.type(screen.getByLabelText('Expiry date'), `04/${nextYear}`);
    await user.type(screen.getByLabelText('CVC'), '737');
    await user.type(screen.getByLabelText('Cardholder name'), 'Dana Builder');
    await user.type(screen.getByLabelText('Zip code'), 'M5V 2T6');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onSubmit).toHaveBeenCalledWith({
      number: '4111 1111 1111 1111',
      expiry: `04/${nextYear}`,
      cvc: '737',
      cardholderName: 'Dana Builder',
      zip: 'M5V 2T6',
      billingAddress: null,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment method was not created.');
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('BankAccountForm', () => {
  it('asks a Canadian account’s transit, institution and account numbers, then the mandate before saving', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(account: BankAccountInput) => Promise<null>>().mockResolvedValue(null);
    render(
      <BankAccountForm
        paymentType="stripe_b2b_ca"
        defaultEmail="ap@site.example"
        payee="NorthPeak Ready Mix"
        submitLabel="Pay"
        onSubmit={onSubmit}
      />,
    );
    expect(screen.queryByLabelText('Routing number')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Full name'), 'Keystone Builders Ltd');
    await user.type(screen.getByLabelText('Transit number'), '12345');
    await user.type(screen.getByLabelText('Institution number'), '003');
    await user.type(screen.getByLabelText('Account number'), '0006789');
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    // The form validates asynchronously (its zod resolver): the mandate opens a moment after.
    const mandate = await screen.findByRole('dialog', { name: 'Bank-debit confirmation' });
    expect(mandate).toHaveTextContent('Keystone Builders Ltd');
    expect(mandate).toHaveTextContent('ending in 6789');
    expect(mandate).toHaveTextContent("30 days' notice");
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(within(mandate).getByRole('button', { name: 'Accept the mandate' }));
    expect(onSubmit).toHaveBeenCalledWith({
      paymentType: 'stripe_b2b_ca',
      fullName: 'Keystone Builders Ltd',
      email: 'ap@site.example',
      routingNumber: null,
      transitNumber: '12345',
      institutionNumber: '003',
      accountNumber: '0006789',
      iban: null,
      mandateAccepted: true,
    });
  });

  it('asks a US account’s routing number and checks it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(account: BankAccountInput) => Promise<null>>().mockResolvedValue(null);
    render(<BankAccountForm paymentType="stripe_b2b_us" payee="Bay City" submitLabel="Pay" onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Full name'), 'Golden Framing Inc');
    await user.type(screen.getByLabelText('Routing number'), '123456789');
    await user.type(screen.getByLabelText('Account number'), '000123456789');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Invalid')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Bank-debit confirmation' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Routing number'));
    await user.type(screen.getByLabelText('Routing number'), '110000000');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('dialog', { name: 'Bank-debit confirmation' })).toBeInTheDocument();
  });
});

describe('MicroDepositForm', () => {
  it('takes the two amounts in cents and shows why they did not match', async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn<(amounts: [number, number]) => Promise<{ message: string }>>()
      .mockResolvedValue({ message: 'These amounts do not match. 9 attempts left.' });
    render(<MicroDepositForm accountLabel="Royal Bank •••• 6789" onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    await user.type(screen.getByLabelText('First deposit (cents)'), '32');
    await user.type(screen.getByLabelText('Second deposit (cents)'), '45');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSubmit).toHaveBeenCalledWith([32, 45]);
    expect(await screen.findByRole('alert')).toHaveTextContent('9 attempts left');
  });
});

describe('payment states (spec sections 4 and 8)', () => {
  const show = (problem: PaymentProblem) => {
    const handlers = { onClose: vi.fn(), onRetry: vi.fn(), onVerify: vi.fn() };
    render(<PaymentStateDialog problem={problem} {...handlers} />);
    return handlers;
  };

  it('Payment Failed offers Retry Payment', async () => {
    const handlers = show({ kind: 'failed', reason: 'Your card was declined.' });
    const dialog = screen.getByRole('dialog', { name: 'Payment Failed' });
    expect(dialog).toHaveTextContent('Your card was declined.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry Payment' }));
    expect(handlers.onRetry).toHaveBeenCalledOnce();
  });

  const titled: [PaymentProblem, string][] = [
    [{ kind: 'methodNotCreated', reason: null, fields: {} }, 'Payment method was not created'],
    [{ kind: 'methodError', reason: 'This payment method was removed.' }, 'Payment method error!'],
    [{ kind: 'inProcess' }, 'Attention!'],
  ];
  it.each(titled)('%j is titled %s', (problem, title) => {
    show(problem);
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
  });

  it('Payment is already in process is titled Attention!', () => {
    show({ kind: 'inProcess' });
    expect(screen.getByRole('dialog', { name: 'Attention!' })).toHaveTextContent('Payment is already in process');
  });

  it('Verification is required offers Verify; requires confirmation offers Continue?', async () => {
    const first = show({ kind: 'verificationRequired' });
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Verification is required' })).getByRole('button', { name: 'Verify' }),
    );
    expect(first.onVerify).toHaveBeenCalledOnce();
    cleanup();
    const second = show({ kind: 'requiresConfirmation' });
    const dialog = screen.getByRole('dialog', {
      name: 'Requires confirmation: You need to verify your bank account',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue?' }));
    expect(second.onVerify).toHaveBeenCalledOnce();
  });

  it('reads the API’s payment errors by their codes', () => {
    const error = (code: string, extensions: Record<string, unknown> = {}) =>
      new CombinedGraphQLErrors({ errors: [{ message: 'm', extensions: { code, ...extensions } }] });
    expect(paymentProblemOf(error('PAYMENT_IN_PROCESS'))).toEqual({ kind: 'inProcess' });
    expect(paymentProblemOf(error('VERIFICATION_REQUIRED'))).toEqual({ kind: 'verificationRequired' });
    expect(paymentProblemOf(error('PAYMENT_METHOD_ERROR', { reason: 'removed' }))).toEqual({
      kind: 'methodError',
      reason: 'removed',
    });
    expect(
      paymentProblemOf(error('PAYMENT_METHOD_NOT_CREATED', { reason: 'bad', fields: { number: 'Invalid' } })),
    ).toEqual({ kind: 'methodNotCreated', reason: 'bad', fields: { number: 'Invalid' } });
    expect(paymentProblemOf(error('CREDIT_LIMIT_EXCEEDED'))).toEqual({
      kind: 'other',
      code: 'CREDIT_LIMIT_EXCEEDED',
      message: 'm',
    });
    expect(paymentProblemOf(new Error('offline'))).toEqual({ kind: 'other', message: NETWORK_ERROR_MESSAGE });
  });
});

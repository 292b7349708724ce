// @vitest-environment jsdom
import { CombinedGraphQLErrors } from '@apollo/client';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { BankAccountForm } from '@/components/payments/BankAccountForm';
import { BankDebitMandateModal } from '@/components/payments/BankDebitMandateModal';
import type { BankAccountInput } from '@/graphql/generated/client/graphql';
import { formRefusal, paymentProblemOf, type PaymentFormResult } from '@/lib/order/payment-problems';

/**
 * The bank-account form of the order flow's payment step and the payment link's page: with 'My
 * account has an IBAN' ticked the IBAN is the account, checked at its field; the mandate only
 * ever opens for a valid account and names its last four characters.
 */

afterEach(cleanup);

function renderForm(result: PaymentFormResult = null) {
  const user = userEvent.setup();
  const onSubmit = vi.fn<(account: BankAccountInput) => Promise<PaymentFormResult>>().mockResolvedValue(result);
  render(
    <BankAccountForm
      paymentType="stripe_b2b_ca"
      defaultEmail="ap@site.example"
      payee="NorthPeak Ready Mix"
      submitLabel="Pay"
      onSubmit={onSubmit}
    />,
  );
  return { user, onSubmit };
}

const mandateDialog = () => screen.queryByRole('dialog', { name: 'Bank-debit confirmation' });

describe('BankAccountForm with an IBAN', () => {
  it("an empty IBAN, ticked, says 'Required' at the IBAN and opens no mandate", async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Full name'), 'Keystone Builders Ltd');
    await user.click(screen.getByRole('checkbox', { name: 'My account has an IBAN' }));
    expect(screen.queryByLabelText('Transit number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    const iban = screen.getByLabelText('IBAN');
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(iban).toHaveAccessibleDescription('Required');
    expect(mandateDialog()).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/ending in\s+for/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('numbers typed first, then the IBAN ticked and left empty: still the IBAN is asked, no mandate with blank digits', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Full name'), 'Keystone Builders Ltd');
    await user.type(screen.getByLabelText('Transit number'), '12345');
    await user.type(screen.getByLabelText('Institution number'), '003');
    await user.type(screen.getByLabelText('Account number'), '0006789');
    await user.click(screen.getByRole('checkbox', { name: 'My account has an IBAN' }));
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByLabelText('IBAN')).toHaveAccessibleDescription('Required');
    expect(mandateDialog()).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    // Unticked again, the numbers typed are still there and are the account.
    await user.click(screen.getByRole('checkbox', { name: 'My account has an IBAN' }));
    expect(screen.getByLabelText('Transit number')).toHaveValue('12345');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('dialog', { name: 'Bank-debit confirmation' })).toHaveTextContent('ending in 6789');
  });

  it("says 'Invalid' for a wrong check digit and the country's length for a short IBAN, keeping what was typed", async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Full name'), 'Keystone Builders Ltd');
    await user.click(screen.getByRole('checkbox', { name: 'My account has an IBAN' }));
    const iban = screen.getByLabelText('IBAN');
    await user.type(iban, 'DE89 3704 0044 0532 0130 01');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Invalid')).toBeInTheDocument();
    expect(iban).toHaveAccessibleDescription('Invalid');
    expect(iban).toHaveValue('DE89 3704 0044 0532 0130 01');

    await user.clear(iban);
    await user.type(iban, 'DE89 3704 0044 0532 0130');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Must be exactly 22 characters')).toBeInTheDocument();
    expect(mandateDialog()).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a valid IBAN opens the mandate with its last four, and is sent alone, without spaces', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Full name'), 'Keystone Builders Ltd');
    await user.type(screen.getByLabelText('Transit number'), '12');
    await user.click(screen.getByRole('checkbox', { name: 'My account has an IBAN' }));
    await user.type(screen.getByLabelText('IBAN'), 'de89 3704 0044 0532 0130 00');
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    const mandate = await screen.findByRole('dialog', { name: 'Bank-debit confirmation' });
    expect(mandate).toHaveTextContent('debit the bank account ending in 3000 for this payment');
    await user.click(within(mandate).getByRole('button', { name: 'Accept the mandate' }));
    expect(onSubmit).toHaveBeenCalledWith({
      paymentType: 'stripe_b2b_ca',
      fullName: 'Keystone Builders Ltd',
      email: 'ap@site.example',
      routingNumber: null,
      transitNumber: null,
      institutionNumber: null,
      accountNumber: null,
      iban: 'DE89370400440532013000',
      mandateAccepted: true,
    });
  });

  it('puts the API’s message on the field it names, and keeps what was typed', async () => {
    const refusal = formRefusal(
      paymentProblemOf(
        new CombinedGraphQLErrors({
          errors: [
            {
              message: 'bankAccount.iban: Invalid',
              extensions: { code: 'BAD_USER_INPUT', fields: { 'bankAccount.iban': 'Invalid' } },
            },
          ],
        }),
      ),
    );
    const { user } = renderForm(refusal);
    await user.type(screen.getByLabelText('Full name'), 'Keystone Builders Ltd');
    await user.click(screen.getByRole('checkbox', { name: 'My account has an IBAN' }));
    await user.type(screen.getByLabelText('IBAN'), 'GB82 WEST 1234 5698 7654 32');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Bank-debit confirmation' })).getByRole('button', {
        name: 'Accept the mandate',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment method was not created.');
    expect(screen.getByLabelText('IBAN')).toHaveAccessibleDescription('Invalid');
    expect(screen.getByLabelText('IBAN')).toHaveValue('GB82 WEST 1234 5698 7654 32');
    expect(screen.getByLabelText('Full name')).toHaveValue('Keystone Builders Ltd');
    expect(document.body).not.toHaveTextContent('iban:');
  });
});

describe('the bank-debit mandate', () => {
  it('says nothing of an account it was not given', () => {
    render(
      <BankDebitMandateModal
        mandate={null}
        payee="NorthPeak"
        accepting={false}
        onAccept={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(document.body).not.toHaveTextContent('ending in');
  });
});

describe('the API’s refusal of bank details', () => {
  const refusalOf = (fields: Record<string, string>) =>
    formRefusal(
      paymentProblemOf(
        new CombinedGraphQLErrors({
          errors: [{ message: 'iban: Required', extensions: { code: 'BAD_USER_INPUT', fields } }],
        }),
      ),
    );

  it('goes to the form’s fields, bare or under bankAccount., never as a raw message', () => {
    expect(refusalOf({ iban: 'Required' })).toEqual({
      message: 'Payment method was not created.',
      fields: { iban: 'Required' },
    });
    expect(refusalOf({ 'bankAccount.transitNumber': 'Must be exactly 5 characters' })).toEqual({
      message: 'Payment method was not created.',
      fields: { transitNumber: 'Must be exactly 5 characters' },
    });
  });

  it('is not the form’s when it names something else (the order, the idempotency key)', () => {
    expect(refusalOf({ orderId: 'Invalid' })).toBeNull();
    expect(refusalOf({ idempotencyKey: 'Invalid' })).toBeNull();
  });
});

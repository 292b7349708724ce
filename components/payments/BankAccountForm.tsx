'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';

import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { Form } from '@/components/ui/Form';
import type { BankAccountInput as BankInput } from '@/graphql/generated/client/graphql';
import {
  bankAccountSchema,
  PAYMENT_LIMITS,
  type BankAccountFormValues,
  type BankAccountInput,
  type BankPaymentType,
} from '@/lib/validation/payments';

import { BankDebitMandateModal } from './BankDebitMandateModal';
import styles from './Payments.module.scss';
import type { PaymentFormResult } from '@/lib/order/payment-problems';

export interface BankAccountFormProps {
  /** stripe_b2b_ca: transit, institution and account numbers; stripe_b2b_us: routing and account numbers. */
  paymentType: BankPaymentType;
  /** The payer's email, prefilled (Canadian pre-authorised debits need one). */
  defaultEmail?: string;
  /** Who debits the account, as the mandate names them. */
  payee: string;
  /** "Pay $1,234.50 CAD". */
  submitLabel: string;
  /** Saves the account with the accepted mandate (and pays, for the caller). */
  onSubmit: (account: BankInput) => Promise<PaymentFormResult>;
  busy?: boolean;
}

/** The account numbers a payment type asks for, in the order a cheque prints them. */
const NUMBER_FIELDS: Record<BankPaymentType, { name: Path<BankAccountFormValues>; label: string; size: number }[]> = {
  stripe_b2b_ca: [
    { name: 'transitNumber', label: 'Transit number', size: 5 },
    { name: 'institutionNumber', label: 'Institution number', size: 3 },
    { name: 'accountNumber', label: 'Account number', size: 12 },
  ],
  stripe_b2b_us: [
    { name: 'routingNumber', label: 'Routing number', size: 9 },
    { name: 'accountNumber', label: 'Account number', size: 17 },
  ],
};

/**
 * The bank-account form of spec section 3 for a payment type: full name, email, and the account's
 * numbers (Canada: transit, institution and account; US: routing and account), or an IBAN where
 * that is what the account has. Submitting opens the bank-debit confirmation modal with the
 * mandate; only its acceptance saves the account.
 */
export function BankAccountForm({
  paymentType,
  defaultEmail = '',
  payee,
  submitLabel,
  onSubmit,
  busy = false,
}: BankAccountFormProps) {
  const id = useId();
  const [byIban, setByIban] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<BankAccountFormValues | null>(null);
  const [sending, setSending] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<BankAccountFormValues, unknown, BankAccountInput>({
    resolver: zodResolver(bankAccountSchema),
    mode: 'onTouched',
    defaultValues: {
      paymentType,
      fullName: '',
      email: defaultEmail,
      routingNumber: '',
      transitNumber: '',
      institutionNumber: '',
      accountNumber: '',
      iban: '',
      // The mandate is accepted in the confirmation modal; the form checks everything else.
      mandateAccepted: true,
    },
  });

  const fieldId = (name: string) => `${id}-${name}`;
  const errorOf = (name: Path<BankAccountFormValues>) => errors[name]?.message;

  // Valid: show the mandate before anything is saved.
  const review = handleSubmit(() => {
    setFailure(null);
    const values = getValues();
    setPending(
      byIban
        ? { ...values, routingNumber: '', transitNumber: '', institutionNumber: '', accountNumber: '' }
        : { ...values, iban: '' },
    );
  });

  const accept = async () => {
    if (!pending || sending) return;
    setSending(true);
    const result = await onSubmit({
      paymentType,
      fullName: pending.fullName,
      email: pending.email || null,
      routingNumber: pending.routingNumber || null,
      transitNumber: pending.transitNumber || null,
      institutionNumber: pending.institutionNumber || null,
      accountNumber: pending.accountNumber || null,
      iban: pending.iban || null,
      mandateAccepted: true,
    });
    setSending(false);
    setPending(null);
    if (!result) return;
    for (const [field, message] of Object.entries(result.fields ?? {})) {
      setError(field as Path<BankAccountFormValues>, { message }, { shouldFocus: true });
    }
    if (result.message) setFailure(result.message);
  };

  const input = (
    name: Path<BankAccountFormValues>,
    label: string,
    options: { autoComplete?: string; numeric?: boolean; maxLength?: number; optional?: boolean } = {},
  ) => (
    <FormField id={fieldId(name)} label={label} error={errorOf(name)} optional={options.optional}>
      <input
        id={fieldId(name)}
        className={formStyles.control}
        autoComplete={options.autoComplete ?? 'off'}
        inputMode={options.numeric ? 'numeric' : undefined}
        maxLength={options.maxLength}
        aria-invalid={errorOf(name) ? true : undefined}
        aria-describedby={describedBy(fieldId(name), errorOf(name))}
        {...register(name)}
      />
    </FormField>
  );

  const last4 = (pending?.iban || pending?.accountNumber || '').replace(/\s/g, '').slice(-4);
  return (
    <>
      <Form className={formStyles.form} noValidate aria-label="Bank account" onSubmit={(event) => void review(event)}>
        {input('fullName', 'Full name', { autoComplete: 'name', maxLength: PAYMENT_LIMITS.holderName })}
        {input('email', 'Email', {
          autoComplete: 'email',
          optional: paymentType !== 'stripe_b2b_ca',
        })}
        <label className={styles.checkboxRow}>
          <input type="checkbox" checked={byIban} onChange={(event) => setByIban(event.target.checked)} />
          <span>My account has an IBAN</span>
        </label>
        {byIban ? (
          input('iban', 'IBAN', { maxLength: 42 })
        ) : (
          <div className={styles.row}>
            {NUMBER_FIELDS[paymentType].map((field) =>
              input(field.name, field.label, { numeric: true, maxLength: field.size + 4 }),
            )}
          </div>
        )}
        {failure && (
          <p role="alert" className={formStyles.alert}>
            {failure}
          </p>
        )}
        <button type="submit" className={formStyles.submit} disabled={busy || sending}>
          {busy || sending ? 'Processing…' : submitLabel}
        </button>
      </Form>
      <BankDebitMandateModal
        open={Boolean(pending)}
        payee={payee}
        holderName={pending?.fullName ?? ''}
        last4={last4}
        accepting={sending}
        onAccept={() => void accept()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';

import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { Form } from '@/components/ui/Form';
import type { BankAccountInput as BankInput } from '@/graphql/generated/client/graphql';
import {
  BANK_ACCOUNT_LIMITS,
  bankAccountLast4,
  bankAccountSchema,
  type BankAccountFormValues,
  type BankAccountInput,
  type BankPaymentType,
} from '@/lib/validation/bank-account';
import { PAYMENT_MESSAGES } from '@/lib/validation/payments';

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
    { name: 'transitNumber', label: 'Transit number', size: BANK_ACCOUNT_LIMITS.transitNumber },
    { name: 'institutionNumber', label: 'Institution number', size: BANK_ACCOUNT_LIMITS.institutionNumber },
    { name: 'accountNumber', label: 'Account number', size: BANK_ACCOUNT_LIMITS.accountNumber.stripe_b2b_ca.max },
  ],
  stripe_b2b_us: [
    { name: 'routingNumber', label: 'Routing number', size: BANK_ACCOUNT_LIMITS.routingNumber },
    { name: 'accountNumber', label: 'Account number', size: BANK_ACCOUNT_LIMITS.accountNumber.stripe_b2b_us.max },
  ],
};

/** The account as the API takes it, from what the schema made of the form (digits only, the IBAN without spaces). */
function bankInputOf({ paymentType, fullName, email, account }: BankAccountInput): BankInput {
  return {
    paymentType,
    fullName,
    email: email ?? null,
    routingNumber: account.kind === 'stripe_b2b_us' ? account.routingNumber : null,
    transitNumber: account.kind === 'stripe_b2b_ca' ? account.transitNumber : null,
    institutionNumber: account.kind === 'stripe_b2b_ca' ? account.institutionNumber : null,
    accountNumber: account.kind === 'iban' ? null : account.accountNumber,
    iban: account.kind === 'iban' ? account.iban : null,
    mandateAccepted: true,
  };
}

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
  const [failure, setFailure] = useState<string | null>(null);
  // The account as the schema read it: the mandate names it, and only a valid one opens it.
  const [pending, setPending] = useState<BankAccountInput | null>(null);
  const [sending, setSending] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
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
      hasIban: false,
      iban: '',
      // The mandate is accepted in the confirmation modal; the form checks everything else.
      mandateAccepted: true,
    },
  });

  const fieldId = (name: string) => `${id}-${name}`;
  const errorOf = (name: Path<BankAccountFormValues>) => errors[name]?.message;
  const byIban = watch('hasIban') === true;
  // The fields on screen: the schema checks only these, and the API's messages land on them.
  const shown = new Set<string>([
    'fullName',
    'email',
    ...(byIban ? ['iban'] : NUMBER_FIELDS[paymentType].map((field) => field.name)),
  ]);

  const mandate = useMemo(
    () => (pending ? { holderName: pending.fullName, last4: bankAccountLast4(pending.account) } : null),
    [pending],
  );

  // Valid: show the mandate before anything is saved.
  const review = handleSubmit((account) => {
    setFailure(null);
    setPending(account);
  });

  const accept = async () => {
    if (!pending || sending) return;
    setSending(true);
    const result = await onSubmit(bankInputOf(pending));
    setSending(false);
    setPending(null);
    if (!result) return;
    // What was typed stays; each message goes to its field, one about no field to the alert.
    let unplaced = false;
    for (const [field, message] of Object.entries(result.fields ?? {})) {
      if (shown.has(field)) setError(field as Path<BankAccountFormValues>, { message }, { shouldFocus: true });
      else unplaced = true;
    }
    if (result.message || unplaced) setFailure(result.message ?? `${PAYMENT_MESSAGES.methodNotCreated}.`);
  };

  const input = (
    name: Path<BankAccountFormValues>,
    label: string,
    options: { autoComplete?: string; numeric?: boolean; maxLength?: number; optional?: boolean } = {},
  ) => (
    <FormField key={name} id={fieldId(name)} label={label} error={errorOf(name)} optional={options.optional}>
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

  return (
    <>
      <Form className={formStyles.form} noValidate aria-label="Bank account" onSubmit={(event) => void review(event)}>
        {input('fullName', 'Full name', { autoComplete: 'name', maxLength: BANK_ACCOUNT_LIMITS.holderName })}
        {input('email', 'Email', {
          autoComplete: 'email',
          optional: paymentType !== 'stripe_b2b_ca',
        })}
        <label className={styles.checkboxRow}>
          <input type="checkbox" {...register('hasIban')} />
          <span>My account has an IBAN</span>
        </label>
        {byIban ? (
          input('iban', 'IBAN', { maxLength: BANK_ACCOUNT_LIMITS.ibanTyped })
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
        mandate={mandate}
        payee={payee}
        accepting={sending}
        onAccept={() => void accept()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

'use client';

import { useId, useState, type FormEvent } from 'react';

import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { Form } from '@/components/ui/Form';
import { messages } from '@/lib/validation/messages';
import { microDepositAmountsSchema } from '@/lib/validation/payments';

import styles from './Payments.module.scss';
import type { PaymentFormResult } from '@/lib/order/payment-problems';

export interface MicroDepositFormProps {
  /** "Royal Bank •••• 6789": which account. */
  accountLabel: string;
  /** Confirms the two amounts (cents); answers why not (mismatch, attempts left). */
  onSubmit: (amountsCents: [number, number]) => Promise<PaymentFormResult>;
  /** A line under the explanation (the sandbox says which amounts it sent). */
  hint?: string;
}

const FIELDS = ['first', 'second'] as const;

/**
 * Micro-deposit verification: the two small amounts (in cents) the bank statement shows from the
 * deposits sent to the account, checked with the API's schema (two whole amounts of 1 to 99).
 */
export function MicroDepositForm({ accountLabel, onSubmit, hint }: MicroDepositFormProps) {
  const id = useId();
  const [amounts, setAmounts] = useState({ first: '', second: '' });
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const fieldErrors: typeof errors = {};
    for (const field of FIELDS) {
      if (amounts[field].trim() === '') fieldErrors[field] = messages.required;
      else if (!/^\d{1,2}$/.test(amounts[field].trim())) fieldErrors[field] = messages.invalid;
    }
    const parsed = microDepositAmountsSchema.safeParse(FIELDS.map((field) => Number(amounts[field])));
    if (Object.keys(fieldErrors).length === 0 && !parsed.success) {
      for (const issue of parsed.error.issues) {
        const at = issue.path[0];
        if (typeof at === 'number' && FIELDS[at]) fieldErrors[FIELDS[at]] = issue.message;
      }
    }
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0 || !parsed.success) return;
    setSending(true);
    const result = await onSubmit(parsed.data);
    setSending(false);
    if (result?.message) setFailure(result.message);
  };

  return (
    <Form
      className={formStyles.form}
      noValidate
      aria-label="Verify your bank account"
      onSubmit={(event) => void submit(event)}
    >
      <p className={styles.muted}>
        We sent two small deposits to {accountLabel}. Enter their amounts in cents as your bank statement shows them.
      </p>
      {hint && <p className={styles.muted}>{hint}</p>}
      <div className={styles.row}>
        {FIELDS.map((field, index) => {
          const fieldId = `${id}-${field}`;
          const label = `${index === 0 ? 'First' : 'Second'} deposit (cents)`;
          return (
            <FormField key={field} id={fieldId} label={label} error={errors[field]}>
              <input
                id={fieldId}
                className={formStyles.control}
                inputMode="numeric"
                autoComplete="off"
                maxLength={2}
                value={amounts[field]}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={describedBy(fieldId, errors[field])}
                onChange={(event) => {
                  // Read now: React resets a controlled input before a later updater would run.
                  const { value } = event.target;
                  setAmounts((current) => ({ ...current, [field]: value }));
                }}
              />
            </FormField>
          );
        })}
      </div>
      {failure && (
        <p role="alert" className={formStyles.alert}>
          {failure}
        </p>
      )}
      <button type="submit" className={formStyles.submit} disabled={sending}>
        {sending ? 'Verifying…' : 'Verify'}
      </button>
    </Form>
  );
}

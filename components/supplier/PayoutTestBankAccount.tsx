'use client';

import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import formStyles from '@/components/forms/Form.module.scss';
import { describedBy, FormField } from '@/components/forms/FormField';
import { FormFooter } from '@/components/forms/FormFooter';
import { shownFieldError } from '@/components/forms/fieldErrors';
import { fieldOfNames, useSubmission } from '@/components/forms/useSubmission';
import { Form } from '@/components/ui/Form';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import { SupplierPayoutsDocument, SupplierPayoutTestBankAccountSetDocument } from '@/graphql/generated/client/graphql';
import { outcomeOf } from '@/lib/apollo/errors';
import { payoutTestBankAccountSchema } from '@/lib/validation';

type Values = z.input<typeof payoutTestBankAccountSchema>;
type Valid = z.output<typeof payoutTestBankAccountSchema>;

const HINT =
  'Test numbers: 000123456789 is paid; 000111111116, 000111111113, 000222222227 and 000333333335 fail at the bank.';

/**
 * The sandbox's bank details for the owner: the test account simulated payouts go to. A failing
 * number fails the next payout at the bank; a paying one, then Send again, pays it.
 */
export function PayoutTestBankAccount({ accountNumber }: { accountNumber: string | null }) {
  const id = useId();
  const [saved, setSaved] = useState(false);
  const [save] = useMutation(SupplierPayoutTestBankAccountSetDocument, {
    refetchQueries: [SupplierPayoutsDocument],
    awaitRefetchQueries: true,
  });
  const form = useForm<Values, unknown, Valid>({
    resolver: zodResolver(payoutTestBankAccountSchema),
    mode: 'onTouched',
    defaultValues: { accountNumber: accountNumber ?? '' },
  });
  const {
    register,
    formState: { errors, touchedFields, isSubmitted },
  } = form;
  const error = shownFieldError(errors.accountNumber, touchedFields.accountNumber, isSubmitted);
  const submission = useSubmission(form, {
    send: (input) => {
      setSaved(false);
      return outcomeOf(save({ variables: input }), (data) => data.supplierPayoutTestBankAccountSet);
    },
    fieldOf: fieldOfNames(['accountNumber'] as const),
    onSuccess: () => setSaved(true),
  });
  const fieldId = `${id}-account`;
  return (
    <section className={ordersStyles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Bank account for payouts (test)</h2>
      <p className={ordersStyles.muted}>
        {accountNumber
          ? `Simulated payouts go to the test account ending in ${accountNumber.slice(-4)}.`
          : 'Simulated payouts are paid until you choose a test account.'}
      </p>
      <Form className={formStyles.form} noValidate aria-label="Bank account for payouts" onSubmit={submission.onSubmit}>
        <FormField id={fieldId} label="Account number" error={error} hint={HINT}>
          <input
            id={fieldId}
            className={formStyles.control}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(fieldId, error, HINT)}
            {...register('accountNumber')}
          />
        </FormField>
        <FormFooter submission={submission} label="Save bank account" pendingLabel="Saving…" />
      </Form>
      <p role="status">{saved ? 'Bank account saved. Send a failed payout again to use it.' : ''}</p>
    </section>
  );
}

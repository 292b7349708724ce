'use client';

import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { describedBy, FormField } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { FormFooter } from '@/components/forms/FormFooter';
import { shownFieldError } from '@/components/forms/fieldErrors';
import { fieldOfNames, useSubmission } from '@/components/forms/useSubmission';
import { centsOfDollars, DisputeSummary } from '@/components/placed-orders/OrderDisputes';
import pourDay from '@/components/placed-orders/PourDay.module.scss';
import { Form } from '@/components/ui/Form';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import {
  SupplierOrderDisputeAnswerDocument,
  type OrderDisputeFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { outcomeOf } from '@/lib/apollo/errors';
import { formatMoney } from '@/lib/money';
import { DISPUTE_LIMITS, disputeAnswerSchema, mayMove, type DisputeAnswerValues } from '@/lib/validation/disputes';

type Dispute = OrderDisputeFieldsFragment;

/**
 * The contractor's disputes on the supplier's order page: each with its photos, and for the
 * members who read the supplier's money, Accept (the credit is refunded, or taken off the terms,
 * with a credit note) or Contest with a reason.
 */
export function SupplierDisputes({
  disputes,
  timeZone,
  mayAnswer,
  onAnswered,
}: {
  disputes: readonly Dispute[];
  timeZone: string;
  mayAnswer: boolean;
  onAnswered: () => Promise<unknown>;
}) {
  return (
    <ul className={pourDay.requests} aria-label="Disputes">
      {disputes.map((dispute) => (
        <li key={dispute.id} className={pourDay.request}>
          <DisputeSummary dispute={dispute} timeZone={timeZone} />
          {mayAnswer && mayMove(dispute.status, 'accept') && <AcceptForm dispute={dispute} onAnswered={onAnswered} />}
          {mayAnswer && mayMove(dispute.status, 'contest') && <ContestForm dispute={dispute} onAnswered={onAnswered} />}
        </li>
      ))}
    </ul>
  );
}

function useAnswer() {
  const [answer] = useMutation(SupplierOrderDisputeAnswerDocument);
  return (input: DisputeAnswerValues) =>
    outcomeOf(answer({ variables: { input } }), (data) => data.supplierOrderDisputeAnswer);
}

function AcceptForm({ dispute, onAnswered }: { dispute: Dispute; onAnswered: () => Promise<unknown> }) {
  const id = useId();
  const send = useAnswer();
  const form = useForm<DisputeAnswerValues, unknown, DisputeAnswerValues>({
    resolver: zodResolver(disputeAnswerSchema),
    mode: 'onTouched',
    defaultValues: {
      disputeId: dispute.id,
      accept: true,
      creditedCents: Math.min(dispute.claimedCents, dispute.maxCreditCents),
    },
  });
  const {
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  // Typed in dollars; the form holds (and sends) cents.
  const [dollars, setDollars] = useState((Math.min(dispute.claimedCents, dispute.maxCreditCents) / 100).toFixed(2));
  const error = shownFieldError('creditedCents' in errors ? errors.creditedCents : undefined, true, isSubmitted);
  const submission = useSubmission(form, {
    send,
    fieldOf: fieldOfNames(['creditedCents', 'note'] as const),
    onSuccess: onAnswered,
  });
  const amountId = `${id}-credit`;
  const hint = `At most ${formatMoney(dispute.maxCreditCents, dispute.currency)}: what was paid for it, less credits.`;
  return (
    <Form noValidate aria-label={`Accept the dispute of ${dispute.subject}`} onSubmit={submission.onSubmit}>
      <FormField id={amountId} label={`Credit (${dispute.currency})`} hint={hint} error={error}>
        <input
          id={amountId}
          className={formStyles.control}
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(amountId, error, hint)}
          value={dollars}
          onChange={(event) => {
            setDollars(event.target.value);
            setValue('creditedCents', centsOfDollars(event.target.value), { shouldValidate: isSubmitted });
          }}
        />
      </FormField>
      <FormFooter
        submission={submission}
        label="Accept and credit"
        pendingLabel="Crediting…"
        buttonClassName={ordersStyles.primary}
        alertClassName={ordersStyles.alert}
        alertFirst
        row="p"
      />
    </Form>
  );
}

function ContestForm({ dispute, onAnswered }: { dispute: Dispute; onAnswered: () => Promise<unknown> }) {
  const id = useId();
  const send = useAnswer();
  const form = useForm<DisputeAnswerValues, unknown, DisputeAnswerValues>({
    resolver: zodResolver(disputeAnswerSchema),
    mode: 'onTouched',
    defaultValues: { disputeId: dispute.id, accept: false, note: '' },
  });
  const {
    register,
    formState: { errors, touchedFields, isSubmitted },
  } = form;
  const error = shownFieldError(errors.note, touchedFields.note, isSubmitted);
  const submission = useSubmission(form, { send, fieldOf: fieldOfNames(['note'] as const), onSuccess: onAnswered });
  const noteId = `${id}-why`;
  return (
    <Form noValidate aria-label={`Contest the dispute of ${dispute.subject}`} onSubmit={submission.onSubmit}>
      <FormField id={noteId} label="Why you contest it" error={error}>
        <textarea
          id={noteId}
          className={formStyles.control}
          maxLength={DISPUTE_LIMITS.answer}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(noteId, error)}
          {...register('note')}
        />
      </FormField>
      <FormFooter
        submission={submission}
        label="Contest"
        pendingLabel="Sending…"
        buttonClassName={ordersStyles.secondary}
        alertClassName={ordersStyles.alert}
        alertFirst
        row="p"
      />
    </Form>
  );
}

'use client';

import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { shownFieldError } from '@/components/forms/fieldErrors';
import { TextAreaForm } from '@/components/forms/TextAreaForm';
import { fieldOfNames, useSubmission } from '@/components/forms/useSubmission';
import { GivenRating } from '@/components/placed-orders/OrderRating';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import { SupplierOrderRatingReplyDocument } from '@/graphql/generated/client/graphql';
import { outcomeOf } from '@/lib/apollo/errors';
import { orderRatingReplySchema, RATING_LIMITS } from '@/lib/validation/ratings';

import { answerOrderRefusal, type OrderActionContext, type SupplierOrder } from './orderActions';
import styles from './Supplier.module.scss';

type Values = z.input<typeof orderRatingReplySchema>;
type Valid = z.output<typeof orderRatingReplySchema>;

/**
 * The contractor's rating on the supplier's order page, and the supplier's one public answer
 * (the owner and managers answer; a driver reads).
 */
export function RatingReply({
  order,
  supplierName,
  timeZone,
  mayAnswer,
  actions,
}: {
  order: SupplierOrder;
  supplierName: string;
  timeZone: string;
  mayAnswer: boolean;
  actions: OrderActionContext;
}) {
  if (!order.rating) return <p className={ordersStyles.muted}>The contractor has not rated this order yet.</p>;
  return (
    <>
      <GivenRating rating={order.rating} supplierName={supplierName} timeZone={timeZone} />
      {mayAnswer && !order.rating.reply && <ReplyForm orderId={order.id} actions={actions} />}
    </>
  );
}

function ReplyForm({ orderId, actions }: { orderId: string; actions: OrderActionContext }) {
  const id = useId();
  const fieldId = `${id}-reply`;
  const [reply] = useMutation(SupplierOrderRatingReplyDocument);
  const form = useForm<Values, unknown, Valid>({
    resolver: zodResolver(orderRatingReplySchema),
    mode: 'onTouched',
    defaultValues: { orderId, reply: '' },
  });
  const {
    register,
    formState: { errors, touchedFields, isSubmitted },
  } = form;
  const error = shownFieldError(errors.reply, touchedFields.reply, isSubmitted);

  const submission = useSubmission(form, {
    send: (input) => outcomeOf(reply({ variables: { input } }), (data) => data.supplierOrderRatingReply),
    fieldOf: fieldOfNames(['reply'] as const),
    onSuccess: actions.onUpdated,
    onFailure: answerOrderRefusal(actions),
  });

  return (
    <TextAreaForm
      name="Answer the rating"
      className={styles.form}
      onSubmit={submission.onSubmit}
      fieldId={fieldId}
      label="Your answer: the contractor reads it"
      error={error}
      maxLength={RATING_LIMITS.reply}
      registration={register('reply')}
      submission={submission}
      submitLabel="Send answer"
      submittingLabel="Sending…"
      buttonClassName={ordersStyles.secondary}
      alertClassName={ordersStyles.alert}
    />
  );
}

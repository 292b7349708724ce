'use client';

import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { placeFieldErrors, shownFieldError } from '@/components/forms/fieldErrors';
import { TextAreaForm } from '@/components/forms/TextAreaForm';
import { GivenRating } from '@/components/placed-orders/OrderRating';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import { SupplierOrderRatingReplyDocument } from '@/graphql/generated/client/graphql';
import { orderRatingReplySchema, RATING_LIMITS } from '@/lib/validation/ratings';

import { settleOrderAction, type OrderActionContext, type SupplierOrder } from './orderActions';
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
  const [failure, setFailure] = useState<string | null>(null);
  const [reply] = useMutation(SupplierOrderRatingReplyDocument);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, touchedFields, isSubmitted, isSubmitting },
  } = useForm<Values, unknown, Valid>({
    resolver: zodResolver(orderRatingReplySchema),
    mode: 'onTouched',
    defaultValues: { orderId, reply: '' },
  });
  const error = shownFieldError(errors.reply, touchedFields.reply, isSubmitted);

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    const outcome = await settleOrderAction(
      () => reply({ variables: { input } }),
      (data) => data.supplierOrderRatingReply,
      actions,
    );
    if (outcome.ok) return;
    if (!placeFieldErrors(outcome.fields, (name) => (name === 'reply' ? 'reply' : undefined), setError)) {
      if (outcome.message) setFailure(outcome.message);
    }
  });

  return (
    <TextAreaForm
      name="Answer the rating"
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      fieldId={fieldId}
      label="Your answer: the contractor reads it"
      error={error}
      maxLength={RATING_LIMITS.reply}
      registration={register('reply')}
      failure={failure}
      submitting={isSubmitting}
      submitLabel="Send answer"
      submittingLabel="Sending…"
      buttonClassName={ordersStyles.secondary}
      alertClassName={ordersStyles.alert}
    />
  );
}

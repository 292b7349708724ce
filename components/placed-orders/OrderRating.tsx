'use client';

import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';

import formStyles from '@/components/forms/Form.module.scss';
import { shownFieldError } from '@/components/forms/fieldErrors';
import { fieldOfNames, useSubmission } from '@/components/forms/useSubmission';
import { TextAreaForm } from '@/components/forms/TextAreaForm';
import { OrderRateDocument, type OrderRatingFieldsFragment } from '@/graphql/generated/client/graphql';
import { outcomeOf } from '@/lib/apollo/errors';
import { formatDateTime } from '@/lib/time';
import { RATEABLE_STATUSES } from '@/lib/order/lifecycle';
import { orderRatingSchema, RATING_LIMITS } from '@/lib/validation/ratings';
import type { OrderStatus } from '@/graphql/generated/client/graphql';

import styles from '@/components/ui/Workspace.module.scss';

const STAR_CHOICES = [1, 2, 3, 4, 5] as const;

/** "4 out of 5 stars": the words both a screen reader and a sighted reader get, with the stars drawn. */
export function RatingStars({ stars }: { stars: number }) {
  return (
    <p className={styles.ratingStars}>
      <span aria-hidden="true">
        {'★'.repeat(stars)}
        <span className={styles.ratingStarsEmpty}>{'★'.repeat(5 - stars)}</span>
      </span>{' '}
      {stars} out of 5 stars
    </p>
  );
}

/** A given rating, with the supplier's answer when there is one. */
export function GivenRating({
  rating,
  supplierName,
  timeZone,
}: {
  rating: OrderRatingFieldsFragment;
  supplierName: string;
  timeZone: string;
}) {
  return (
    <div className={styles.stack}>
      <RatingStars stars={rating.stars} />
      {rating.comment && <p className={styles.preLine}>{rating.comment}</p>}
      <p className={styles.muted}>Rated {formatDateTime(rating.createdAt, timeZone)}</p>
      {rating.reply && (
        <blockquote className={styles.ratingReply}>
          <p className={styles.preLine}>{rating.reply}</p>
          <footer className={styles.muted}>
            {supplierName}
            {rating.repliedAt ? `, ${formatDateTime(rating.repliedAt, timeZone)}` : ''}
          </footer>
        </blockquote>
      )}
    </div>
  );
}

type Values = z.input<typeof orderRatingSchema>;
type Valid = z.output<typeof orderRatingSchema>;

/**
 * The order page's rating: once delivered, the contractor rates it from 1 to 5 stars with an
 * optional comment, once; then the rating and the supplier's answer show here.
 */
export function OrderRating({
  order,
  timeZone,
}: {
  order: { id: string; status: OrderStatus; supplierName: string; rating?: OrderRatingFieldsFragment | null };
  /** The delivery site's zone, in which its times are shown. */
  timeZone: string;
}) {
  if (order.rating) return <GivenRating rating={order.rating} supplierName={order.supplierName} timeZone={timeZone} />;
  if (!RATEABLE_STATUSES.includes(order.status)) return null;
  return <RateOrderForm orderId={order.id} supplierName={order.supplierName} />;
}

function RateOrderForm({ orderId, supplierName }: { orderId: string; supplierName: string }) {
  const id = useId();
  const commentId = `${id}-comment`;
  const starsErrorId = `${id}-stars-error`;
  const legendId = `${id}-stars-legend`;
  const [rate] = useMutation(OrderRateDocument);
  const form = useForm<Values, unknown, Valid>({
    resolver: zodResolver(orderRatingSchema),
    mode: 'onTouched',
    defaultValues: { orderId, comment: '' },
  });
  const {
    control,
    register,
    formState: { errors, touchedFields, isSubmitted },
  } = form;
  const starsError = isSubmitted ? errors.stars?.message : undefined;
  const commentError = shownFieldError(errors.comment, touchedFields.comment, isSubmitted);

  // The answer (the order with its rating) updates the page through Apollo's cache.
  const submission = useSubmission(form, {
    send: (input) => outcomeOf(rate({ variables: { input } }), (data) => data.orderRate),
    fieldOf: fieldOfNames(['stars', 'comment'] as const),
  });

  return (
    <TextAreaForm
      name="Rate this delivery"
      className={`${formStyles.form} ${styles.stack}`}
      onSubmit={submission.onSubmit}
      fieldId={commentId}
      label="Comment"
      optional
      error={commentError}
      maxLength={RATING_LIMITS.comment}
      registration={register('comment')}
      submission={submission}
      submitLabel="Send rating"
      submittingLabel="Sending…"
      buttonClassName={styles.primary}
      alertClassName={styles.alert}
    >
      <p>How did {supplierName} do? Your rating shows on their listing, and they may answer it.</p>
      <fieldset
        className={styles.ratingChoices}
        role="radiogroup"
        aria-labelledby={legendId}
        aria-invalid={starsError ? true : undefined}
        aria-describedby={starsError ? starsErrorId : undefined}
      >
        <legend id={legendId}>Your rating</legend>
        {/* A controlled group: the stars are numbers, and radio inputs only hold strings. */}
        <Controller
          control={control}
          name="stars"
          render={({ field }) => (
            <>
              {STAR_CHOICES.map((stars) => (
                <label key={stars} className={styles.ratingChoice}>
                  <input
                    type="radio"
                    name={field.name}
                    value={stars}
                    checked={field.value === stars}
                    onChange={() => field.onChange(stars)}
                    onBlur={field.onBlur}
                  />
                  <span aria-hidden="true">★</span>
                  <span className="visually-hidden">{stars === 1 ? '1 star' : `${stars} stars`}</span>
                </label>
              ))}
            </>
          )}
        />
      </fieldset>
      {starsError && (
        <p id={starsErrorId} className={formStyles.error}>
          {starsError}
        </p>
      )}
    </TextAreaForm>
  );
}

'use client';

import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { placeFieldErrors, shownFieldError } from '@/components/forms/fieldErrors';
import { TextAreaForm } from '@/components/forms/TextAreaForm';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import { SupplierOrderNoteAddDocument } from '@/graphql/generated/client/graphql';
import { formatDateTime } from '@/lib/time';
import { SUPPLIER_ORDER_LIMITS, supplierOrderNoteSchema } from '@/lib/validation/supplier-orders';

import { settleOrderAction, type OrderActionContext, type SupplierOrder } from './orderActions';
import styles from './Supplier.module.scss';

export const NOTE_LABEL = 'Internal note: the contractor never sees it';

type Values = z.input<typeof supplierOrderNoteSchema>;
type Valid = z.output<typeof supplierOrderNoteSchema>;

/** The team's internal notes on the order, oldest first, and a form to add one. */
export function OrderNotes({
  order,
  timeZone,
  actions,
}: {
  order: SupplierOrder;
  timeZone: string;
  actions: OrderActionContext;
}) {
  const id = useId();
  const fieldId = `${id}-note`;
  const [failure, setFailure] = useState<string | null>(null);
  const [addNote] = useMutation(SupplierOrderNoteAddDocument);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, touchedFields, isSubmitted, isSubmitting },
  } = useForm<Values, unknown, Valid>({
    resolver: zodResolver(supplierOrderNoteSchema),
    mode: 'onTouched',
    defaultValues: { orderId: order.id, body: '' },
  });
  const error = shownFieldError(errors.body, touchedFields.body, isSubmitted);

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    const outcome = await settleOrderAction(
      () => addNote({ variables: { input } }),
      (data) => data.supplierOrderNoteAdd,
      actions,
    );
    if (outcome.ok) {
      reset({ orderId: order.id, body: '' });
      return;
    }
    if (!placeFieldErrors(outcome.fields, (name) => (name === 'body' ? 'body' : undefined), setError)) {
      if (outcome.message) setFailure(outcome.message);
    }
  });

  return (
    <>
      {order.notes.length === 0 ? (
        <p className={ordersStyles.muted}>No notes yet.</p>
      ) : (
        <ul className={styles.timeline} aria-label="Notes">
          {order.notes.map((note) => (
            <li key={note.id}>
              <span className={styles.when}>
                {note.authorName}, {formatDateTime(note.at, timeZone)}
              </span>
              <p>{note.body}</p>
            </li>
          ))}
        </ul>
      )}
      <TextAreaForm
        name="Add a note"
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
        fieldId={fieldId}
        label={NOTE_LABEL}
        error={error}
        maxLength={SUPPLIER_ORDER_LIMITS.note}
        registration={register('body')}
        failure={failure}
        submitting={isSubmitting}
        submitLabel="Add note"
        submittingLabel="Adding…"
        buttonClassName={ordersStyles.secondary}
        alertClassName={ordersStyles.alert}
      />
    </>
  );
}

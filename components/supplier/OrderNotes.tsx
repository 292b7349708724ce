'use client';

import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { shownFieldError } from '@/components/forms/fieldErrors';
import { TextAreaForm } from '@/components/forms/TextAreaForm';
import { fieldOfNames, useSubmission } from '@/components/forms/useSubmission';
import { outcomeOf } from '@/lib/apollo/errors';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import { SupplierOrderNoteAddDocument } from '@/graphql/generated/client/graphql';
import { formatDateTime } from '@/lib/time';
import { SUPPLIER_ORDER_LIMITS, supplierOrderNoteSchema } from '@/lib/validation/supplier-orders';

import { answerOrderRefusal, type OrderActionContext, type SupplierOrder } from './orderActions';
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
  const [addNote] = useMutation(SupplierOrderNoteAddDocument);
  const form = useForm<Values, unknown, Valid>({
    resolver: zodResolver(supplierOrderNoteSchema),
    mode: 'onTouched',
    defaultValues: { orderId: order.id, body: '' },
  });
  const {
    register,
    reset,
    formState: { errors, touchedFields, isSubmitted },
  } = form;
  const error = shownFieldError(errors.body, touchedFields.body, isSubmitted);

  const submission = useSubmission(form, {
    send: (input) => outcomeOf(addNote({ variables: { input } }), (data) => data.supplierOrderNoteAdd),
    fieldOf: fieldOfNames(['body'] as const),
    onSuccess: (changed) => {
      actions.onUpdated(changed);
      reset({ orderId: order.id, body: '' });
    },
    onFailure: answerOrderRefusal(actions),
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
        onSubmit={submission.onSubmit}
        fieldId={fieldId}
        label={NOTE_LABEL}
        error={error}
        maxLength={SUPPLIER_ORDER_LIMITS.note}
        registration={register('body')}
        submission={submission}
        submitLabel="Add note"
        submittingLabel="Adding…"
        buttonClassName={ordersStyles.secondary}
        alertClassName={ordersStyles.alert}
      />
    </>
  );
}

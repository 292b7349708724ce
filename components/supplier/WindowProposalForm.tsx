'use client';

import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';

import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { FormAlert } from '@/components/forms/FormFooter';
import { shownFieldError } from '@/components/forms/fieldErrors';
import { fieldOfNames, useSubmission } from '@/components/forms/useSubmission';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import { Form } from '@/components/ui/Form';
import {
  SupplierOrderProposeWindowDocument,
  type SupplierWorkspaceFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { outcomeOf } from '@/lib/apollo/errors';
import { SUPPLIER_ORDER_LIMITS, supplierOrderWindowProposalSchema } from '@/lib/validation/supplier-orders';

import { answerOrderRefusal, type OrderActionContext, type SupplierOrder } from './orderActions';
import styles from './Supplier.module.scss';

type Values = z.input<typeof supplierOrderWindowProposalSchema>;
type Valid = z.output<typeof supplierOrderWindowProposalSchema>;
type FieldName = 'deliveryDate' | 'windowStartHour' | 'reason';
const FIELDS: readonly FieldName[] = ['deliveryDate', 'windowStartHour', 'reason'];

export interface WindowProposalFormProps {
  order: SupplierOrder;
  windows: SupplierWorkspaceFieldsFragment['windows'];
  actions: OrderActionContext;
}

/**
 * Proposes another delivery window (the supplier's local date and one of its windows) with an
 * optional note; the contractor accepts it or cancels. Behind a button: most orders need none.
 */
export function WindowProposalForm({ order, windows, actions }: WindowProposalFormProps) {
  const id = useId();
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const [open, setOpen] = useState(false);
  const [propose] = useMutation(SupplierOrderProposeWindowDocument);
  const form = useForm<Values, unknown, Valid>({
    resolver: zodResolver(supplierOrderWindowProposalSchema),
    mode: 'onTouched',
    defaultValues: {
      orderId: order.id,
      deliveryDate: order.deliveryDate,
      windowStartHour: order.windowStartHour,
      reason: '',
    },
  });
  const {
    register,
    reset,
    formState: { errors, touchedFields, isSubmitted },
  } = form;
  const errorOf = (name: FieldName) => shownFieldError(errors[name], touchedFields[name], isSubmitted);
  const controlProps = (name: FieldName) => ({
    id: fieldId(name),
    className: formStyles.control,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': describedBy(fieldId(name), errorOf(name)),
  });

  const submission = useSubmission(form, {
    send: (input) => outcomeOf(propose({ variables: { input } }), (data) => data.supplierOrderProposeWindow),
    fieldOf: fieldOfNames(FIELDS),
    onSuccess: (changed, input) => {
      actions.onUpdated(changed);
      toast.success('Window proposed: the contractor is asked to accept it.', { toastId: `proposed-${order.id}` });
      reset({ ...input, reason: '' });
      setOpen(false);
    },
    onFailure: answerOrderRefusal(actions),
  });

  if (!open) {
    return (
      <p>
        <button type="button" className={ordersStyles.secondary} aria-expanded={false} onClick={() => setOpen(true)}>
          Propose another window
        </button>
      </p>
    );
  }
  return (
    <Form className={styles.form} noValidate aria-label="Propose another window" onSubmit={submission.onSubmit}>
      <h3>Propose another window</h3>
      <div className={styles.fieldRow}>
        <FormField id={fieldId('deliveryDate')} label="Date" error={errorOf('deliveryDate')}>
          <input type="date" required {...controlProps('deliveryDate')} {...register('deliveryDate')} />
        </FormField>
        <FormField id={fieldId('windowStartHour')} label="Window" error={errorOf('windowStartHour')}>
          <select
            required
            {...controlProps('windowStartHour')}
            {...register('windowStartHour', { valueAsNumber: true })}
          >
            {windows.map((window) => (
              <option key={window.startHour} value={window.startHour}>
                {window.label}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField id={fieldId('reason')} label="Note to the contractor" optional error={errorOf('reason')}>
        <textarea
          rows={3}
          maxLength={SUPPLIER_ORDER_LIMITS.reason}
          {...controlProps('reason')}
          {...register('reason')}
        />
      </FormField>
      <FormAlert failure={submission.failure} className={ordersStyles.alert} />
      <div className={ordersStyles.actions}>
        <button type="submit" className={ordersStyles.primary} disabled={submission.pending}>
          {submission.pending ? 'Proposing…' : 'Propose window'}
        </button>
        <button type="button" className={ordersStyles.secondary} onClick={() => setOpen(false)}>
          Never mind
        </button>
      </div>
    </Form>
  );
}

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
import { Modal } from '@/components/ui/Modal';
import { SupplierOrderTransitionDocument, type OrderStatus } from '@/graphql/generated/client/graphql';
import { ORDER_STATUS_LABELS, REASON_REQUIRED, TRANSITION_ACTION_LABELS } from '@/lib/order/lifecycle';
import { loadsArePlanned } from '@/lib/order/loads';
import { SUPPLIER_ORDER_LIMITS, supplierOrderTransitionSchema } from '@/lib/validation/supplier-orders';

import { settleOrderAction, type ActionOutcome, type OrderActionContext, type SupplierOrder } from './orderActions';

/** Words of the reason dialog, for the two steps that need one. */
const REASON_DIALOG: Partial<Record<OrderStatus, { title: string; confirm: string; effect: string }>> = {
  declined: {
    title: 'Decline order',
    confirm: 'Decline the order',
    effect: 'The trucks booked for its window, every payment hold and any referral credit are released.',
  },
  canceled: {
    title: 'Cancel order',
    confirm: 'Cancel the order',
    effect: 'The trucks booked for its window, every payment hold and any referral credit are released.',
  },
};

export interface OrderTransitionsProps {
  order: SupplierOrder;
  actions: OrderActionContext;
  onMoved: () => void;
}

/**
 * One button per step the caller may take now (the API's `allowedTransitions`), in the
 * lifecycle's words; "Plan the loads" in place of scheduling an order whose loads are not planned. Declining and canceling ask for the reason the contractor reads first.
 */
export function OrderTransitions({ order, actions, onMoved }: OrderTransitionsProps) {
  const [transition, { loading }] = useMutation(SupplierOrderTransitionDocument);
  // The step being asked about stays set while the dialog plays its close animation; `opened`
  // counts the openings, so each one starts with an empty form.
  const [asking, setAsking] = useState<{ to: OrderStatus; open: boolean; opened: number } | null>(null);
  const close = () => setAsking((current) => current && { ...current, open: false });

  const move = (to: OrderStatus, reason?: string) =>
    settleOrderAction(
      transition({ variables: { input: { orderId: order.id, to, reason } } }),
      (data) => data.supplierOrderTransition,
      actions,
    ).then((outcome) => {
      if (outcome.ok) {
        toast.success(`Order ${order.orderNumber}: ${ORDER_STATUS_LABELS[outcome.order.status]}`, {
          toastId: `order-moved-${order.id}-${outcome.order.status}`,
        });
        onMoved();
      }
      return outcome;
    });

  if (order.allowedTransitions.length === 0) return null;
  return (
    <>
      <div className={ordersStyles.actions}>
        {order.allowedTransitions.map((to) => {
          // Scheduled once the loads are planned (the API's rule, LOADS_NOT_PLANNED): until then the
          // step to take is planning them, in the Loads section below.
          if (to === 'scheduled' && !loadsArePlanned(order.loads)) {
            return (
              <a key={to} href="#order-loads" className={ordersStyles.primary}>
                Plan the loads
              </a>
            );
          }
          const needsReason = REASON_REQUIRED.includes(to);
          return (
            <button
              key={to}
              type="button"
              className={needsReason ? ordersStyles.danger : ordersStyles.primary}
              disabled={loading}
              onClick={() =>
                needsReason
                  ? setAsking((current) => ({ to, open: true, opened: (current?.opened ?? 0) + 1 }))
                  : void move(to)
              }
            >
              {TRANSITION_ACTION_LABELS[to]}
            </button>
          );
        })}
      </div>
      {asking && (
        <ReasonDialog
          key={asking.opened}
          order={order}
          to={asking.to}
          open={asking.open}
          onClose={close}
          onConfirm={async (reason) => {
            const outcome = await move(asking.to, reason);
            // Moved, or the order changed meanwhile (the page shows it as it is now): close.
            if (!('failure' in outcome) || !outcome.failure) close();
            return outcome;
          }}
        />
      )}
    </>
  );
}

const REASON_HINT = 'The contractor reads it on their order.';

type ReasonValues = z.input<typeof supplierOrderTransitionSchema>;
type ValidReason = z.output<typeof supplierOrderTransitionSchema>;

interface ReasonDialogProps {
  order: SupplierOrder;
  to: OrderStatus;
  open: boolean;
  onClose: () => void;
  onConfirm: (reason: string | undefined) => Promise<ActionOutcome>;
}

/** The reason for declining or canceling, which the contractor reads: required, checked as the API checks it. */
function ReasonDialog({ order, to, open, onClose, onConfirm }: ReasonDialogProps) {
  const id = useId();
  const fieldId = `${id}-reason`;
  const words = REASON_DIALOG[to] ?? {
    title: TRANSITION_ACTION_LABELS[to],
    confirm: TRANSITION_ACTION_LABELS[to],
    effect: '',
  };
  const form = useForm<ReasonValues, unknown, ValidReason>({
    resolver: zodResolver(supplierOrderTransitionSchema),
    mode: 'onTouched',
    defaultValues: { orderId: order.id, to, reason: '' },
  });
  const {
    register,
    formState: { errors, touchedFields, isSubmitted },
  } = form;
  const error = shownFieldError(errors.reason, touchedFields.reason, isSubmitted);

  // The page answers the outcome (`settleOrderAction`): what comes back is a refusal for this form.
  const submission = useSubmission(form, {
    send: async (input) => {
      const outcome = await onConfirm(input.reason ?? undefined);
      return 'failure' in outcome && outcome.failure
        ? { ok: false, failure: outcome.failure }
        : { ok: true, data: undefined };
    },
    fieldOf: fieldOfNames(['reason'] as const),
  });

  return (
    <Modal open={open} onClose={onClose} title={`${words.title} ${order.orderNumber}`}>
      <Form
        className={ordersStyles.modalBody}
        noValidate
        aria-label={`${words.title} ${order.orderNumber}`}
        onSubmit={submission.onSubmit}
      >
        {words.effect && <p>{words.effect}</p>}
        <FormField id={fieldId} label="Reason" error={error} hint={REASON_HINT}>
          <textarea
            id={fieldId}
            className={formStyles.control}
            rows={4}
            maxLength={SUPPLIER_ORDER_LIMITS.reason}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(fieldId, error, REASON_HINT)}
            {...register('reason')}
          />
        </FormField>
        <FormAlert failure={submission.failure} className={ordersStyles.alert} />
        <div className={ordersStyles.actions}>
          <button type="button" className={ordersStyles.secondary} onClick={onClose}>
            Back
          </button>
          <button type="submit" className={ordersStyles.dangerSolid} disabled={submission.pending}>
            {submission.pending ? 'Saving…' : words.confirm}
          </button>
        </div>
      </Form>
    </Modal>
  );
}

import { toast } from '@/lib/toast';

import type { ApiFailure } from '@/lib/api-errors';
import { outcomeOf } from '@/lib/apollo/errors';
import type { SupplierOrderFieldsFragment } from '@/graphql/generated/client/graphql';

export type SupplierOrder = SupplierOrderFieldsFragment;

/** What an action on the order page needs from the page: to show the changed order, or reload it. */
export interface OrderActionContext {
  /** The API's answer: the order as it is now. */
  onUpdated: (order: SupplierOrder) => void;
  /** Reloads the order (someone else changed it first). */
  refetch: () => Promise<unknown>;
}

export const ORDER_CHANGED_MESSAGE =
  'This order changed in the meantime, so that is no longer possible. The page now shows it as it is.';

/**
 * A refused action on the order (`useSubmission`'s `onFailure`). A state the order has left
 * meanwhile (ORDER_TRANSITION_NOT_ALLOWED) reloads it and says so; field messages go back to the
 * form to put next to its fields (it shows the message itself when none fits); any other failure
 * is a toast with the API's message. True when answered here.
 */
export const answerOrderRefusal =
  (context: OrderActionContext) =>
  async (failure: ApiFailure): Promise<boolean> => {
    if (failure.code === 'ORDER_TRANSITION_NOT_ALLOWED' || failure.code === 'NOT_FOUND') {
      await context.refetch();
      toast.error(ORDER_CHANGED_MESSAGE, { toastId: 'order-changed' });
      return true;
    }
    if (Object.keys(failure.fields).length > 0) return false;
    toast.error(failure.message, { toastId: failure.message });
    return true;
  };

export type ActionOutcome = { ok: true; order: SupplierOrder } | { ok: false; failure?: ApiFailure };

/**
 * Reads a supplier mutation's answer: the changed order goes to the page; a refusal is answered
 * by `answerOrderRefusal`, or comes back (`failure`) when it has field messages for a form.
 */
export async function settleOrderAction<TData>(
  call: Promise<{ data?: TData | null; error?: unknown }>,
  pick: (data: TData) => SupplierOrder | undefined,
  context: OrderActionContext,
): Promise<ActionOutcome> {
  const outcome = await outcomeOf(call, pick);
  if (outcome.ok) {
    context.onUpdated(outcome.data);
    return { ok: true, order: outcome.data };
  }
  if (await answerOrderRefusal(context)(outcome.failure)) return { ok: false };
  return { ok: false, failure: outcome.failure };
}

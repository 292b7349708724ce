import { toast } from '@/lib/toast';

import { apiFailureOf, answerOfRejection } from '@/lib/apollo/errors';
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

export type ActionOutcome = { ok: true; order: SupplierOrder } | { ok: false; fields: Record<string, string> };

/**
 * Reads a supplier mutation's answer. The changed order goes to the page. A state the order has
 * left meanwhile (ORDER_TRANSITION_NOT_ALLOWED) reloads it and says so; field messages go back
 * to the form to put next to its fields (it shows `message` itself when none fits); any other
 * failure is a toast with the API's message.
 */
export async function settleOrderAction<TData>(
  run: () => Promise<{ data?: TData | null; error?: unknown }>,
  pick: (data: TData) => SupplierOrder | undefined,
  context: OrderActionContext,
): Promise<ActionOutcome & { message?: string }> {
  const result = await run().catch(answerOfRejection);
  const order = result.data ? pick(result.data) : undefined;
  if (order) {
    context.onUpdated(order);
    return { ok: true, order };
  }
  const failure = apiFailureOf(result.error);
  if (failure.code === 'ORDER_TRANSITION_NOT_ALLOWED' || failure.code === 'NOT_FOUND') {
    await context.refetch();
    toast.error(ORDER_CHANGED_MESSAGE, { toastId: 'order-changed' });
    return { ok: false, fields: {} };
  }
  if (Object.keys(failure.fields).length > 0) return { ok: false, fields: failure.fields, message: failure.message };
  toast.error(failure.message, { toastId: failure.message });
  return { ok: false, fields: {} };
}

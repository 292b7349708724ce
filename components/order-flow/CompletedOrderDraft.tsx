'use client';

import { useEffect } from 'react';

import { useOrderDraft } from './useOrderDraft';

/**
 * On the thank-you page: the order flow's draft of this paid order is done, so the next order
 * starts afresh (in this tab's storage and in memory, for a navigation back to the flow).
 */
export function CompletedOrderDraft({ orderId }: { orderId: string }) {
  const [draft, dispatch] = useOrderDraft();
  useEffect(() => {
    if (draft?.placedOrderId === orderId) dispatch({ type: 'reset' });
  }, [draft, orderId, dispatch]);
  return null;
}

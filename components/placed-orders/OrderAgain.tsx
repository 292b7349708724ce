'use client';

import { useApolloClient } from '@apollo/client/react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { useOrderDraft } from '@/components/order-flow/useOrderDraft';
import { OrderReorderDocument } from '@/graphql/generated/client/graphql';
import { answerOfRejection, apiFailureOf } from '@/lib/apollo/errors';
import { appRoutes } from '@/lib/app-routes';
import { reorderChoicesOf } from '@/lib/order/api-inputs';
import { orderStepSearch } from '@/lib/order/steps';

import styles from '@/components/ui/Workspace.module.scss';

/**
 * Order again: a new draft like this order (the same site, producer, product as offered now,
 * quantity, trucks and extras), opened in the order flow at the schedule, where a new date and
 * window are chosen; the draft is the flow's own, so it is reviewed and placed as any other.
 */
export function OrderAgain({ orderId }: { orderId: string }) {
  const client = useApolloClient();
  const router = useRouter();
  const [, dispatch] = useOrderDraft();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const start = async () => {
    setPending(true);
    setProblem(null);
    const answer = await client
      .query({ query: OrderReorderDocument, variables: { id: orderId }, fetchPolicy: 'network-only' })
      .catch(answerOfRejection);
    const reorder = answer.data?.orderReorder;
    if (!reorder) {
      setProblem(apiFailureOf(answer.error).message);
      setPending(false);
      return;
    }
    dispatch({ type: 'reorderStarted', order: reorderChoicesOf(reorder) });
    router.push(`${appRoutes.order}${orderStepSearch('schedule')}`);
  };

  return (
    <div className={styles.actions}>
      <button type="button" className={styles.secondary} onClick={() => void start()} disabled={pending}>
        {pending ? 'Preparing the new order…' : 'Order again'}
      </button>
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
    </div>
  );
}

'use client';

import { useMutation } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';

import { apiFailureOf, answerOfRejection } from '@/lib/apollo/errors';
import {
  OrderWindowProposalAcceptDocument,
  type OrderWindowProposalFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { formatDate } from '@/lib/order/format';

import styles from '@/components/ui/Workspace.module.scss';

type Proposal = OrderWindowProposalFieldsFragment;

/** "The supplier proposes Jun 12, 2026, 10:00–14:00: <reason>" */
export function proposalText(proposal: Proposal): string {
  const window = `${formatDate(proposal.deliveryDate)}, ${proposal.deliveryWindow}`;
  return proposal.reason ? `The supplier proposes ${window}: ${proposal.reason}` : `The supplier proposes ${window}.`;
}

/**
 * The supplier proposed another delivery window: the contractor accepts it (the order moves
 * there) or cancels the order (`cancel`, the page's usual cancel flow). Until then the order keeps
 * its window.
 */
export function WindowProposalNotice({
  orderId,
  proposal,
  cancel,
  onAccepted,
}: {
  orderId: string;
  proposal: Proposal;
  /** The cancel button, when the order may still be canceled. */
  cancel: ReactNode;
  /** After the server moved the order (the page reloads it). */
  onAccepted: () => void;
}) {
  const [accept, { loading }] = useMutation(OrderWindowProposalAcceptDocument);
  const [failure, setFailure] = useState<string | null>(null);

  const onAccept = async () => {
    setFailure(null);
    const result = await accept({ variables: { orderId } }).catch(answerOfRejection);
    const moved = result.data?.orderWindowProposalAccept;
    if (!moved) {
      setFailure(apiFailureOf(result.error).message);
      return;
    }
    toast.success(`Delivery moved to ${formatDate(moved.deliveryDate)}, ${moved.deliveryWindow}.`, {
      toastId: `window-accepted-${orderId}`,
    });
    onAccepted();
  };

  return (
    <section className={styles.notice} aria-labelledby="window-proposal">
      <h2 id="window-proposal">New delivery window proposed</h2>
      <p>{proposalText(proposal)}</p>
      <p className={styles.muted}>Accept it to move your delivery, or cancel the order.</p>
      {failure && (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} disabled={loading} onClick={() => void onAccept()}>
          {loading ? 'Accepting…' : 'Accept new window'}
        </button>
        {cancel}
      </div>
    </section>
  );
}

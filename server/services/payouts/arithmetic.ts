import 'server-only';

/**
 * The ledger's arithmetic, in integer cents and without the database, so it can be tested on its
 * own. Amounts the supplier is owed are positive; what is taken from it negative.
 *
 * A captured payment gives three rows: the payment (+received), the processing fee and the
 * marketplace's commission (both negative, together never more than the payment). A refund of
 * part or all gives back its share of both fees, so a payment refunded in full nets to zero and
 * one refunded in part never nets below zero. Refunds are described by the payment's refunded
 * total, so several partial refunds end where one refund of the same total would.
 */

/** A supplier's fees: basis points (1/100 of a per cent) of each payment, plus a fixed part. */
export interface PayoutFees {
  commissionBps: number;
  processingFeeBps: number;
  processingFeeFixedCents: number;
}

/**
 * The defaults, until an operator sets a supplier's own (`supplier_payout_accounts`): a card
 * processor's usual 2.9 % + 30 cents passed on at cost, and the marketplace's commission.
 */
export const DEFAULT_PAYOUT_FEES: Readonly<PayoutFees> = {
  commissionBps: 800,
  processingFeeBps: 290,
  processingFeeFixedCents: 30,
};

const BPS = 10_000;

/** `cents × bps / 10 000`, rounded half up, in integers only (no float drift). */
export function basisPointsOf(cents: number, bps: number): number {
  return Math.floor((cents * bps + BPS / 2) / BPS);
}

/** The fees of a captured payment: the processing fee first, the commission from what is left. */
export function feesOfPayment(receivedCents: number, fees: PayoutFees) {
  const processingFeeCents = Math.min(
    receivedCents,
    basisPointsOf(receivedCents, fees.processingFeeBps) + fees.processingFeeFixedCents,
  );
  const commissionCents = Math.min(
    receivedCents - processingFeeCents,
    basisPointsOf(receivedCents, fees.commissionBps),
  );
  return { processingFeeCents, commissionCents };
}

/** What a captured payment put in the ledger. */
export interface CapturedPayment {
  receivedCents: number;
  processingFeeCents: number;
  commissionCents: number;
}

/** A fee still owed on the part of the payment not refunded, rounded down: never more than its share. */
const feeRemaining = (feeCents: number, unrefundedCents: number, receivedCents: number) =>
  receivedCents === 0 ? 0 : Math.floor((feeCents * unrefundedCents) / receivedCents);

/**
 * The refund side of a payment once `refundedCents` of it (in all) were refunded, as cumulative
 * signed amounts per kind: the refund (negative) and the fees given back (positive).
 */
export function refundTotals(captured: CapturedPayment, refundedCents: number) {
  const refunded = Math.max(0, Math.min(refundedCents, captured.receivedCents));
  const unrefunded = captured.receivedCents - refunded;
  return {
    // `0 - x`, not `-x`: no negative zero when nothing was refunded.
    refund: 0 - refunded,
    processing_fee:
      captured.processingFeeCents - feeRemaining(captured.processingFeeCents, unrefunded, captured.receivedCents),
    commission: captured.commissionCents - feeRemaining(captured.commissionCents, unrefunded, captured.receivedCents),
  };
}

/** What the supplier nets from a payment after `refundedCents` were refunded. */
export function netOfPayment(captured: CapturedPayment, refundedCents: number): number {
  const back = refundTotals(captured, refundedCents);
  return (
    captured.receivedCents -
    captured.processingFeeCents -
    captured.commissionCents +
    back.refund +
    back.processing_fee +
    back.commission
  );
}

/**
 * A payout batch's amount: the sum of the rows it takes; null when that is not positive (a
 * refund after the last payout larger than what came in since: the negative balance is carried
 * to the next batch, nothing is paid).
 */
export function batchAmount(rows: readonly { amountCents: number }[]): number | null {
  const total = rows.reduce((sum, row) => sum + row.amountCents, 0);
  return total > 0 ? total : null;
}

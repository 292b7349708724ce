import 'server-only';

import { supplierOrderPath } from '@/lib/app-routes';
import { publicEnv } from '@/lib/env';
import { formatMoney } from '@/lib/money';
import { orderNumber } from '@/lib/order/number';
import { DISPUTE_REASON_LABELS, type DisputeReason } from '@/lib/validation/disputes';

import { absoluteUrl, renderMail, type RenderedMail } from '../layout';
import { orderFactRows, type OrderMailData } from './order-facts';
import { orderStatusMail } from './order-status';

export interface DisputeMailData extends OrderMailData {
  contractorName: string;
  /** 'Load 2' or the invoice line's label. */
  subject: string;
  reason: DisputeReason;
  description: string;
  currency: string;
  claimedCents: number;
}

/** To each of the supplier's dispatchers when the contractor disputes a load or an invoice line. */
export function supplierDisputeOpenedMail(dispute: DisputeMailData, siteUrl: string = publicEnv.siteUrl): RenderedMail {
  const number = orderNumber(dispute.orderId);
  const reason = DISPUTE_REASON_LABELS[dispute.reason];
  return renderMail(
    {
      subject: `${dispute.contractorName} disputes ${dispute.subject.toLowerCase()} of order ${number}: ${reason.toLowerCase()}`,
      heading: `Dispute: ${dispute.subject}, ${reason.toLowerCase()}`,
      intro: [
        'Hello,',
        `${dispute.contractorName} disputes ${dispute.subject.toLowerCase()} and asks ${formatMoney(dispute.claimedCents, dispute.currency)} back. Accept it or contest it from the order.`,
      ],
      facts: {
        caption: 'The dispute',
        rows: [{ label: 'What went wrong', value: dispute.description }, ...orderFactRows(dispute)],
      },
      action: { label: 'Answer on the order', url: absoluteUrl(siteUrl, supplierOrderPath(dispute.orderId)) },
    },
    siteUrl,
  );
}

/** To the contractor when the supplier accepts (the credit moves) or contests its dispute. */
export function disputeAnsweredMail(
  dispute: DisputeMailData & { accepted: boolean; creditedCents: number | null; note: string | null },
  siteUrl: string = publicEnv.siteUrl,
): RenderedMail {
  const number = orderNumber(dispute.orderId);
  const answer = dispute.accepted ? 'accepted' : 'contested';
  const credited = formatMoney(dispute.creditedCents ?? 0, dispute.currency);
  return orderStatusMail(
    dispute,
    {
      subject: `${dispute.supplierName} ${answer} your dispute on order ${number}`,
      heading: `Dispute ${answer}: ${dispute.subject}`,
      lines: dispute.accepted
        ? [
            `${dispute.supplierName} accepted your dispute of ${dispute.subject.toLowerCase()} and credits ${credited}.`,
            'The credit note follows: the money goes back to the method you paid with, or comes off your 120-day terms.',
          ]
        : [`${dispute.supplierName} contested your dispute of ${dispute.subject.toLowerCase()}.`],
      rows: dispute.note
        ? [{ label: dispute.accepted ? 'Note from the supplier' : 'Why the supplier contests', value: dispute.note }]
        : [],
    },
    siteUrl,
  );
}

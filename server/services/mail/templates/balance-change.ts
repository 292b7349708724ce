import 'server-only';

import { publicEnv } from '@/lib/env';
import { formatMoney } from '@/lib/money';
import {
  balanceChangeText,
  balanceDocumentTitle,
  newTotalLabel,
  type BalanceChangeWords,
} from '@/lib/order/balance-change';
import { orderNumber } from '@/lib/order/number';

import { absoluteUrl, type RenderedMail } from '../layout';
import type { OrderMailData } from './order-facts';
import { orderStatusMail } from './order-status';

export interface BalanceChangeMailData extends BalanceChangeWords {
  previousTotalCents: number;
  /** Once the money moved: the receipt's or credit note's signed path, and how long it works. */
  documentPath?: string | null;
  linkDays?: number;
}

/**
 * To the payer when a paid order's total changes (a pour-day balance): the difference to authorise
 * on the order page, or, once the money moved, its receipt or credit note.
 */
export function balanceChangeMail(
  order: OrderMailData,
  change: BalanceChangeMailData,
  siteUrl: string = publicEnv.siteUrl,
): RenderedMail {
  const number = orderNumber(order.orderId);
  const amount = formatMoney(Math.abs(change.differenceCents), change.currency);
  const asked = change.status === 'awaiting_consent';
  const title = balanceDocumentTitle(change);
  return orderStatusMail(
    order,
    {
      subject: asked
        ? `Order ${number}: ${amount} more to authorise`
        : `Order ${number}: ${title.toLowerCase()} for ${amount}`,
      heading: asked ? 'The order’s total went up' : `${title} for order ${number}`,
      lines: [
        balanceChangeText(change),
        ...(asked ? ['Open the order to authorise it; nothing is charged until you do.'] : []),
        ...(change.documentPath
          ? [
              `Your ${title.toLowerCase()} (PDF): ${absoluteUrl(siteUrl, change.documentPath)}`,
              `The link works for ${change.linkDays ?? 30} days; the order page always has it.`,
            ]
          : []),
      ],
      rows: [
        { label: 'Previous total', value: formatMoney(change.previousTotalCents, change.currency) },
        { label: newTotalLabel(change), value: formatMoney(change.newTotalCents, change.currency) },
        { label: change.differenceCents > 0 ? 'Difference due' : 'Difference given back', value: amount },
      ],
    },
    siteUrl,
  );
}

import 'server-only';

import { orderDisputePath } from '@/lib/app-routes';
import { publicEnv } from '@/lib/env';
import { orderNumber } from '@/lib/order/number';
import { orderWords } from '@/lib/order/order-words';

import { absoluteUrl, type RenderedMail } from '../layout';
import type { OrderMailData } from './order-facts';
import { orderStatusMail } from './order-status';

export interface DeliveryTicketData {
  /** Which truck of the order: 1, 2, 3... */
  sequence: number;
  /** The load's id: the mail links the order page's dispute form on it. */
  loadId: string;
  /** The e-ticket's signed path (/api/tickets/<load id>?t=...), valid for the mail's link life. */
  ticketPath: string;
  /** How long the link works, in days. */
  linkDays: number;
}

/** To the contractor when a load is delivered and signed for: its e-ticket. */
export function deliveryTicketMail(
  order: OrderMailData,
  ticket: DeliveryTicketData,
  siteUrl: string = publicEnv.siteUrl,
): RenderedMail {
  const number = orderNumber(order.orderId);
  // "Truck 2 delivered", or for a bin order "Bin 2 dropped off" (lib/order/order-words.ts).
  const words = orderWords(order.productType);
  const load = words.load(ticket.sequence);
  return orderStatusMail(
    order,
    {
      subject: `Order ${number}: ${load.toLowerCase()} ${words.loadDelivered}, your e-ticket`,
      heading: `${load} ${words.loadDelivered}`,
      lines: [
        `${load} of order ${number} was ${words.loadDelivered} and signed for.`,
        `Its e-ticket (PDF): ${absoluteUrl(siteUrl, ticket.ticketPath)}`,
        `The link works for ${ticket.linkDays} days; the order page always has the e-tickets.`,
        `Something wrong with ${load.toLowerCase()} (short, wrong mix, late, damaged)? Dispute it: ${absoluteUrl(siteUrl, orderDisputePath(order.orderId, ticket.loadId))}`,
      ],
    },
    siteUrl,
  );
}

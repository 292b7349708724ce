import 'server-only';

import { orderPath, supplierOrderPath } from '@/lib/app-routes';
import { publicEnv } from '@/lib/env';
import { orderNumber } from '@/lib/order/number';

import { absoluteUrl, renderMail, type RenderedMail } from '../layout';

export interface UnreadChatData {
  orderId: string;
  recipientName: string;
  /** A dispatcher or driver: the link opens the supplier's order page. */
  forSupplier: boolean;
  /** The unread messages, oldest first. */
  messages: { authorName: string; body: string }[];
}

/** Messages shown in full; the rest are counted. */
const SHOWN = 5;

/** To someone taking part in an order's chat who has not read its new messages 10 minutes on. */
export function unreadChatMail(data: UnreadChatData, siteUrl: string = publicEnv.siteUrl): RenderedMail {
  const number = orderNumber(data.orderId);
  const shown = data.messages.slice(-SHOWN);
  const more = data.messages.length - shown.length;
  const path = data.forSupplier ? supplierOrderPath(data.orderId) : orderPath(data.orderId);
  return renderMail(
    {
      subject: `New message${data.messages.length === 1 ? '' : 's'} on order ${number}`,
      heading: `New message${data.messages.length === 1 ? '' : 's'} on order ${number}`,
      intro: [
        `Hello ${data.recipientName},`,
        more > 0 ? `You have ${data.messages.length} unread messages; the latest ${SHOWN}:` : 'Unread in the chat:',
      ],
      facts: {
        caption: 'Messages',
        rows: shown.map((message) => ({ label: message.authorName, value: message.body })),
      },
      action: { label: 'Answer in the chat', url: absoluteUrl(siteUrl, path) },
    },
    siteUrl,
  );
}

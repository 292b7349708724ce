import 'server-only';

import { orderPath } from '@/lib/app-routes';

import { absoluteUrl, renderMail, type RenderedMail } from '../layout';
import { greeting, orderFactRows, type OrderMailData } from './order-facts';

/**
 * The shape every mail about an order's progress shares (accepted, declined, rescheduled,
 * dispatched, delivered, canceled): what happened, the order's facts, and its page.
 */
export function orderStatusMail(
  order: OrderMailData,
  content: {
    subject: string;
    heading: string;
    /** What happened, after the greeting. */
    lines: string[];
    /** Facts this change adds (a reason, a proposed window), before the order's own. */
    rows?: { label: string; value: string }[];
    outro?: string[];
  },
  siteUrl: string,
): RenderedMail {
  return renderMail(
    {
      subject: content.subject,
      heading: content.heading,
      intro: [greeting(order.contactName), ...content.lines],
      facts: { caption: 'Your order', rows: [...(content.rows ?? []), ...orderFactRows(order)] },
      action: { label: 'See your order', url: absoluteUrl(siteUrl, orderPath(order.orderId)) },
      outro: content.outro,
    },
    siteUrl,
  );
}

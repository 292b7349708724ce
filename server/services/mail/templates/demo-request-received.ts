import 'server-only';

import { publicEnv } from '@/lib/env';
import { routes } from '@/lib/routes';

import { absoluteUrl, renderMail, type RenderedMail } from '../layout';

export interface DemoRequestReceivedData {
  name: string;
  company: string;
  sells: string;
}

/** To a supplier who asked for a demo on /book-demo, once the request is stored: what happens next. */
export function demoRequestReceivedMail(
  request: DemoRequestReceivedData,
  siteUrl: string = publicEnv.siteUrl,
): RenderedMail {
  return renderMail(
    {
      subject: 'We received your demo request',
      heading: 'Thank you for asking for a demo of BuildMarket',
      intro: [
        `Hello ${request.name},`,
        'Our sales team has your request. Within one business day they will reply to this address to agree on a time for a 30-minute walkthrough, by video call or phone as you prefer.',
        'In the walkthrough we show the storefront, the order inbox and dispatch with your own products, and answer your questions. Reply to this mail if anything changes.',
      ],
      facts: {
        caption: 'Your request',
        rows: [
          { label: 'Company', value: request.company },
          { label: 'You sell', value: request.sells },
        ],
      },
      action: { label: 'What suppliers get', url: absoluteUrl(siteUrl, routes.suppliers.path) },
    },
    siteUrl,
  );
}

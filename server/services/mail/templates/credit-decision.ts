import 'server-only';

import { publicEnv } from '@/lib/env';
import { appRoutes } from '@/lib/app-routes';
import { formatMoney } from '@/lib/money';

import { absoluteUrl, renderMail, type RenderedMail } from '../layout';

export type CreditDecisionData =
  | {
      decision: 'approved';
      legalName: string;
      limitCents: number;
      currency: string;
      termDays: number;
      /** The operator's note, when they gave one. */
      reason: string | null;
    }
  | { decision: 'declined'; legalName: string; reason: string };

/** A marketplace operator decided a credit application → the person who applied. */
export function creditDecisionMail(data: CreditDecisionData, siteUrl: string = publicEnv.siteUrl): RenderedMail {
  const action = { label: 'Open your credit account', url: absoluteUrl(siteUrl, appRoutes.credit) };
  if (data.decision === 'declined') {
    return renderMail(
      {
        subject: 'Your application for terms was declined',
        heading: 'Your application for terms was declined',
        intro: ['Hello,', `We reviewed the application of ${data.legalName} and cannot offer terms at this time.`],
        facts: { caption: 'The decision', rows: [{ label: 'Reason', value: data.reason }] },
        action,
        outro: ['You can pay orders by card or bank account, and apply again when your business has changed.'],
      },
      siteUrl,
    );
  }
  return renderMail(
    {
      subject: `Approved: ${data.termDays}-day terms up to ${formatMoney(data.limitCents, data.currency)}`,
      heading: 'Your application for terms is approved',
      intro: ['Hello,', `${data.legalName} can now put orders on terms at checkout, up to its credit limit.`],
      facts: {
        caption: 'Your credit account',
        rows: [
          { label: 'Credit limit', value: formatMoney(data.limitCents, data.currency) },
          { label: 'Term', value: `${data.termDays} days after delivery` },
          ...(data.reason ? [{ label: 'Note', value: data.reason }] : []),
        ],
      },
      action,
    },
    siteUrl,
  );
}

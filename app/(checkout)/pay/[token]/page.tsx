import type { Metadata } from 'next';

import { InvalidPaymentLink } from '@/components/orders/InvalidPaymentLink';
import { PaymentRequest } from '@/components/orders/PaymentRequest';
import { PaymentLinkDocument } from '@/graphql/generated/client/graphql';
import { ServerQueryError, serverGraphQL } from '@/server/graphql/execute';

export const metadata: Metadata = {
  title: 'Payment request | BuildMarket',
  robots: { index: false, follow: false },
  // The link's token is in this page's URL: no link or download from here passes it on.
  referrer: 'no-referrer',
};

// One payer's invoice, read on each request: never prerendered, never cached.
export const dynamic = 'force-dynamic';

/** The link's invoice, or null when the API says the link cannot be paid (unknown, paid, expired). */
async function loadPaymentLink(token: string) {
  try {
    return (await serverGraphQL()(PaymentLinkDocument, { token })).paymentLink;
  } catch (error) {
    if (
      error instanceof ServerQueryError &&
      error.codes.some((code) => code === 'PAYMENT_LINK_INVALID' || code === 'BAD_USER_INPUT')
    ) {
      return null;
    }
    throw error;
  }
}

/** The payment request / pay-invoice page: public, for whoever holds the link. */
export default async function PaymentLinkPage({ params }: { params: Promise<{ token: string }> }) {
  const link = await loadPaymentLink((await params).token);
  if (!link) return <InvalidPaymentLink />;
  return <PaymentRequest link={link} />;
}

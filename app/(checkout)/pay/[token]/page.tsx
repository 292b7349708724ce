import type { Metadata } from 'next';

import { InvalidPaymentLink } from '@/components/placed-orders/InvalidPaymentLink';
import { PaymentLinkPay } from '@/components/placed-orders/PaymentLinkPay';
import { PaymentRequest } from '@/components/placed-orders/PaymentRequest';
import { ContentUnavailable } from '@/components/ui/ContentUnavailable';
import { PaymentGatewayDocument, PaymentLinkDocument } from '@/graphql/generated/client/graphql';
import { ApolloProvider } from '@/lib/apollo/ApolloProvider';
import { graphqlEndpoint } from '@/lib/env';
import { requestNonce } from '@/server/request-nonce';
import { ServerQueryError, serverGraphQL } from '@/server/graphql/execute';
import { logger } from '@/server/logger';

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

/**
 * The payment request / pay-invoice page: public, for whoever holds the link. The invoice is
 * rendered here; paying is a client leaf (Apollo only for it), with Stripe.js only when Stripe
 * takes payments.
 */
export default async function PaymentLinkPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  let loaded;
  try {
    loaded = await Promise.all([loadPaymentLink(token), serverGraphQL()(PaymentGatewayDocument)]);
  } catch (error) {
    // The API cannot answer now (a web tier whose API tier is down): say so, and keep the link.
    logger.error('Payment link page: the API could not be reached', error);
    return (
      <section aria-labelledby="payment-link-unavailable">
        <h1 id="payment-link-unavailable">Payment request</h1>
        <ContentUnavailable what="This payment request" retryHref={`/pay/${encodeURIComponent(token)}`} />
      </section>
    );
  }
  const [link, { paymentGateway }] = loaded;
  if (!link) return <InvalidPaymentLink />;
  return (
    <PaymentRequest link={link}>
      <ApolloProvider endpoint={graphqlEndpoint()} nonce={await requestNonce()}>
        <PaymentLinkPay
          token={token}
          link={link}
          gateway={{ name: paymentGateway.name, publishableKey: paymentGateway.publishableKey }}
        />
      </ApolloProvider>
    </PaymentRequest>
  );
}

import type { Metadata } from 'next';

import { InvitationResponse } from '@/components/invitations/InvitationResponse';
import { ApolloProvider } from '@/lib/apollo/ApolloProvider';
import { graphqlEndpoint } from '@/lib/env';
import { requestNonce } from '@/server/request-nonce';

export const metadata: Metadata = {
  title: 'Invitation',
  // One page per invitation, private to its recipient.
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

/** The link an invitation mail carries: accept or reject the invitation. */
export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <ApolloProvider endpoint={graphqlEndpoint()} nonce={await requestNonce()}>
      <InvitationResponse token={token} />
    </ApolloProvider>
  );
}

import type { Metadata } from 'next';

import { InvitationResponse } from '@/components/invitations/InvitationResponse';

export const metadata: Metadata = {
  title: 'Invitation',
  // One page per invitation, private to its recipient.
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

/** The link an invitation mail carries: accept or reject the invitation. */
export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return <InvitationResponse token={token} />;
}

import { connection } from 'next/server';

import { TeamManager } from '@/components/team/TeamManager';
import { configuredGoogleClient } from '@/server/http/google-contacts-routes';

export const metadata = { title: 'Team' };

/** The company's members, pending invitations, inviting and revoking. */
export default async function TeamPage() {
  // Read per request: the Google client is the running server's setting, not the build's.
  await connection();
  return (
    <>
      <h1>Team</h1>
      <TeamManager googleContacts={configuredGoogleClient() !== null} />
    </>
  );
}

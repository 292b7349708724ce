import { connection } from 'next/server';

import { TeamManager } from '@/components/team/TeamManager';
import { configuredGoogleClient } from '@/server/http/google-contacts-routes';
import { supplierRoutes } from '@/lib/app-routes';

export const metadata = { title: 'Team' };

/** The supplier's members and invitations: the owner invites dispatchers, managers and drivers. */
export default async function SupplierTeamPage() {
  // Read per request: the Google client is the running server's setting, not the build's.
  await connection();
  return (
    <>
      <h1>Team</h1>
      <TeamManager path={supplierRoutes.team} googleContacts={configuredGoogleClient() !== null} />
    </>
  );
}

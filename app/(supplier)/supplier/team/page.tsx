import { TeamManager } from '@/components/team/TeamManager';
import { supplierRoutes } from '@/lib/app-routes';

export const metadata = { title: 'Team' };

/** The supplier's members and invitations: the owner invites dispatchers, managers and drivers. */
export default function SupplierTeamPage() {
  return (
    <>
      <h1>Team</h1>
      <TeamManager path={supplierRoutes.team} />
    </>
  );
}

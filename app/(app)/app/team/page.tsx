import { TeamManager } from '@/components/team/TeamManager';

export const metadata = { title: 'Team' };

/** The company's members, pending invitations, inviting and revoking. */
export default function TeamPage() {
  return (
    <>
      <h1>Team</h1>
      <TeamManager />
    </>
  );
}

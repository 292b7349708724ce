import { PartnerDashboard } from '@/components/partner/PartnerDashboard';
import { publicEnv } from '@/lib/env';

export const metadata = { title: 'Partner dashboard' };

/** A referral partner's dashboard: its link and buttons, figures per month, commission and payouts. */
export default function PartnerDashboardPage() {
  return (
    <>
      <h1>Partner dashboard</h1>
      <PartnerDashboard siteUrl={publicEnv.siteUrl} />
    </>
  );
}

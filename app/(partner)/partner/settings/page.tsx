import { AccountSettings } from '@/components/settings/AccountSettings';
import { partnerRoutes } from '@/lib/app-routes';

export const metadata = { title: 'Account settings' };

/**
 * The settings of a referral partner who belongs to no company: their details and password, in
 * the partner's own frame (the contractor workspace's /app/settings would ask them for a company).
 */
export default function PartnerSettingsPage() {
  return (
    <>
      <h1>Account settings</h1>
      <AccountSettings returnPath={partnerRoutes.settings} />
    </>
  );
}

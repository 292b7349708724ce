import { AccountSettings } from '@/components/settings/AccountSettings';
import { appRoutes } from '@/lib/app-routes';

export const metadata = { title: 'Account settings' };

/** The person's details and password, the company's name and invoice address, its saved payment methods. */
export default function SettingsPage() {
  return (
    <>
      <h1>Account settings</h1>
      <AccountSettings returnPath={appRoutes.settings} />
    </>
  );
}

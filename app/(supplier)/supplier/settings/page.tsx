import { AccountSettings } from '@/components/settings/AccountSettings';
import { supplierRoutes } from '@/lib/app-routes';

export const metadata = { title: 'Account settings' };

/** A supplier member's details and password, and the company's name and invoice address (its owner edits them). */
export default function SupplierSettingsPage() {
  return (
    <>
      <h1>Account settings</h1>
      <AccountSettings returnPath={supplierRoutes.settings} />
    </>
  );
}

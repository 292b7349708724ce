import { StorefrontSettings } from '@/components/supplier/StorefrontSettings';
import { publicEnv } from '@/lib/env';

export const metadata = { title: 'Storefront' };

/** The supplier's storefront: its colour, and its own button with the button's clicks and orders. */
export default function SupplierStorefrontPage() {
  return (
    <>
      <h1>Storefront</h1>
      <StorefrontSettings siteUrl={publicEnv.siteUrl} />
    </>
  );
}

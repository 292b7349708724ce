import Link from 'next/link';

import { Webhooks } from '@/components/supplier/Webhooks';
import { supplierRoutes } from '@/lib/app-routes';

export const metadata = { title: 'Webhooks' };

/** The supplier's webhook endpoints, their secrets and delivery logs (server/services/webhooks/). */
export default function SupplierWebhooksPage() {
  return (
    <>
      <p>
        <Link href={supplierRoutes.developers}>Developers</Link>
      </p>
      <h1>Webhooks</h1>
      <Webhooks />
    </>
  );
}

import Link from 'next/link';

import { ApiKeys } from '@/components/supplier/ApiKeys';
import { supplierRoutes } from '@/lib/app-routes';
import { graphqlEndpoint, publicEnv } from '@/lib/env';

export const metadata = { title: 'Developers' };

/** The supplier's API keys, which its own systems call the API with, and how to call it. */
export default function SupplierDevelopersPage() {
  const endpoint = new URL(graphqlEndpoint(), publicEnv.siteUrl).href;
  return (
    <>
      <h1>Developers</h1>
      <p>
        <Link href={supplierRoutes.developersWebhooks}>Webhooks</Link>: your systems hear of your orders as they happen.
      </p>
      <ApiKeys endpoint={endpoint} />
    </>
  );
}

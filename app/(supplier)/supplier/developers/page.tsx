import { ApiKeys } from '@/components/supplier/ApiKeys';
import { graphqlEndpoint, publicEnv } from '@/lib/env';

export const metadata = { title: 'Developers' };

/** The supplier's API keys, which its own systems call the API with, and how to call it. */
export default function SupplierDevelopersPage() {
  const endpoint = new URL(graphqlEndpoint(), publicEnv.siteUrl).href;
  return (
    <>
      <h1>Developers</h1>
      <ApiKeys endpoint={endpoint} />
    </>
  );
}

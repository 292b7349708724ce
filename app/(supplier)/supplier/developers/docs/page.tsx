import { ApiDocs } from '@/components/supplier/ApiDocs';
import { graphqlEndpoint, publicEnv } from '@/lib/env';
import { marketplaceSupplierApiDocs } from '@/server/graphql/supplier-api-docs';

export const metadata = { title: 'API documentation' };

/** The supplier API's documentation, generated from the schema's @supplierApi fields on the server. */
export default function SupplierApiDocsPage() {
  const endpoint = new URL(graphqlEndpoint(), publicEnv.siteUrl).href;
  return (
    <>
      <h1>API documentation</h1>
      <ApiDocs docs={marketplaceSupplierApiDocs(endpoint)} />
    </>
  );
}

import type { Metadata } from 'next';

import { parseInboxFilter } from '@/components/supplier/inboxFilter';
import { SupplierInbox } from '@/components/supplier/SupplierInbox';

// Absolute: the layout's title template applies to the pages below it, not to this one of its
// own segment.
export const metadata: Metadata = { title: { absolute: 'Orders | BuildMarket supplier workspace' } };

/** The supplier's order inbox; the filter is in the query (`?status=placed&from=…&q=…`). */
export default async function SupplierInboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <>
      <h1>Orders</h1>
      <SupplierInbox filter={parseInboxFilter(await searchParams)} />
    </>
  );
}

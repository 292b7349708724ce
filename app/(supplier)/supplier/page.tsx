import type { Metadata } from 'next';

import { parseOrdersPage } from '@/components/placed-orders/pagination';
import { parseInboxFilter } from '@/components/supplier/inboxFilter';
import { SupplierInbox } from '@/components/supplier/SupplierInbox';

// Absolute: the layout's title template applies to the pages below it, not to this one of its
// own segment.
export const metadata: Metadata = { title: { absolute: 'Orders | BuildMarket supplier workspace' } };

/** The supplier's order inbox; the filter and the page are in the query (`?status=placed&from=…&q=…&page=2`). */
export default async function SupplierInboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  return (
    <>
      <h1>Orders</h1>
      <SupplierInbox filter={parseInboxFilter(params)} page={parseOrdersPage(params.page)} />
    </>
  );
}

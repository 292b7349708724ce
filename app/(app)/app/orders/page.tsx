import { OrdersList } from '@/components/placed-orders/OrdersList';
import { parseOrdersPage } from '@/components/placed-orders/pagination';
import { parseOrdersFilter } from '@/lib/order/orders-filter';

export const metadata = { title: 'Orders' };

/** The company's orders, newest first; the search, filters and `?page=` are in the URL. */
export default async function OrdersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  return (
    <>
      <h1>Orders</h1>
      <OrdersList page={parseOrdersPage(params.page)} filter={parseOrdersFilter(params)} />
    </>
  );
}

import { OrdersList } from '@/components/orders/OrdersList';
import { parseOrdersPage } from '@/components/orders/pagination';

export const metadata = { title: 'Orders' };

/** The company's orders, newest first; `?page=` picks the page. */
export default async function OrdersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { page } = await searchParams;
  return (
    <>
      <h1>Orders</h1>
      <OrdersList page={parseOrdersPage(page)} />
    </>
  );
}

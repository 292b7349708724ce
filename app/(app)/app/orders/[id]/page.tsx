import { OrderDetails } from '@/components/placed-orders/OrderDetails';

export const metadata = { title: 'Order' };

/**
 * One of the company's orders (its heading names the order once it is loaded); `?dispute=<load id>`
 * opens the dispute form on that delivered load (the e-ticket's way to dispute it).
 */
export default async function OrderPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  const { dispute } = await searchParams;
  return <OrderDetails orderId={id} disputeLoadId={typeof dispute === 'string' ? dispute : null} />;
}

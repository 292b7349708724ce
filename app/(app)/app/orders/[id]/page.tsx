import { OrderDetails } from '@/components/placed-orders/OrderDetails';

export const metadata = { title: 'Order' };

/** One of the company's orders (its heading names the order once it is loaded). */
export default async function OrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <OrderDetails orderId={id} />;
}

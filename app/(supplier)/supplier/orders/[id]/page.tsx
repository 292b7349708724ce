import { SupplierOrderDetails } from '@/components/supplier/SupplierOrderDetails';

export const metadata = { title: 'Order' };

/** One of the supplier's orders (its heading names the order once it is loaded). */
export default async function SupplierOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <SupplierOrderDetails orderId={id} />;
}

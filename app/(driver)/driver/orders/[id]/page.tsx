import { DriverOrder } from '@/components/driver/DriverOrder';

export const metadata = { title: 'Order' };

/** One order of the driver's loads: what the crew needs, its loads, and the chat with the contractor and dispatcher. */
export default async function DriverOrderPage({ params }: { params: Promise<{ id: string }> }) {
  return <DriverOrder orderId={(await params).id} />;
}

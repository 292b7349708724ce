import { FleetManager } from '@/components/supplier/FleetManager';

export const metadata = { title: 'Fleet' };

/** The supplier's trucks, which the dispatcher sends each order's loads with. */
export default function SupplierFleetPage() {
  return (
    <>
      <h1>Fleet</h1>
      <FleetManager />
    </>
  );
}

import { SupplierPayouts } from '@/components/supplier/SupplierPayouts';

export const metadata = { title: 'Payouts' };

/** The supplier's balance, next payout, past payouts with their orders, and the ledger as CSV. */
export default function SupplierPayoutsPage() {
  return (
    <>
      <h1>Payouts</h1>
      <SupplierPayouts />
    </>
  );
}

import { SupplierScorecard } from '@/components/supplier/SupplierScorecard';

export const metadata = { title: 'Scorecard' };

/** The supplier's delivery record: what contractors see when they choose a producer, and the counts behind it. */
export default function SupplierScorecardPage() {
  return (
    <>
      <h1>Scorecard</h1>
      <SupplierScorecard />
    </>
  );
}

import { CreditReview } from '@/components/operator/CreditReview';

export const metadata = { title: 'Credit applications' };

/** Marketplace operators review applications for terms: approve a limit or decline with a reason. */
export default function OperatorCreditPage() {
  return (
    <>
      <h1>Credit applications</h1>
      <CreditReview />
    </>
  );
}

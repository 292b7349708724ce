import { CreditAccount } from '@/components/credit/CreditAccount';

export const metadata = { title: 'Credit account' };

/** 120-day terms: the application, then the account's limit, use and open invoices. */
export default function CreditPage() {
  return (
    <>
      <h1>Credit account</h1>
      <CreditAccount />
    </>
  );
}

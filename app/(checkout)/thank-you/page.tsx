import Link from 'next/link';

import { appRoutes } from '@/lib/routes';

export const metadata = { title: 'Thank you | BuildMarket', robots: { index: false } };

export default function ThankYouPage() {
  return (
    <>
      <h1>Thank you for your order</h1>
      <p>Your supplier has your order. You will get a confirmation by email, and you can follow it in the app.</p>
      <Link href={appRoutes.home}>Go to your dashboard</Link>
    </>
  );
}

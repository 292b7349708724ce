import type { Metadata } from 'next';
import Link from 'next/link';

import { AccountOverview } from '@/components/auth/AccountOverview';
import { appRoutes } from '@/lib/routes';

// Absolute: the app layout's title template applies to the pages below it, not to this one of
// its own segment.
export const metadata: Metadata = { title: { absolute: 'Dashboard | BuildMarket app' } };

export default async function DashboardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { referral } = await searchParams;
  return (
    <>
      <h1>Your dashboard</h1>
      <AccountOverview justReferred={referral === 'true'} />
      <section aria-labelledby="next-order">
        <h2 id="next-order">Order materials</h2>
        <p>Concrete, aggregates, disposal bins and building materials from suppliers near your job site.</p>
        <Link href={appRoutes.order}>Start a new order</Link>
      </section>
    </>
  );
}

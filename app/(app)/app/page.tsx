import Link from 'next/link';

import { appRoutes } from '@/lib/routes';

export const metadata = { title: 'Dashboard' };

export default function DashboardPage() {
  return (
    <>
      <h1>Your dashboard</h1>
      <section aria-labelledby="next-order">
        <h2 id="next-order">Order materials</h2>
        <p>Concrete, aggregates, disposal bins and building materials from suppliers near your job site.</p>
        <Link href={appRoutes.order}>Start a new order</Link>
      </section>
    </>
  );
}

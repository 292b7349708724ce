import type { Metadata } from 'next';
import Link from 'next/link';

import { signInPath } from '@/components/auth/paths';
import { SignUpForm } from '@/components/forms/SignUpForm';

import styles from '../auth.module.scss';

export const metadata: Metadata = {
  title: 'Create your contractor account',
  description:
    'One account to order concrete, aggregates, disposal bins and building materials from suppliers near your job site.',
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Contractor sign-up for direct links; `?ref=CODE` fills in the referral code. */
export default async function SignUpPage({ searchParams }: { searchParams: SearchParams }) {
  const { ref } = await searchParams;
  return (
    <div className={styles.card}>
      <h1>Create your contractor account</h1>
      <p className={styles.intro}>
        One account to order from every supplier on BuildMarket, track deliveries and pay on terms.
      </p>
      <SignUpForm referralCode={typeof ref === 'string' ? ref.slice(0, 32) : undefined} />
      <p className={styles.switch}>
        Already have an account? <Link href={signInPath()}>Sign in</Link>
      </p>
    </div>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';

import { safeNextPath, signUpPath } from '@/components/auth/paths';
import { SignedInRedirect } from '@/components/auth/SignedInRedirect';
import { SignInForm } from '@/components/forms/SignInForm';
import { ApolloProvider } from '@/lib/apollo/ApolloProvider';
import { graphqlEndpoint } from '@/lib/env';
import { requestNonce } from '@/server/request-nonce';

import styles from '../auth.module.scss';

export const metadata: Metadata = {
  title: 'Sign in',
  description: 'Sign in to your BuildMarket account: order materials, or run your supplier workspace.',
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Sign-in for direct links; `?next=/path` (a path on this site) is where it goes afterwards. */
export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  const { next } = await searchParams;
  return (
    // Apollo for the session that SignedInRedirect reads.
    <ApolloProvider endpoint={graphqlEndpoint()} nonce={await requestNonce()}>
      <div className={styles.card}>
        <h1>Sign in</h1>
        <SignedInRedirect next={safeNextPath(next)} />
        <p className={styles.intro}>Welcome back. Sign in to order materials and follow your deliveries.</p>
        <SignInForm next={safeNextPath(next)} />
        <p className={styles.switch}>
          New to BuildMarket? <Link href={signUpPath()}>Create an account</Link>
        </p>
      </div>
    </ApolloProvider>
  );
}

'use client';

import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';

import type { ViewerFieldsFragment } from '@/graphql/generated/client/graphql';

import styles from './AccountOverview.module.scss';
import { signInPath } from './paths';
import { useSession } from './useSession';

export interface SignedInGateProps {
  /** Where to come back to after signing in (this screen, with its query). */
  returnPath: string;
  /** What is loading, in the screen's words ("Loading your orders…"). */
  loadingText: string;
  /** Shown under the message when the account cannot be reached (the driver's offline copy). */
  unavailable?: ReactNode;
  children: (viewer: ViewerFieldsFragment) => ReactNode;
}

/**
 * A screen of the app that needs the signed-in user: while the session is being read it says
 * so, a visitor without a session goes to sign in and comes back to `returnPath`, and when the
 * API cannot be reached it offers to try again. Then it renders the screen for the viewer.
 */
export function SignedInGate({ returnPath, loadingText, unavailable, children }: SignedInGateProps) {
  const session = useSession();
  const router = useRouter();

  useEffect(() => {
    if (session.status === 'signedOut') router.replace(signInPath(returnPath));
  }, [router, returnPath, session.status]);

  if (session.status === 'unavailable') {
    return (
      <>
        <div role="alert" className={styles.alert}>
          <p>We could not load your account. Check your connection and try again.</p>
          <button type="button" className={styles.secondary} onClick={session.retry}>
            Try again
          </button>
        </div>
        {unavailable}
      </>
    );
  }
  if (session.status !== 'signedIn') {
    return (
      <p role="status" className={styles.loading}>
        {loadingText}
      </p>
    );
  }
  return <>{children(session.viewer)}</>;
}

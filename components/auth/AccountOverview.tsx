'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

import { REFERRAL_BONUS_CENTS } from '@/lib/constants';
import { dollars } from '@/lib/content/legal/blocks';
import { publicEnv } from '@/lib/env';
import { appRoutes } from '@/lib/app-routes';

import styles from './AccountOverview.module.scss';
import { signInPath, signUpPath } from './paths';
import { usePendingToast } from './pendingToast';
import { SignOutButton } from './SignOutButton';
import { useSession } from './useSession';

export interface AccountOverviewProps {
  /** The user has just signed up with a referral code (`/app?referral=true`). */
  justReferred?: boolean;
}

/**
 * The signed-in contractor on the dashboard: a greeting, the referral credit, their own referral
 * code and link, and sign-out. Signed out, it sends the user to sign in and back here.
 */
export function AccountOverview({ justReferred = false }: AccountOverviewProps) {
  const session = useSession();
  const router = useRouter();
  const [signingOut, setSigningOut] = useState(false);
  const [copied, setCopied] = useState(false);
  usePendingToast();

  useEffect(() => {
    if (session.status === 'signedOut' && !signingOut) router.replace(signInPath(appRoutes.home));
  }, [router, session.status, signingOut]);

  if (session.status === 'unavailable') {
    return (
      <div role="alert" className={styles.alert}>
        <p>We could not load your account. Check your connection and try again.</p>
        <button type="button" className={styles.secondary} onClick={session.retry}>
          Try again
        </button>
      </div>
    );
  }
  if (session.status !== 'signedIn') {
    return (
      <p role="status" className={styles.loading}>
        Loading your account…
      </p>
    );
  }

  const { viewer } = session;
  const creditCents = viewer.company?.referralCreditCents ?? 0;
  const referralLink = new URL(signUpPath(viewer.referralCode), publicEnv.siteUrl).toString();

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(referralLink);
      setCopied(true);
    } catch {
      // Clipboard refused (permissions): the link stays visible to copy by hand.
    }
  };

  return (
    <div className={styles.overview}>
      <section aria-labelledby="account-greeting" className={styles.card}>
        <h2 id="account-greeting">Welcome, {viewer.fullName}</h2>
        <p className={styles.muted}>
          Signed in as {viewer.email}
          {viewer.company ? ` · ${viewer.company.name}` : ''}
        </p>
        {justReferred && creditCents > 0 && (
          <p className={styles.highlight}>
            Thanks for joining through a referral: {dollars(creditCents)} of credit is on your account.
          </p>
        )}
        {creditCents > 0 && (
          <dl className={styles.facts}>
            <div>
              <dt>Referral credit</dt>
              <dd>{dollars(creditCents)}</dd>
            </div>
          </dl>
        )}
        {creditCents > 0 && <p className={styles.muted}>Your credit is applied at checkout on your next order.</p>}
        <p>
          <Link href={appRoutes.settings}>Account settings</Link>: your details, password, company and payment methods.
        </p>
        <SignOutButton className={styles.secondary} onSigningOut={() => setSigningOut(true)} />
      </section>
      <section aria-labelledby="account-referral" className={styles.card}>
        <h2 id="account-referral">Invite contractors</h2>
        <p className={styles.muted}>
          Share your code or link: a contractor who signs up with it gets {dollars(REFERRAL_BONUS_CENTS)} of credit on
          their account.
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>Your referral code</dt>
            <dd className={styles.code}>{viewer.referralCode}</dd>
          </div>
          <div>
            <dt>Your referral link</dt>
            <dd className={styles.link}>{referralLink}</dd>
          </div>
        </dl>
        <button type="button" className={styles.secondary} onClick={() => void copyLink()}>
          Copy referral link
        </button>
        <span role="status" className={styles.copied}>
          {copied ? 'Link copied.' : ''}
        </span>
      </section>
    </div>
  );
}

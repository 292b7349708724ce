'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

import { afterSignInPath } from './paths';
import { useSession } from './useSession';

/**
 * On the sign-in page: a person who is already signed in (the header's "Sign in" on the
 * marketing pages, which are static and cannot know) goes straight on to `next`, or to the
 * workspace of their current company, instead of signing in again.
 */
export function SignedInRedirect({ next }: { next?: string }) {
  const session = useSession();
  const router = useRouter();
  const destination = session.status === 'signedIn' ? afterSignInPath(next, session.viewer) : null;

  useEffect(() => {
    if (destination) router.replace(destination);
  }, [destination, router]);

  if (!destination) return null;
  return (
    <p role="status" aria-live="polite">
      You are signed in. Taking you to your workspace…
    </p>
  );
}

'use client';

import { useApolloClient } from '@apollo/client/react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { SignOutDocument } from '@/graphql/generated/client/graphql';

import { browserSession } from './session';

export interface SignOutButtonProps {
  className?: string;
  /** Called as signing out starts, so the screen does not treat the ending session as an expired one. */
  onSigningOut?: () => void;
  /** Stay on this page afterwards (the invitation page offers to use another account) instead of going home. */
  stayOnPage?: boolean;
}

/**
 * Ends the session on the server (the refresh token's family is revoked), forgets the tokens in
 * this browser, and goes to the home page. The tokens are forgotten even when the server cannot be
 * reached: the user asked to be signed out here.
 */
export function SignOutButton({ className, onSigningOut, stayOnPage = false }: SignOutButtonProps) {
  const client = useApolloClient();
  const router = useRouter();
  const [pending, setPending] = useState(false);

  const signOut = async () => {
    setPending(true);
    onSigningOut?.();
    try {
      await client.mutate({ mutation: SignOutDocument, context: { useRefreshToken: true } });
    } catch {
      // Offline: the server's session expires on its own; this browser forgets it now.
    }
    browserSession().clear();
    await client.clearStore();
    if (stayOnPage) setPending(false);
    else router.push('/');
  };

  return (
    <button type="button" className={className} onClick={() => void signOut()} disabled={pending}>
      {pending ? 'Signing out…' : 'Sign out'}
    </button>
  );
}

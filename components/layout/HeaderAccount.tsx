'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';

import { authRoutes } from '@/components/auth/paths';
import type { HeaderAccountQuery, SignOutMutation } from '@/graphql/generated/client/graphql';
import { createStorageSessionStore, SESSION_STORAGE_KEY, subscribeToSession } from '@/lib/apollo/session';
import { appRoutes, partnerRoutes, viewerHome } from '@/lib/app-routes';
import { postGraphQL } from '@/lib/graphql/post';

import styles from './ActionLinks.module.scss';

type Viewer = NonNullable<HeaderAccountQuery['me']>;

/**
 * graphql/operations/HeaderAccount.graphql and SignOut.graphql as the API receives them (a unit
 * test compares them with the generated documents, printed): sent as text, so the marketing
 * pages carry neither the documents' syntax trees nor GraphQL's printer (issue 15 item 8 had
 * taken their first load over its 155 kB budget).
 */
export const HEADER_ACCOUNT_QUERY =
  'query HeaderAccount {\n  me {\n    id\n    fullName\n    role\n    company {\n      id\n      kind\n    }\n    isPartner\n  }\n}';
export const SIGN_OUT_MUTATION = 'mutation SignOut {\n  signOut\n}';

/** One GraphQL request with the session's headers; its data, or null when it failed (the header then says less). */
async function ask<TData>(endpoint: string, query: string, headers: Record<string, string>): Promise<TData | null> {
  try {
    const response = await postGraphQL(endpoint, { query }, headers);
    const body = (await response.json()) as { data?: TData | null };
    return body.data ?? null;
  } catch {
    return null;
  }
}

// The raw stored string: a stable snapshot that changes exactly when the session does.
const readStoredSession = () => window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '';
const unknownOnServer = () => null;

/** Whether this browser holds a session (the Apollo links' own store), without Apollo. */
export function holdsSession(stored: string | null): boolean {
  if (!stored) return false;
  try {
    const tokens: unknown = JSON.parse(stored);
    return Boolean(tokens && typeof tokens === 'object' && ('token' in tokens || 'refreshToken' in tokens));
  } catch {
    return false;
  }
}

/**
 * The header's "Sign in", or the account menu of a signed-in person. The marketing pages are static
 * and carry no Apollo client: this leaf reads the session's presence from the browser's store (so
 * the server and the first paint say "Sign in"), then asks the API whose it is with one plain
 * request (no Apollo, no GraphQL library), to name them and link their workspace. A token that has expired since still shows the
 * menu: the app refreshes it on arrival.
 */
export function HeaderAccount({ endpoint }: { endpoint: string }) {
  const stored = useSyncExternalStore(subscribeToSession, readStoredSession, unknownOnServer);
  const signedIn = holdsSession(stored);
  const [viewer, setViewer] = useState<Viewer | null>(null);

  useEffect(() => {
    if (!signedIn) {
      setViewer(null);
      return;
    }
    const token = createStorageSessionStore(window.localStorage).get().token;
    if (!token) return;
    let current = true;
    void ask<HeaderAccountQuery>(endpoint, HEADER_ACCOUNT_QUERY, { authorization: `Bearer ${token}` }).then((data) => {
      if (current && data) setViewer(data.me ?? null);
    });
    return () => {
      current = false;
    };
  }, [endpoint, signedIn]);

  if (!signedIn) {
    return (
      <Link href={authRoutes.signIn} className={styles.text}>
        Sign in
      </Link>
    );
  }
  return <AccountMenu viewer={viewer} endpoint={endpoint} />;
}

/** A disclosure: the button shows a list of links; Escape, an outside click or leaving it closes it. */
function AccountMenu({ viewer, endpoint }: { viewer: Viewer | null; endpoint: string }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const home = viewer ? viewerHome(viewer) : appRoutes.home;
  // A referral partner who belongs to no company works on the partner dashboard alone.
  const partnerOnly = Boolean(viewer?.isPartner && !viewer.company);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  /** As the app's sign-out: the server revokes the session; this browser forgets it even offline. */
  const signOut = async () => {
    const session = createStorageSessionStore(window.localStorage);
    const { token, refreshToken } = session.get();
    await ask<SignOutMutation>(endpoint, SIGN_OUT_MUTATION, {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(refreshToken ? { 'x-refresh-token': refreshToken } : {}),
    });
    session.clear();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <div
      ref={rootRef}
      className={styles.account}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.text}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={viewer ? `${viewer.fullName}: account menu` : 'Your account menu'}
        onClick={() => setOpen((value) => !value)}
      >
        {viewer ? viewer.fullName : 'Your account'}
      </button>
      <ul id={listId} className={styles.accountMenu} hidden={!open} aria-label="Account">
        <li>
          <Link href={home} onClick={() => setOpen(false)}>
            {partnerOnly ? 'Partner dashboard' : viewer?.company?.kind === 'supplier' ? 'Your workspace' : 'Dashboard'}
          </Link>
        </li>
        {viewer?.isPartner && !partnerOnly && (
          <li>
            <Link href={partnerRoutes.home} onClick={() => setOpen(false)}>
              Partner dashboard
            </Link>
          </li>
        )}
        {viewer?.company?.kind !== 'supplier' && !partnerOnly && (
          <>
            <li>
              <Link href={appRoutes.orders} onClick={() => setOpen(false)}>
                Orders
              </Link>
            </li>
            <li>
              <Link href={appRoutes.team} onClick={() => setOpen(false)}>
                Team
              </Link>
            </li>
          </>
        )}
        <li>
          <button type="button" onClick={() => void signOut()}>
            Sign out
          </button>
        </li>
      </ul>
    </div>
  );
}

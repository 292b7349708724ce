'use client';

import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Link from 'next/link';
import { useRef, useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';

import { apiFailureOf } from '@/lib/apollo/errors';
import { SignOutButton } from '@/components/auth/SignOutButton';
import { useSession } from '@/components/auth/useSession';
import { SignInForm } from '@/components/forms/SignInForm';
import { SignUpForm } from '@/components/forms/SignUpForm';
import { Modal } from '@/components/ui/Modal';
import {
  InvitationAcceptDocument,
  InvitationByTokenDocument,
  InvitationRejectDocument,
  type InvitationViewFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { workspaceHome } from '@/lib/app-routes';
import {
  INVITATION_CANCELED_MESSAGE,
  INVITATION_CONFIRMED_MESSAGE,
  INVITATION_INVALID_MESSAGE,
  roleLabel,
} from '@/lib/validation/invitations';

import styles from './InvitationResponse.module.scss';

type Outcome = 'accepted' | 'rejected';

/**
 * The invitation link's page (spec: invite confirmation). Pending: who invites the person, to
 * which company and as what, with Accept and Reject. A person without an account fills the
 * sign-up form first (the invited email, locked), one with an account signs in; then the
 * invitation is accepted with their main token. Accepted or rejected: the result. An invitation
 * that is no longer usable, or a link that is not one: 'Something went wrong!'.
 */
export function InvitationResponse({ token }: { token: string }) {
  const session = useSession();
  const client = useApolloClient();
  const query = useQuery(InvitationByTokenDocument, { variables: { token } });
  const [accept] = useMutation(InvitationAcceptDocument);
  const [reject] = useMutation(InvitationRejectDocument);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState<'accept' | 'reject' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [view, setView] = useState<'signUp' | 'signIn'>('signUp');
  // Rejecting cannot be undone (the link stops working): it is confirmed first.
  const [confirmingReject, setConfirmingReject] = useState(false);
  const accepting = useRef(false);

  const invitation = query.data?.invitation;

  const respond = async (action: 'accept' | 'reject') => {
    if (accepting.current) return;
    accepting.current = true;
    setBusy(action);
    setFailure(null);
    try {
      const result =
        action === 'accept'
          ? await accept({ variables: { token }, context: { useMainToken: true } })
          : await reject({ variables: { token } });
      const answered =
        result.data &&
        ('invitationAccept' in result.data ? result.data.invitationAccept : result.data.invitationReject);
      if (answered) {
        if (action === 'accept') {
          // The session now works within the inviting company (the new tokens came in the answer's
          // headers): what is on screen, the header's `me` first, is read again as that company.
          await client.resetStore().catch(() => undefined);
        }
        setOutcome(action === 'accept' ? 'accepted' : 'rejected');
        const message = action === 'accept' ? INVITATION_CONFIRMED_MESSAGE : INVITATION_CANCELED_MESSAGE;
        toast.success(message, { toastId: message });
        return;
      }
      const { code, message } = apiFailureOf(result.error);
      // The invitation changed meanwhile (accepted elsewhere, canceled, expired): show its state.
      if (code === 'INVITATION_NOT_PENDING' || code === 'NOT_FOUND') await query.refetch();
      setFailure(message);
    } catch (error) {
      setFailure(apiFailureOf(error).message);
    } finally {
      accepting.current = false;
      setBusy(null);
    }
  };

  // Signing up from the link accepted the invitation in the same step (the account joined the
  // inviting company and got none of its own): show the result as an acceptance does.
  const joinedBySignUp = async () => {
    await client.resetStore().catch(() => undefined);
    setOutcome('accepted');
    toast.success(INVITATION_CONFIRMED_MESSAGE, { toastId: INVITATION_CONFIRMED_MESSAGE });
  };

  if (query.loading && !query.data) {
    return (
      <p role="status" className={styles.muted}>
        Loading the invitation…
      </p>
    );
  }
  if (!invitation) {
    if (query.error && !query.data) return <Unreachable onRetry={() => void query.refetch()} />;
    return <Invalid />;
  }

  if (outcome === 'accepted') {
    return (
      <Result title="Invitation confirmed">
        <p>
          You have joined {invitation.companyName} as {roleLabel(invitation.role, invitation.companyKind).toLowerCase()}
          .
        </p>
        {/* The workspace of the role they joined as: a driver's phone app, a dispatcher's inbox, the contractor app. */}
        <Link href={workspaceHome(invitation.companyKind, invitation.role)} className={styles.primaryLink}>
          Go to your dashboard
        </Link>
      </Result>
    );
  }
  if (outcome === 'rejected') {
    return (
      <Result title="Invitation rejected">
        <p>You have declined to join {invitation.companyName}. Nothing else will happen.</p>
        <Link href="/" className={styles.primaryLink}>
          Go to the main page
        </Link>
      </Result>
    );
  }

  switch (invitation.status) {
    case 'accepted':
      return (
        <Result title="Invitation already confirmed">
          <p>This invitation to join {invitation.companyName} was already confirmed.</p>
          {/* The workspace of the role they joined as: a driver's phone app, a dispatcher's inbox, the contractor app. */}
          <Link href={workspaceHome(invitation.companyKind, invitation.role)} className={styles.primaryLink}>
            Go to your dashboard
          </Link>
        </Result>
      );
    case 'rejected':
      return (
        <Result title="Invitation rejected">
          <p>This invitation to join {invitation.companyName} was rejected.</p>
          <Link href="/" className={styles.primaryLink}>
            Go to the main page
          </Link>
        </Result>
      );
    case 'canceled':
      return <Invalid reason="This invitation was canceled. Ask the person who invited you for a new one." />;
    case 'expired':
      return <Invalid reason="This invitation has expired. Ask the person who invited you for a new one." />;
    case 'pending':
      break;
  }

  const actions = (withAccept: boolean) => (
    <div className={styles.actions}>
      {withAccept && (
        <button
          type="button"
          className={styles.primary}
          disabled={busy !== null}
          onClick={() => void respond('accept')}
        >
          {busy === 'accept' ? 'Accepting…' : 'Accept'}
        </button>
      )}
      <button
        type="button"
        className={styles.secondary}
        disabled={busy !== null}
        onClick={() => setConfirmingReject(true)}
      >
        {busy === 'reject' ? 'Rejecting…' : 'Reject'}
      </button>
    </div>
  );

  let body;
  if (session.status === 'loading') {
    body = (
      <p role="status" className={styles.muted}>
        Checking your account…
      </p>
    );
  } else if (session.status === 'signedIn' && session.viewer.email === invitation.email) {
    body = (
      <>
        <p className={styles.muted}>You are signed in as {session.viewer.email}.</p>
        {actions(true)}
      </>
    );
  } else if (session.status === 'signedIn') {
    body = (
      <>
        <p className={styles.notice}>
          You are signed in as {session.viewer.email}, but this invitation is for {invitation.email}. Sign out, then
          sign in or create an account with {invitation.email} to accept it.
        </p>
        <div className={styles.actions}>
          <SignOutButton className={styles.secondary} stayOnPage />
          {actions(false)}
        </div>
      </>
    );
  } else {
    body = (
      <>
        {view === 'signUp' ? (
          <>
            <h2 className={styles.subheading}>New to BuildMarket? Create your account to accept</h2>
            <SignUpForm
              email={invitation.email}
              emailLocked
              invitationToken={token}
              onSignedUp={() => void joinedBySignUp()}
            />
          </>
        ) : (
          <>
            <h2 className={styles.subheading}>Sign in as {invitation.email} to accept</h2>
            <SignInForm onSignedIn={() => void respond('accept')} />
          </>
        )}
        <p className={styles.switch}>
          {view === 'signUp' ? 'Already have an account?' : 'New to BuildMarket?'}{' '}
          <button
            type="button"
            className={styles.switchButton}
            onClick={() => setView(view === 'signUp' ? 'signIn' : 'signUp')}
          >
            {view === 'signUp' ? 'Sign in' : 'Create an account'}
          </button>
        </p>
        <p className={styles.muted}>Not interested?</p>
        {actions(false)}
      </>
    );
  }

  return (
    <div className={styles.card}>
      <h1>Join {invitation.companyName}</h1>
      <Summary invitation={invitation} />
      {failure && (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      )}
      {body}
      <Modal open={confirmingReject} onClose={() => setConfirmingReject(false)} title="Reject this invitation?">
        <p>
          You will not join {invitation.companyName}, and this link will stop working. To join later, ask{' '}
          {invitation.inviterName ?? 'them'} for a new invitation.
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.primary}
            onClick={() => {
              setConfirmingReject(false);
              void respond('reject');
            }}
          >
            Reject invitation
          </button>
          <button type="button" className={styles.secondary} onClick={() => setConfirmingReject(false)}>
            Keep it
          </button>
        </div>
      </Modal>
    </div>
  );
}

function Summary({ invitation }: { invitation: InvitationViewFieldsFragment }) {
  return (
    <p className={styles.intro}>
      {invitation.inviterName ?? 'A member'} invited {invitation.email} to join {invitation.companyName} as{' '}
      <strong>{roleLabel(invitation.role, invitation.companyKind)}</strong>.
    </p>
  );
}

function Result({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.card}>
      <h1>{title}</h1>
      {children}
    </div>
  );
}

/** The spec's invite error, with a link to the main page. */
function Invalid({ reason = 'This invitation link is not valid.' }: { reason?: string }) {
  return (
    <div className={styles.card}>
      <h1>{INVITATION_INVALID_MESSAGE}</h1>
      <p>{reason}</p>
      <Link href="/" className={styles.primaryLink}>
        Go to the main page
      </Link>
    </div>
  );
}

function Unreachable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.card} role="alert">
      <h1>{INVITATION_INVALID_MESSAGE}</h1>
      <p>We could not load the invitation. Check your connection and try again.</p>
      <button type="button" className={styles.secondary} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

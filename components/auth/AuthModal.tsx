'use client';

import { useState } from 'react';

import { SignInForm } from '@/components/forms/SignInForm';
import { SignUpForm } from '@/components/forms/SignUpForm';
import { Modal } from '@/components/ui/Modal';

import styles from './AuthModal.module.scss';

export type AuthView = 'signIn' | 'signUp';

/** What the person has already told us (the checkout's contact info), to prefill the forms with. */
export interface AccountDetails {
  fullName?: string;
  email?: string;
  /** E.164, as the phone input holds it. */
  phone?: string;
}

export interface AuthModalProps {
  open: boolean;
  onClose: () => void;
  /** Which form opens first. */
  view?: AuthView;
  /** Why an account is needed ("Sign in to place this order."), shown above the form. */
  reason?: string;
  referralCode?: string;
  /**
   * Called once the user is signed in or signed up, to carry on with what needed the account.
   * Without it, sign-in stays on the page and sign-up goes to /app, as the spec says.
   */
  onAuthenticated?: () => void;
  /** Prefills sign-up (name, email, phone) and sign-in (the email): nobody types them twice. */
  you?: AccountDetails;
}

const TITLES: Record<AuthView, string> = { signIn: 'Sign in', signUp: 'Create your contractor account' };

/**
 * The spec's Authorization modal: sign-in and sign-up in one dialog, with a switch between them,
 * opened wherever an action needs an account.
 */
export function AuthModal({
  open,
  onClose,
  view: initialView = 'signIn',
  reason,
  referralCode,
  onAuthenticated,
  you,
}: AuthModalProps) {
  const [view, setView] = useState<AuthView>(initialView);
  // Each opening starts on the view asked for.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setView(initialView);
  }

  const done = () => {
    onClose();
    onAuthenticated?.();
  };

  return (
    <Modal open={open} onClose={onClose} title={TITLES[view]}>
      {reason && <p className={styles.reason}>{reason}</p>}
      {view === 'signIn' ? (
        <SignInForm onSignedIn={done} login={you?.email} />
      ) : (
        <SignUpForm
          referralCode={referralCode}
          onSignedUp={onAuthenticated ? done : undefined}
          email={you?.email}
          fullName={you?.fullName}
          phone={you?.phone}
        />
      )}
      <p className={styles.switch}>
        {view === 'signIn' ? 'New to BuildMarket?' : 'Already have an account?'}{' '}
        <button
          type="button"
          className={styles.switchButton}
          onClick={() => setView(view === 'signIn' ? 'signUp' : 'signIn')}
        >
          {view === 'signIn' ? 'Create an account' : 'Sign in'}
        </button>
      </p>
    </Modal>
  );
}

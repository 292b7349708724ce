'use client';

import { useEffect, type Ref } from 'react';

import { useLazyImport } from '@/components/ui/useLazyImport';
import type { DraftContact } from '@/lib/order/draft';

import type { ContactFormHandle } from './ContactInfoForm';
import styles from './steps/steps.module.scss';

// The form brings react-hook-form and the phone input with its country formats (libphonenumber-js):
// together some 50 kB the order flow's first load does without. It loads when the contact must be
// typed or changed, not for a signed-in contractor whose account already says who to call.
const importContactInfoForm = () => import('./ContactInfoForm').then((module) => module.ContactInfoForm);

/** "+14375550142" → "+1 437 555 0142"; other numbers as stored. */
function phoneText(phone: string): string {
  const nanp = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return nanp ? `+1 ${nanp[1]} ${nanp[2]} ${nanp[3]}` : phone;
}

export interface ContactInfoSectionProps {
  idPrefix: string;
  /** The contact so far (typed, or the account's). */
  contact: DraftContact;
  /** Show the fields (signed out, something missing, or the user asked to change it). */
  editing: boolean;
  /** Whose session it is is not known yet. */
  pending: boolean;
  showErrors: boolean;
  onChange: (contact: DraftContact) => void;
  onEdit: () => void;
  handleRef: Ref<ContactFormHandle>;
}

/**
 * Spec: contact info (name, email, phoneNumber), who the supplier and the driver call about this
 * order. Complete from the account, it reads as one line with a way to change it.
 */
export function ContactInfoSection({
  idPrefix,
  contact,
  editing,
  pending,
  showErrors,
  onChange,
  onEdit,
  handleRef,
}: ContactInfoSectionProps) {
  const { loaded: ContactInfoForm, load } = useLazyImport(importContactInfoForm);
  useEffect(() => {
    if (editing) load();
  }, [editing, load]);

  if (pending) return <p role="status">Loading your contact info…</p>;
  if (editing) {
    return ContactInfoForm ? (
      <ContactInfoForm
        idPrefix={idPrefix}
        initial={contact}
        onChange={onChange}
        showErrors={showErrors}
        handleRef={handleRef}
      />
    ) : (
      <p role="status">Loading the contact form…</p>
    );
  }
  return (
    <div className={styles.contactSummary}>
      <p>
        <strong>{contact.name}</strong>
        <br />
        {contact.email} · {phoneText(contact.phoneNumber)}
      </p>
      <button type="button" className={styles.linkButton} onPointerEnter={load} onFocus={load} onClick={onEdit}>
        Change contact
      </button>
    </div>
  );
}

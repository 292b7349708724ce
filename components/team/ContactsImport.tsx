'use client';

import { useMutation } from '@apollo/client/react';
import { useId, useState, type ChangeEvent } from 'react';

import formStyles from '@/components/forms/Form.module.scss';
import { Modal } from '@/components/ui/Modal';
import { InvitationCreateDocument, type InviteRole } from '@/graphql/generated/client/graphql';
import { apiFailureOf } from '@/lib/apollo/errors';
import {
  CONTACTS_FILE_MAX_BYTES,
  CONTACTS_FILE_MESSAGES,
  ContactsFileError,
  contactsWithEmail,
  parseContactsFile,
  type AddressBookContact,
} from '@/lib/contacts';
import { GOOGLE_NOT_SET_UP, pickGoogleContacts } from '@/lib/google-contacts';
import { invitationCreateSchema, roleLabel } from '@/lib/validation/invitations';

import styles from './TeamManager.module.scss';

type CompanyKind = 'contractor' | 'supplier';

/** What became of one person's invitation. */
type Result = { sent: true } | { sent: false; reason: string };

interface Row extends AddressBookContact {
  picked: boolean;
  role: InviteRole;
  result?: Result;
}

export const INVITATION_SENT = 'Invitation sent';

/**
 * "Invite from contacts" on the team page: people read from an address-book file (CSV or vCard,
 * read here in the browser: the file never leaves it), each picked and given a role, then invited
 * one by one through the same invitationCreate as the invite form, so every rule (who may invite
 * whom, members, limits) holds, and each person's outcome is said: sent, or why not.
 */
export function ContactsImport({
  roles,
  kind,
  onInvited,
  googleContacts = false,
}: {
  roles: readonly InviteRole[];
  kind: CompanyKind;
  onInvited: () => void;
  /** The site has a Google client (GOOGLE_CLIENT_ID): people can come from Google too. */
  googleContacts?: boolean;
}) {
  const [open, setOpen] = useState(false);
  // A new picker each time the dialog opens: nothing from the last file lingers.
  const [opened, setOpened] = useState(0);
  return (
    <>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => {
          setOpened((count) => count + 1);
          setOpen(true);
        }}
      >
        Invite from contacts
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Invite from your contacts">
        <ContactsPicker key={opened} roles={roles} kind={kind} onInvited={onInvited} googleContacts={googleContacts} />
      </Modal>
    </>
  );
}

function ContactsPicker({
  roles,
  kind,
  onInvited,
  googleContacts,
}: {
  roles: readonly InviteRole[];
  kind: CompanyKind;
  onInvited: () => void;
  googleContacts: boolean;
}) {
  const id = useId();
  const [create] = useMutation(InvitationCreateDocument);
  const [rows, setRows] = useState<Row[]>([]);
  const [skipped, setSkipped] = useState(0);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [readingGoogle, setReadingGoogle] = useState(false);
  const [summary, setSummary] = useState<string | null>(null);
  const defaultRole = roles[0];

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setRows([]);
    setSummary(null);
    setFileError(null);
    if (!file || !defaultRole) return;
    if (file.size > CONTACTS_FILE_MAX_BYTES) {
      setFileError(CONTACTS_FILE_MESSAGES.tooLarge);
      return;
    }
    try {
      const parsed = parseContactsFile(await file.text());
      setRows(parsed.contacts.map((contact) => ({ ...contact, picked: false, role: defaultRole })));
      setSkipped(parsed.skipped);
    } catch (error) {
      setFileError(error instanceof ContactsFileError ? error.message : CONTACTS_FILE_MESSAGES.unknown);
    }
  };

  /** The person's Google contacts, through Google's consent in a popup (lib/google-contacts.ts). */
  const onGoogle = async () => {
    setRows([]);
    setSummary(null);
    setFileError(null);
    if (!defaultRole) return;
    setReadingGoogle(true);
    try {
      const parsed = contactsWithEmail(await pickGoogleContacts());
      setRows(parsed.contacts.map((contact) => ({ ...contact, picked: false, role: defaultRole })));
      setSkipped(parsed.skipped);
    } catch (error) {
      setFileError(error instanceof Error ? error.message : CONTACTS_FILE_MESSAGES.unknown);
    } finally {
      setReadingGoogle(false);
    }
  };

  const update = (email: string, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.email === email ? { ...row, ...change } : row)));
  const open = rows.filter((row) => !row.result?.sent);
  const picked = open.filter((row) => row.picked);
  const allPicked = open.length > 0 && picked.length === open.length;

  const invite = async () => {
    setSending(true);
    setSummary(null);
    let sent = 0;
    for (const row of picked) {
      const result = await inviteOne(row);
      if (result.sent) sent += 1;
      update(row.email, { result, picked: !result.sent && row.picked });
    }
    setSending(false);
    const failed = picked.length - sent;
    setSummary(
      `${sent} ${sent === 1 ? 'invitation' : 'invitations'} sent` +
        (failed > 0 ? `; ${failed} not sent (the reason is next to each person).` : '.'),
    );
    if (sent > 0) onInvited();
  };

  const inviteOne = async (row: Row): Promise<Result> => {
    const input = invitationCreateSchema.safeParse({ email: row.email, role: row.role });
    if (!input.success) return { sent: false, reason: input.error.issues[0]?.message ?? 'Invalid' };
    try {
      const answer = await create({ variables: { input: input.data } });
      if (answer.data?.invitationCreate) return { sent: true };
      return { sent: false, reason: apiFailureOf(answer.error).message };
    } catch (error) {
      return { sent: false, reason: apiFailureOf(error).message };
    }
  };

  const fileId = `${id}-file`;
  return (
    <div className={styles.contacts}>
      <div className={formStyles.field}>
        <label htmlFor={fileId}>
          <strong>Contacts file (CSV or vCard)</strong>
        </label>
        <p id={`${fileId}-hint`} className={formStyles.hint}>
          Export your contacts from Google Contacts, Outlook or your phone as CSV or vCard (.vcf), up to 1 MB. The file
          is read on this device; only the people you invite are sent.
        </p>
        <input
          id={fileId}
          type="file"
          accept=".csv,.vcf,.vcard,text/csv,text/vcard,text/x-vcard"
          aria-describedby={[`${fileId}-hint`, fileError ? `${fileId}-error` : null].filter(Boolean).join(' ')}
          aria-invalid={fileError ? true : undefined}
          disabled={sending}
          onChange={(event) => void onFile(event)}
        />
        {googleContacts ? (
          <p>
            <button
              type="button"
              className={styles.secondary}
              disabled={sending || readingGoogle}
              onClick={() => void onGoogle()}
            >
              {readingGoogle ? 'Waiting for Google…' : 'Choose from Google contacts'}
            </button>
          </p>
        ) : (
          <p className={formStyles.hint}>{GOOGLE_NOT_SET_UP}</p>
        )}
        {fileError && (
          <p id={`${fileId}-error`} role="alert" className={formStyles.alert}>
            {fileError}
          </p>
        )}
      </div>

      {rows.length > 0 && (
        <fieldset className={styles.people} disabled={sending}>
          <legend>
            {rows.length} {rows.length === 1 ? 'person' : 'people'} with an email address
            {skipped > 0 && `; ${skipped} left out (no valid email, or listed twice)`}
          </legend>
          <label className={styles.pick}>
            <input
              type="checkbox"
              checked={allPicked}
              onChange={() => {
                for (const row of open) update(row.email, { picked: !allPicked });
              }}
            />{' '}
            Select everyone
          </label>
          <ul className={styles.list} aria-label="Contacts">
            {rows.map((row, index) => (
              <li key={row.email} className={styles.row}>
                <label className={styles.pick}>
                  <input
                    type="checkbox"
                    checked={row.picked}
                    disabled={row.result?.sent}
                    onChange={(event) => update(row.email, { picked: event.target.checked })}
                  />{' '}
                  <span className={styles.who}>
                    <strong>{row.name}</strong>
                    <span className={styles.muted}>
                      {row.email}
                      {row.phone ? ` · ${row.phone}` : ''}
                    </span>
                  </span>
                </label>
                <span className={styles.contactRole}>
                  <label htmlFor={`${id}-role-${index}`} className="visually-hidden">
                    Role for {row.name}
                  </label>
                  <select
                    id={`${id}-role-${index}`}
                    className={formStyles.control}
                    value={row.role}
                    disabled={row.result?.sent}
                    onChange={(event) => {
                      const role = roles.find((candidate) => candidate === event.target.value);
                      if (role) update(row.email, { role });
                    }}
                  >
                    {roles.map((role) => (
                      <option key={role} value={role}>
                        {roleLabel(role, kind)}
                      </option>
                    ))}
                  </select>
                </span>
                {row.result && (
                  <span className={row.result.sent ? styles.sent : styles.notSent}>
                    {row.result.sent ? INVITATION_SENT : `Not sent: ${row.result.reason}`}
                  </span>
                )}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={formStyles.submit}
            disabled={picked.length === 0 || sending}
            onClick={() => void invite()}
          >
            {sending ? 'Sending invitations…' : `Invite ${picked.length} ${picked.length === 1 ? 'person' : 'people'}`}
          </button>
        </fieldset>
      )}
      <p role="status" className={styles.muted}>
        {summary}
      </p>
    </div>
  );
}

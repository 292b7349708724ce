'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { answerOfRejection, apiFailureOf, outcomeOf } from '@/lib/apollo/errors';
import { signInPath } from '@/components/auth/paths';
import { useSession } from '@/components/auth/useSession';
import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { ConfirmModal } from '@/components/ui/ConfirmModal';
import {
  InvitationCreateDocument,
  InvitationRevokeDocument,
  TeamDocument,
  TeamMemberRemoveDocument,
  type InvitationFieldsFragment,
  type InviteRole,
  type TeamFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { shownFieldError } from '@/components/forms/fieldErrors';
import { FormFooter } from '@/components/forms/FormFooter';
import { useSubmission } from '@/components/forms/useSubmission';
import { Form } from '@/components/ui/Form';
import { appRoutes } from '@/lib/app-routes';
import {
  INVITATION_CANCELED_MESSAGE,
  invitationCreateSchema,
  roleLabel,
  type InvitationCreate,
  type InvitationCreateFormValues,
} from '@/lib/validation/invitations';

import { ContactsImport } from './ContactsImport';
import styles from './TeamManager.module.scss';

const dateFormat = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'short', day: 'numeric' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

type CompanyKind = 'contractor' | 'supplier';

/**
 * The team page: the members of the company the user acts within, its pending invitations, the
 * invite form (the roles the server says this user may invite) and revoking. Signed out, it
 * sends the user to sign in and back here.
 */
export function TeamManager({
  path = appRoutes.team,
  googleContacts = false,
}: {
  path?: string;
  /** The site has a Google client: the contacts dialog offers Google's (see ContactsImport). */
  googleContacts?: boolean;
} = {}) {
  const session = useSession();
  const router = useRouter();
  const signedIn = session.status === 'signedIn';
  const team = useQuery(TeamDocument, { skip: !signedIn });
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  useEffect(() => {
    if (session.status === 'signedOut') router.replace(signInPath(path));
  }, [path, router, session.status]);

  if (!signedIn || (team.loading && !team.data)) {
    return (
      <p role="status" className={styles.muted}>
        Loading your team…
      </p>
    );
  }
  const data = team.data?.team;
  if (!data) {
    return (
      <div role="alert" className={styles.alert}>
        <p>{team.error ? apiFailureOf(team.error).message : 'We could not load your team.'}</p>
        <button type="button" className={styles.secondary} onClick={() => void team.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  const canInvite = data.invitableRoles.length > 0;
  const kind = data.company.kind;
  return (
    <div className={styles.layout}>
      <p className={styles.muted}>
        {data.company.name} · your role: {roleLabel(data.viewerRole, kind)}
      </p>
      <section aria-labelledby="team-members" className={styles.card}>
        <h2 id="team-members">Members</h2>
        <ul className={styles.list} aria-labelledby="team-members">
          {data.members.map((member) => (
            <li key={member.userId} className={styles.row}>
              <span className={styles.who}>
                <strong>{member.fullName}</strong>
                <span className={styles.muted}>{member.email}</span>
              </span>
              <span className={styles.role}>{roleLabel(member.role, kind)}</span>
              {member.removable && (
                <button
                  type="button"
                  className={styles.secondary}
                  aria-label={`Remove ${member.fullName} from ${data.company.name}`}
                  onClick={() => setRemoving(member)}
                >
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
        <RemoveMember
          member={removing}
          companyName={data.company.name}
          onClose={() => setRemoving(null)}
          onRemoved={() => setRemoving(null)}
        />
      </section>
      {canInvite && (
        <>
          <section aria-labelledby="team-invite" className={styles.card}>
            <h2 id="team-invite">Invite a person</h2>
            <p className={styles.muted}>
              We email them a link valid for 7 days. They join with the role you choose once they accept.
            </p>
            <InviteForm roles={data.invitableRoles} kind={kind} onInvited={() => void team.refetch()} />
            <p className={styles.muted}>Or invite several people at once from your address book.</p>
            <ContactsImport
              roles={data.invitableRoles}
              kind={kind}
              onInvited={() => void team.refetch()}
              googleContacts={googleContacts}
            />
          </section>
          <section aria-labelledby="team-invitations" className={styles.card}>
            <h2 id="team-invitations">Pending invitations</h2>
            {data.invitations.length === 0 ? (
              <p className={styles.muted}>No pending invitations.</p>
            ) : (
              <ul className={styles.list} aria-labelledby="team-invitations">
                {data.invitations.map((invitation) => (
                  <PendingInvitation
                    key={invitation.id}
                    invitation={invitation}
                    kind={kind}
                    revocable={data.invitableRoles.includes(invitation.role)}
                    onRevoked={() => void team.refetch()}
                  />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}

type TeamMember = TeamFieldsFragment['members'][number];

/** Asks before removing a member; the answer is the team as it is now, which the list shows. */
function RemoveMember({
  member,
  companyName,
  onClose,
  onRemoved,
}: {
  member: TeamMember | null;
  companyName: string;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const [remove, { loading }] = useMutation(TeamMemberRemoveDocument, { refetchQueries: [TeamDocument] });
  const [failure, setFailure] = useState<string | null>(null);
  // The dialog keeps its last member while it plays its close animation.
  const [shown, setShown] = useState(member);
  if (member && member !== shown) {
    setShown(member);
    setFailure(null);
  }

  const confirm = async () => {
    if (!member) return;
    setFailure(null);
    const result = await remove({ variables: { userId: member.userId } }).catch(answerOfRejection);
    if (result.data) {
      toast.success(`${member.fullName} is no longer a member of ${companyName}.`, {
        toastId: `member-removed-${member.userId}`,
      });
      onRemoved();
    } else {
      setFailure(apiFailureOf(result.error).message);
    }
  };

  return (
    <ConfirmModal
      open={member !== null}
      onClose={onClose}
      title={`Remove ${shown?.fullName ?? ''}?`}
      failure={failure}
      keepLabel="Keep them"
      confirmLabel="Yes, remove"
      busyLabel="Removing…"
      busy={loading}
      onConfirm={() => void confirm()}
    >
      <p>
        They lose access to {companyName} at once: its orders, its pages and its live updates. Invite them again to
        bring them back.
      </p>
    </ConfirmModal>
  );
}

function PendingInvitation({
  invitation,
  kind,
  revocable,
  onRevoked,
}: {
  invitation: InvitationFieldsFragment;
  kind: CompanyKind;
  revocable: boolean;
  onRevoked: () => void;
}) {
  const [revoke, { loading }] = useMutation(InvitationRevokeDocument);
  const onRevoke = async () => {
    const result = await revoke({ variables: { id: invitation.id }, context: { toastErrors: true } }).catch(
      answerOfRejection,
    );
    // Errors are toasted by the error link; a network failure is said here.
    if (result.data?.invitationRevoke) {
      toast.success(INVITATION_CANCELED_MESSAGE, { toastId: `${INVITATION_CANCELED_MESSAGE}-${invitation.id}` });
    }
    onRevoked();
  };
  const expired = invitation.status === 'expired';
  return (
    <li className={styles.row}>
      <span className={styles.who}>
        <strong>{invitation.email}</strong>
        <span className={styles.muted}>
          {roleLabel(invitation.role, kind)}
          {invitation.invitedBy ? ` · invited by ${invitation.invitedBy}` : ''} ·{' '}
          {expired ? `expired ${formatDate(invitation.expiresAt)}` : `expires ${formatDate(invitation.expiresAt)}`}
        </span>
      </span>
      {revocable && (
        <button
          type="button"
          className={styles.secondary}
          disabled={loading}
          aria-label={`Revoke the invitation for ${invitation.email}`}
          onClick={() => void onRevoke()}
        >
          {loading ? 'Revoking…' : 'Revoke'}
        </button>
      )}
    </li>
  );
}

type FieldName = keyof InvitationCreateFormValues;
const isFieldName = (name: string): name is FieldName => name === 'email' || name === 'role';

function InviteForm({
  roles,
  kind,
  onInvited,
}: {
  roles: readonly InviteRole[];
  kind: CompanyKind;
  onInvited: () => void;
}) {
  const id = useId();
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const [create] = useMutation(InvitationCreateDocument);
  const form = useForm<InvitationCreateFormValues, unknown, InvitationCreate>({
    resolver: zodResolver(invitationCreateSchema),
    mode: 'onTouched',
    defaultValues: { email: '', role: roles[0] },
  });
  const {
    register,
    reset,
    formState: { errors, touchedFields, isSubmitted },
  } = form;

  const errorOf = (name: FieldName) => shownFieldError(errors[name], touchedFields[name], isSubmitted);
  const controlProps = (name: FieldName) => ({
    id: fieldId(name),
    className: formStyles.control,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': describedBy(fieldId(name), errorOf(name)),
  });

  const submission = useSubmission(form, {
    send: (input) => outcomeOf(create({ variables: { input } }), (data) => data.invitationCreate),
    fieldOf: (name) => (isFieldName(name) ? name : undefined),
    onSuccess: (created, input) => {
      toast.success(`Invitation sent to ${created.email}`, { toastId: `invited-${created.id}` });
      reset({ email: '', role: input.role });
      onInvited();
    },
  });

  return (
    <Form className={formStyles.form} noValidate aria-label="Invite a person" onSubmit={submission.onSubmit}>
      <FormField id={fieldId('email')} label="Email" error={errorOf('email')}>
        <input type="email" autoComplete="off" required {...controlProps('email')} {...register('email')} />
      </FormField>
      <FormField id={fieldId('role')} label="Role" error={errorOf('role')}>
        <select required {...controlProps('role')} {...register('role')}>
          {roles.map((role) => (
            <option key={role} value={role}>
              {roleLabel(role, kind)}
            </option>
          ))}
        </select>
      </FormField>
      <FormFooter submission={submission} label="Send invitation" pendingLabel="Sending…" />
    </Form>
  );
}

import { z } from 'zod';

import { INVITE_ROLES } from './member-roles';
import { messages } from './messages';
import { requiredEmail } from './rules';

/**
 * Invitations: the team page's invite form and the API's `invitationCreate` input parse with
 * the same schema; the link's token has one shape, checked before any database read.
 */

export * from './member-roles';

export const invitationCreateSchema = z.object({
  email: requiredEmail,
  role: z.enum(INVITE_ROLES, {
    error: (issue) => (issue.input === '' || issue.input == null ? messages.required : messages.invalid),
  }),
});
export type InvitationCreateFormValues = z.input<typeof invitationCreateSchema>;
export type InvitationCreate = z.output<typeof invitationCreateSchema>;

/** The link's token: 32 random bytes in base64url (43 characters). */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isInvitationToken(value: unknown): value is string {
  return typeof value === 'string' && INVITATION_TOKEN_PATTERN.test(value);
}

/** The spec's success toasts (section 8): accepting, and rejecting or revoking, an invitation. */
export const INVITATION_CONFIRMED_MESSAGE = 'Invitation was confirmed';
export const INVITATION_CANCELED_MESSAGE = 'Invitation was canceled';
/** The spec's invite error (section 8), shown for an invalid link. */
export const INVITATION_INVALID_MESSAGE = 'Something went wrong!';

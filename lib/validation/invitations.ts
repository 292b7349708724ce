import { z } from 'zod';

import { messages } from './messages';
import { requiredEmail } from './rules';

/**
 * Invitations: the team page's invite form and the API's `invitationCreate` input parse with
 * the same schema; the link's token has one shape, checked before any database read.
 */

/** The spec's invite roles (section 3), in the order the form offers them. */
export const INVITE_ROLES = ['contractor_manager', 'partner_contractor', 'partner_driver', 'partner_manager'] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

/** Every role a company member can have: the owner of the workspace (a contractor's or a supplier's), and the invite roles. */
export const MEMBER_ROLES = ['contractor_owner', 'supplier_owner', ...INVITE_ROLES] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** How each role is named on screen (spec: contractor_manager and partner_contractor are foremen). */
export const ROLE_LABELS: Record<MemberRole, string> = {
  contractor_owner: 'Owner',
  supplier_owner: 'Owner',
  contractor_manager: 'Contractor manager (foreman)',
  partner_contractor: 'Partner contractor (foreman)',
  partner_driver: 'Partner driver',
  partner_manager: 'Partner manager',
};

/**
 * A supplier's people are named by their work: its partner managers dispatch, its partner drivers
 * drive. The roles themselves are the same in both kinds of company.
 */
const SUPPLIER_ROLE_LABELS: Partial<Record<MemberRole, string>> = {
  partner_manager: 'Dispatcher / manager',
  partner_driver: 'Driver',
};

/** How a role is named on screen in a company of this kind. */
export function roleLabel(role: MemberRole, companyKind: 'contractor' | 'supplier'): string {
  return (companyKind === 'supplier' ? SUPPLIER_ROLE_LABELS[role] : undefined) ?? ROLE_LABELS[role];
}

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

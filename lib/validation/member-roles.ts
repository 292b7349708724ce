/**
 * Company members' roles and their names on screen, without a schema library: the app's header
 * (the company switcher on every signed-in page) reads them, and zod stays out of its first load.
 * lib/validation/invitations.ts re-exports them with the invitation schemas.
 */

/** The spec's invite roles (section 3), in the order the form offers them. */
export const INVITE_ROLES = ['contractor_manager', 'partner_contractor', 'partner_driver', 'partner_manager'] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

/** Every role a company member can have: the owner of the workspace (a contractor's or a supplier's), and the invite roles. */
export const MEMBER_ROLES = ['contractor_owner', 'supplier_owner', ...INVITE_ROLES] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** The two sides of the marketplace a company is on. */
export type CompanyKind = 'contractor' | 'supplier';

export const isInviteRole = (role: MemberRole): role is InviteRole =>
  (INVITE_ROLES as readonly string[]).includes(role);

/**
 * How each role is named in a contractor's company (spec: contractor_manager and partner_contractor
 * are foremen). Not exported: every screen and mail names a role through `roleLabel`, so a supplier's
 * dispatcher is never a "Partner manager" in one place and a "Dispatcher / manager" in another.
 */
const ROLE_LABELS: Record<MemberRole, string> = {
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
export function roleLabel(role: MemberRole, companyKind: CompanyKind): string {
  return (companyKind === 'supplier' ? SUPPLIER_ROLE_LABELS[role] : undefined) ?? ROLE_LABELS[role];
}

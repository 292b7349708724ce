import 'server-only';

import { and, eq, sql } from 'drizzle-orm';

import { DRIVER_TRANSITIONS, ORDER_STATUSES, SUPPLIER_TRANSITIONS } from '@/lib/order/lifecycle';
import type { OrderStatus } from '@/graphql/generated/client/graphql';
import { isInviteRole, type CompanyKind, type InviteRole, type MemberRole } from '@/lib/validation/member-roles';

import type { Database } from '@/server/db/database';
import { preparedPerDatabase } from '@/server/db/prepared';
import { companies, companyMembers } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

import { resolveSessionSubject } from './accounts';
import type { TokenMembership } from './sessions';

/**
 * Who may do what, in one place. A person acts within one company at a time (the ordinary
 * token's company); what they may do there follows from the company's kind and their role in it,
 * and every check is made on the server.
 *
 * Contractor companies: the owner invites every invite role; a contractor manager (foreman) and a
 * partner manager invite the crew (partner contractors and drivers); the crew invites nobody.
 *
 * Supplier companies: the owner runs everything, the team included (invites dispatchers and
 * managers as partner_manager, drivers as partner_driver); a partner manager (dispatcher) runs
 * every order of the supplier (accept, decline, plan, propose windows, notes, dispatch: the fleet
 * and each order's loads) and its schedule (capacity per window, blocked dates), manages the
 * supplier's API keys, and invites drivers; a driver sees only the orders with a load assigned to them and reports each load's steps.
 *
 * Revoking follows inviting: one may cancel an invitation one could have sent, and remove a member
 * one could have invited (`mayManageRole`).
 */

export interface Membership {
  userId: string;
  companyId: string;
  companyKind: CompanyKind;
  role: MemberRole;
}

export const NO_COMPANY_MESSAGE = 'You are not a member of a company.';
export const NOT_A_SUPPLIER_MESSAGE = 'This is a supplier workspace: switch to your supplier company.';
export const NOT_ALLOWED_MESSAGE = 'Your role may not do this.';

const NOBODY: readonly InviteRole[] = [];

export const INVITABLE_ROLES: Readonly<Record<CompanyKind, Readonly<Record<MemberRole, readonly InviteRole[]>>>> = {
  contractor: {
    contractor_owner: ['contractor_manager', 'partner_contractor', 'partner_driver', 'partner_manager'],
    contractor_manager: ['partner_contractor', 'partner_driver'],
    partner_manager: ['partner_contractor', 'partner_driver'],
    partner_contractor: NOBODY,
    partner_driver: NOBODY,
    supplier_owner: NOBODY,
  },
  supplier: {
    supplier_owner: ['partner_manager', 'partner_driver'],
    partner_manager: ['partner_driver'],
    partner_driver: NOBODY,
    partner_contractor: NOBODY,
    contractor_manager: NOBODY,
    contractor_owner: NOBODY,
  },
};

export function invitableRoles(membership: Pick<Membership, 'companyKind' | 'role'>): readonly InviteRole[] {
  return INVITABLE_ROLES[membership.companyKind][membership.role];
}

/**
 * Whether `membership` may cancel an invitation for `role`, or remove a member who has it: one
 * may undo what one could have done (invite with that role), never for an owner.
 */
export function mayManageRole(membership: Pick<Membership, 'companyKind' | 'role'>, role: MemberRole): boolean {
  return isInviteRole(role) && invitableRoles(membership).includes(role);
}

/** What a member of a supplier company may do with the supplier's orders. */
export interface SupplierOrderRights {
  /** Every order of the supplier, or only those assigned to the member (drivers). */
  seesAllOrders: boolean;
  transitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>>;
  mayProposeWindow: boolean;
  mayAddNotes: boolean;
  /** The fleet, and each order's loads with their trucks and drivers. */
  mayDispatch: boolean;
  /** The schedule board (booked trucks per window, the orders in each): not a driver's. */
  seesSchedule: boolean;
  /** Changing a window's capacity on a date, blocking and unblocking dates. */
  mayEditSchedule: boolean;
  /** Answering a contractor's rating, in the supplier's name. */
  mayAnswerRatings: boolean;
  /** The monthly statements (money per customer): not a driver's. */
  mayReadStatements: boolean;
  /** Listing, creating and revoking the supplier's API keys (its systems' access to the API). */
  mayManageApiKeys: boolean;
  /** The payouts page: balance, payouts, the ledger (money per order): not a driver's. */
  mayReadPayouts: boolean;
}

const DISPATCH: SupplierOrderRights = {
  seesAllOrders: true,
  transitions: SUPPLIER_TRANSITIONS,
  mayProposeWindow: true,
  mayAddNotes: true,
  mayDispatch: true,
  seesSchedule: true,
  mayEditSchedule: true,
  mayAnswerRatings: true,
  mayReadStatements: true,
  mayManageApiKeys: true,
  mayReadPayouts: true,
};

const DRIVER: SupplierOrderRights = {
  seesAllOrders: false,
  transitions: DRIVER_TRANSITIONS,
  mayProposeWindow: false,
  mayAddNotes: true,
  mayDispatch: false,
  seesSchedule: false,
  mayEditSchedule: false,
  mayAnswerRatings: false,
  mayReadStatements: false,
  mayManageApiKeys: false,
  mayReadPayouts: false,
};

/** The same transitions, to the given states only. */
function transitionsOnlyTo(
  transitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>>,
  to: readonly OrderStatus[],
): Record<OrderStatus, readonly OrderStatus[]> {
  const restricted = { ...transitions };
  for (const from of ORDER_STATUSES) restricted[from] = transitions[from].filter((status) => to.includes(status));
  return restricted;
}

/**
 * What one of the supplier's API keys (its own systems) may do: read every order of the supplier,
 * accept, decline and schedule them as a dispatcher does, and plan their loads. Nothing of the
 * team, the schedule board, the statements or the keys themselves; no state a person reports.
 */
export const SUPPLIER_API_KEY_RIGHTS: SupplierOrderRights = {
  ...DISPATCH,
  transitions: transitionsOnlyTo(SUPPLIER_TRANSITIONS, ['accepted', 'declined', 'scheduled']),
  mayProposeWindow: false,
  mayAddNotes: false,
  seesSchedule: false,
  mayEditSchedule: false,
  mayAnswerRatings: false,
  mayReadStatements: false,
  mayManageApiKeys: false,
};

/** A supplier company's member's rights over orders; null for roles with none. */
export function supplierOrderRights(role: MemberRole): SupplierOrderRights | null {
  if (role === 'supplier_owner' || role === 'partner_manager') return DISPATCH;
  if (role === 'partner_driver') return DRIVER;
  return null;
}

/** The signed-in person's current company (the token's, or their last or first) and their role in it. */
export async function requireMembership(
  db: Database,
  viewer: { userId: string; companyId?: string | null; tokenMembership?: TokenMembership | null },
): Promise<Membership> {
  // Nearly always the token's company, which the person still belongs to: the session's check
  // read it, or one read answers it (a membership row means the person exists). Otherwise the
  // session's subject decides.
  if (viewer.companyId) {
    const membership =
      viewer.tokenMembership === undefined
        ? await membershipIn(db, viewer.userId, viewer.companyId)
        : viewer.tokenMembership;
    if (membership) {
      const { role, companyKind } = membership;
      return { userId: viewer.userId, companyId: viewer.companyId, role, companyKind };
    }
  }
  const subject = await resolveSessionSubject(db, { userId: viewer.userId, companyId: viewer.companyId ?? null });
  if (!subject?.companyId) throw expectedError(ErrorCode.FORBIDDEN, NO_COMPANY_MESSAGE);
  const membership = await membershipIn(db, subject.userId, subject.companyId);
  if (!membership) throw expectedError(ErrorCode.FORBIDDEN, NO_COMPANY_MESSAGE);
  return { userId: subject.userId, companyId: subject.companyId, ...membership };
}

// Read on nearly every request of a company's member: prepared.
const membershipQuery = preparedPerDatabase((db) =>
  db
    .select({ role: companyMembers.role, companyKind: companies.kind })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(
      and(
        eq(companyMembers.companyId, sql.placeholder('companyId')),
        eq(companyMembers.userId, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare('company_membership'),
);

async function membershipIn(db: Database, userId: string, companyId: string) {
  const [membership] = await membershipQuery(db).execute({ userId, companyId });
  return membership;
}

export const COMPANY_SETTINGS_FORBIDDEN_MESSAGE = 'Only the company’s owner can change its name and address.';

/**
 * Who may rename the company and set its address for invoices (what every invoice bills to):
 * its owner. Managers, partners and drivers see them.
 */
export function mayManageCompany(role: MemberRole): boolean {
  return role === 'contractor_owner' || role === 'supplier_owner';
}

export const CATALOGUE_READ_ONLY_MESSAGE =
  'Only the owner and managers can change the catalogue, service areas and delivery settings.';

/**
 * Who may change the supplier's catalogue (products, service areas, delivery settings): the owner
 * and its partner managers. Drivers may read it, not change it.
 */
export function mayEditCatalogue(role: MemberRole): boolean {
  return role === 'supplier_owner' || role === 'partner_manager';
}

/**
 * Who may connect the supplier's payout account (Stripe's onboarding asks for the business's
 * bank account and its representative): the owner only.
 */
export function mayConnectPayoutAccount(role: MemberRole): boolean {
  return role === 'supplier_owner';
}

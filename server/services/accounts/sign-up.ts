import 'server-only';

import { eq, or } from 'drizzle-orm';

import { REFERRAL_BONUS_CENTS } from '@/lib/constants';
import { possessive } from '@/lib/format';
import type { ContractorSignUp } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { violatedUniqueConstraint } from '@/server/db/errors';
import { companies, companyMembers, partnerReferrals, users } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

import { enforceRateLimits, type RateLimitRule } from '@/server/services/rate-limits/rate-limit';
import { findPartnerByCode } from '@/server/services/site/partners';
import { emailTaken, phoneTaken, signedIn, uniqueReferralCode, type SignedIn } from './accounts';
import { closedMeanwhile, joinInvitingCompany, pendingByToken, wrongAccountMessage } from './invitation-answers';
import { hashPassword } from './passwords';
import type { SessionSubject } from './sessions';

/** Contractor sign-up (`contractorSignUp`): a new person, and their company or the one that invited them. */

const ONE_HOUR = 60 * 60_000;

/** Sign-up: per client address. */
export const SIGN_UP_LIMITS = {
  perAddress: { name: 'sign-up:ip', limit: 5, windowMs: ONE_HOUR },
} as const satisfies Record<string, RateLimitRule>;

export const REFERRAL_CODE_NOT_FOUND_MESSAGE = 'Referral code not found';

/** Thrown inside the sign-up's transaction (to undo it) when its invitation closed meanwhile. */
class InvitationClosedMeanwhile extends Error {}

/**
 * Creates a contractor: the user, their company workspace ("<full name>'s company") and their
 * owner membership, in one transaction; a referral code links the referrer and gives the new
 * company the referral credit. Then signs them in.
 *
 * Signing up from an invitation's link, the person instead joins the inviting company with the
 * invited role in the same transaction, and gets no company of their own: a driver a supplier
 * invites is not a contractor, and lands in the driver's app, not in an empty contractor one.
 */
export async function signUpContractor(
  db: Database,
  input: ContractorSignUp,
  request: { clientAddress: string },
  now: Date = new Date(),
): Promise<SignedIn> {
  const email = input.identity.email.toLowerCase();
  await enforceRateLimits(db, [[SIGN_UP_LIMITS.perAddress, request.clientAddress]], now);

  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(or(eq(users.email, email), eq(users.phone, input.phone)))
    .limit(2);
  if (existing.some((user) => user.email === email)) throw emailTaken();
  if (existing.length > 0) throw phoneTaken();

  const invitation = input.invitationToken ? await pendingByToken(db, input.invitationToken, now) : null;
  if (invitation && invitation.invitation.email !== email) {
    throw expectedError(ErrorCode.FORBIDDEN, wrongAccountMessage(invitation.invitation.email));
  }

  let referrerId: string | null = null;
  let referringPartnerId: string | null = null;
  if (input.referralCode) {
    const [referrer] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.referralCode, input.referralCode))
      .limit(1);
    // A person's code first, then a partner's (its referral link brings its code here).
    const partner = referrer ? null : await findPartnerByCode(db, input.referralCode);
    if (!referrer && (!partner || partner.supplierButton)) {
      throw expectedError(ErrorCode.BAD_USER_INPUT, `referralCode: ${REFERRAL_CODE_NOT_FOUND_MESSAGE}`, {
        fields: { referralCode: REFERRAL_CODE_NOT_FOUND_MESSAGE },
      });
    }
    referrerId = referrer?.id ?? null;
    referringPartnerId = partner?.id ?? null;
  }
  const referralCreditCents = referrerId || referringPartnerId ? REFERRAL_BONUS_CENTS : 0;

  const [passwordHash, referralCode] = await Promise.all([
    hashPassword(input.identity.password),
    uniqueReferralCode(db),
  ]);

  let subject: SessionSubject;
  try {
    subject = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          phone: input.phone,
          fullName: input.fullName,
          passwordHash,
          referralCode,
          referredByUserId: referrerId,
          signUpSource: input.source,
          createdAt: now,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('The account was not stored');
      if (invitation) {
        if (!(await joinInvitingCompany(tx, invitation, user.id, now))) throw new InvitationClosedMeanwhile();
        return { userId: user.id, companyId: invitation.invitation.companyId };
      }
      const [company] = await tx
        .insert(companies)
        .values({
          name: `${possessive(input.fullName)} company`,
          referralCreditCents,
          createdAt: now,
        })
        .returning({ id: companies.id });
      if (!company) throw new Error('The account was not stored');
      await tx
        .insert(companyMembers)
        .values({ companyId: company.id, userId: user.id, role: 'contractor_owner', createdAt: now });
      if (referringPartnerId) {
        await tx.insert(partnerReferrals).values({
          userId: user.id,
          partnerId: referringPartnerId,
          companyId: company.id,
          creditCents: referralCreditCents,
          createdAt: now,
        });
      }
      return { userId: user.id, companyId: company.id };
    });
  } catch (error) {
    if (error instanceof InvitationClosedMeanwhile && input.invitationToken) {
      throw await closedMeanwhile(db, input.invitationToken, now);
    }
    // Two sign-ups with the same email or phone at the same moment: the index decides.
    const constraint = violatedUniqueConstraint(error);
    if (constraint === 'users_email_idx') throw emailTaken();
    if (constraint === 'users_phone_idx') throw phoneTaken();
    throw error;
  }
  return signedIn(db, subject, now);
}

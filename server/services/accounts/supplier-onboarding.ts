import 'server-only';

import { and, eq, isNull, or, sql } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import { cities, companies, partnerRequests, suppliers } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

import { inviteSupplierOwner, type OwnerInvitation } from './invitations';
import type { Mailer } from '@/server/services/mail/mailer';

/**
 * Onboarding a supplier (an operator's command, `npm run supplier:onboard`): supplier sign-up is
 * not public. A supplier listing (a `suppliers` row, or one made from a start-selling request)
 * becomes a supplier company whose owner is invited by mail; the owner then invites the team.
 */

export type OnboardingSource =
  | { supplier: string; ownerEmail: string }
  | {
      requestId: string;
      /** Instead of the request's email. */
      ownerEmail?: string;
      /** A city's slug: required when the request names a supplier that is not listed yet. */
      homeCity?: string;
      description?: string;
    };

export interface Onboarded {
  supplierId: string;
  supplierName: string;
  supplierSlug: string;
  /** A new listing was made from the request. */
  supplierCreated: boolean;
  companyId: string;
  invitation: OwnerInvitation;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const alreadyOnboardedMessage = (name: string) =>
  `${name} is already onboarded: it has a supplier company. Its owner invites the team from /supplier/team.`;
export const HOME_CITY_REQUIRED_MESSAGE =
  'The request names a supplier that is not listed yet: give its home city with --home-city <city slug>.';

const PRODUCT_TYPE_WORDS = {
  readyMix: 'ready-mix concrete',
  aggregates: 'aggregates',
  volumetric: 'volumetric concrete',
  rentals: 'equipment rentals',
} as const;

/** "NorthPeak Ready Mix Inc." → "northpeak-ready-mix-inc". */
export function supplierSlugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

type SupplierRow = Pick<typeof suppliers.$inferSelect, 'id' | 'name' | 'slug' | 'companyId'>;
const SUPPLIER_COLUMNS = {
  id: suppliers.id,
  name: suppliers.name,
  slug: suppliers.slug,
  companyId: suppliers.companyId,
};

async function supplierBySlugOrId(db: Database, key: string): Promise<SupplierRow | undefined> {
  const [row] = await db
    .select(SUPPLIER_COLUMNS)
    .from(suppliers)
    .where(UUID.test(key) ? eq(suppliers.id, key) : eq(suppliers.slug, key))
    .limit(1);
  return row;
}

/** The listing a request names: the same slug or name, or a new one (with the home city given). */
async function supplierForRequest(
  db: Database,
  source: Extract<OnboardingSource, { requestId: string }>,
): Promise<{ supplier: SupplierRow; created: boolean; email: string }> {
  const notFound = () => expectedError(ErrorCode.NOT_FOUND, `No start-selling request has the id ${source.requestId}.`);
  if (!UUID.test(source.requestId)) throw notFound();
  const [request] = await db.select().from(partnerRequests).where(eq(partnerRequests.id, source.requestId)).limit(1);
  if (!request) throw notFound();
  const email = source.ownerEmail ?? request.email;
  const slug = supplierSlugOf(request.companyName);
  const [listed] = await db
    .select(SUPPLIER_COLUMNS)
    .from(suppliers)
    .where(or(eq(suppliers.slug, slug), sql`lower(${suppliers.name}) = lower(${request.companyName.trim()})`))
    .limit(1);
  if (listed) return { supplier: listed, created: false, email };
  if (!slug) throw expectedError(ErrorCode.BAD_USER_INPUT, `"${request.companyName}" gives no usable listing name.`);
  if (!source.homeCity) throw expectedError(ErrorCode.BAD_USER_INPUT, HOME_CITY_REQUIRED_MESSAGE);
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.slug, source.homeCity)).limit(1);
  if (!city) throw expectedError(ErrorCode.NOT_FOUND, `No city has the slug "${source.homeCity}".`);
  const [created] = await db
    .insert(suppliers)
    .values({
      slug,
      name: request.companyName.trim(),
      description: source.description ?? `Supplier of ${PRODUCT_TYPE_WORDS[request.productType]}.`,
      homeCityId: city.id,
    })
    .returning(SUPPLIER_COLUMNS);
  if (!created) throw new Error('The supplier was not stored');
  return { supplier: created, created: true, email };
}

/**
 * Makes the supplier company, links the listing to it and mails its owner an invitation. Refuses
 * a supplier that already has a company. When the mail cannot be sent, nothing is kept (the
 * command can simply be run again).
 */
export async function onboardSupplier(
  db: Database,
  source: OnboardingSource,
  deps: { mailer: Mailer; siteUrl: string },
  now: Date = new Date(),
): Promise<Onboarded> {
  let found: { supplier: SupplierRow; created: boolean; email: string };
  if ('supplier' in source) {
    const supplier = await supplierBySlugOrId(db, source.supplier);
    if (!supplier) throw expectedError(ErrorCode.NOT_FOUND, `No supplier has the slug or id "${source.supplier}".`);
    found = { supplier, created: false, email: source.ownerEmail };
  } else {
    found = await supplierForRequest(db, source);
  }
  const { supplier } = found;
  if (supplier.companyId)
    throw expectedError(ErrorCode.SUPPLIER_ALREADY_ONBOARDED, alreadyOnboardedMessage(supplier.name));

  const companyId = await db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ name: supplier.name, kind: 'supplier', createdAt: now })
      .returning({ id: companies.id });
    if (!company) throw new Error('The company was not stored');
    // Only a listing still without a company: two runs at once cannot both link it.
    const [linked] = await tx
      .update(suppliers)
      .set({ companyId: company.id })
      .where(and(eq(suppliers.id, supplier.id), isNull(suppliers.companyId)))
      .returning({ id: suppliers.id });
    if (!linked) throw expectedError(ErrorCode.SUPPLIER_ALREADY_ONBOARDED, alreadyOnboardedMessage(supplier.name));
    return company.id;
  });

  try {
    const invitation = await inviteSupplierOwner(
      db,
      { companyId, email: found.email, mailer: deps.mailer, siteUrl: deps.siteUrl },
      now,
    );
    return {
      supplierId: supplier.id,
      supplierName: supplier.name,
      supplierSlug: supplier.slug,
      supplierCreated: found.created,
      companyId,
      invitation,
    };
  } catch (error) {
    // The listing's company_id is set null by the delete.
    await db.delete(companies).where(eq(companies.id, companyId));
    if (found.created) await db.delete(suppliers).where(eq(suppliers.id, supplier.id));
    throw error;
  }
}

import 'server-only';

import { and, desc, eq } from 'drizzle-orm';

import { messages, type JobSiteInput } from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { cities, cityPostalPrefixes, countries, jobSites } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';

import { catalogueMemo, catalogueVersionOf, noSupplierChange } from '@/server/services/catalogue/catalogue-cache';

export const JOB_SITE_NOT_FOUND_MESSAGE = 'Job site not found';
export const POSTAL_CODE_NOT_IN_CITY_MESSAGE = 'This postal code is not in the chosen city';

export interface CityRecord {
  id: string;
  name: string;
  regionCode: string;
  countryCode: string;
  countryId: string;
  currency: string;
}

export const cityColumns = {
  id: cities.id,
  name: cities.name,
  regionCode: cities.regionCode,
  countryCode: countries.iso2,
  countryId: countries.id,
  currency: countries.currency,
};

export async function findCity(db: Database, cityId: string): Promise<CityRecord | null> {
  const [city] = await db
    .select(cityColumns)
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(eq(cities.id, cityId))
    .limit(1);
  return city ?? null;
}

function badInput(field: string, message: string) {
  return expectedError(ErrorCode.BAD_USER_INPUT, `${field}: ${message}`, { fields: { [field]: message } });
}

/** A city (null when unknown) and its postal prefixes, kept per catalogue version. */
const keptAddressCities = catalogueMemo<{ city: CityRecord | null; prefixes: string[] }>(1_000, noSupplierChange);

/**
 * The city of an address, checked: it exists (in the country given, if any), and the postal code
 * has the country's format and, where the city's postal prefixes are known, is one of its.
 * `catalogueVersion`: the version the caller has just read, if it has (one read less).
 */
export async function checkAddressCity(
  db: Database,
  address: { cityId: string; postalCode: string; countryCode?: string },
  fieldPrefix = '',
  catalogueVersion?: number,
): Promise<CityRecord> {
  const { city, prefixes } = await keptAddressCities(
    db,
    catalogueVersion ?? (await catalogueVersionOf(db)),
    address.cityId,
    async () => {
      const [city, prefixes] = await Promise.all([
        findCity(db, address.cityId),
        db
          .select({ prefix: cityPostalPrefixes.prefix })
          .from(cityPostalPrefixes)
          .where(eq(cityPostalPrefixes.cityId, address.cityId)),
      ]);
      return { city, prefixes: prefixes.map(({ prefix }) => prefix) };
    },
  );
  if (!city || (address.countryCode && city.countryCode !== address.countryCode)) {
    throw badInput(`${fieldPrefix}cityId`, messages.invalid);
  }
  const compact = address.postalCode.replace(/[\s-]/g, '').toUpperCase();
  if (prefixes.length > 0 && !prefixes.some((prefix) => compact.startsWith(prefix))) {
    throw badInput(`${fieldPrefix}postalCode`, POSTAL_CODE_NOT_IN_CITY_MESSAGE);
  }
  return city;
}

const jobSiteColumns = {
  id: jobSites.id,
  /** Not in the API's type: what a job site's own fields (its papers' link) are scoped by. */
  companyId: jobSites.companyId,
  name: jobSites.name,
  address: jobSites.address,
  postalCode: jobSites.postalCode,
  jobNumber: jobSites.jobNumber,
  gateCode: jobSites.gateCode,
  accessNotes: jobSites.accessNotes,
  washoutNotes: jobSites.washoutNotes,
  createdAt: jobSites.createdAt,
  updatedAt: jobSites.updatedAt,
  city: cityColumns,
};

function selectJobSites(db: Database) {
  return db
    .select(jobSiteColumns)
    .from(jobSites)
    .innerJoin(cities, eq(cities.id, jobSites.cityId))
    .innerJoin(countries, eq(countries.id, cities.countryId));
}

/** A row of the projection above, as Drizzle types it. */
type JobSiteRow = Awaited<ReturnType<ReturnType<typeof selectJobSites>['execute']>>[number];

/** A job site as the API reads it: the projection's row, its times as ISO strings. */
export type JobSiteRecord = Omit<JobSiteRow, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };

const toRecord = (row: JobSiteRow): JobSiteRecord => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The company's job sites, newest first. */
export async function listJobSites(db: Database, companyId: string): Promise<JobSiteRecord[]> {
  const rows = await selectJobSites(db)
    .where(eq(jobSites.companyId, companyId))
    .orderBy(desc(jobSites.createdAt), desc(jobSites.id));
  return rows.map(toRecord);
}

/** One of the company's job sites; NOT_FOUND for an unknown id or another company's. */
export async function getJobSite(db: Database, companyId: string, id: string): Promise<JobSiteRecord> {
  const [row] = await selectJobSites(db)
    .where(and(eq(jobSites.id, id), eq(jobSites.companyId, companyId)))
    .limit(1);
  if (!row) throw expectedError(ErrorCode.NOT_FOUND, JOB_SITE_NOT_FOUND_MESSAGE);
  return toRecord(row);
}

const columnsOf = (input: JobSiteInput, cityId: string) => ({
  name: input.name,
  cityId,
  address: input.address,
  postalCode: input.postalCode,
  jobNumber: input.jobNumber,
  gateCode: input.gateCode,
  accessNotes: input.accessNotes,
  washoutNotes: input.washoutNotes,
});

/** Saves a job site whose city was checked (checkAddressCity); its id. */
export async function insertJobSite(
  db: Database,
  companyId: string,
  input: JobSiteInput,
  city: CityRecord,
): Promise<string> {
  const [row] = await db
    .insert(jobSites)
    .values({ companyId, ...columnsOf(input, city.id) })
    .returning({ id: jobSites.id });
  return row!.id;
}

export async function createJobSite(db: Database, companyId: string, input: JobSiteInput): Promise<JobSiteRecord> {
  const city = await checkAddressCity(db, input);
  return getJobSite(db, companyId, await insertJobSite(db, companyId, input, city));
}

export async function updateJobSite(
  db: Database,
  companyId: string,
  id: string,
  input: JobSiteInput,
): Promise<JobSiteRecord> {
  await getJobSite(db, companyId, id);
  const city = await checkAddressCity(db, input);
  await db
    .update(jobSites)
    .set({ ...columnsOf(input, city.id), updatedAt: new Date() })
    .where(and(eq(jobSites.id, id), eq(jobSites.companyId, companyId)));
  return getJobSite(db, companyId, id);
}

/** Deletes a job site; placed orders keep their copy of its address and notes. */
export async function deleteJobSite(db: Database, companyId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(jobSites)
    .where(and(eq(jobSites.id, id), eq(jobSites.companyId, companyId)))
    .returning({ id: jobSites.id });
  if (deleted.length === 0) throw expectedError(ErrorCode.NOT_FOUND, JOB_SITE_NOT_FOUND_MESSAGE);
  return true;
}

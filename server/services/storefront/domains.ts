import 'server-only';

import { randomBytes } from 'node:crypto';
import { resolveTxt as dnsResolveTxt } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';

import { and, eq, ne } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';

import { publicEnv, serverEnv } from '@/lib/env';
import {
  DOMAIN_VERIFY_PATH,
  domainOrigin,
  domainPagePath,
  domainTxtName,
  domainTxtValue,
  isMarketplaceHost,
  marketplaceHosts,
  STOREFRONT_HOST_LOOKUP,
  type StorefrontHost,
} from '@/lib/storefront-hosts';
import { STOREFRONT_DOMAIN_MESSAGES, type SupplierDomainInput } from '@/lib/validation/storefront-domain';
import type { Database } from '@/server/db/database';
import { supplierDomains, suppliers } from '@/server/db/schema';
import { ErrorCode, expectedError } from '@/server/errors';
import { logger } from '@/server/logger';
import type { AccessClaims } from '@/server/services/accounts/access-tokens';
import { CATALOGUE_READ_ONLY_MESSAGE, mayEditCatalogue } from '@/server/services/accounts/permissions';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';
import { onStorefrontDomainChange, storefrontDomainChanged } from '@/server/services/events/order-changes';

import { findStorefront, type StorefrontRecord } from './storefront';

/**
 * A supplier's own domain: added in the workspace (owner and managers), verified by the HTTP token
 * this app answers on the domain (when its CNAME or A record points here) or by a DNS TXT record,
 * then served by the proxy (`proxy.ts`, `lib/storefront-hosts.ts`) as the supplier's storefront.
 * What the proxy knows of a host is cached per instance and forgotten on every instance when the
 * domain changes (the order-changes bus: Redis, LISTEN / NOTIFY or in-process).
 */

export interface SupplierDomainRecord {
  domain: string;
  token: string;
  verifiedAt: Date | null;
  verifiedBy: string | null;
}

/** The host a supplier's domain points at (CNAME, or the address of it for an A record). */
export function domainTarget(): string {
  return serverEnv().STOREFRONT_DOMAIN_TARGET ?? new URL(publicEnv.siteUrl).hostname;
}

/** What the workspace shows of the supplier's domain: the records to add and the state of the check. */
export function domainSettingsOf(record: SupplierDomainRecord) {
  return {
    domain: record.domain,
    verified: record.verifiedAt !== null,
    verifiedAt: record.verifiedAt?.toISOString() ?? null,
    verifiedBy: record.verifiedBy,
    target: domainTarget(),
    txtName: domainTxtName(record.domain),
    txtValue: domainTxtValue(record.token),
    verificationUrl: `http://${record.domain}${DOMAIN_VERIFY_PATH}${record.token}`,
    url: `${domainOrigin(record.domain, publicEnv.siteUrl)}/`,
  };
}

/** The domain of the supplier with this slug (its storefront's settings); null when it has none. */
export async function supplierDomainOfSlug(db: Database, slug: string): Promise<SupplierDomainRecord | null> {
  const [supplier] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.slug, slug)).limit(1);
  return supplier ? supplierDomainOf(db, supplier.id) : null;
}

/** The supplier's domain; null when it has none. */
export async function supplierDomainOf(db: Database, supplierId: string): Promise<SupplierDomainRecord | null> {
  const [row] = await db
    .select({
      domain: supplierDomains.domain,
      token: supplierDomains.token,
      verifiedAt: supplierDomains.verifiedAt,
      verifiedBy: supplierDomains.verifiedBy,
    })
    .from(supplierDomains)
    .where(eq(supplierDomains.supplierId, supplierId))
    .limit(1);
  return row ?? null;
}

async function requireDomainEditor(db: Database, viewer: AccessClaims) {
  const member = await requireSupplierMember(db, viewer);
  if (!mayEditCatalogue(member.role)) throw expectedError(ErrorCode.FORBIDDEN, CATALOGUE_READ_ONLY_MESSAGE);
  return member;
}

async function domainChanged(domain: string): Promise<void> {
  forgetHost(domain);
  await storefrontDomainChanged(domain);
}

/**
 * Connects a domain to the caller's supplier's storefront, unverified, with a new token (in place
 * of the supplier's earlier domain, if any). The same domain again keeps its token and state.
 */
export async function addSupplierDomain(
  db: Database,
  viewer: AccessClaims,
  input: SupplierDomainInput,
): Promise<SupplierDomainRecord> {
  const member = await requireDomainEditor(db, viewer);
  const { domain } = input;
  const own = marketplaceHosts();
  // The proxy's rule (the marketplace's hosts and their www. alias), and any name under them.
  if (isMarketplaceHost(domain, own) || own.some((host) => domain.endsWith(`.${host}`))) {
    throw expectedError(ErrorCode.BAD_USER_INPUT, STOREFRONT_DOMAIN_MESSAGES.marketplaceHost, {
      fields: { domain: STOREFRONT_DOMAIN_MESSAGES.marketplaceHost },
    });
  }
  const current = await supplierDomainOf(db, member.supplierId);
  if (current?.domain === domain) return current;
  const [other] = await db
    .select({ id: supplierDomains.id })
    .from(supplierDomains)
    .where(and(eq(supplierDomains.domain, domain), ne(supplierDomains.supplierId, member.supplierId)))
    .limit(1);
  const taken = () =>
    expectedError(ErrorCode.DOMAIN_TAKEN, STOREFRONT_DOMAIN_MESSAGES.taken, {
      fields: { domain: STOREFRONT_DOMAIN_MESSAGES.taken },
    });
  if (other) throw taken();
  const token = randomBytes(16).toString('hex');
  const added = await db.transaction(async (tx) => {
    await tx.delete(supplierDomains).where(eq(supplierDomains.supplierId, member.supplierId));
    // A concurrent claim of the same domain by another supplier loses on the unique index.
    return tx
      .insert(supplierDomains)
      .values({ supplierId: member.supplierId, domain, token })
      .onConflictDoNothing({ target: supplierDomains.domain })
      .returning({ domain: supplierDomains.domain });
  });
  if (added.length === 0) throw taken();
  if (current) await domainChanged(current.domain);
  await domainChanged(domain);
  return { domain, token, verifiedAt: null, verifiedBy: null };
}

/** Disconnects the supplier's domain: its host answers "not connected" on every instance at once. */
export async function removeSupplierDomain(db: Database, viewer: AccessClaims): Promise<void> {
  const member = await requireDomainEditor(db, viewer);
  const removed = await db
    .delete(supplierDomains)
    .where(eq(supplierDomains.supplierId, member.supplierId))
    .returning({ domain: supplierDomains.domain });
  for (const row of removed) await domainChanged(row.domain);
}

/** The two checks; the tests put stand-ins here (`setDomainChecksForTests`). */
export interface DomainChecks {
  /** The body of `http://<domain><path>` (the domain's own address, or STOREFRONT_DOMAIN_RESOLVE's); null when none. */
  fetchText: (domain: string, path: string) => Promise<string | null>;
  /** The TXT records of a name, each as its strings. */
  resolveTxt: (name: string) => Promise<string[][]>;
}

const VERIFY_TIMEOUT_MS = 5_000;

/** GET http://<domain><path> with Host: <domain>, at most a few kilobytes, no redirects followed. */
function fetchText(domain: string, path: string): Promise<string | null> {
  const [hostname, port] = (serverEnv().STOREFRONT_DOMAIN_RESOLVE[domain] ?? domain).split(':');
  return new Promise((resolve) => {
    const request = httpRequest(
      { hostname, port: port ? Number(port) : 80, path, headers: { host: domain }, timeout: VERIFY_TIMEOUT_MS },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          resolve(null);
          return;
        }
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
          if (body.length > 4096) request.destroy();
        });
        response.on('end', () => resolve(body));
        response.on('error', () => resolve(null));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
    request.end();
  });
}

const realChecks: DomainChecks = { fetchText, resolveTxt: dnsResolveTxt };
let checks: DomainChecks = realChecks;

/** Only for tests: stand-ins for the HTTP and DNS checks (undefined: the real ones). */
export function setDomainChecksForTests(standIns: Partial<DomainChecks> | undefined): void {
  checks = { ...realChecks, ...standIns };
}

/** How the domain proves itself: its HTTP token, else its TXT record; null when neither does yet. */
async function proofOf(record: SupplierDomainRecord): Promise<'http' | 'dns' | null> {
  const body = await checks.fetchText(record.domain, `${DOMAIN_VERIFY_PATH}${record.token}`).catch(() => null);
  if (body?.trim() === record.token) return 'http';
  const records = await checks.resolveTxt(domainTxtName(record.domain)).catch(() => [] as string[][]);
  const expected = domainTxtValue(record.token);
  if (records.some((strings) => strings.join('') === expected)) return 'dns';
  return null;
}

/**
 * Verifies the supplier's domain (HTTP token or DNS TXT record, either will do); once verified the
 * host serves the storefront. DOMAIN_NOT_VERIFIED when neither answers the token yet.
 */
export async function verifySupplierDomain(db: Database, viewer: AccessClaims): Promise<SupplierDomainRecord> {
  const member = await requireDomainEditor(db, viewer);
  const record = await supplierDomainOf(db, member.supplierId);
  if (!record) throw expectedError(ErrorCode.NOT_FOUND, STOREFRONT_DOMAIN_MESSAGES.noDomain);
  if (record.verifiedAt) return record;
  const proof = await proofOf(record);
  if (!proof) throw expectedError(ErrorCode.DOMAIN_NOT_VERIFIED, STOREFRONT_DOMAIN_MESSAGES.notVerified);
  const verifiedAt = new Date();
  await db
    .update(supplierDomains)
    .set({ verifiedAt, verifiedBy: proof })
    .where(and(eq(supplierDomains.supplierId, member.supplierId), eq(supplierDomains.domain, record.domain)));
  logger.info(`Storefront domain ${record.domain} verified by ${proof}`);
  revalidateDomainPage(record.domain);
  await domainChanged(record.domain);
  return { ...record, verifiedAt, verifiedBy: proof };
}

/** Regenerates a domain's storefront page on its next visit (outside Next.js: nothing to do). */
export function revalidateDomainPage(domain: string): void {
  try {
    revalidatePath(domainPagePath(domain));
  } catch (error) {
    if (process.env.NEXT_RUNTIME) logger.warn('Storefront: could not revalidate the domain page', error);
  }
}

/** The storefront a verified domain serves, with the domain; null for any other host. */
export async function findStorefrontByDomain(
  db: Database,
  domain: string,
): Promise<(StorefrontRecord & { domain: string }) | null> {
  const [row] = await db
    .select({ slug: suppliers.slug, verifiedAt: supplierDomains.verifiedAt })
    .from(supplierDomains)
    .innerJoin(suppliers, eq(suppliers.id, supplierDomains.supplierId))
    .where(eq(supplierDomains.domain, domain))
    .limit(1);
  if (!row?.verifiedAt) return null;
  const storefront = await findStorefront(db, row.slug);
  return storefront && { ...storefront, domain };
}

/** The verified domain of a supplier's storefront, by its slug (to regenerate its page too). */
export async function verifiedDomainOfSlug(db: Database, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ domain: supplierDomains.domain, verifiedAt: supplierDomains.verifiedAt })
    .from(supplierDomains)
    .innerJoin(suppliers, eq(suppliers.id, supplierDomains.supplierId))
    .where(eq(suppliers.slug, slug))
    .limit(1);
  return row?.verifiedAt ? row.domain : null;
}

// ---------------------------------------------------------------------------------------------
// The proxy's lookup: what is known of a host, cached (the proxy runs on every request).
// ---------------------------------------------------------------------------------------------

/** How long an answer is kept when no change is heard of (a missed message heals within this). */
const HOST_CACHE_MS = 60_000;
const HOST_CACHE_LIMIT = 10_000;

interface CachedHost {
  value: Promise<StorefrontHost | null>;
  expires: number;
}

const globalForHosts = globalThis as typeof globalThis & {
  buildmarketStorefrontHosts?: Map<string, CachedHost>;
  buildmarketStorefrontHostsListening?: Promise<unknown>;
};

function hostCache(): Map<string, CachedHost> {
  globalForHosts.buildmarketStorefrontHosts ??= new Map();
  return globalForHosts.buildmarketStorefrontHosts;
}

function forgetHost(domain: string): void {
  hostCache().delete(domain);
}

async function readHost(db: Database, host: string): Promise<StorefrontHost | null> {
  const [row] = await db
    .select({ slug: suppliers.slug, token: supplierDomains.token, verifiedAt: supplierDomains.verifiedAt })
    .from(supplierDomains)
    .innerJoin(suppliers, eq(suppliers.id, supplierDomains.supplierId))
    .where(eq(supplierDomains.domain, host))
    .limit(1);
  return row ? { slug: row.slug, token: row.token, verified: row.verifiedAt !== null } : null;
}

/**
 * What the proxy asks of a host: its supplier's storefront and whether it is verified; null for a
 * host no supplier has. Cached for a minute, and forgotten at once on every instance when the
 * domain is added, verified or removed.
 */
export function storefrontHostLookup(db: Database): (host: string) => Promise<StorefrontHost | null> {
  globalForHosts.buildmarketStorefrontHostsListening ??= onStorefrontDomainChange(({ domain }) =>
    forgetHost(domain),
  ).catch((error: unknown) => {
    globalForHosts.buildmarketStorefrontHostsListening = undefined;
    logger.error('Storefront domains: not hearing changes from other instances', error);
  });
  return (host) => {
    const cache = hostCache();
    const now = Date.now();
    const cached = cache.get(host);
    if (cached && cached.expires > now) return cached.value;
    const value = readHost(db, host);
    // Any Host header reaches here: a flood of made-up names does not grow the cache without end.
    if (cache.size >= HOST_CACHE_LIMIT) cache.clear();
    cache.set(host, { value, expires: now + HOST_CACHE_MS });
    // A failed read is not kept.
    value.catch(() => cache.get(host)?.value === value && cache.delete(host));
    return value;
  };
}

/** Gives this process's proxy its lookup (`proxy.ts` reads it from `STOREFRONT_HOST_LOOKUP`). */
export function registerStorefrontHostLookup(db: Database): void {
  (globalThis as Record<symbol, unknown>)[STOREFRONT_HOST_LOOKUP] = storefrontHostLookup(db);
}

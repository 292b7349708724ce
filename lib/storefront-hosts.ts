import { publicEnv, serverEnv } from '@/lib/env';
import { isDomainName, normalDomain } from '@/lib/validation/storefront-domain';

/**
 * Which host a request is for, and what a supplier's own domain serves: the routing of
 * `proxy.ts`, pure (no database, no Next.js), so it is tested on its own.
 *
 * A request whose Host is the marketplace's own (SITE_URL's, or its `www.` alias), a name without
 * a dot (`localhost`, a container's name) or an IP address is the marketplace's. Any other is a supplier's domain:
 * once verified it serves that supplier's storefront at `/`, its sitemap.xml and robots.txt, the
 * files they need, and nothing else of the marketplace (every other path is sent to the
 * marketplace's own host).
 */

/** Where a supplier's domain answers its verification token (the HTTP check). */
export const DOMAIN_VERIFY_PATH = '/.well-known/buildmarket-verify/';

/** The TXT record a supplier adds to verify its domain through DNS. */
export const domainTxtName = (domain: string) => `_buildmarket-verify.${domain}`;

/** The TXT record's value. */
export const domainTxtValue = (token: string) => `buildmarket-verify=${token}`;

/** The internal route that renders a domain's storefront (the proxy rewrites `/` to it). */
export const DOMAIN_PAGES_PREFIX = '/domains/';
export const domainPagePath = (domain: string) => `${DOMAIN_PAGES_PREFIX}${domain}`;

/**
 * Where the server (server/startup.ts) leaves the proxy its lookup of hosts: the proxy runs in
 * the same process but is bundled apart, without the database.
 */
export const STOREFRONT_HOST_LOOKUP = Symbol.for('buildmarket.storefrontHostLookup');
export type StorefrontHostLookup = (host: string) => Promise<StorefrontHost | null>;

/** A supplier domain's origin, in the scheme the marketplace is served with (https in production). */
export const domainOrigin = (domain: string, siteUrl: string) => `${new URL(siteUrl).protocol}//${domain}`;

/** What the proxy needs to know of a host: the supplier's storefront, and whether it is verified. */
export interface StorefrontHost {
  slug: string;
  token: string;
  verified: boolean;
}

/** The host of a Host header, lower-case, without port or trailing dot; null when there is none. */
export function hostOf(header: string | null): string | null {
  if (!header) return null;
  const value = header.trim().toLowerCase();
  // [::1]:3000: an IPv6 literal keeps its brackets.
  const host = value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : value.replace(/:\d*$/, '');
  return host ? normalDomain(host) : null;
}

/**
 * The marketplace's own hosts: the build's SITE_URL, the server's, and the target suppliers'
 * domains point to. Never a supplier's domain.
 */
export function marketplaceHosts(): string[] {
  const env = serverEnv();
  return [publicEnv.siteUrl, env.SITE_URL]
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url).hostname)
    .concat(env.STOREFRONT_DOMAIN_TARGET ?? [])
    .map((host) => hostOf(host) ?? host);
}

/** A host's `www.` alias and its apex: either name of the same site. */
const withoutWww = (host: string) => (host.startsWith('www.') ? host.slice('www.'.length) : host);

/**
 * Whether requests for `host` are the marketplace's own (not a supplier's domain), so the proxy
 * never asks the database about it: the marketplace's hosts and their `www.` alias (either way
 * round), names without a dot (`localhost`, a container), IP addresses (the instance's own, with
 * or without a port: `hostOf` took it off) and anything that is no domain name.
 */
export function isMarketplaceHost(host: string, marketplaceHosts: readonly string[]): boolean {
  if (marketplaceHosts.some((own) => own === host || withoutWww(own) === withoutWww(host))) return true;
  if (!host.includes('.') || host.startsWith('[')) return true;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return true;
  return !isDomainName(host);
}

/** What a request on a supplier's domain gets. */
export type DomainRoute =
  | { kind: 'storefront'; path: string }
  | { kind: 'file' }
  | { kind: 'token'; token: string }
  | { kind: 'marketplace' }
  | { kind: 'not-connected' };

/**
 * The answer to `pathname` on a supplier's domain, given what is known of the host (null: no
 * supplier has it). An unverified domain answers only its token; a verified one its storefront,
 * sitemap and robots, and the files a page loads (`/api/`, `/_next/` and the like never reach the
 * proxy); every other path (the workspace, sign-in, another storefront) is the marketplace's.
 */
export function domainRoute(pathname: string, host: string, known: StorefrontHost | null): DomainRoute {
  if (pathname.startsWith(DOMAIN_VERIFY_PATH)) {
    const token = pathname.slice(DOMAIN_VERIFY_PATH.length);
    return known && token === known.token ? { kind: 'token', token } : { kind: 'not-connected' };
  }
  if (!known?.verified) return { kind: 'not-connected' };
  if (pathname === '/') return { kind: 'storefront', path: domainPagePath(host) };
  if (pathname === '/sitemap.xml' || pathname === '/robots.txt') {
    return { kind: 'storefront', path: `${domainPagePath(host)}${pathname}` };
  }
  // A file of public/ (the logo, the icon): a last segment with an extension, outside the areas.
  if (/^\/[^/]*\.[a-z0-9]+$/i.test(pathname) || /^\/(logos|fonts|images)\//.test(pathname)) return { kind: 'file' };
  return { kind: 'marketplace' };
}

/** The plain page of a host no storefront is connected to. */
export const NOT_CONNECTED_TITLE = 'This domain is not connected to a BuildMarket storefront';

/**
 * The other sites the product's pages may link to. Everything else a page links to is the
 * product's own (a demo request is /book-demo, the app's install is /app-download), so a link to a
 * host not listed here is a dead or unexpected link: e2e/links.spec.ts follows every link of every
 * page and refuses any other host. Add a host here, in the same change as the link to it.
 */

/** The company's social profiles (the footer, the organisation's structured data). */
export const SOCIAL_PROFILES = {
  twitter: 'https://twitter.com/buildmarket',
  facebook: 'https://www.facebook.com/buildmarket',
  linkedin: 'https://www.linkedin.com/company/buildmarket',
  instagram: 'https://www.instagram.com/buildmarket',
} as const;

/** The Standard Webhooks site, which the supplier's webhook docs point to for verifying deliveries. */
export const STANDARD_WEBHOOKS_URL = 'https://www.standardwebhooks.com';

/** The hosts a page may link to besides its own. */
export const EXTERNAL_LINK_HOSTS: readonly string[] = [
  ...Object.values(SOCIAL_PROFILES).map((url) => new URL(url).host),
  // The same profile under X's newer name, for a deployment that points NEXT_PUBLIC_TWITTER_URL there.
  'x.com',
  new URL(STANDARD_WEBHOOKS_URL).host,
];

/** Schemes that leave the browser for another program, not for a site: nothing to check. */
const NON_WEB_SCHEMES = ['mailto:', 'tel:', 'sms:'];

/**
 * Whether `href` (resolved against `siteOrigin`) is allowed on a page: this site, an allowed
 * host, or a mail or phone link.
 */
export function isAllowedLink(href: string, siteOrigin: string): boolean {
  let url: URL;
  try {
    url = new URL(href, siteOrigin);
  } catch {
    return false;
  }
  if (NON_WEB_SCHEMES.includes(url.protocol)) return true;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.origin === new URL(siteOrigin).origin) return true;
  return url.protocol === 'https:' && EXTERNAL_LINK_HOSTS.includes(url.host);
}

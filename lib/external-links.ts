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

/** Google Maps' directions: the driver's "Directions to the site" opens the phone's maps there. */
export const MAPS_DIRECTIONS_URL = 'https://www.google.com/maps/dir/';

/**
 * Directions to a delivery site: to its pin when known (the contractor placed it on the map),
 * else to its address. On a phone the link opens the maps app, on a desk Google Maps.
 */
export function directionsUrl(site: { latitude: number | null; longitude: number | null; address: string }): string {
  const destination =
    site.latitude !== null && site.longitude !== null
      ? `${site.latitude},${site.longitude}`
      : encodeURIComponent(site.address);
  return `${MAPS_DIRECTIONS_URL}?api=1&destination=${destination}`;
}

/** The hosts a page may link to besides its own. */
export const EXTERNAL_LINK_HOSTS: readonly string[] = [
  ...Object.values(SOCIAL_PROFILES).map((url) => new URL(url).host),
  // The same profile under X's newer name, for a deployment that points NEXT_PUBLIC_TWITTER_URL there.
  'x.com',
  new URL(STANDARD_WEBHOOKS_URL).host,
  new URL(MAPS_DIRECTIONS_URL).host,
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

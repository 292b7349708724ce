import { brandColours } from '@/lib/brand-colour';

/**
 * A supplier's branded app: its storefront (/s/<slug>) installed as an app of its own, with the
 * supplier's name, colour and icons drawn from its logo. What the storefront's web app manifest
 * says, where its icons, service worker and offline page live, and which version of the icons a
 * link names. Shared by the server (the manifest and icon routes), the storefront page (its head)
 * and the supplier's workspace (its app's preview), so all three name the same addresses.
 */

/** What the app is made from: the storefront's brand. */
export interface StorefrontAppBrand {
  slug: string;
  name: string;
  description: string;
  logo: string | null;
  brandColor: string | null;
}

/**
 * The icons a storefront's app offers, at the sizes browsers ask for: 192 and 512 for the home
 * screen and the splash screen (Chrome needs both to offer the install), a maskable 512 whose
 * picture keeps to the middle 80% that any mask shape shows, and Apple's 180 touch icon.
 */
export const STOREFRONT_APP_ICONS = {
  'icon-192.png': { size: 192, purpose: 'any' },
  'icon-512.png': { size: 512, purpose: 'any' },
  'maskable-512.png': { size: 512, purpose: 'maskable' },
  'apple-touch-icon.png': { size: 180, purpose: 'apple' },
} as const;
export type StorefrontAppIconName = keyof typeof STOREFRONT_APP_ICONS;

export function isStorefrontAppIconName(name: string): name is StorefrontAppIconName {
  return Object.hasOwn(STOREFRONT_APP_ICONS, name);
}

/** The addresses of a storefront's app, all under the storefront itself. */
export function storefrontAppPaths(slug: string) {
  const storefront = `/s/${encodeURIComponent(slug)}`;
  return {
    storefront,
    /** The section of the storefront that installs the app (Install app, and the steps). */
    install: `${storefront}#app`,
    manifest: `${storefront}/manifest.webmanifest`,
    serviceWorker: `${storefront}/sw.js`,
    offline: `${storefront}/offline`,
    icon: (name: StorefrontAppIconName, version: string) => `${storefront}/app-icons/${name}?v=${version}`,
  };
}

/**
 * The version of the app's look: changes when its logo, colour or name does (the monogram is
 * drawn from the name). Icon links carry it, so an icon's address names one picture for good and
 * can be cached for a year; a new logo is a new address. FNV-1a, 32 bits: a cache key, not a
 * secret, and the same in the browser and on the server.
 */
export function storefrontAppVersion(brand: Pick<StorefrontAppBrand, 'name' | 'logo' | 'brandColor'>): string {
  const text = JSON.stringify([brand.logo ?? '', brandColours(brand.brandColor).background, brand.name]);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Home screens show about 12 characters under an icon: whole words of the name that fit. */
export const SHORT_NAME_LENGTH = 12;

export function storefrontAppShortName(name: string): string {
  const words = name.trim().split(/\s+/);
  let shortName = '';
  for (const word of words) {
    const longer = shortName ? `${shortName} ${word}` : word;
    if (longer.length > SHORT_NAME_LENGTH) break;
    shortName = longer;
  }
  return shortName || (words[0] ?? name).slice(0, SHORT_NAME_LENGTH);
}

/** The letters of a logo-less app's icon: the initials of the name's first two words. */
export function storefrontMonogram(name: string): string {
  const initials = name
    .trim()
    .split(/[\s-]+/)
    .map((word) => [...word].find((character) => /\p{L}|\p{N}/u.test(character)) ?? '')
    .filter(Boolean)
    .slice(0, 2)
    .join('');
  return initials.toLocaleUpperCase('en') || '?';
}

/** A web app manifest's members that the storefront's app sets. */
export interface StorefrontAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
}

/**
 * The storefront's web app manifest. It opens on the storefront and keeps to it (`scope`; the
 * order flow it links to opens in the in-app browser). The colour of its title bar and splash
 * screen is the supplier's brand colour.
 */
export function storefrontAppManifest(brand: StorefrontAppBrand): StorefrontAppManifest {
  const paths = storefrontAppPaths(brand.slug);
  const version = storefrontAppVersion(brand);
  const { background } = brandColours(brand.brandColor);
  const icon = (name: Exclude<StorefrontAppIconName, 'apple-touch-icon.png'>) => {
    const { size, purpose } = STOREFRONT_APP_ICONS[name];
    return { src: paths.icon(name, version), sizes: `${size}x${size}`, type: 'image/png' as const, purpose };
  };
  return {
    id: paths.storefront,
    name: brand.name,
    short_name: storefrontAppShortName(brand.name),
    description: brand.description,
    start_url: paths.storefront,
    scope: paths.storefront,
    display: 'standalone',
    theme_color: background,
    background_color: background,
    icons: [icon('icon-192.png'), icon('icon-512.png'), icon('maskable-512.png')],
  };
}

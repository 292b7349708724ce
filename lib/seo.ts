import type { Metadata } from 'next';

import { publicEnv } from './env';
import type { MarketingRoute } from './routes';

export const SITE_NAME = 'BuildMarket';

/** The one Open Graph image of the site, drawn by app/opengraph-image.tsx at build time. */
export const OG_IMAGE = {
  path: '/opengraph-image',
  width: 1200,
  height: 630,
  alt: 'BuildMarket: the marketplace for concrete, aggregates, disposal bins and building materials',
} as const;

/** An absolute URL on the canonical origin (canonical links, sitemap and robots need absolute URLs). */
export function absoluteUrl(path: string): string {
  return new URL(path, publicEnv.siteUrl).toString();
}

/** Title, description, canonical URL, Open Graph and Twitter card of a marketing page. */
export function pageMetadata(route: MarketingRoute): Metadata {
  const url = absoluteUrl(route.path);
  const image = { url: absoluteUrl(OG_IMAGE.path), width: OG_IMAGE.width, height: OG_IMAGE.height, alt: OG_IMAGE.alt };
  return {
    title: route.path === '/' ? `${SITE_NAME}: ${route.title}` : `${route.title} | ${SITE_NAME}`,
    description: route.description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      title: route.title,
      description: route.description,
      url,
      siteName: SITE_NAME,
      images: [{ ...image, type: 'image/png' }],
    },
    twitter: { card: 'summary_large_image', title: route.title, description: route.description, images: [image] },
  };
}

/** An office as the API returns it: the city and a one-line postal address. */
export interface OfficeAddress {
  location: string;
  address: string;
}

export interface PostalAddressJsonLd {
  '@type': 'PostalAddress';
  name: string;
  streetAddress: string;
  addressLocality: string;
  addressRegion?: string;
  postalCode?: string;
  addressCountry?: string;
}

const CANADIAN_POSTAL_CODE = /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i;
const US_ZIP_CODE = /^\d{5}(-\d{4})?$/;

/**
 * Splits a one-line North American address ("145 King Street East, Suite 600, Toronto, ON M5C
 * 2Y7") into schema.org PostalAddress parts; the country follows from the postal code's shape.
 * An address of another shape keeps everything in streetAddress rather than guessing.
 */
export function postalAddress(office: OfficeAddress): PostalAddressJsonLd {
  const parts = office.address.split(',').map((part) => part.trim());
  const fallback: PostalAddressJsonLd = {
    '@type': 'PostalAddress',
    name: `${SITE_NAME} ${office.location} office`,
    streetAddress: office.address,
    addressLocality: office.location,
  };
  if (parts.length < 3) return fallback;
  const regionAndCode = parts.at(-1) ?? '';
  const match = /^([A-Z]{2})\s+(.+)$/i.exec(regionAndCode);
  if (!match?.[1] || !match[2]) return fallback;
  const [, region, postalCode] = match;
  const country = CANADIAN_POSTAL_CODE.test(postalCode) ? 'CA' : US_ZIP_CODE.test(postalCode) ? 'US' : undefined;
  return {
    ...fallback,
    streetAddress: parts.slice(0, -2).join(', '),
    addressLocality: parts.at(-2) ?? office.location,
    addressRegion: region.toUpperCase(),
    postalCode,
    ...(country ? { addressCountry: country } : {}),
  };
}

/** schema.org Organization of the company: contact, offices and social profiles. */
export function organizationJsonLd(offices: OfficeAddress[]) {
  const phone = publicEnv.companyPhone;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': absoluteUrl('/#organization'),
    name: SITE_NAME,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    image: absoluteUrl(OG_IMAGE.path),
    email: publicEnv.companyEmail,
    telephone: phone,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: publicEnv.companyEmail,
      telephone: phone,
      availableLanguage: 'English',
    },
    address: offices.map(postalAddress),
    sameAs: [publicEnv.linkedinUrl, publicEnv.twitterUrl, publicEnv.facebookUrl, publicEnv.instagramUrl],
  };
}

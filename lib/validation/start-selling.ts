import { z } from 'zod';

import { requiredPhone } from './accounts';
import { messages } from './messages';
import { requiredEmail, requiredText } from './rules';
import { storefrontSlug } from './storefront';
import { text } from './text';

/**
 * Start selling: the partner form on /request-info, the volume-pricing subscription and the
 * delivery-area check with its notify request. The forms and the resolvers parse with these
 * same schemas (spec sections 3 and 5).
 */

export const PARTNER_REQUEST_LIMITS = {
  companyName: 120,
  website: 300,
  address: 300,
  uniqueProductsMin: 1,
  uniqueProductsMax: 100_000,
} as const;

/** The spec's product types, with the names the form shows. */
export const PARTNER_PRODUCT_TYPES = [
  { value: 'readyMix', label: 'Ready-mix concrete' },
  { value: 'aggregates', label: 'Aggregates and bulk material' },
  { value: 'volumetric', label: 'Volumetric concrete' },
  { value: 'rentals', label: 'Disposal bin rentals' },
] as const;
export type PartnerProductType = (typeof PARTNER_PRODUCT_TYPES)[number]['value'];
const productTypeValues = PARTNER_PRODUCT_TYPES.map((type) => type.value) as [
  PartnerProductType,
  ...PartnerProductType[],
];

/** For a choice: 'Required' when nothing was chosen, 'Invalid' for a value that is not a choice. */
const requiredOrInvalid = (issue: { input?: unknown }) =>
  issue.input == null || issue.input === '' ? messages.required : messages.invalid;

/** "buildmarket.example" → "https://buildmarket.example"; an http(s) URL with a dotted host. */
export function normalizeWebsite(value: string): string | null {
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!/^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname) || url.username || url.password) return null;
    return url.toString();
  } catch {
    return null;
  }
}

/** An optional website: blank is none; otherwise 'Invalid URL' unless it is a web address. */
const optionalWebsite = text()
  .trim()
  .max(PARTNER_REQUEST_LIMITS.website, messages.maxLength(PARTNER_REQUEST_LIMITS.website))
  .refine((value) => value === '' || normalizeWebsite(value) !== null, messages.url)
  .transform((value) => (value === '' ? undefined : (normalizeWebsite(value) ?? undefined)))
  .nullish()
  .transform((value) => value ?? undefined);

/** The approximate number of unique products, typed as text in the form, an Int in the API. */
const uniqueProductCount = z
  .union([z.number(), text().trim()], {
    error: (issue) => (issue.input == null ? messages.required : messages.invalid),
  })
  .refine((value) => value !== '', { message: messages.required, abort: true })
  .transform((value) => (typeof value === 'number' ? value : Number(value)))
  .pipe(
    z
      .number(messages.invalid)
      .int(messages.invalid)
      .min(PARTNER_REQUEST_LIMITS.uniqueProductsMin, messages.quantityMin(PARTNER_REQUEST_LIMITS.uniqueProductsMin))
      .max(PARTNER_REQUEST_LIMITS.uniqueProductsMax, messages.quantityMax(PARTNER_REQUEST_LIMITS.uniqueProductsMax)),
  );

/**
 * The partner form (spec: company name, email, phone, website, address, type of product,
 * approximate quantity of unique products, and the required acceptance of offering 10% on MSRP
 * plus the terms) and `partnerRequestCreate(input)`: one shape for both.
 */
export const partnerRequestSchema = z.object({
  companyName: requiredText(PARTNER_REQUEST_LIMITS.companyName),
  email: requiredEmail,
  phone: requiredPhone,
  website: optionalWebsite,
  address: requiredText(PARTNER_REQUEST_LIMITS.address),
  productType: z.enum(productTypeValues, { error: requiredOrInvalid }),
  uniqueProductCount,
  acceptedTerms: z.literal(true, messages.required),
});
export type PartnerRequestFormValues = {
  companyName: string;
  email: string;
  phone: string;
  website: string;
  address: string;
  productType: PartnerProductType | '';
  uniqueProductCount: string;
  acceptedTerms: boolean;
};
export type PartnerRequestInput = z.input<typeof partnerRequestSchema>;
export type PartnerRequest = z.output<typeof partnerRequestSchema>;

/** The volume-pricing subscription: just an email. */
export const volumePricingSubscribeSchema = z.object({ email: requiredEmail });
export type VolumePricingSubscribeInput = z.input<typeof volumePricingSubscribeSchema>;

/** Countries the marketplace delivers in (the seeded ones), with what their postal codes look like. */
export const DELIVERY_COUNTRIES = [
  { code: 'CA', name: 'Canada', postalCode: /^[A-Z]\d[A-Z](\d[A-Z]\d)?$/, postalPlaceholder: 'A1A 1A1' },
  { code: 'US', name: 'United States', postalCode: /^\d{5}(\d{4})?$/, postalPlaceholder: '12345' },
  { code: 'MX', name: 'Mexico', postalCode: /^\d{5}$/, postalPlaceholder: '01000' },
] as const;
export type DeliveryCountryCode = (typeof DELIVERY_COUNTRIES)[number]['code'];
const deliveryCountryCodes = DELIVERY_COUNTRIES.map((country) => country.code) as [
  DeliveryCountryCode,
  ...DeliveryCountryCode[],
];

export const DELIVERY_AREA_QUERY_MAX = 80;

/** What a delivery-area query names: a postal code (letters upper-cased, no spaces) or a city name. */
export type DeliveryArea = { kind: 'postalCode'; postalCode: string } | { kind: 'city'; name: string };

// A city name: letters (any script), spaces, dots, apostrophes and hyphens.
const CITY_NAME_PATTERN = /^[\p{L}][\p{L}\s.'’-]*$/u;

/**
 * Whether letters could name a place: at least two, no letter three times running, and in the
 * Latin script at least one vowel ("zzzz" and "xkcd" are keyboard, not cities). A name in another
 * script passes on its letters alone.
 */
function couldNameAPlace(name: string): boolean {
  const letters = name.normalize('NFD').replace(/[^\p{L}]/gu, '');
  if (letters.length < 2 || /(\p{L})\1\1/iu.test(letters)) return false;
  return !/^\p{Script=Latin}+$/u.test(letters) || /[aeiouy]/i.test(letters);
}

/** Reads a query: with a digit it is a postal code and must have the country's format. */
export function parseDeliveryArea(countryCode: DeliveryCountryCode, query: string): DeliveryArea | null {
  const value = query.trim();
  if (/\d/.test(value)) {
    const postalCode = value.toUpperCase().replace(/[\s-]/g, '');
    const country = DELIVERY_COUNTRIES.find((entry) => entry.code === countryCode);
    return country?.postalCode.test(postalCode) ? { kind: 'postalCode', postalCode } : null;
  }
  return CITY_NAME_PATTERN.test(value) && couldNameAPlace(value)
    ? { kind: 'city', name: value.replace(/\s+/g, ' ') }
    : null;
}

/** The delivery-area check: a country and a city or postal code in it ('Invalid' when neither). */
export const deliveryAreaCheckSchema = z
  .object({
    countryCode: z.enum(deliveryCountryCodes, { error: requiredOrInvalid }),
    query: requiredText(DELIVERY_AREA_QUERY_MAX),
    /** A storefront's check: whether this supplier (by its slug) delivers there. */
    supplierSlug: storefrontSlug.nullish().transform((value) => value ?? undefined),
  })
  .transform((input, context) => {
    const area = parseDeliveryArea(input.countryCode, input.query);
    if (!area) {
      context.addIssue({ code: 'custom', message: messages.invalid, path: ['query'] });
      return z.NEVER;
    }
    return { countryCode: input.countryCode, area, supplierSlug: input.supplierSlug };
  });
export type DeliveryAreaCheckInput = z.input<typeof deliveryAreaCheckSchema>;
export type DeliveryAreaCheck = z.output<typeof deliveryAreaCheckSchema>;

/** 'Tell me when you deliver here': the same area, and the email to tell. */
export const deliveryAreaNotifySchema = z
  .object({
    email: requiredEmail,
    countryCode: z.enum(deliveryCountryCodes, { error: requiredOrInvalid }),
    query: requiredText(DELIVERY_AREA_QUERY_MAX),
  })
  .transform((input, context) => {
    const area = parseDeliveryArea(input.countryCode, input.query);
    if (!area) {
      context.addIssue({ code: 'custom', message: messages.invalid, path: ['query'] });
      return z.NEVER;
    }
    return { email: input.email.toLowerCase(), countryCode: input.countryCode, area };
  });
export type DeliveryAreaNotifyInput = z.input<typeof deliveryAreaNotifySchema>;
export type DeliveryAreaNotify = z.output<typeof deliveryAreaNotifySchema>;

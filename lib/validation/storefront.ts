import { z } from 'zod';

import { BRAND_COLOUR_PATTERN } from '@/lib/brand-colour';

import { describePixelLimits, IMAGE_PIXEL_LIMITS } from './images';

import { text } from './text';

/** A storefront logo's limits: the workspace's drop zone and the upload route check the same. */
export const LOGO_LIMITS = {
  maxBytes: 1024 * 1024,
  contentTypes: ['image/png', 'image/jpeg', 'image/webp'],
} as const;

export const STOREFRONT_MESSAGES = {
  brandColor: 'Enter a colour as # and six hexadecimal digits, e.g. #1d4ed8',
  logoType: 'The logo must be a PNG, JPEG or WebP image.',
  logoSize: `The logo must be at most ${LOGO_LIMITS.maxBytes / (1024 * 1024)} MB.`,
  logoUnreadable: 'The logo could not be read as a PNG, JPEG or WebP image.',
  logoPixels: `The logo must be at most ${describePixelLimits(IMAGE_PIXEL_LIMITS.logo)}.`,
} as const;

/**
 * The storefront settings of the workspace and `supplierStorefrontUpdate(input)`: the brand colour
 * as '#rrggbb' (what a colour input gives), or blank for the marketplace's own.
 */
export const supplierStorefrontSchema = z.object({
  brandColor: text()
    .trim()
    .nullish()
    .transform((value) => (value ? value.toLowerCase() : null))
    .refine((value) => value === null || BRAND_COLOUR_PATTERN.test(value), STOREFRONT_MESSAGES.brandColor),
});
export type SupplierStorefrontValues = z.input<typeof supplierStorefrontSchema>;
export type SupplierStorefrontInput = z.output<typeof supplierStorefrontSchema>;

/** A storefront's address: a supplier's slug (lower-case letters, digits and dashes). */
export const storefrontSlug = text()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(100);

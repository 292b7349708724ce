import { z } from 'zod';

import { messages } from './messages';
import { text } from './text';

/**
 * The partner program's button generator and click links: a partner code as typed or carried by
 * a link, and the button's action. The generator's form and the API parse with these schemas.
 */

export const PARTNER_CODE_MAX_LENGTH = 32;

export const partnerCodeMessages = {
  format: 'A partner code has only letters, digits, dashes and underscores',
  unknown: 'No partner has this code. Check it, or pick your company from the list.',
} as const;

/** A partner code: trimmed, case-insensitive (stored upper-case, like the seeded codes). */
export const partnerCode = text()
  .trim()
  .min(1, messages.required)
  .max(PARTNER_CODE_MAX_LENGTH, messages.maxLength(PARTNER_CODE_MAX_LENGTH))
  .regex(/^[A-Za-z0-9_-]+$/, partnerCodeMessages.format)
  .transform((code) => code.toUpperCase());

export const PARTNER_BUTTON_ACTIONS = ['buy', 'rent'] as const;
export type PartnerButtonAction = (typeof PARTNER_BUTTON_ACTIONS)[number];
export const partnerButtonAction = z.enum(PARTNER_BUTTON_ACTIONS);

export const partnerButtonClickSchema = z.object({ code: partnerCode, action: partnerButtonAction });
export type PartnerButtonClickInput = z.input<typeof partnerButtonClickSchema>;

export const partnerCodeSchema = z.object({ code: partnerCode });

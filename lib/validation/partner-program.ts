import { z } from 'zod';

import {
  PARTNER_BUTTON_ACTIONS,
  PARTNER_CODE_MAX_LENGTH,
  partnerCodeMessages,
  type PartnerButtonAction,
} from '@/lib/partner-program/codes';

import { messages } from './messages';
import { text } from './text';

/**
 * The partner program's button generator and click links: a partner code as typed or carried by
 * a link, and the button's action. The generator's form and the API parse with these schemas.
 */

export { PARTNER_BUTTON_ACTIONS, PARTNER_CODE_MAX_LENGTH, partnerCodeMessages, type PartnerButtonAction };

/** A partner code: trimmed, case-insensitive (stored upper-case, like the seeded codes). */
export const partnerCode = text()
  .trim()
  .min(1, messages.required)
  .max(PARTNER_CODE_MAX_LENGTH, messages.maxLength(PARTNER_CODE_MAX_LENGTH))
  .regex(/^[A-Za-z0-9_-]+$/, partnerCodeMessages.format)
  .transform((code) => code.toUpperCase());

export const partnerButtonAction = z.enum(PARTNER_BUTTON_ACTIONS);

export const partnerButtonClickSchema = z.object({ code: partnerCode, action: partnerButtonAction });
export type PartnerButtonClickInput = z.input<typeof partnerButtonClickSchema>;

export const partnerCodeSchema = z.object({ code: partnerCode });

/**
 * What the partner program's button generator needs to know of partner codes and actions, with no
 * schema library: the generator is on /partner-program's first load (the marketing pages' 150 kB),
 * and zod comes only when a visitor checks a code they typed (lib/validation/partner-program.ts
 * builds the schemas the generator and the API parse with from these).
 */

export const PARTNER_CODE_MAX_LENGTH = 32;

export const partnerCodeMessages = {
  format: 'A partner code has only letters, digits, dashes and underscores',
  unknown: 'No partner has this code. Check it, or pick your company from the list.',
} as const;

export const PARTNER_BUTTON_ACTIONS = ['buy', 'rent'] as const;
export type PartnerButtonAction = (typeof PARTNER_BUTTON_ACTIONS)[number];

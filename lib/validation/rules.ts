import { z } from 'zod';

import { messages } from './messages';

/**
 * Field rules shared by every form and resolver. Each one trims, then checks in the spec's order:
 * 'Required' first, then the format, so the user sees the first message that applies.
 */

// The spec's "standard address pattern": something@domain.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const requiredText = (maxLength: number) =>
  z.string(messages.required).trim().min(1, messages.required).max(maxLength, messages.maxLength(maxLength));

export const requiredEmail = z
  .string(messages.required)
  .trim()
  .min(1, messages.required)
  .max(254, messages.maxLength(254))
  .regex(EMAIL_PATTERN, messages.email);

/** Limits shared by the contact form and the contact-mail endpoint. */
export const CONTACT_LIMITS = { name: 120, message: 5000 } as const;

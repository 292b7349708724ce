import { messages } from './messages';
import { text, type TextLines } from './text';

/**
 * Field rules shared by every form and resolver. Each one trims, then checks in the spec's order:
 * 'Required' first, then the format, so the user sees the first message that applies.
 */

// The spec's "standard address pattern": something@domain.tld, and exactly one address. Besides
// spaces and a second '@', none of the characters that make a header a list of addresses or give
// one a display name (`,` `;` `:` `<` `>` `(` `)` `[` `]` `\` `"`): `victim,attacker@evil.example`
// would otherwise reach a mail's Reply-To as two recipients.
const ADDRESS_CHARACTER = String.raw`[^\s@,;:<>()[\]\\"]`;
const EMAIL_PATTERN = new RegExp(`^${ADDRESS_CHARACTER}+@${ADDRESS_CHARACTER}+\\.${ADDRESS_CHARACTER}{2,}$`);

/** Required text of at most `maxLength` characters; `lines: 'multi'` for a textarea's. */
export const requiredText = (maxLength: number, lines: TextLines = 'single') =>
  text({ error: messages.required, lines })
    .trim()
    .min(1, messages.required)
    .max(maxLength, messages.maxLength(maxLength));

export const requiredEmail = text({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(254, messages.maxLength(254))
  .regex(EMAIL_PATTERN, messages.email);

/** Limits shared by the contact form and the contact-mail endpoint. */
export const CONTACT_LIMITS = { name: 120, message: 5000 } as const;

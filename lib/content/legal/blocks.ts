/** Small builders that keep the legal texts readable as data. */
import type { LegalBlock, LegalEmphasis, LegalInline, LegalLink, LegalText } from './types';

/** A paragraph made of plain text, links and emphasis. */
export const p = (...parts: LegalInline[]): LegalBlock => ({ type: 'paragraph', text: parts });

/** A bulleted list. */
export const ul = (...items: LegalText[]): LegalBlock => ({ type: 'list', ordered: false, items });

/** A numbered list, for steps that happen in order. */
export const ol = (...items: LegalText[]): LegalBlock => ({ type: 'list', ordered: true, items });

export const link = (text: string, href: string): LegalLink => ({ text, href });

export const mail = (address: string): LegalLink => link(address, `mailto:${address}`);

/** A phone number as a tel: link, dialled without its formatting. */
export const phone = (number: string): LegalLink => link(number, `tel:${number.replace(/[^+\d]/g, '')}`);

export const strong = (text: string): LegalEmphasis => ({ strong: text });

/** Whole dollars when there are no cents ("$20"), two decimals otherwise ("$20.50"). */
export function dollars(cents: number): string {
  const amount = cents / 100;
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 })}`;
}

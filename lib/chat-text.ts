/**
 * A chat message's text cut into plain text and web links, for showing it: messages are plain
 * text (never HTML), and only http(s) addresses become links, so `javascript:` and the like stay
 * words. A link's trailing punctuation ("see https://x.example/a.") stays with the sentence.
 */
export type ChatTextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const ADDRESS = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

export function chatTextParts(body: string): ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  let last = 0;
  for (const match of body.matchAll(ADDRESS)) {
    const start = match.index;
    const address = match[0].replace(TRAILING_PUNCTUATION, '');
    const href = safeHref(address);
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: body.slice(last, start) });
    parts.push({ kind: 'link', text: address, href });
    last = start + address.length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}

function safeHref(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

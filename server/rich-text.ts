import 'server-only';

import type { RichText } from '@/lib/rich-text';

/**
 * Rich text from the API (job descriptions) may contain basic HTML. Text without markup is shown
 * as plain text (React escapes it); text with markup is sanitised with DOMPurify, on the server,
 * over a jsdom window, keeping only basic formatting (no scripts, styles, event handlers, forms,
 * images or iframes) before it is put in the page.
 */

const MARKUP = /<\/?[a-z][^>]*>|&[a-z#\d]+;/i;

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'h3',
  'h4',
  'blockquote',
  'code',
];
const ALLOWED_ATTR = ['href', 'title'];

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | undefined;

function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= Promise.all([import('dompurify'), import('jsdom')]).then(
    ([{ default: createDOMPurify }, { JSDOM }]) => {
      const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
      // Links from the API open elsewhere without handing over this page.
      purify.addHook('afterSanitizeAttributes', (node) => {
        if (node.tagName === 'A') {
          node.setAttribute('rel', 'noopener noreferrer nofollow');
        }
      });
      return (html: string) =>
        purify.sanitize(html, {
          ALLOWED_TAGS,
          ALLOWED_ATTR,
          ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
        });
    },
  );
  return sanitizer;
}

export async function prepareRichText(value: string): Promise<RichText> {
  if (!MARKUP.test(value)) return { kind: 'text', text: value };
  const sanitize = await loadSanitizer();
  return { kind: 'html', html: sanitize(value) };
}

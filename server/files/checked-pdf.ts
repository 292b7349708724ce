import 'server-only';

import { looksLikePdf, PDF_SIGNATURE } from '@/lib/validation';

/**
 * The first `length` bytes of a stream (fewer if it ends sooner), and the whole stream again,
 * those bytes included, to go on reading from where it stopped.
 */
async function peek(content: AsyncIterable<Uint8Array>, length: number) {
  const iterator = content[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < length && !ended) {
    const next = await iterator.next();
    if (next.done) ended = true;
    else {
      head.push(next.value);
      headBytes += next.value.byteLength;
    }
  }
  async function* whole() {
    yield* head;
    if (ended) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head: Buffer.concat(head, headBytes), whole: whole() };
}

/** The stream as is, failing with `tooLarge()` as soon as it passes `limitBytes`. */
async function* withinLimit(content: AsyncIterable<Uint8Array>, limitBytes: number, tooLarge: () => Error) {
  let size = 0;
  for await (const chunk of content) {
    size += chunk.byteLength;
    if (size > limitBytes) throw tooLarge();
    yield chunk;
  }
}

/**
 * An uploaded PDF, checked by its content rather than its name or declared type: its first bytes
 * are read (and must start with `%PDF-`, else `notPdf()` is thrown before the rest is read), and
 * the whole stream is answered to write on, failing with `tooLarge()` as soon as it passes
 * `limitBytes`. Resumes and quality papers go through it.
 */
export async function checkedPdf(
  content: AsyncIterable<Uint8Array>,
  rules: { limitBytes: number; notPdf: () => Error; tooLarge: () => Error },
): Promise<AsyncIterable<Uint8Array>> {
  const { head, whole } = await peek(withinLimit(content, rules.limitBytes, rules.tooLarge), PDF_SIGNATURE.length);
  if (!looksLikePdf(head)) throw rules.notPdf();
  return whole;
}

/** A file name safe to keep: no path, no control characters, at most 200 characters; `fallback` when none is left. */
export function safeFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = Array.from(base)
    .filter((character) => character.charCodeAt(0) >= 0x20 && character.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned || fallback;
}

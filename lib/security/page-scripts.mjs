// The inline scripts of a prerendered page that its Content-Security-Policy trusts by their hashes:
// those Next.js and React write themselves, recognised by their shapes, and no other.
//
// A policy that trusted the hash of every inline script of the document served would trust one
// that data rendered into the page had brought (rich text, a JSON-LD block broken out of), since
// it is in the document too. So an inline script is trusted only when all it does is one of:
//   - push data to Next.js's React Server Components payload: `(self.__next_f=self.__next_f||[])
//     .push([0])` and `self.__next_f.push([1,"…"])`, their arguments JSON (Next.js writes them
//     with JSON.stringify);
//   - the bootstrap of Turbopack's chunks: `(globalThis["TURBOPACK"] || (…)).push({…});`;
//   - React's streaming instructions: its runtime's own functions, word for word as React writes
//     them (REACT_RUNTIME: their lengths and SHA-256, pinned to this React; the unit test reads
//     them from React's source and fails when an upgrade changes them), and calls of them, such
//     as `$RC("B:0","S:0")`, whose arguments are JSON.
// Pushing JSON or calling React's own functions with JSON runs no code of the data's choosing, so
// even such a script, had data brought it, would do nothing a page's own payload cannot. Anything
// else, whatever it contains, gets no hash and does not run. A data block (`type="application/
// ld+json"`) is not run by browsers and needs none.
//
// Plain JavaScript (with `page-scripts.d.mts` for TypeScript): the cache handler loads it outside
// Next.js's bundler; the proxy uses it too.
import { createHash } from 'node:crypto';

/**
 * React's inline runtime (react-dom/server's instruction scripts, as Next.js's copy of React 19
 * writes them): each definition's length and SHA-256, base64.
 */
export const REACT_RUNTIME = [
  { length: 57, sha256: '7mu4H06fwDCjmnxxr/xNHyuQC6pLTHr4M2E4jXw5WZs=' }, // $RT: the shell's time
  { length: 193, sha256: 'rkPyhj2kmK5uKX6SivS3u1ga+pNajy8xBWBiEPXhNMA=' }, // $RS: complete a segment
  { length: 829, sha256: 'ejxEGil7Q2jnFo9T1EMjhzsRoWDTVn8tRpUYd4XCJkY=' }, // $RB, $RV, $RC: complete a boundary
  { length: 1105, sha256: 'QwTTcUY6X/W9qbI8vPXdsBAoBq5Xi/MvMAMV2FEeJpk=' }, // $RM, $RR: … with its styles
  { length: 200, sha256: '5TqIdh80KgjiD5uUtz2OhDa5DlGt33xJV6lK4XUE+Yo=' }, // $RX: render a boundary on the client
  { length: 201, sha256: 'HIwET9YbpCDSDZxSjDwBhUP6sywD0vfbAPbsgjDbN4U=' }, // $RX, as written with its first call
  { length: 2694, sha256: 'R3eWN7zVoU3spWpPQ2b7tbYj4hZDyViY037DUph2exw=' }, // $RV: with view transitions
];

/**
 * Calls an app script may make, each followed by its JSON arguments up to the closing parenthesis,
 * and what those arguments must be.
 */
const CALLS = [
  { callee: /\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(/y, takes: isFlightChunk },
  { callee: /self\.__next_f\.push\(/y, takes: isFlightChunk },
  { callee: /\(globalThis\[("\w+")\] \|\| \(globalThis\[\1\] = \[\]\)\)\.push\(/y, takes: isChunkGroup },
  { callee: /\$R[A-Z]{1,2}\(/y, takes: () => true },
];

function isFlightChunk(args) {
  return args.length === 1 && Array.isArray(args[0]) && typeof args[0][0] === 'number';
}

function isChunkGroup(args) {
  return args.length === 1 && typeof args[0] === 'object' && args[0] !== null && !Array.isArray(args[0]);
}

const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('base64');

/** Where React's runtime definition at `at` ends, or -1. */
function reactRuntimeEnd(text, at) {
  if (text[at] !== '$' && text[at] !== 'r') return -1;
  for (const { length, sha256: digest } of REACT_RUNTIME) {
    if (at + length <= text.length && sha256(text.slice(at, at + length)) === digest) return at + length;
  }
  return -1;
}

/** The index of the `)` that closes arguments starting at `at`, skipping JSON strings and brackets; -1 if none. */
function argumentsEnd(text, at) {
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
    } else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') depth--;
    else if (c === ')' && depth === 0) return i;
  }
  return -1;
}

/** Where a recognised call at `at` ends (after its `)`), or -1. */
function callEnd(text, at) {
  for (const { callee, takes } of CALLS) {
    callee.lastIndex = at;
    if (!callee.test(text)) continue;
    const start = callee.lastIndex;
    const end = argumentsEnd(text, start);
    if (end < 0) return -1;
    let args;
    try {
      args = JSON.parse(`[${text.slice(start, end)}]`);
    } catch {
      return -1;
    }
    return takes(args) ? end + 1 : -1;
  }
  return -1;
}

/**
 * Whether an inline script's text is, from start to end, only statements Next.js and React write:
 * React's runtime definitions and the calls above, each call ended by `;` or the end of the
 * script (line breaks between statements allowed, as Turbopack joins its bootstrap's).
 * @param {string} text
 */
export function isAppScript(text) {
  let at = 0;
  let statements = 0;
  let ended = true; // a statement may start here: at the start, or after a `;`
  while (at < text.length) {
    const c = text[at];
    if (c === ';') {
      ended = true;
      at++;
      continue;
    }
    if (c === '\n') {
      at++;
      continue;
    }
    if (!ended) return false;
    const definition = reactRuntimeEnd(text, at);
    // React's definitions end with their own `;`.
    if (definition > 0) {
      at = definition;
      ended = true;
    } else {
      const call = callEnd(text, at);
      if (call < 0) return false;
      at = call;
      ended = false;
    }
    statements++;
  }
  return statements > 0;
}

// An inline script: a <script> without a src attribute, and its text (a raw-text element: what is
// between the tags is exactly what the browser hashes).
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The `'sha256-…'` source of each distinct inline script of an HTML document that Next.js or React
 * wrote (`isAppScript`), in order; every other inline script is left out, so it does not run.
 * @param {string} html
 */
export function pageScriptHashes(html) {
  const hashes = new Set();
  for (const [, text] of html.matchAll(INLINE_SCRIPT)) {
    if (isAppScript(text)) hashes.add(`'sha256-${sha256(text)}'`);
  }
  return [...hashes];
}

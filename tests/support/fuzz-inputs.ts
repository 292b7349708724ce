import fc from 'fast-check';

/**
 * What the fuzz tests send (tests/api/fuzz.suite.ts, fuzz-routes.ts): how many inputs, and values
 * that break things somewhere.
 *
 * FUZZ_RUNS inputs per field (or route) and role: 3 by default (`npm test`), 40 with `npm run
 * fuzz`. FUZZ_SEED replays a failure's seed.
 */
export const RUNS_PER_ROLE = Number(process.env.FUZZ_RUNS ?? 3);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
export const PROPERTY_OPTIONS = { numRuns: RUNS_PER_ROLE, seed: SEED, endOnFailure: true };

// Characters that break text handling somewhere: C0 and C1 controls (U+0000 above all), lone
// surrogate halves, line and paragraph separators, a byte-order mark, a bidi override, SQL and
// LIKE metacharacters, markup.
export const nastyUnit = fc.oneof(
  { weight: 4, arbitrary: fc.constant('\u0000') },
  { weight: 3, arbitrary: fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff') },
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      '\u0001',
      '\u0008',
      '\u000b',
      '\u001b',
      '\u001f',
      '\u007f',
      '\u0085',
      '\u009f',
      '\t',
      '\n',
      '\r\n',
      '\u2028',
      '\ufeff',
      '\u202e',
      '😀',
      "'",
      '"',
      '\\',
      '%',
      '_',
      '<script>',
      "'; DROP TABLE users; --",
      ' ',
    ),
  },
);

/** `value` with a hostile character at some position. */
export const spoiled = (value: fc.Arbitrary<string>) =>
  fc
    .tuple(value, nastyUnit, fc.nat())
    .map(([text, bad, at]) => `${text.slice(0, at % (text.length + 1))}${bad}${text.slice(at % (text.length + 1))}`);

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: fc.oneof(nastyUnit, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })), maxLength: 30 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('', ' ', '0', '-1', 'null', 'undefined', 'NaN', '1e309', '2027-02-30', '9999-12-31', '__proto__'),
  // Long, but within the GraphQL body limit (100 kB) with room for the rest of the request.
  fc
    .tuple(fc.integer({ min: 300, max: 30_000 }), fc.constantFrom('a', '\u0000', '€', '😀', '9'))
    .map(([length, unit]) => unit.repeat(length)),
);

export const hugeNumber = fc.constantFrom(
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  -1e308,
  1e308,
  0.1,
  -0,
);

/** A value of any JSON type: what a client that ignores the schema sends. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  hugeNumber,
  nastyString,
  fc.array(fc.oneof(fc.integer(), nastyString), { maxLength: 4 }),
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(nastyString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

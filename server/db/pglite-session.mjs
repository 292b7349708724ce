// Plain JavaScript: the PGlite worker (pglite-worker.mjs) runs it outside Next.js's bundler and
// without a TypeScript loader. Its types are in pglite-session.d.mts.
import { types } from '@electric-sql/pglite';

/**
 * The types Drizzle's PGlite driver reads as text (drizzle-orm/pglite/session.js gives every query
 * parsers that keep them as text): dates, timestamps, intervals, and arrays of them and of
 * numerics. The worker's PGlite reads them as text itself, so a query need not carry parsers
 * (functions, which cannot cross to the worker), and PGlite need not merge a query's parsers with
 * its own 300 on every call (0.17 ms per statement, measured, issue 16).
 */
export const DRIZZLE_TEXT_TYPES = Object.freeze([
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  // Arrays: numeric[], timestamp[], timestamptz[], interval[], date[].
  1231,
  1115,
  1185,
  1187,
  1182,
]);

/**
 * JSON and JSONB, and arrays of them: the worker leaves them as text and the request thread
 * parses them (pglite-thread.ts). Parsed, a value crosses threads as a structured clone, which the
 * receiving thread rebuilds slower than JSON.parse reads its text (a list's page of 100 orders:
 * about 0.1 ms against 0.07, measured, issue 16), and the request thread is the busier one.
 */
export const JSON_TYPES = Object.freeze([types.JSON, types.JSONB]);
export const JSON_ARRAY_TYPES = Object.freeze([199, 3807]);

/**
 * The worker's own parsers: DRIZZLE_TEXT_TYPES and the JSON types as text. (PGlite's parsers of
 * arrays use the parser of their element type, so arrays of these are arrays of text.)
 */
export const textParsers = () =>
  Object.fromEntries(
    [...DRIZZLE_TEXT_TYPES, ...JSON_TYPES].map((type) => [type, (/** @type {string} */ value) => value]),
  );

/**
 * The statement that runs the prepared statement `name` with `values` (SQL literals) on a
 * generic plan, set for it alone: the setting is reset after it and, should it fail, rolled
 * back with its transaction (the message's own, outside one). Its result is the second of three.
 *
 * @param {string} name
 * @param {string[]} values
 */
export const genericPlanExecute = (name, values) =>
  `set plan_cache_mode = force_generic_plan; execute ${name}(${values.join(', ')}); reset plan_cache_mode`;

const MAX_STATEMENTS = 500;

/**
 * Prepared statements for PGlite, as client.ts's prepareStatements gives them to PostgreSQL.
 * PGlite's query() parses, describes, plans and runs its text in six calls into its WebAssembly
 * Postgres, every time; the app's queries are a few hundred fixed texts run again and again
 * (a list's page spent 2 of its 4.4 ms there, measured). Here each text with parameters becomes
 * a prepared statement of PGlite's one session (PREPARE, once), then runs as one EXECUTE whose
 * values are written in its text as string literals, as PGlite would have sent them: its own
 * serializer for the parameter's type, then quoted (a quote doubled: with
 * standard_conforming_strings, nothing else in a literal is special). Postgres reads a literal
 * for a parameter of a known type exactly as a value sent apart.
 *
 * PGlite's own path stays for texts PREPARE refuses, binary values, and past MAX_STATEMENTS.
 * A text for which `runsWithGenericPlan` answers true runs on its generic plan (prepared.ts).
 *
 * @param {import('@electric-sql/pglite').PGlite} client
 * @param {(text: string) => boolean} runsWithGenericPlan
 */
export async function prepareStatementsOf(client, runsWithGenericPlan) {
  const { rows } = await client.query('show standard_conforming_strings');
  if (/** @type {{ standard_conforming_strings?: string }} */ (rows[0])?.standard_conforming_strings !== 'on') return;
  const query = client.query.bind(client);
  /** @type {Map<string, Promise<{ name: string, serializers: ((value: unknown) => string)[] } | null>>} By text; null when the text runs on PGlite's own path. */
  const statements = new Map();

  /** @param {string} text */
  const prepare = async (text) => {
    const name = `app_statement_${statements.size}`;
    try {
      const { queryParams } = await client.describeQuery(text);
      await client.exec(`prepare ${name} as ${text}`);
      return {
        name,
        serializers: queryParams.map(
          ({ serializer }) =>
            (/** @type {unknown} */ value) =>
              serializer ? serializer(value) : String(value),
        ),
      };
    } catch {
      // Not a statement PREPARE takes: PGlite's own path runs it (and reports any error in it).
      return null;
    }
  };

  /**
   * @param {unknown} value
   * @param {(value: unknown) => string} serialize
   */
  const literal = (value, serialize) =>
    value === null || value === undefined ? 'null' : `'${serialize(value).replaceAll("'", "''")}'`;

  /**
   * @param {string} text
   * @param {unknown[]} [params]
   * @param {import('@electric-sql/pglite').QueryOptions} [options]
   */
  client.query = /** @type {typeof client.query} */ (
    async function (text, params, options) {
      const plain =
        params !== undefined &&
        params.length > 0 &&
        !options?.paramTypes &&
        !options?.blob &&
        params.every(
          (value) => !(value instanceof Uint8Array || value instanceof ArrayBuffer || value instanceof Blob),
        );
      if (!plain) return query(text, params, options);
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= MAX_STATEMENTS) return query(text, params, options);
        statement = prepare(text);
        statements.set(text, statement);
      }
      const prepared = await statement;
      if (!prepared || prepared.serializers.length !== params.length) return query(text, params, options);
      const values = params.map((value, index) =>
        literal(value, /** @type {(value: unknown) => string} */ (prepared.serializers[index])),
      );
      if (runsWithGenericPlan(text)) {
        const [, result] = await client.exec(genericPlanExecute(prepared.name, values), options);
        return result;
      }
      const [result] = await client.exec(`execute ${prepared.name}(${values.join(', ')})`, options);
      return result;
    }
  );
}

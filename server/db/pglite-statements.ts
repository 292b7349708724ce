import 'server-only';

import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

import { genericPlanExecute, runsWithGenericPlan } from './prepared';

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
 * A text marked withGenericPlan (prepared.ts) runs on its generic plan.
 */

const MAX_STATEMENTS = 500;

interface Statement {
  name: string;
  /** Each parameter's value as text, as PGlite's query() writes it. */
  serializers: ((value: unknown) => string)[];
}

type Query = PGlite['query'];

export async function prepareStatementsOf(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ standard_conforming_strings: string }>('show standard_conforming_strings');
  if (rows[0]?.standard_conforming_strings !== 'on') return;
  const query: Query = client.query.bind(client);
  /** By text; null when the text runs on PGlite's own path. */
  const statements = new Map<string, Promise<Statement | null>>();

  const prepare = async (text: string): Promise<Statement | null> => {
    const name = `app_statement_${statements.size}`;
    try {
      const { queryParams } = await client.describeQuery(text);
      await client.exec(`prepare ${name} as ${text}`);
      return {
        name,
        serializers: queryParams.map(
          ({ serializer }) =>
            (value: unknown) =>
              serializer ? serializer(value) : String(value),
        ),
      };
    } catch {
      // Not a statement PREPARE takes: PGlite's own path runs it (and reports any error in it).
      return null;
    }
  };

  const literal = (value: unknown, serialize: (value: unknown) => string) =>
    value === null || value === undefined ? 'null' : `'${serialize(value).replaceAll("'", "''")}'`;

  client.query = async function <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const plain =
      params !== undefined &&
      params.length > 0 &&
      !options?.paramTypes &&
      !options?.blob &&
      params.every((value) => !(value instanceof Uint8Array || value instanceof ArrayBuffer || value instanceof Blob));
    if (!plain) return query<T>(text, params, options);
    let statement = statements.get(text);
    if (!statement) {
      if (statements.size >= MAX_STATEMENTS) return query<T>(text, params, options);
      statement = prepare(text);
      statements.set(text, statement);
    }
    const prepared = await statement;
    if (!prepared || prepared.serializers.length !== params.length) return query<T>(text, params, options);
    const values = params.map((value, index) => literal(value, prepared.serializers[index]!));
    if (runsWithGenericPlan(text)) {
      const [, result] = await client.exec(genericPlanExecute(prepared.name, values), options);
      return result as Results<T>;
    }
    const [result] = await client.exec(`execute ${prepared.name}(${values.join(', ')})`, options);
    return result as Results<T>;
  } as Query;
}

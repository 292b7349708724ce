/**
 * `npm run operator:grant -- <email> [--revoke]`: makes the person with this account a marketplace
 * operator (BuildMarket's staff, who review credit applications at /operator/credit), or no longer
 * one with --revoke, on the configured database (DATABASE_URL, else PGlite in DATA_DIR: stop the
 * app first, PGlite has one process at a time). The person signs up first; nothing else grants it.
 */
import { parseArgs } from 'node:util';

import { closeDatabase, getDatabase } from '@/server/instance';
import { setMarketplaceOperator } from '@/server/services/accounts/operators';

const USAGE = 'usage: npm run operator:grant -- <email> [--revoke]';

async function main(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { revoke: { type: 'boolean' } } });
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const [email, ...extra] = parsed.positionals;
  if (!email || extra.length > 0) return fail(USAGE);
  const operator = !parsed.values.revoke;
  const { db } = await getDatabase();
  try {
    if (!(await setMarketplaceOperator(db, email, operator))) return fail(`No account has the email "${email}".`);
    console.log(`${email} is ${operator ? 'now' : 'no longer'} a marketplace operator.`);
  } finally {
    await closeDatabase();
  }
}

function fail(message: string) {
  console.error(message);
  process.exitCode = 2;
}

await main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

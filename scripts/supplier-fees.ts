/**
 * `npm run supplier:fees -- <supplier id or slug> [options]`: the fees the marketplace takes from a
 * supplier's payments (server/services/payouts/fees.ts), as agreed with it, on the configured
 * database (DATABASE_URL, else PGlite in DATA_DIR: stop the app first, PGlite has one process at a
 * time). Without options it prints the fees in effect. New fees apply to payments captured from
 * then on. Each option takes a whole number, or `default` to follow the marketplace's default:
 *
 *   --commission-bps <n>              the commission, in basis points of each payment (800 = 8 %)
 *   --processing-fee-bps <n>          the card processing fee passed on, in basis points
 *   --processing-fee-fixed-cents <n>  its fixed part per payment, in cents
 */
import { parseArgs } from 'node:util';

import { eq } from 'drizzle-orm';

import { closeDatabase, getDatabase } from '@/server/instance';
import { suppliers } from '@/server/db/schema';
import type { PayoutFees } from '@/server/services/payouts/arithmetic';
import { setSupplierFees, supplierFeesInput, type SupplierFeesInput } from '@/server/services/payouts/fees';

const USAGE = `usage: npm run supplier:fees -- <supplier id or slug> [--commission-bps <n|default>] [--processing-fee-bps <n|default>] [--processing-fee-fixed-cents <n|default>]`;

const OPTIONS = {
  'commission-bps': 'commissionBps',
  'processing-fee-bps': 'processingFeeBps',
  'processing-fee-fixed-cents': 'processingFeeFixedCents',
} as const;

const UUID = /^[0-9a-f-]{36}$/i;

/** The fees to set from the options, or the message that says what is wrong with them. */
function feesOf(values: Record<string, string | undefined>): SupplierFeesInput | string {
  const input: Record<string, number | null> = {};
  for (const [option, field] of Object.entries(OPTIONS)) {
    const value = values[option];
    if (value === undefined) continue;
    if (value === 'default') input[field] = null;
    else if (/^\d+$/.test(value)) input[field] = Number(value);
    else return `--${option} takes a whole number or "default", not "${value}".`;
  }
  const parsed = supplierFeesInput.safeParse(input);
  return parsed.success
    ? parsed.data
    : parsed.error.issues.map((issue) => `--${optionOf(issue.path[0])}: ${issue.message}`).join('\n');
}

const optionOf = (field: PropertyKey | undefined) =>
  Object.entries(OPTIONS).find(([, name]) => name === field)?.[0] ?? String(field);

const describe = (fees: PayoutFees) =>
  `commission ${fees.commissionBps / 100} %, processing ${fees.processingFeeBps / 100} % + ${fees.processingFeeFixedCents} cents per payment`;

async function main(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: Object.fromEntries(Object.keys(OPTIONS).map((option) => [option, { type: 'string' as const }])),
    });
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const [supplierRef, ...extra] = parsed.positionals;
  if (!supplierRef || extra.length > 0) return fail(USAGE);
  const fees = feesOf(parsed.values);
  if (typeof fees === 'string') return fail(fees);

  const { db } = await getDatabase();
  try {
    const [supplier] = await db
      .select({ id: suppliers.id, name: suppliers.name })
      .from(suppliers)
      .where(UUID.test(supplierRef) ? eq(suppliers.id, supplierRef) : eq(suppliers.slug, supplierRef));
    if (!supplier) return fail(`No supplier has the id or slug "${supplierRef}".`);
    const now = await setSupplierFees(db, supplier.id, fees);
    console.log(`${supplier.name}: ${describe(now)}.`);
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

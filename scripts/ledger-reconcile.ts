/**
 * `npm run ledger:reconcile -- [--days <n> | --all]`: what an operator runs to see whether the
 * ledger balances and agrees with the payment gateway (server/services/ledger/), on the
 * configured database and gateway (DATABASE_URL, else PGlite in DATA_DIR: stop the app first;
 * STRIPE_SECRET_KEY, else the sandbox). It checks the ledger's invariants, reconciles the last
 * `--days` days (2 by default; `--all`: since the beginning) with the gateway's records, and
 * prints every broken invariant and every difference still open, found by this run or an earlier
 * one. Exits 1 when there is any, 0 when all agrees, 2 on a usage error.
 */
import { parseArgs } from 'node:util';

import { closeDatabase, getDatabase, paymentGateway } from '@/server/instance';
import { checkLedgerInvariants } from '@/server/services/ledger/invariants';
import { openDifferences, reconcileLedger } from '@/server/services/ledger/reconcile';

const USAGE = 'usage: npm run ledger:reconcile -- [--days <n> | --all]';
const DAY_MS = 86_400_000;

const cents = (amount: number, currency: string) => `${(amount / 100).toFixed(2)} ${currency}`;

async function main(argv: string[]) {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { days: { type: 'string' }, all: { type: 'boolean' } } }));
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (values.days !== undefined && (!/^\d+$/.test(values.days) || values.all)) return fail(USAGE);
  const now = new Date();
  const since = values.all ? new Date(0) : new Date(now.getTime() - Number(values.days ?? 2) * DAY_MS);

  const { db } = await getDatabase();
  try {
    const violations = await checkLedgerInvariants(db);
    const report = await reconcileLedger(db, paymentGateway(), { since, until: now, now });
    const open = await openDifferences(db);
    console.log(`Reconciled ${report.checked} payment(s) and transfer(s) since ${since.toISOString()}.`);
    for (const violation of violations) {
      console.log(`Invariant ${violation.rule} broken for ${violation.subject}: ${violation.detail}`);
    }
    for (const difference of open) {
      const subject = difference.orderPaymentId
        ? `payment attempt ${difference.orderPaymentId}`
        : difference.supplierPayoutId
          ? `payout ${difference.supplierPayoutId}`
          : 'nothing of ours';
      console.log(
        `Difference in ${difference.what} of ${difference.gateway} ${difference.gatewayRef} (${subject}), found ${difference.foundAt.toISOString()}: ledger ${cents(difference.ledgerCents, difference.currency)}, gateway ${cents(difference.gatewayCents, difference.currency)}`,
      );
    }
    if (violations.length > 0 || open.length > 0) {
      console.log(`${violations.length} broken invariant(s), ${open.length} open difference(s).`);
      process.exitCode = 1;
    } else {
      console.log('The ledger balances and agrees with the gateway.');
    }
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

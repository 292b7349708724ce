/**
 * `npm run supplier:api-key -- <command>`: issues, lists and revokes the API keys a supplier's own
 * systems use (server/services/developers/supplier-api-keys.ts), on the configured database (DATABASE_URL,
 * else PGlite in DATA_DIR: stop the app first, PGlite has one process at a time).
 *
 *   issue <supplier id or slug> [label]   prints the new key, once
 *   list <supplier id or slug>            the supplier's keys: id, label, prefix, last used, revoked
 *   revoke <key id>
 */
import { desc, eq } from 'drizzle-orm';

import { closeDatabase, getDatabase } from '@/server/instance';
import { supplierApiKeys, suppliers } from '@/server/db/schema';
import { issueSupplierApiKey, revokeSupplierApiKey } from '@/server/services/developers/supplier-api-keys';

const USAGE = `usage: npm run supplier:api-key -- issue <supplier id or slug> [label]
       npm run supplier:api-key -- list <supplier id or slug>
       npm run supplier:api-key -- revoke <key id>`;

const UUID = /^[0-9a-f-]{36}$/i;

async function main(command: string | undefined, argument: string | undefined, label: string | undefined) {
  if (!command || !argument) return fail(USAGE);
  const { db } = await getDatabase();
  try {
    if (command === 'issue') {
      const issued = await issueSupplierApiKey(db, { supplier: argument, label: label ?? 'API key' });
      console.log(`Issued key ${issued.id} ("${issued.label}") for ${issued.supplierName}.`);
      console.log('Keep it secret; it is not shown again:');
      console.log(issued.key);
    } else if (command === 'list') {
      const rows = await db
        .select({
          id: supplierApiKeys.id,
          label: supplierApiKeys.label,
          prefix: supplierApiKeys.keyPrefix,
          lastUsedAt: supplierApiKeys.lastUsedAt,
          revokedAt: supplierApiKeys.revokedAt,
        })
        .from(supplierApiKeys)
        .innerJoin(suppliers, eq(suppliers.id, supplierApiKeys.supplierId))
        .where(UUID.test(argument) ? eq(suppliers.id, argument) : eq(suppliers.slug, argument))
        .orderBy(desc(supplierApiKeys.createdAt));
      if (rows.length === 0) console.log('No keys.');
      for (const row of rows) {
        const state = row.revokedAt ? `revoked ${row.revokedAt.toISOString()}` : 'active';
        const used = row.lastUsedAt ? `last used ${row.lastUsedAt.toISOString()}` : 'never used';
        console.log(`${row.id}  ${row.prefix}…  ${row.label}  ${used}  ${state}`);
      }
    } else if (command === 'revoke') {
      if (!UUID.test(argument)) return fail(`"${argument}" is not a key id. ${USAGE}`);
      const revoked = await revokeSupplierApiKey(db, argument);
      console.log(revoked ? `Revoked key ${argument}.` : `No active key has the id ${argument}.`);
      if (!revoked) process.exitCode = 1;
    } else {
      return fail(USAGE);
    }
  } finally {
    await closeDatabase();
  }
}

function fail(message: string) {
  console.error(message);
  process.exitCode = 2;
}

const [command, argument, ...label] = process.argv.slice(2);
await main(command, argument, label.join(' ') || undefined).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

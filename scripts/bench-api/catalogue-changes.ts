/**
 * What a catalogue change costs the producer search (`npm run bench:api`, ./index.ts; issue 38):
 * the cold start of every search the bench asks (every kept city and type dropped, as a change of
 * a city or a tax does), and one supplier's price change (only the searches of the cities it
 * serves, of its product type, are read again). Searches go through the Yoga server, as the other
 * operations' calls do: the cold start `clients` at a time (as the warm-up), the rounds after a
 * supplier's change one at a time, less a warm round, so that figure is what the change added.
 */
import { sql } from 'drizzle-orm';

import type { Database } from '@/server/db/database';
import type { createMarketplaceYoga } from '@/server/graphql/yoga';

import type { BenchInputs } from './dataset';
import type { Operation } from './operations';
import { clients } from './settings';

/** How many suppliers' changes the median is of. */
const CHANGES = 5;

export interface CatalogueChangeFigures {
  /** Every search once, with nothing kept, `clients` at a time. */
  coldStartMs: number;
  /** Every search once, all kept, one at a time. */
  warmRoundMs: number;
  /** Median over CHANGES suppliers: a round after one supplier's price change, less a warm round. */
  supplierChangeMs: number;
}

/** A raw query's rows: both drivers answer `{ rows }`, which the shared Database type leaves open. */
async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function measureCatalogueChanges(
  yoga: ReturnType<typeof createMarketplaceYoga>,
  db: Database,
  inputs: BenchInputs,
  search: Operation,
): Promise<CatalogueChangeFigures> {
  const ask = async (index: number) => {
    const response = await yoga.fetch('http://bench/api/gql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(search.request(index)),
    });
    const text = await response.text();
    if (!response.ok || text.includes('"errors":')) throw new Error(`A search failed: ${text.slice(0, 200)}`);
  };
  /** Every search once, `concurrency` at a time. */
  const round = async (concurrency = 1) => {
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < inputs.searches.length) await ask(next++);
      }),
    );
    return performance.now() - started;
  };

  // A change of everything, as the triggers record one for a city or a tax.
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      with raised as (update catalogue_version set version = version + 1 where id = 1 returning version)
      insert into catalogue_changes (version) select version from raised`);
  });
  // As the operations' warm-up asks them: `clients` at a time.
  const coldStartMs = await round(clients);
  const warmRoundMs = median([await round(), await round(), await round()]);

  // Suppliers spread over the data set, each changing one product's price by a cent and back.
  const changed = await rows<{ id: string; priceCents: number }>(
    db,
    sql`select p.id, p.price_cents as "priceCents" from products p join suppliers s on s.id = p.supplier_id
        where s.slug like 'bench-supplier-%' and p.sku = 'bench-A'
        order by p.id limit ${CHANGES}`,
  );
  const costs: number[] = [];
  for (const product of changed) {
    await db.execute(sql`update products set price_cents = ${product.priceCents + 1} where id = ${product.id}`);
    costs.push((await round()) - warmRoundMs);
    await db.execute(sql`update products set price_cents = ${product.priceCents} where id = ${product.id}`);
    await round();
  }
  return { coldStartMs, warmRoundMs, supplierChangeMs: median(costs) };
}

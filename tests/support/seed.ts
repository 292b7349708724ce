import { count } from 'drizzle-orm';

import type { DatabaseHandle } from '@/server/db/database';
import {
  cities,
  countries,
  customerStories,
  jobs,
  offices,
  partners,
  products,
  suppliers,
  taxes,
} from '@/server/db/schema';

/** Rows of the reference tables (every deployment) and of the demo tables (the embedded default). */
export async function seededCounts(handle: DatabaseHandle) {
  const tables = { countries, cities, taxes, offices, suppliers, products, partners, customerStories, jobs };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await handle.db.select({ value: count() }).from(table);
      return [name, row?.value ?? 0] as const;
    }),
  );
  const rows = Object.fromEntries(entries) as Record<keyof typeof tables, number>;
  const { countries: countryRows, cities: cityRows, taxes: taxRows, offices: officeRows, ...demo } = rows;
  return { reference: { countries: countryRows, cities: cityRows, taxes: taxRows, offices: officeRows }, demo };
}

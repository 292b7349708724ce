import { afterAll, describe, expect, it } from 'vitest';

import { type DatabaseHandle } from '@/server/db/database';
import { openDatabase } from '@/server/seed/open-database';
import { seedData } from '@/server/seed';

import { seededCounts } from '../support/seed';

describe('seeding', () => {
  const opened: DatabaseHandle[] = [];
  afterAll(async () => Promise.all(opened.map((handle) => handle.close())));

  it('gives a real deployment the reference data and no demo suppliers, jobs, partners or stories', async () => {
    const handle = await openDatabase({ seed: 'reference' });
    opened.push(handle);
    const { reference, demo } = await seededCounts(handle);
    expect(reference).toMatchObject({
      countries: seedData.countries.length,
      cities: seedData.cities.length,
      offices: seedData.offices.length,
    });
    expect(reference.taxes).toBeGreaterThan(0);
    expect(demo).toEqual({ suppliers: 0, products: 0, partners: 0, customerStories: 0, jobs: 0 });
  });

  it('gives the embedded default the demo data too', async () => {
    const handle = await openDatabase();
    opened.push(handle);
    const { demo } = await seededCounts(handle);
    expect(demo).toMatchObject({
      suppliers: seedData.suppliers.length,
      partners: seedData.partners.length,
      customerStories: seedData.customerStories.length,
      jobs: seedData.jobs.length,
    });
    expect(demo.products).toBeGreaterThan(0);
  });
});

import { randomBytes } from 'node:crypto';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type DatabaseHandle } from '@/server/db/database';
import { openDatabase } from '@/server/seed/open-database';
import { seedData } from '@/server/seed';
import { listJobs } from '@/server/services/site/jobs';
import { listPartners } from '@/server/services/site/partners';

import { seededCounts } from '../support/seed';

/**
 * The data layer on real PostgreSQL: the same migrations, seed and queries as on PGlite. Each run
 * works in a database of its own, created here and dropped afterwards.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.info('Skipping the PostgreSQL data-layer tests: set TEST_DATABASE_URL=postgres://... to run them.');
}

describe.skipIf(!adminUrl)('data layer on PostgreSQL (TEST_DATABASE_URL)', () => {
  const databaseName = `marketplace_test_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${databaseName}`;
    handle = await openDatabase({ databaseUrl: url.toString() });
  });

  afterAll(async () => {
    await handle?.close();
    await admin.query(`drop database if exists ${databaseName}`);
    await admin.end();
  });

  it('is migrated and seeded on open', async () => {
    expect(handle.kind).toBe('postgres');
    const jobs = await listJobs(handle.db, { skip: 0, limit: 50 });
    expect(jobs.count).toBe(seedData.jobs.length);
  });

  it('opens again without re-applying migrations or duplicating the seed', async () => {
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${databaseName}`;
    // Two instances starting at once: the advisory lock serialises their migrations.
    const [first, second] = await Promise.all([
      openDatabase({ databaseUrl: url.toString() }),
      openDatabase({ databaseUrl: url.toString() }),
    ]);
    await Promise.all([first.close(), second.close()]);
    const jobs = await listJobs(handle.db, { skip: 0, limit: 50 });
    expect(jobs.count).toBe(seedData.jobs.length);
    const partners = await listPartners(handle.db, { visibleOnly: false });
    expect(partners).toHaveLength(seedData.partners.length);
  });

  it('pages and filters jobs as on PGlite', async () => {
    const page = await listJobs(handle.db, { skip: 2, limit: 3, filter: { direction: 'development' } });
    const expected = seedData.jobs.filter((job) => job.direction === 'development');
    expect(page.count).toBe(expected.length);
    expect(page.values.length).toBe(Math.min(3, Math.max(0, expected.length - 2)));
  });

  it('hides hidden partners with visibleOnly', async () => {
    const visible = await listPartners(handle.db, { visibleOnly: true });
    expect(visible.map((partner) => partner.code).sort()).toEqual(
      seedData.partners
        .filter((partner) => partner.visible)
        .map((partner) => partner.code)
        .sort(),
    );
  });

  it('gives a deployment database the reference data only: no demo suppliers, jobs or customers', async () => {
    const name = `${databaseName}_reference`;
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    const deployment = await openDatabase({ databaseUrl: url.toString(), seed: 'reference' });
    try {
      const { reference, demo } = await seededCounts(deployment);
      expect(reference.countries).toBe(seedData.countries.length);
      expect(reference.taxes).toBeGreaterThan(0);
      expect(demo).toEqual({ suppliers: 0, products: 0, partners: 0, customerStories: 0, jobs: 0 });
    } finally {
      await deployment.close();
      await admin.query(`drop database if exists ${name}`);
    }
  });
});

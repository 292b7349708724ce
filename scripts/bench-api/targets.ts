/**
 * The databases `npm run bench:api` measures on (./index.ts): PGlite in DATA_DIR, or a PostgreSQL
 * database of BENCH_DATABASE_URL, one per scale, made when missing (or again with --fresh).
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';

import pg from 'pg';

import { type DatabaseHandle } from '@/server/db/database';
import { openDatabase } from '@/server/seed/open-database';

import { options, scaleName } from './settings';

export async function openTarget(target: string, scale: number): Promise<DatabaseHandle> {
  if (target === 'pglite') {
    const dataDir = path.resolve(process.env.DATA_DIR || '.data', `bench-pglite-${scaleName(scale)}`);
    if (options.fresh) await rm(dataDir, { recursive: true, force: true });
    return openDatabase({ dataDir });
  }
  if (target === 'postgres') {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const name = `${process.env.BENCH_DATABASE_PREFIX || 'buildmarket_bench'}_${scaleName(scale)}`;
    if (options.fresh) await admin.query(`drop database if exists ${name}`);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return openDatabase({ databaseUrl: url.toString() });
  }
  throw new Error(`Unknown target ${target}: use pglite or postgres.`);
}

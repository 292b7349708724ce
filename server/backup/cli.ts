/**
 * `npm run db:backup [folder]` and `npm run db:restore <folder>`: back up or restore the embedded
 * database of DATA_DIR with its uploaded files, the server stopped (embedded-backup.ts). With
 * DATABASE_URL, PostgreSQL's own tools do it: the README has the recipe.
 */
import path from 'node:path';

import { serverEnv } from '@/lib/env';

import { backupEmbedded, BackupRefused, restoreEmbedded } from './embedded-backup';

const [command, folder] = process.argv.slice(2);
const env = serverEnv();

try {
  if (env.DATABASE_URL) {
    throw new BackupRefused(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump and restore it with pg_restore (see the README); uploaded files are rows of that database.',
    );
  }
  if (command === 'backup') {
    const target = folder ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-'));
    const manifest = await backupEmbedded(env.DATA_DIR, target);
    console.log(
      `Backed up ${path.resolve(env.DATA_DIR)} (database and ${manifest.files} files) to ${path.resolve(target)}`,
    );
  } else if (command === 'restore' && folder) {
    const { keptAside } = await restoreEmbedded(folder, env.DATA_DIR);
    console.log(`Restored ${path.resolve(folder)} into ${path.resolve(env.DATA_DIR)}.`);
    if (keptAside.length > 0) console.log(`What was there is kept in: ${keptAside.join(', ')}`);
  } else {
    console.error('usage: npm run db:backup [folder] | npm run db:restore <folder>');
    process.exit(2);
  }
} catch (error) {
  if (!(error instanceof BackupRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}

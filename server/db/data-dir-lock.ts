import 'server-only';

import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database (PGlite) belongs to one process: a second one opening its directory, a
 * backup or a restore while the server runs, would read or write it half-changed. The server
 * writes its process id here while it has the directory open; the operator commands refuse to
 * touch a directory whose holder still runs.
 */
const lockFile = (dataDir: string) => path.resolve(dataDir, 'server.pid');

/** Marks `dataDir` as this process's; answers the release (on shutdown). */
export function holdDataDir(dataDir: string): () => void {
  const file = lockFile(dataDir);
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    if (dataDirHolder(dataDir) === process.pid) rmSync(file, { force: true });
  };
}

/** The id of the running process that holds `dataDir`, or null (none, or one that has died). */
export function dataDirHolder(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(lockFile(dataDir), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

import 'server-only';

import path from 'node:path';

/** Where the embedded database (PGlite) keeps its files in DATA_DIR. */
export function pgliteDirectory(dataDir: string): string {
  return path.resolve(dataDir, 'pglite');
}

// What the pages this server renders are made from, handed from its start-up (server/startup.ts) to
// the page cache (cache-handler.mjs). Next.js loads the cache handler outside its bundler, so the two
// share no module instance: the hand-over is a global, under a registered symbol both copies reach.
//
// Plain JavaScript (with `page-cache-source.d.mts` for TypeScript), for the cache handler.

const SOURCE = Symbol.for('buildmarket.pageCacheSource');

/**
 * Records the source of this server's pages: `database <id>` in embedded mode (the database's own
 * identity, server/db/identity.ts), `api <API_URL>` for a web tier.
 * @param {string} source
 */
export function setPageCacheSource(source) {
  globalThis[SOURCE] = source;
}

/** The source recorded at start; undefined before (or without) a server's start-up. */
export function pageCacheSource() {
  return globalThis[SOURCE];
}

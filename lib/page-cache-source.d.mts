// Types of page-cache-source.mjs (plain JavaScript: the cache handler loads it outside Next.js's bundler).

export declare function setPageCacheSource(source: string): void;

export declare function pageCacheSource(): string | undefined;

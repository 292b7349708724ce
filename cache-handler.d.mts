// Types of cache-handler.mjs (plain JavaScript: Next.js loads it at run time, outside its bundler).

/** Where a stored page records the source it was rendered from; never sent. */
export declare const SOURCE_HEADER: 'x-buildmarket-page-source';

/** How long a page made without its data (the API tier down) is served before it is rendered again. */
export declare const DEGRADED_PAGE_MS: number;

export default class PageCache {
  constructor(options: Record<string, unknown>);
  get(key: string, context: Record<string, unknown>): Promise<unknown>;
  set(key: string, data: unknown, context: Record<string, unknown>): Promise<void>;
}

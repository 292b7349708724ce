// Types of cache-handler.mjs (plain JavaScript: Next.js loads it at run time, outside its bundler).
export default class StaticPagePolicyCache {
  constructor(options: Record<string, unknown>);
  get(key: string, context: Record<string, unknown>): Promise<unknown>;
}

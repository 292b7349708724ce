// Types of page-scripts.mjs (plain JavaScript: the cache handler loads it outside Next.js's bundler).

export declare const REACT_RUNTIME: ReadonlyArray<{ length: number; sha256: string }>;

export declare function isAppScript(text: string): boolean;

export declare function pageScriptHashes(html: string): string[];

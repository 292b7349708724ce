// Types of headers.mjs (plain JavaScript: the production server loads it outside Next.js's bundler).

export declare function securityHeaders(nodeEnv?: string): Array<{ key: string; value: string }>;

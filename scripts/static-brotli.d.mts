// Types of static-brotli.mjs (plain JavaScript: the production server loads it outside Next.js's bundler).
import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function acceptsBrotli(acceptEncoding: string | string[] | undefined): boolean;

export declare function staticBrotli(
  distDir: string,
  options?: { nodeEnv?: string },
): (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;

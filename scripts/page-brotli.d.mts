// Types of page-brotli.mjs (plain JavaScript: the production server loads it outside Next.js's bundler).
import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function compressPagesInBrotli(request: IncomingMessage, response: ServerResponse): void;

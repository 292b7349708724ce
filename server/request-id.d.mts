// Types of request-id.mjs (plain JavaScript: scripts/serve.mjs runs it outside the bundler).
export const REQUEST_ID_HEADER: 'x-request-id';
export function requestIdFor(header: string | null | undefined): string;
export function withRequestId<T>(requestId: string, work: () => T): T;
export function currentRequestId(): string | undefined;

import 'server-only';

import type { Plugin } from 'graphql-yoga';

import { currentRequestId, REQUEST_ID_HEADER, requestIdFor, withRequestId } from '@/server/request-id.mjs';

/**
 * Every log line of a GraphQL request carries its id: the one `npm run serve` (or a proxy) gave it
 * in X-Request-Id when well-formed, else a new one; the answer says it back in the same header, so
 * a caller who reports a failure can name the lines that tell what happened.
 */
export function requestIdPlugin(): Plugin {
  return {
    instrumentation: {
      request: ({ request }, handle) => withRequestId(requestIdFor(request.headers.get(REQUEST_ID_HEADER)), handle),
    },
    onResponse({ response }) {
      const requestId = currentRequestId();
      if (requestId !== undefined) response.headers.set(REQUEST_ID_HEADER, requestId);
    },
  };
}

import { isEmbeddedApi } from '@/lib/env';
import { forwardToApi } from '@/server/http/api-proxy';
import { embeddedYoga } from '@/server/graphql/embedded';
import { BodyTooLargeError, jsonError, MAX_BODY_BYTES, readBodyWithLimit } from '@/server/http/protocol';

// The embedded GraphQL API. In a web tier (API_URL set) the browser talks to ${API_URL}/gql itself;
// a request that comes here anyway is passed on to it (server/http/api-proxy.ts).
export const dynamic = 'force-dynamic';

async function handle(request: Request): Promise<Response> {
  if (!isEmbeddedApi()) return forwardToApi(request);
  let forwarded = request;
  if (request.method === 'POST') {
    try {
      const body = await readBodyWithLimit(request, MAX_BODY_BYTES.graphql);
      forwarded = new Request(request.url, { method: 'POST', headers: request.headers, body });
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        return jsonError(413, 'PAYLOAD_TOO_LARGE', 'The request is too large.');
      }
      throw error;
    }
  }
  return embeddedYoga().handleRequest(forwarded, {});
}

export { handle as GET, handle as POST, handle as OPTIONS };

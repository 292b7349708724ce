import { isEmbeddedApi } from '@/lib/env';
import { embeddedYoga } from '@/server/graphql/embedded';
import { BodyTooLargeError, jsonError, MAX_BODY_BYTES, readBodyWithLimit } from '@/server/http';

// The embedded GraphQL API. In external mode (API_URL set) it does not exist: the app talks to
// ${API_URL}/gql instead.
export const dynamic = 'force-dynamic';

async function handle(request: Request): Promise<Response> {
  if (!isEmbeddedApi()) return new Response('Not found', { status: 404 });
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

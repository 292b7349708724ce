import 'server-only';

import type { CORSOptions, Plugin } from 'graphql-yoga';

import { ErrorCode } from '@/server/errors';
import { mediaTypeOf } from '@/server/http/protocol';

import { SESSION_RESPONSE_HEADERS } from './response-headers';

/**
 * The bodies a real client sends: JSON (Apollo, curl, the server's own executor) or GraphQL's own
 * media types. An HTML form can only send url-encoded, multipart or plain text, so a page of
 * another site can never make a browser run a mutation here; and these types need a CORS
 * preflight, which only the allowed origins pass.
 */
export const GRAPHQL_CONTENT_TYPES = ['application/json', 'application/graphql+json', 'application/graphql'] as const;

/** POST bodies of any other content type answer 415 UNSUPPORTED_MEDIA_TYPE before anything runs. */
export function contentTypePlugin(): Plugin {
  return {
    onRequest(payload) {
      const { request } = payload;
      if (request.method !== 'POST') return;
      if ((GRAPHQL_CONTENT_TYPES as readonly string[]).includes(mediaTypeOf(request))) return;
      payload.endResponse(
        Response.json(
          {
            errors: [
              {
                message: `Send the request as ${GRAPHQL_CONTENT_TYPES[0]}.`,
                extensions: { code: ErrorCode.UNSUPPORTED_MEDIA_TYPE },
              },
            ],
          },
          { status: 415 },
        ),
      );
    },
    // Answers differ by Origin (CORS headers or none): shared caches must keep them apart.
    onResponse({ response }) {
      if (!/\borigin\b/i.test(response.headers.get('vary') ?? '')) response.headers.append('vary', 'Origin');
    },
  };
}

/**
 * CORS: only the listed origins (the site's own and CORS_ORIGINS) may read answers, and only
 * without credentials: the API authenticates by bearer tokens, never cookies. They may read the
 * headers that carry new session tokens. Other origins, `null` included, get no CORS header.
 */
export function corsPolicy(origins: readonly string[]): (request: Request) => CORSOptions {
  const allowed = new Set(origins);
  return (request) => {
    const origin = request.headers.get('origin');
    if (!origin || !allowed.has(origin)) return false;
    return {
      origin,
      credentials: false,
      methods: ['GET', 'POST'],
      exposedHeaders: [...SESSION_RESPONSE_HEADERS],
      maxAge: 600,
    };
  };
}

import { isEmbeddedApi } from '@/lib/env';
import { forwardToApi } from '@/server/http/api-proxy';
import { configuredGoogleClient, handleGoogleContactsCallback } from '@/server/http/google-contacts-routes';

// Google sends the popup back here with the person's consent (server/http/google-contacts-routes.ts).
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  if (!isEmbeddedApi()) return forwardToApi(request);
  return handleGoogleContactsCallback(request, configuredGoogleClient());
}

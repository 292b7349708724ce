import { isEmbeddedApi } from '@/lib/env';
import { forwardToApi } from '@/server/http/api-proxy';
import { configuredGoogleClient, handleGoogleContactsStart } from '@/server/http/google-contacts-routes';

// The invite dialog's Google contacts popup starts here (server/http/google-contacts-routes.ts).
export const dynamic = 'force-dynamic';

export function GET(request: Request): Response | Promise<Response> {
  if (!isEmbeddedApi()) return forwardToApi(request);
  return handleGoogleContactsStart(configuredGoogleClient());
}

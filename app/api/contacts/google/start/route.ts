import { isEmbeddedApi } from '@/lib/env';
import { forwardToApi } from '@/server/api-proxy';
import { configuredGoogleClient, handleGoogleContactsStart } from '@/server/google-contacts-routes';

// The invite dialog's Google contacts popup starts here (server/google-contacts-routes.ts).
export const dynamic = 'force-dynamic';

export function GET(request: Request): Response | Promise<Response> {
  if (!isEmbeddedApi()) return forwardToApi(request);
  return handleGoogleContactsStart(configuredGoogleClient());
}

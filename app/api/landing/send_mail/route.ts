import { isEmbeddedApi, serverEnv } from '@/lib/env';
import { forwardToApi } from '@/server/http/api-proxy';
import { getDb } from '@/server/instance';
import { contactMailLimits, handleSendMail } from '@/server/http/send-mail';
import { contactInboxesOf } from '@/server/services/site/contact-mail';
import { getMailer } from '@/server/services/mail/mailer';

// The contact mail under the API's base (`${API_URL}/landing/send_mail` when another instance is
// the API), next to /api/gql. The site's own form posts to /landing/send_mail, as the spec names it.
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  if (!isEmbeddedApi()) return forwardToApi(request);
  const env = serverEnv();
  return handleSendMail(request, {
    mode: 'embedded',
    getDb,
    mailer: getMailer(),
    recipient: contactInboxesOf(env),
    rateLimits: contactMailLimits(env.CONTACT_MAIL_RATE_LIMIT),
  });
}

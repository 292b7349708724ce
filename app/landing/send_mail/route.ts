import { serverEnv } from '@/lib/env';
import { getDb } from '@/server/instance';
import { contactInboxesOf } from '@/server/services/site/contact-mail';
import { getMailer } from '@/server/services/mail/mailer';
import { contactMailLimits, handleSendMail } from '@/server/http/send-mail';

export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  const env = serverEnv();
  return handleSendMail(
    request,
    env.API_URL
      ? { mode: 'external', apiUrl: env.API_URL }
      : {
          mode: 'embedded',
          getDb,
          mailer: getMailer(),
          recipient: contactInboxesOf(env),
          rateLimits: contactMailLimits(env.CONTACT_MAIL_RATE_LIMIT),
        },
  );
}

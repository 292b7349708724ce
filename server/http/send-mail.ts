import 'server-only';

import {
  contactMailSchema,
  demoRequestMailSchema,
  isDemoRequestPayload,
  type ContactMail,
  type DemoRequestMail,
} from '@/lib/validation';
import type { Database } from '@/server/db/database';
import { ErrorCode, fieldErrorsOf } from '@/server/errors';
import { BodyTooLargeError, jsonError, MAX_BODY_BYTES, mediaTypeOf, readBodyWithLimit } from './protocol';
import { logger } from '@/server/logger';
import { submitContactMessage, submitDemoRequest, type ContactInboxes } from '@/server/services/site/contact-mail';
import { clientAddress, consumeRateLimit, type RateLimitRule } from '@/server/services/rate-limits/rate-limit';
import type { Mailer } from '@/server/services/mail/mailer';

const isDemoRequest = (mail: ContactMail | DemoRequestMail): mail is DemoRequestMail => 'company' in mail;

/**
 * Per sender address and per email, in 10 minutes: enough for a person, too few for a spam run.
 * `limit` comes from CONTACT_MAIL_RATE_LIMIT (default 5).
 */
export function contactMailLimits(limit: number): RateLimitRule[] {
  return [
    { name: 'contact-mail:ip', limit, windowMs: 10 * 60_000 },
    { name: 'contact-mail:email', limit, windowMs: 10 * 60_000 },
  ];
}

export type SendMailDeps =
  | {
      mode: 'embedded';
      getDb: () => Promise<Database>;
      mailer: Mailer;
      /** The contact inbox, or it and the sales inbox that demo requests go to. */
      recipient: ContactInboxes;
      rateLimits: RateLimitRule[];
    }
  | { mode: 'external'; apiUrl: string; fetch?: typeof fetch };

/**
 * `POST /landing/send_mail` with `{ name, email, message }`, or a demo request from /book-demo:
 * the same plus `kind: 'demo'`, `company`, `sells` and an optional `phone` (optional fields, so the
 * spec's API is unchanged). A demo request goes to the sales inbox and is acknowledged to the
 * requester; both kinds share the rate limits.
 *
 * 200 `{ ok: true }` once the message is safely stored (embedded) or accepted upstream
 * (external); 400 with `fields` for bad input; 413 when too large; 415 for a body that is not
 * JSON (what a cross-site form sends: text/plain, url-encoded, multipart); 429 RATE_LIMITED with
 * Retry-After when one sender sends too many; 503 when it could not be stored or forwarded, so
 * the form keeps what the user typed and says so. In external mode the upstream API enforces
 * its own rate limits, and its 400 and 429 answers reach the form unchanged.
 */
export async function handleSendMail(request: Request, deps: SendMailDeps): Promise<Response> {
  if (mediaTypeOf(request) !== 'application/json') {
    return jsonError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Send the message as application/json.');
  }
  let payload: unknown;
  try {
    payload = JSON.parse(await readBodyWithLimit(request, MAX_BODY_BYTES.contactMail));
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return jsonError(413, ErrorCode.PAYLOAD_TOO_LARGE, 'Your message is too long.');
    return jsonError(400, ErrorCode.BAD_USER_INPUT, 'The request body must be JSON.');
  }

  const parsed = isDemoRequestPayload(payload)
    ? demoRequestMailSchema.safeParse(payload)
    : contactMailSchema.safeParse(payload);
  if (!parsed.success) {
    return jsonError(400, ErrorCode.BAD_USER_INPUT, 'Please check the highlighted fields.', {
      fields: fieldErrorsOf(parsed.error),
    });
  }

  if (deps.mode === 'external') {
    try {
      const forwardedFor = request.headers.get('x-forwarded-for');
      const upstream = await (deps.fetch ?? fetch)(`${deps.apiUrl}/landing/send_mail`, {
        method: 'POST',
        // The visitor's address goes on, so the API's per-address limit counts the visitor, not
        // this server (the API tier trusts one more proxy: TRUST_PROXY).
        headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
        body: JSON.stringify(parsed.data),
        signal: AbortSignal.timeout(10_000),
      });
      if (upstream.ok) return Response.json({ ok: true });
      // The API's own refusal (a rate limit, a field it rejects) is the user's answer, as it is.
      if (upstream.status === 400 || upstream.status === 429) {
        const headers = new Headers({ 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
        const retryAfter = upstream.headers.get('retry-after');
        if (retryAfter) headers.set('retry-after', retryAfter);
        return new Response(await upstream.text(), { status: upstream.status, headers });
      }
      logger.warn(`Contact mail: upstream answered ${upstream.status}`);
    } catch (error) {
      logger.warn('Contact mail: upstream unreachable', error);
    }
    return jsonError(503, ErrorCode.UPSTREAM_UNAVAILABLE, 'We could not send your message. Please try again.');
  }

  try {
    const db = await deps.getDb();
    const subjects = [clientAddress(request), parsed.data.email.toLowerCase()];
    for (const [index, rule] of deps.rateLimits.entries()) {
      const decision = await consumeRateLimit(db, rule, subjects[index] ?? 'unknown');
      if (!decision.allowed) {
        const minutes = Math.ceil(decision.retryAfterSeconds / 60);
        const response = jsonError(
          429,
          ErrorCode.RATE_LIMITED,
          `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
        response.headers.set('retry-after', String(decision.retryAfterSeconds));
        return response;
      }
    }
    const mail = parsed.data;
    const stored = isDemoRequest(mail)
      ? await submitDemoRequest(db, mail, deps.mailer, deps.recipient)
      : await submitContactMessage(db, mail, deps.mailer, deps.recipient);
    return Response.json({ ok: true, id: stored.id });
  } catch (error) {
    logger.error('Contact mail: could not store the message', error);
    return jsonError(503, ErrorCode.UNAVAILABLE, 'We could not send your message. Please try again.');
  }
}

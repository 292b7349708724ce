import { NETWORK_FAILURE, refusalOfResponse, type ApiOutcome } from '@/lib/api-errors';

/** The contact mail endpoint (spec: `/landing/send_mail`); the footer's form and /book-demo post to it. */
export const SEND_MAIL_PATH = '/landing/send_mail';

/**
 * Posts a contact message or a demo request. A 4xx is an expected error with its own message
 * (too many messages, too long) or field errors; the network or a 5xx is NETWORK_FAILURE.
 */
export async function sendMail(body: unknown): Promise<ApiOutcome<true>> {
  try {
    const response = await fetch(SEND_MAIL_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.ok) return { ok: true, data: true };
    if (response.status < 500) return { ok: false, failure: await refusalOfResponse(response) };
  } catch {
    // Offline, aborted or an unreadable answer: the same as a failed send.
  }
  return { ok: false, failure: NETWORK_FAILURE };
}

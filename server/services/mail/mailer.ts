import 'server-only';

import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

import type { Transporter } from 'nodemailer';

import { serverEnv } from '@/lib/env';
import { logger } from '@/server/logger';

export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  /** The plain-text part: every mail has one, the same content as the HTML part. */
  text: string;
  /** An HTML part, sent with the text as multipart/alternative (the reader's program picks). */
  html?: string;
  /**
   * The mail's Message-ID, made from what it tells of (outbox.ts): a mail sent again after a crash
   * has the same one, so the receiving side sees one message.
   */
  messageId?: string;
}

/** Sends one mail or throws; the caller decides about retries. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Development outbox: without SMTP_URL, mail is written to the server log instead of sent and,
 * given a file, appended to it as one JSON line per mail (`DATA_DIR/outbox.jsonl`), where a
 * developer or an end-to-end test reads what was "sent" (an invitation's link, say).
 */
export function createOutboxMailer(file?: string): Mailer {
  return {
    kind: 'outbox',
    send(mail) {
      logger.info(
        `[outbox] mail to ${mail.to}${mail.replyTo ? ` (reply to ${mail.replyTo})` : ''}: ${mail.subject}\n${mail.text}`,
      );
      if (file) {
        try {
          mkdirSync(path.dirname(file), { recursive: true });
          appendFileSync(file, `${JSON.stringify({ ...mail, at: new Date().toISOString() })}\n`, { mode: 0o600 });
        } catch (error) {
          logger.warn(`[outbox] could not write ${file}: ${String(error)}`);
        }
      }
      return Promise.resolve();
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  return {
    kind: 'smtp',
    async send(mail) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
      await (await transport).sendMail({ from, ...mail });
    },
  };
}

let processMailer: Mailer | undefined;

export function getMailer(): Mailer {
  const env = serverEnv();
  processMailer ??= env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
    : createOutboxMailer(path.resolve(env.DATA_DIR, 'outbox.jsonl'));
  return processMailer;
}

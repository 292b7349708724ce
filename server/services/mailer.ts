import 'server-only';

import type { Transporter } from 'nodemailer';

import { serverEnv } from '@/lib/env';
import { logger } from '@/server/logger';

export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}

/** Sends one mail or throws; the caller decides about retries. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
}

/** Development outbox: without SMTP_URL, mail is written to the server log instead of sent. */
export function createOutboxMailer(): Mailer {
  return {
    kind: 'outbox',
    send(mail) {
      logger.info(
        `[outbox] mail to ${mail.to}${mail.replyTo ? ` (reply to ${mail.replyTo})` : ''}: ${mail.subject}\n${mail.text}`,
      );
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
  processMailer ??= env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : createOutboxMailer();
  return processMailer;
}

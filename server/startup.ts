import 'server-only';

import { serverEnv } from '@/lib/env';
import { closeDatabase, getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { paymentGateway } from '@/server/payments';
import { assertSecretsConfigured } from '@/server/secrets';
import { pruneResumeUploads } from '@/server/services/careers';
import { retryDueContactMessages } from '@/server/services/contact-mail';
import { getMailer } from '@/server/services/mailer';
import { runPaymentJobs } from '@/server/services/payments/payment-jobs';
import { pruneRateLimits } from '@/server/services/rate-limit';

const MAINTENANCE_INTERVAL_MS = 60_000;

export async function startServer(): Promise<void> {
  const env = serverEnv();
  assertSecretsConfigured();
  if (env.API_URL) {
    logger.info(`External mode: GraphQL at ${env.API_URL}/gql; no embedded API or database`);
    return;
  }
  const db = await getDb();
  const mailer = getMailer();
  logger.info(
    mailer.kind === 'smtp'
      ? 'Mail: SMTP (SMTP_URL)'
      : 'Mail: development outbox (server log and DATA_DIR/outbox.jsonl)',
  );

  const gateway = paymentGateway();
  logger.info(gateway.name === 'stripe' ? 'Payments: Stripe' : 'Payments: sandbox gateway (no money moves)');

  // Each minute: mail retries, pruning, and the charge job (captures 28 hours before delivery,
  // bank debits settling, releases for canceled orders). All of it works from database rows, so
  // a restart loses nothing and several instances share the work.
  const retry = () =>
    Promise.all([
      retryDueContactMessages(db, mailer, env.CONTACT_MAIL_TO),
      pruneRateLimits(db),
      pruneResumeUploads(db),
      runPaymentJobs(db, gateway),
    ]).catch((error: unknown) => logger.error('Background maintenance failed', error));
  void retry();
  setInterval(() => void retry(), MAINTENANCE_INTERVAL_MS).unref();

  // PGlite writes its files from this process: close it cleanly so a restart finds them intact.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void closeDatabase()
        .catch((error: unknown) => logger.error('Closing the database failed', error))
        .finally(() => process.exit(0));
    });
  }
}

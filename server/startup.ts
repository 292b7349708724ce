import 'server-only';

import { serverEnv } from '@/lib/env';
import { setPageCacheSource } from '@/lib/page-cache-source.mjs';
import { closeEverything, onShutdown, shutdownIsManaged, startDraining } from '@/server/lifecycle.mjs';
import { closeDatabase, getDatabase } from '@/server/instance';
import { holdDataDir } from '@/server/db/data-dir-lock';
import { databaseIdOf } from '@/server/db/identity';
import { fileStoreFor } from '@/server/files';
import { moveDatabaseFiles } from '@/server/files/database-store';
import { logger } from '@/server/logger';
import { addScrapeGauge } from '@/server/metrics.mjs';
import { paymentGateway } from '@/server/instance';
import { closeRedis } from '@/server/redis';
import { assertProductionConfiguration } from '@/server/secrets';
import { registerStorefrontHostLookup } from '@/server/services/storefront/domains';
import { pruneResumeUploads } from '@/server/services/site/careers';
import { contactInboxesOf, retryDueContactMessages } from '@/server/services/site/contact-mail';
import { deliverDueMail, mailSettled } from '@/server/services/mail';
import { getMailer } from '@/server/services/mail/mailer';
import { mailUnreadMessages } from '@/server/services/conversation/messages';
import { foldOrderCounts } from '@/server/services/orders/order-counts';
import { runPaymentJobs } from '@/server/services/payments/payment-jobs';
import { runPayoutJobs } from '@/server/services/payouts/payout-jobs';
import { openDifferenceCount, runLedgerReconciliation } from '@/server/services/ledger/reconcile-job';
import { cancelUnpaidOrders } from '@/server/services/payments/unpaid-orders';
import { mailCreditReminders } from '@/server/services/payments/credit-reminders';
import { pruneRateLimits } from '@/server/services/rate-limits/rate-limit';
import { deliverDueWebhooks } from '@/server/services/webhooks/delivery';
import { outboxBacklogs } from '@/server/services/events/backlog';
import { dispatchOrderEvents, pruneOrderEvents } from '@/server/services/events/dispatcher';

const MAINTENANCE_INTERVAL_MS = 60_000;
/** Suppliers' webhooks are sent within this of their event (and retried on their own schedule). */
const WEBHOOK_DELIVERY_INTERVAL_MS = 5_000;
/** How long a stopping server waits for the database and Redis to close before it exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;
const PEER_ADDRESS_APPENDED = Symbol.for('buildmarket.peerAddressAppended');

export async function startServer(): Promise<void> {
  const env = serverEnv();
  assertProductionConfiguration();
  // scripts/serve.mjs sets this; `next start` would pass a client's X-Forwarded-For through as is.
  if (env.NODE_ENV === 'production' && !(globalThis as Record<symbol, unknown>)[PEER_ADDRESS_APPENDED]) {
    logger.warn(
      'Not started by `npm run serve` (scripts/serve.mjs): X-Forwarded-For arrives as the client wrote it, ' +
        'so per-address rate limits count whatever address a client claims.',
    );
  }
  if (env.API_URL) {
    logger.info(`External mode: GraphQL at ${env.API_URL}/gql; no embedded API or database`);
    // Pages cached while this build served another API tier are not this one's (cache-handler.mjs).
    setPageCacheSource(`api ${env.API_URL}`);
    return;
  }
  const database = await getDatabase();
  const { db } = database;
  // Before the first request: the page cache serves only pages rendered from this database
  // (cache-handler.mjs), whatever an earlier start on another DATA_DIR or DATABASE_URL left in .next.
  setPageCacheSource(`database ${await databaseIdOf(db)}`);
  // The proxy serves suppliers' own domains from what this database says of them.
  registerStorefrontHostLookup(db);
  // The embedded database is this process's: backups and restores refuse while it is held.
  if (database.kind === 'pglite') {
    const release = holdDataDir(env.DATA_DIR);
    onShutdown(() => Promise.resolve(release()));
  }
  const files = fileStoreFor(database, env.DATA_DIR);
  if (database.kind === 'pglite') {
    // Resumes stored in the database before files had a store of their own go to disk, once.
    const moved = await moveDatabaseFiles(db, files);
    if (moved > 0) logger.info(`Files: moved ${moved} stored in the database to ${files.location}`);
  }
  logger.info(`Files: ${files.location}`);
  const mailer = getMailer();
  logger.info(
    mailer.kind === 'smtp'
      ? 'Mail: SMTP (SMTP_URL)'
      : 'Mail: development outbox (server log and DATA_DIR/outbox.jsonl)',
  );

  const gateway = paymentGateway();
  logger.info(gateway.name === 'stripe' ? 'Payments: Stripe' : 'Payments: sandbox gateway (no money moves)');
  logger.info(env.REDIS_URL ? 'Rate limits: Redis (REDIS_URL)' : 'Rate limits: in the database');

  // The outboxes' backlogs, read at each scrape of the metrics (server/metrics.mjs).
  addScrapeGauge('buildmarket_outbox_due', 'Rows each outbox has still to carry out.', ['outbox'], async (gauge) => {
    for (const { outbox, due } of await outboxBacklogs(db)) gauge.set({ outbox }, due);
  });
  // What the daily reconciliation found the ledger and the gateway disagree on, still open (alert on > 0).
  addScrapeGauge(
    'buildmarket_ledger_open_differences',
    'Differences between the ledger and the payment gateway that no reconciliation has seen resolved.',
    [],
    async (gauge) => gauge.set(await openDifferenceCount(db)),
  );
  addScrapeGauge(
    'buildmarket_outbox_oldest_age_seconds',
    'How long the oldest row each outbox has still to carry out has waited.',
    ['outbox'],
    async (gauge) => {
      for (const { outbox, oldestAgeSeconds } of await outboxBacklogs(db)) gauge.set({ outbox }, oldestAgeSeconds);
    },
  );

  // Each minute: mail (the outbox's due mails, contact-mail retries, unread chat), pruning, the charge job
  // (captures 28 hours before delivery, bank debits settling, releases for canceled orders), and
  // canceling orders left unpaid (UNPAID_ORDER_TTL). All of it works from database rows, so a
  // restart loses nothing and several instances share the work.
  const retry = () =>
    Promise.all([
      retryDueContactMessages(db, mailer, contactInboxesOf(env)),
      // A backlog left by a mail server's outage drains 50 a minute, each claimed 5 minutes.
      deliverDueMail(db, mailer, { limit: 50 }),
      pruneRateLimits(db),
      pruneOrderEvents(db),
      pruneResumeUploads({ db, files }),
      runPaymentJobs(db, gateway),
      // Supplier payouts: a batch per supplier on each payout day (PAYOUT_INTERVAL_DAYS), sent once.
      runPayoutJobs(db, gateway),
      // The ledger against the gateway's records, once a day (the first run of each UTC day claims it).
      runLedgerReconciliation(db, gateway),
      // Chat messages unread 10 minutes on: mailed to those who have not read them.
      mailUnreadMessages(db),
      // Invoices on terms coming due, due today, or overdue: each reminder mailed once.
      mailCreditReminders(db),
      // The lists' kept counts: the changes since the last run summed into one row per owner and state.
      foldOrderCounts(db),
      // The ids of the orders canceled: where the order-canceled mail to each contractor hooks in.
      cancelUnpaidOrders(db, gateway, { ttlMs: env.UNPAID_ORDER_TTL }).then((canceled) => {
        if (canceled.length > 0) logger.info(`Unpaid orders: canceled ${canceled.length}: ${canceled.join(', ')}`);
      }),
    ])
      // What the jobs changed (orders canceled, payments captured): its consequences now.
      .then(() => dispatchOrderEvents(db))
      .catch((error: unknown) => logger.error('Background maintenance failed', error));
  void retry();
  setInterval(() => void retry(), MAINTENANCE_INTERVAL_MS).unref();

  // Every few seconds: the order events whose consequences are not carried out yet (one committed
  // just before a crash, one whose mail could not be stored), then the suppliers' webhooks. Both
  // are claimed with SKIP LOCKED, so every instance may run this; one run at a time per instance,
  // so a slow receiver never piles runs up.
  let sendingWebhooks = false;
  setInterval(() => {
    if (sendingWebhooks) return;
    sendingWebhooks = true;
    void dispatchOrderEvents(db)
      .catch((error: unknown) => logger.error('Order events could not be dispatched', error))
      .then(() => deliverDueWebhooks(db))
      .catch((error: unknown) => logger.error('Webhook delivery failed', error))
      .finally(() => {
        sendingWebhooks = false;
      });
  }, WEBHOOK_DELIVERY_INTERVAL_MS).unref();

  // PGlite writes its files from this process: close it cleanly so a restart finds them intact.
  // Mails being sent right now finish first, so their outcome is recorded.
  onShutdown(() => Promise.all([mailSettled().then(closeDatabase), closeRedis()]));
  // scripts/serve.mjs runs the stopping sequence (not ready, stop accepting, then close); under
  // `next dev` or `next start`, this process closes on the signal itself.
  if (shutdownIsManaged()) return;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      startDraining();
      // A query that never settles must not keep a stopped server alive.
      setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
      void closeEverything()
        .then((failures) => failures.forEach((error) => logger.error('Closing the database or Redis failed', error)))
        .finally(() => process.exit(0));
    });
  }
}

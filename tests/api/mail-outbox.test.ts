import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { publicEnv } from '@/lib/env';
import { formatMoney } from '@/lib/money';
import { orderNumber } from '@/lib/order/number';
import { placeOrderInputSchema } from '@/lib/validation';
import { cities, mailOutbox, products, suppliers } from '@/server/db/schema';
import { diskFileStore } from '@/server/files/disk-store';
import { storeResume } from '@/server/services/site/careers';
import {
  deliverDueMail,
  enqueueMail,
  MAIL_MAX_ATTEMPTS,
  mailSettled,
  type MailKind,
  type MailMessage,
} from '@/server/services/mail';
import type { Mailer, OutgoingMail } from '@/server/services/mail/mailer';
import { placeOrder } from '@/server/services/orders/placing';
import { dispatchOrderEvents } from '@/server/services/events/dispatcher';
import { quoteOrder } from '@/server/services/catalogue/quote';
import { runPaymentJobs } from '@/server/services/payments/payment-jobs';

import {
  card,
  createPaymentsTestKit,
  newKey,
  TEST_CARDS,
  type Contractor,
  type PaymentsTestKit,
} from '../support/payments';

process.env.JWT_SECRET = 'mail-outbox-test-secret-0123456789-abcdefghijklmn';

// What the services send right after storing (`sendSoon`) goes to this recording mailer.
const sent = vi.hoisted(() => ({ mails: [] as OutgoingMail[], failing: false }));
vi.mock('@/server/services/mail/mailer', () => ({
  getMailer: () => ({
    kind: 'outbox',
    send: (mail: OutgoingMail) => {
      if (sent.failing) return Promise.reject(new Error('SMTP is down'));
      sent.mails.push(mail);
      return Promise.resolve();
    },
  }),
}));

/** A mailer of the test's own, counting its calls, failing when told. */
function testMailer(fail = false) {
  const calls: OutgoingMail[] = [];
  const mailer: Mailer = {
    kind: 'smtp',
    send(mail) {
      calls.push(mail);
      return fail ? Promise.reject(new Error('421 try again later')) : Promise.resolve();
    },
  };
  return { mailer, calls };
}

let kit: PaymentsTestKit;
let contractor: Contractor;
let filesDirectory: string;

beforeAll(async () => {
  kit = await createPaymentsTestKit('mail');
  contractor = await kit.signUp();
  filesDirectory = await mkdtemp(path.join(tmpdir(), 'mail-outbox-files-'));
}, 60_000);
afterAll(async () => {
  await kit.close();
  await rm(filesDirectory, { recursive: true, force: true });
});
beforeEach(async () => {
  await mailSettled();
  sent.mails.length = 0;
  sent.failing = false;
});

let messageCounter = 0;
const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  kind: 'order_accepted',
  to: `reader${++messageCounter}@example.com`,
  subject: 'Hello',
  text: 'Hello in text',
  html: '<p>Hello in HTML</p>',
  ...overrides,
});

const stored = async (id: string) => (await kit.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const mailsTo = (to: string, kind: MailKind) =>
  kit.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));

/** Far from the other tests' mails in time, so each test's deliveries see only its own. */
let epoch = Date.UTC(2031, 0, 1);
const laterClock = () => {
  epoch += 30 * 86_400_000;
  return new Date(epoch);
};

describe('the outbox', () => {
  it('stores a mail before sending it, then sends its text and HTML parts', async () => {
    const now = laterClock();
    const id = (await enqueueMail(kit.db, message({ to: 'first@example.com' })))!;
    expect(await stored(id)).toMatchObject({ status: 'pending', attempts: 0, sentAt: null });

    const { mailer, calls } = testMailer();
    const results = await deliverDueMail(kit.db, mailer, { now, ids: [id] });
    expect(results.map((mail) => mail.status)).toEqual(['sent']);
    expect(calls).toEqual([
      {
        to: 'first@example.com',
        subject: 'Hello',
        text: 'Hello in text',
        html: '<p>Hello in HTML</p>',
        // The same at every attempt: a mail sent again is the same message.
        messageId: `<${id}@${new URL(publicEnv.siteUrl).hostname}>`,
      },
    ]);
    expect(await stored(id)).toMatchObject({ status: 'sent', attempts: 1, sentAt: now });
    // Sent is sent: a later run leaves it alone.
    await deliverDueMail(kit.db, mailer, { now: new Date(now.getTime() + 86_400_000), ids: [id] });
    expect(calls).toHaveLength(1);
  });

  it('keeps a mail the mail server refused pending, and sends it once its backoff has passed', async () => {
    const now = laterClock();
    const id = (await enqueueMail(kit.db, message()))!;
    const down = testMailer(true);
    await deliverDueMail(kit.db, down.mailer, { now, ids: [id] });
    const failed = await stored(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: '421 try again later' });
    expect(failed.nextAttemptAt.getTime()).toBe(now.getTime() + 60_000);

    const up = testMailer();
    await deliverDueMail(kit.db, up.mailer, { now: new Date(now.getTime() + 30_000), ids: [id] });
    expect(up.calls).toHaveLength(0);
    await deliverDueMail(kit.db, down.mailer, { now: new Date(now.getTime() + 60_000), ids: [id] });
    const twice = await stored(id);
    expect(twice).toMatchObject({ status: 'pending', attempts: 2 });
    // The wait doubles: 2 minutes after the second failure.
    expect(twice.nextAttemptAt.getTime()).toBe(now.getTime() + 60_000 + 120_000);

    await deliverDueMail(kit.db, up.mailer, { now: new Date(now.getTime() + 180_000), ids: [id] });
    expect(up.calls).toHaveLength(1);
    expect(await stored(id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });

  it(`marks a mail failed after ${MAIL_MAX_ATTEMPTS} refused attempts and stops trying`, async () => {
    let now = laterClock();
    const id = (await enqueueMail(kit.db, message()))!;
    const down = testMailer(true);
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      await deliverDueMail(kit.db, down.mailer, { now, ids: [id] });
      now = new Date(now.getTime() + 2 * 3_600_000);
    }
    expect(down.calls).toHaveLength(MAIL_MAX_ATTEMPTS);
    expect(await stored(id)).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    await deliverDueMail(kit.db, down.mailer, { now, ids: [id] });
    expect(down.calls).toHaveLength(MAIL_MAX_ATTEMPTS);
  });

  it('stores one mail per dedupe key, so an event handled twice mails once', async () => {
    const dedupeKey = `test-event:${newKey('event')}`;
    const first = await enqueueMail(kit.db, message({ dedupeKey }));
    const second = await enqueueMail(kit.db, message({ dedupeKey, subject: 'Again' }));
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    const rows = await kit.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey));
    expect(rows.map((row) => row.subject)).toEqual(['Hello']);
  });

  it('sends a due mail once when two workers run at the same moment', async () => {
    const now = laterClock();
    const id = (await enqueueMail(kit.db, message()))!;
    const { mailer, calls } = testMailer();
    await Promise.all([
      deliverDueMail(kit.db, mailer, { now, ids: [id] }),
      deliverDueMail(kit.db, mailer, { now, ids: [id] }),
    ]);
    expect(calls).toHaveLength(1);
  });

  it('rolls a mail back with the transaction that stored it', async () => {
    const to = 'rolled-back@example.com';
    await expect(
      kit.db.transaction(async (tx) => {
        await enqueueMail(tx, message({ to }));
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await mailsTo(to, 'order_accepted')).toHaveLength(0);
  });
});

describe('mail the marketplace sends', () => {
  async function placeWithKey(key: string) {
    const [toronto] = await kit.db.select({ id: cities.id }).from(cities).where(eq(cities.slug, 'toronto'));
    const [supplier] = await kit.db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(eq(suppliers.slug, 'northpeak-ready-mix'));
    const [product] = await kit.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.supplierId, supplier!.id), eq(products.sku, 'NP-RM-25')));
    const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const draft = placeOrderInputSchema.parse({
      quote: {
        supplierId: supplier!.id,
        productId: product!.id,
        quantity: 3,
        unit: 'm3',
        extraIds: [],
        schedule: { date, trucks: 1, minutesBetweenTrucks: 0, windowStartHour: 10 },
        delivery: { cityId: toronto!.id, address: '100 King Street West', postalCode: 'M5X 1A9' },
        paymentType: 'card',
      },
      quoteFingerprint: 'pending',
      contact: { name: 'Rosa <b>Diaz</b>', email: 'Rosa.Diaz@Keystone.example', phoneNumber: '+1 416 555 0101' },
    });
    const { quote } = await quoteOrder(kit.db, draft.quote, { companyId: contractor.companyId });
    const order = await placeOrder(kit.db, {
      companyId: contractor.companyId,
      userId: contractor.userId,
      input: { ...draft, quoteFingerprint: quote.fingerprint },
      idempotencyKey: key,
    });
    // What the API does after each mutation: the placing's consequences, its mail among them.
    await dispatchOrderEvents(kit.db);
    return order;
  }

  it("stores one confirmation of a placed order, to the order's contact, linking to its page on SITE_URL", async () => {
    const key = newKey('confirm');
    const order = await placeWithKey(key);
    const again = await placeWithKey(key);
    expect(again.id).toBe(order.id);

    const mails = await kit.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order-confirmation:${order.id}`));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ kind: 'order_confirmation', to: 'rosa.diaz@keystone.example' });
    const link = `${publicEnv.siteUrl}/app/orders/${order.id}`;
    expect(mail!.subject).toContain(orderNumber(order.id));
    expect(mail!.text).toContain(link);
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.text).toContain('3 m³');
    expect(mail!.text).toContain('100 King Street West, Toronto, ON M5X 1A9');
    // What the contact typed is text in the HTML part.
    expect(mail!.html).toContain('Hello Rosa &lt;b&gt;Diaz&lt;/b&gt;,');
    expect(mail!.html).not.toContain('<b>Diaz');

    // Sent right away, without waiting for the maintenance loop.
    await mailSettled();
    expect(await stored(mail!.id)).toMatchObject({ status: 'sent' });
    expect(sent.mails.filter((sentMail) => sentMail.to === 'rosa.diaz@keystone.example')).toHaveLength(1);
  });

  it('keeps the confirmation when the mail server is down, for the maintenance loop to send', async () => {
    sent.failing = true;
    const order = await placeWithKey(newKey('down'));
    await mailSettled();
    const [mail] = await kit.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order-confirmation:${order.id}`));
    expect(mail).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP is down' });
  });

  it("stores a payment link payer's receipt, to the email they gave, without the order's link", async () => {
    const order = await kit.placeOrderFor(contractor, 'card');
    const created = await kit.call<{ paymentLinkCreate: { url: string } }>(
      `mutation($id: ID!) { paymentLinkCreate(orderId: $id) { url } }`,
      { id: order.id },
      contractor.token,
    );
    const token = created.data!.paymentLinkCreate.url.split('/pay/')[1]!;
    const paid = await kit.call<{ paymentLinkPay: { status: string } }>(
      `mutation($token: String!, $input: PaymentLinkPayInput!, $key: String!) {
        paymentLinkPay(token: $token, input: $input, idempotencyKey: $key) { status } }`,
      {
        token,
        input: { paymentType: 'card', card: card(TEST_CARDS.succeeds), email: 'payables@client.example' },
        key: newKey('link'),
      },
    );
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.paymentLinkPay.status).toBe('succeeded');

    const receipts = await mailsTo('payables@client.example', 'payment_receipt');
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt!.subject).toContain(orderNumber(order.id));
    expect(receipt!.text).toContain('Visa •••• 4242');
    expect(receipt!.text).toMatch(/\$[\d,]+\.\d\d CAD/);
    expect(receipt!.text).not.toContain('/app/orders/');
    expect(receipt!.text).not.toContain('Dana Whitfield');
  });

  it("stores the receipt of a card charged in the app, to the order's contact", async () => {
    const order = await kit.placeOrderFor(contractor, 'card');
    // Delivery within 28 hours: the card is charged at once instead of pre-authorised.
    await kit.setDeliveryStart(order.id, new Date(Date.now() + 3 * 3_600_000));
    const methodId = await kit.saveCard(contractor);
    const paid = await kit.pay(contractor, order.id, methodId);
    expect(paid.data?.orderPay.status).toBe('succeeded');

    const [receipt] = await kit.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'payment_receipt'), eq(mailOutbox.to, 'dana@keystone.example')));
    expect(receipt).toBeDefined();
    expect(receipt!.text).toContain(`${publicEnv.siteUrl}/app/orders/${order.id}`);
    expect(receipt!.text).toContain('Hello Dana Whitfield,');
  });

  it('stores one receipt of the amount due when the charge job captures a pre-authorised card', async () => {
    const order = await kit.placeOrderFor(contractor, 'card');
    const paid = await kit.pay(contractor, order.id, await kit.saveCard(contractor));
    expect(paid.data?.orderPay.status).toBe('authorized');
    const receiptsOfOrder = async () =>
      (await mailsTo('dana@keystone.example', 'payment_receipt')).filter((mail) =>
        mail.subject.includes(orderNumber(order.id)),
      );
    expect(await receiptsOfOrder()).toHaveLength(0);

    const chargeAt = order.deliveryStartsAt.getTime() - 28 * 3_600_000;
    await runPaymentJobs(kit.db, kit.gateway, { now: new Date(chargeAt + 60_000) });
    await runPaymentJobs(kit.db, kit.gateway, { now: new Date(chargeAt + 10 * 60_000) });
    // The maintenance loop carries out what its jobs caused.
    await dispatchOrderEvents(kit.db);
    const receipts = await receiptsOfOrder();
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain(`Amount paid: ${formatMoney(order.amountDueCents, order.currency)}`);
  });

  it('stores the acknowledgement of a job application, to the applicant', async () => {
    const jobs = await kit.call<{ jobs: { values: { id: string; title: string }[] } }>(
      `query { jobs(skip: 0, limit: 1) { values { id title } } }`,
    );
    const job = jobs.data!.jobs.values[0]!;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const resume = await storeResume(
      { db: kit.db, files: diskFileStore(filesDirectory) },
      {
        name: 'resume.pdf',
        content: Readable.from([new Uint8Array(pdf)]),
      },
      { clientAddress: '198.51.100.7' },
    );
    const applied = await kit.call(
      `mutation($job: ID!, $candidate: CareerCandidateInput!, $requestPayload: CandidateRequestPayloadInput!) {
        internalCandidateRequestCreate(job: $job, candidate: $candidate, requestPayload: $requestPayload) }`,
      {
        job: job.id,
        candidate: { fullName: 'Ada <script>alert(1)</script>', email: 'Ada@Example.com' },
        requestPayload: { coverLetter: 'I would like to build dispatch software.', resumeUploadId: resume.id },
      },
    );
    expect(applied.errors).toBeUndefined();

    const [mail] = await mailsTo('ada@example.com', 'application_received');
    expect(mail).toBeDefined();
    expect(mail!.subject).toContain(job.title);
    expect(mail!.text).toContain(`${publicEnv.siteUrl}/career/${job.id}`);
    expect(mail!.html).toContain('Ada &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.html).not.toContain('<script>');
  });

  it('stores the acknowledgement of a start-selling request, to the applicant', async () => {
    const requested = await kit.call(`mutation($input: PartnerRequestInput!) { partnerRequestCreate(input: $input) }`, {
      input: {
        companyName: 'Ridgeline & Sons Aggregates',
        email: 'Sales@Ridgeline.example',
        phone: '+1 416-555-0199',
        website: 'ridgeline.example',
        address: '12 Quarry Road, Milton, ON L9T 2X5',
        productType: 'aggregates',
        uniqueProductCount: 40,
        acceptedTerms: true,
      },
    });
    expect(requested.errors).toBeUndefined();

    const [mail] = await mailsTo('sales@ridgeline.example', 'request_received');
    expect(mail).toBeDefined();
    expect(mail!.text).toContain('Ridgeline & Sons Aggregates');
    expect(mail!.html).toContain('Ridgeline &amp; Sons Aggregates');
    expect(mail!.text).toContain('Aggregates and bulk material');
  });
});

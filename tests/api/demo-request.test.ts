import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { type DatabaseHandle } from '@/server/db/database';
import { contactMessages, mailOutbox, rateLimits } from '@/server/db/schema';
import { contactMailLimits, handleSendMail, type SendMailDeps } from '@/server/http/send-mail';
import type { Mailer, OutgoingMail } from '@/server/services/mail/mailer';
import { mailSettled } from '@/server/services/mail/outbox';
import { retryDueContactMessages } from '@/server/services/site/contact-mail';
import { openTemplateDatabase } from '../support/api';

const INBOXES = { contact: 'hello@buildmarket.example', sales: 'sales@buildmarket.example' };

function recordingMailer(behaviour: 'works' | 'fails' = 'works') {
  const sent: OutgoingMail[] = [];
  const mailer: Mailer = {
    kind: 'smtp',
    send(mail) {
      if (behaviour === 'fails') return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:587'));
      sent.push(mail);
      return Promise.resolve();
    },
  };
  return { mailer, sent };
}

const post = (body: unknown) =>
  new Request('http://localhost/landing/send_mail', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
    body: JSON.stringify(body),
  });

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTemplateDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await mailSettled();
  await database.db.delete(contactMessages);
  await database.db.delete(mailOutbox);
  await database.db.delete(rateLimits);
});

const deps = (mailer: Mailer, limit = 100): SendMailDeps => ({
  mode: 'embedded',
  getDb: () => Promise.resolve(database.db),
  mailer,
  recipient: INBOXES,
  rateLimits: contactMailLimits(limit),
});

const demo = {
  kind: 'demo',
  name: 'Priya Raman',
  email: 'priya@lakeshore-aggregates.example',
  company: 'Lakeshore Aggregates',
  phone: '+1 416 555 0199',
  sells: 'Gravel, sand and crushed stone from two yards',
  message: 'Tuesday or Thursday morning works best.',
};

describe('a demo request through POST /landing/send_mail', () => {
  it('is stored, mailed to the sales inbox with reply-to the requester, and acknowledged through the outbox', async () => {
    const { mailer, sent } = recordingMailer();
    const response = await handleSendMail(post(demo), deps(mailer));
    expect(response.status).toBe(200);
    await mailSettled();

    const [stored] = await database.db.select().from(contactMessages);
    expect(stored).toMatchObject({ name: demo.name, email: demo.email, kind: 'demo_request', status: 'sent' });
    expect(stored?.message).toContain('Company: Lakeshore Aggregates');

    const toSales = sent.filter((mail) => mail.to === INBOXES.sales);
    expect(toSales).toHaveLength(1);
    expect(toSales[0]).toMatchObject({ subject: 'Demo request from Priya Raman', replyTo: demo.email });
    expect(toSales[0]?.text).toContain('Phone: +14165550199');
    expect(toSales[0]?.text).toContain(demo.sells);
    expect(toSales[0]?.text).toContain(demo.message);
    expect(sent.some((mail) => mail.to === INBOXES.contact)).toBe(false);

    const outbox = await database.db.select().from(mailOutbox);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ kind: 'demo_request_received', to: demo.email });
    expect(outbox[0]?.subject).toBe('We received your demo request');
    expect(outbox[0]?.text).toContain('Within one business day');
  });

  it('leaves a plain contact message as it was: the contact inbox, no acknowledgement', async () => {
    const { mailer, sent } = recordingMailer();
    const response = await handleSendMail(
      post({ name: 'Dana Whitfield', email: 'dana@keystone.example', message: 'Hello' }),
      deps(mailer),
    );
    expect(response.status).toBe(200);
    expect(sent).toEqual([
      expect.objectContaining({ to: INBOXES.contact, subject: 'Website contact from Dana Whitfield' }),
    ]);
    // A message that looks like a demo request is still the contact form's: the kind decides.
    const [stored] = await database.db.select().from(contactMessages);
    expect(stored?.kind).toBe('contact');
    expect(await database.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('refuses bad input with the field messages, storing and mailing nothing', async () => {
    const { mailer, sent } = recordingMailer();
    const response = await handleSendMail(
      post({
        kind: 'demo',
        name: ' ',
        email: 'priya@lakeshore',
        company: '',
        phone: 'call me',
        sells: '',
        message: '',
      }),
      deps(mailer),
    );
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(json.error.code).toBe('BAD_USER_INPUT');
    expect(json.error.fields).toEqual({
      name: 'Required',
      email: 'Incorrect E-mail',
      company: 'Required',
      phone: 'Incorrect Phone Number',
      sells: 'Required',
      message: 'Required',
    });
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
    expect(await database.db.select().from(mailOutbox)).toHaveLength(0);
    expect(sent).toHaveLength(0);
  });

  it('takes a request without a phone', async () => {
    const { mailer, sent } = recordingMailer();
    const { phone: _phone, ...withoutPhone } = demo;
    const response = await handleSendMail(post({ ...withoutPhone, phone: '' }), deps(mailer));
    expect(response.status).toBe(200);
    expect(sent.find((mail) => mail.to === INBOXES.sales)?.text).toContain('Phone: not given');
  });

  it('is rate-limited like the contact form, per sender', async () => {
    const { mailer } = recordingMailer();
    for (let index = 0; index < 2; index += 1) {
      expect((await handleSendMail(post(demo), deps(mailer, 2))).status).toBe(200);
    }
    const refused = await handleSendMail(post(demo), deps(mailer, 2));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    expect(await database.db.select().from(contactMessages)).toHaveLength(2);
  });

  it('keeps its subject and inbox when the first send fails and a retry sends it', async () => {
    const down = recordingMailer('fails');
    expect((await handleSendMail(post(demo), deps(down.mailer))).status).toBe(200);
    await mailSettled();
    const [pending] = await database.db.select().from(contactMessages);
    expect(pending?.status).toBe('pending');

    await database.db
      .update(contactMessages)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(contactMessages.id, pending?.id ?? ''));
    const up = recordingMailer();
    expect(await retryDueContactMessages(database.db, up.mailer, INBOXES)).toHaveLength(1);
    expect(up.sent).toEqual([
      expect.objectContaining({ to: INBOXES.sales, subject: 'Demo request from Priya Raman', replyTo: demo.email }),
    ]);
  });
});

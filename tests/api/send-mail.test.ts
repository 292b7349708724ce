import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { messages } from '@/lib/validation';
import { type DatabaseHandle } from '@/server/db/database';
import { contactMessages, rateLimits } from '@/server/db/schema';
import { retryDueContactMessages } from '@/server/services/site/contact-mail';
import type { Mailer, OutgoingMail } from '@/server/services/mail/mailer';
import { contactMailLimits, handleSendMail } from '@/server/http/send-mail';
import { openTemplateDatabase } from '../support/api';

const RECIPIENT = 'sales@buildmarket.example';

/** A mailer that records what it sends, or fails like an SMTP server that is down. */
function fakeMailer(behaviour: 'works' | 'fails') {
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

function post(body: unknown, init: RequestInit = {}) {
  return new Request('http://localhost/landing/send_mail', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTemplateDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(contactMessages);
  await database.db.delete(rateLimits);
});

const valid = {
  name: 'Dana Whitfield',
  email: 'dana@keystone.example',
  message: 'We need 40 m3 of 32 MPa tomorrow at 7 am.',
};

describe('POST /landing/send_mail (embedded)', () => {
  it('stores the message, sends it, and answers ok', async () => {
    const { mailer, sent } = fakeMailer('works');
    const response = await handleSendMail(post(valid), {
      mode: 'embedded',
      getDb: () => Promise.resolve(database.db),
      mailer,
      recipient: RECIPIENT,
      rateLimits: contactMailLimits(100),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true });

    const rows = await database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, status: 'sent', attempts: 1 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: RECIPIENT, replyTo: valid.email });
    expect(sent[0]?.text).toContain(valid.message);
  });

  it.each([
    [{}, { name: 'Required', email: 'Required', message: 'Required' }],
    [
      { name: '  ', email: 'dana@keystone', message: 'Hi' },
      { name: 'Required', email: 'Incorrect E-mail' },
    ],
    [{ ...valid, message: 'x'.repeat(5001) }, { message: 'Must be 5000 characters or less' }],
    // A line break in the name would forge lines in the log and the outbox.
    [{ ...valid, name: 'Dana\r\nX-Forged: yes' }, { name: messages.unsafeText }],
    [{ ...valid, name: 'Dana\nWhitfield' }, { name: messages.unsafeText }],
    // Two addresses in one: the second would become a Reply-To for whoever typed it.
    [{ ...valid, email: 'victim,attacker@evil.example' }, { email: 'Incorrect E-mail' }],
    [{ ...valid, email: 'victim@keystone.example;attacker@evil.example' }, { email: 'Incorrect E-mail' }],
  ])('rejects %j with 400 and the field errors, storing nothing', async (body, fields) => {
    const { mailer, sent } = fakeMailer('works');
    const response = await handleSendMail(post(body), {
      mode: 'embedded',
      getDb: () => Promise.resolve(database.db),
      mailer,
      recipient: RECIPIENT,
      rateLimits: contactMailLimits(100),
    });
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(json.error.code).toBe('BAD_USER_INPUT');
    expect(json.error.fields).toEqual(fields);
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
    expect(sent).toHaveLength(0);
  });

  it('rejects a body that is not JSON, and one over the size limit', async () => {
    const deps = {
      mode: 'embedded' as const,
      getDb: () => Promise.resolve(database.db),
      ...fakeMailer('works'),
      recipient: RECIPIENT,
      rateLimits: contactMailLimits(100),
    };
    const notJson = await handleSendMail(post('name=Dana'), deps);
    expect(notJson.status).toBe(400);
    const tooLarge = await handleSendMail(post({ ...valid, message: 'x'.repeat(40 * 1024) }), deps);
    expect(tooLarge.status).toBe(413);
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('keeps the message when SMTP fails, tells the user it was received, and sends it on retry', async () => {
    const down = fakeMailer('fails');
    const response = await handleSendMail(post(valid), {
      mode: 'embedded',
      getDb: () => Promise.resolve(database.db),
      mailer: down.mailer,
      recipient: RECIPIENT,
      rateLimits: contactMailLimits(100),
    });
    expect(response.status).toBe(200);

    const [pending] = await database.db.select().from(contactMessages);
    expect(pending).toMatchObject({ ...valid, status: 'pending', attempts: 1 });
    expect(pending?.lastError).toContain('ECONNREFUSED');
    expect(pending?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: the retry leaves it alone.
    const up = fakeMailer('works');
    expect(await retryDueContactMessages(database.db, up.mailer, RECIPIENT)).toHaveLength(0);

    // Once due, the retry sends it from the stored copy.
    await database.db
      .update(contactMessages)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(contactMessages.id, pending?.id ?? ''));
    const retried = await retryDueContactMessages(database.db, up.mailer, RECIPIENT);
    expect(retried).toHaveLength(1);
    expect(retried[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(up.sent[0]?.text).toContain(valid.message);
  });

  it('answers 503 when the message cannot be stored, so the form keeps it', async () => {
    const response = await handleSendMail(post(valid), {
      mode: 'embedded',
      getDb: () => Promise.reject(new Error('database is down')),
      mailer: fakeMailer('works').mailer,
      recipient: RECIPIENT,
      rateLimits: contactMailLimits(100),
    });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('UNAVAILABLE');
  });
});

describe('POST /landing/send_mail rate limit', () => {
  it('answers 429 RATE_LIMITED with Retry-After once one sender passes the limit, storing nothing more', async () => {
    const deps = {
      mode: 'embedded' as const,
      getDb: () => Promise.resolve(database.db),
      mailer: fakeMailer('works').mailer,
      recipient: RECIPIENT,
      rateLimits: contactMailLimits(2),
    };
    const from = (ip: string, email = valid.email) =>
      post({ ...valid, email }, { headers: { 'content-type': 'application/json', 'x-forwarded-for': ip } });
    expect((await handleSendMail(from('203.0.113.7'), deps)).status).toBe(200);
    expect((await handleSendMail(from('203.0.113.7', 'other@keystone.example'), deps)).status).toBe(200);
    const limited = await handleSendMail(from('203.0.113.7', 'third@keystone.example'), deps);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    // The same email from other addresses is limited per email too: its second use passes, its third does not.
    expect((await handleSendMail(from('198.51.100.1'), deps)).status).toBe(200);
    expect((await handleSendMail(from('198.51.100.9'), deps)).status).toBe(429);
    // Another sender is not affected.
    expect((await handleSendMail(from('198.51.100.2', 'someone@else.example'), deps)).status).toBe(200);
    expect(await database.db.select().from(contactMessages)).toHaveLength(4);
  });
});

describe('POST /landing/send_mail (external)', () => {
  it('forwards the validated message to ${API_URL}/landing/send_mail', async () => {
    const calls: { url: string; body: unknown }[] = [];
    const upstream: typeof fetch = (input, init) => {
      calls.push({ url: input as string, body: JSON.parse(init?.body as string) });
      return Promise.resolve(new Response('{}', { status: 200 }));
    };
    const response = await handleSendMail(post({ ...valid, email: '  dana@keystone.example ' }), {
      mode: 'external',
      apiUrl: 'https://api.example.com',
      fetch: upstream,
    });
    expect(response.status).toBe(200);
    expect(calls).toEqual([{ url: 'https://api.example.com/landing/send_mail', body: valid }]);
  });

  it("passes on the visitor's address and the API's own refusal (429 with Retry-After)", async () => {
    const headersSeen: (string | null)[] = [];
    const refusal = { error: { code: 'RATE_LIMITED', message: 'Too many messages. Try again in 10 minutes.' } };
    const response = await handleSendMail(
      new Request('http://localhost/landing/send_mail', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
        body: JSON.stringify(valid),
      }),
      {
        mode: 'external',
        apiUrl: 'https://api.example.com/api',
        fetch: (_input, init) => {
          headersSeen.push(new Headers(init?.headers).get('x-forwarded-for'));
          return Promise.resolve(Response.json(refusal, { status: 429, headers: { 'retry-after': '600' } }));
        },
      },
    );
    expect(headersSeen).toEqual(['198.51.100.7']);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('600');
    expect(await response.json()).toEqual(refusal);
  });

  it('answers 503 when the upstream fails', async () => {
    const response = await handleSendMail(post(valid), {
      mode: 'external',
      apiUrl: 'https://api.example.com',
      fetch: () => Promise.resolve(new Response('boom', { status: 500 })),
    });
    expect(response.status).toBe(503);
  });
});

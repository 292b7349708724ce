import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { WEBHOOK_MESSAGES } from '@/lib/validation/webhooks';
import {
  companyMembers,
  suppliers,
  users,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '@/server/db/schema';
import { signAccessToken, verifyAccessToken } from '@/server/services/accounts/access-tokens';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';
import { NOT_ALLOWED_MESSAGE } from '@/server/services/accounts/permissions';
import { deliverDueWebhooks, webhookRetryDelayMs } from '@/server/services/webhooks/delivery';
import { createWebhookEndpoint } from '@/server/services/webhooks/endpoints';

import { codeOf, type Contractor, type PaymentsTestKit } from '../support/payments';

/**
 * Supplier webhooks, end to end through the API: the owner and managers register endpoints
 * (the secret answered once), order events are stored with the change and delivered by the job
 * to a real HTTP receiver on this machine, which checks the signature with the Standard Webhooks
 * reference verifier, as the docs tell a supplier to; a failing receiver gets retries with back-off and a log with its status code;
 * a delivery is redelivered with the same event id. Run on PGlite (supplier-webhooks.test.ts)
 * and PostgreSQL (supplier-webhooks-postgres.test.ts).
 */

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  url: string;
}

/** A webhook receiver on a random port: records each request, answers `status` (or never). */
class Receiver {
  received: Received[] = [];
  status = 200;
  /** Never answers (a timeout). */
  hang = false;
  private server!: Server;

  async start() {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          url: request.url ?? '',
        });
        if (this.hang) return;
        response.writeHead(this.status, this.status === 302 ? { location: 'http://127.0.0.1:9/elsewhere' } : {});
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  url(path = '/hooks') {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }

  close() {
    this.server.closeAllConnections();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** A resolver that answers every name with these addresses. */
const resolvingTo =
  (...addresses: string[]) =>
  (_host: string) =>
    Promise.resolve(addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));

const ENDPOINT = `id url events enabled secretHint createdByName createdAt secretRolledAt`;
const DELIVERY = `id eventId eventType orderId orderNumber eventCreatedAt status attempts responseStatus
  durationMs lastAttemptAt nextAttemptAt lastError deliveredAt`;
const CREATE = `mutation($input: SupplierWebhookEndpointCreateInput!) {
  supplierWebhookEndpointCreate(input: $input) { secret endpoint { ${ENDPOINT} } } }`;
const LIST = `query { supplierWebhookEndpoints { ${ENDPOINT} } }`;
const DELIVERIES = `query($id: ID!) { supplierWebhookDeliveries(endpointId: $id, limit: 100) { count values { ${DELIVERY} } } }`;
const REDELIVER = `mutation($id: ID!) { supplierWebhookRedeliver(id: $id) { ${DELIVERY} } }`;
const ROLL = `mutation($id: ID!) { supplierWebhookSecretRoll(id: $id) { secret endpoint { ${ENDPOINT} } } }`;
const SET_ENABLED = `mutation($id: ID!, $enabled: Boolean!) { supplierWebhookEndpointSetEnabled(id: $id, enabled: $enabled) { ${ENDPOINT} } }`;
const DELETE = `mutation($id: ID!) { supplierWebhookEndpointDelete(id: $id) }`;

interface Endpoint {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  secretHint: string;
}
interface Delivery {
  id: string;
  eventId: string;
  eventType: string;
  orderId: string | null;
  status: string;
  attempts: number;
  responseStatus: number | null;
  durationMs: number | null;
  nextAttemptAt: string | null;
  lastError: string | null;
}

export function supplierWebhookTests(openKit: () => Promise<PaymentsTestKit>) {
  let kit: PaymentsTestKit;
  let receiver: Receiver;
  let contractor: Contractor;
  let owner: string;
  let dispatcher: string;
  let driver: string;
  let otherDispatcher: string;
  let northPeakCompanyId: string;
  let driverUserId: string;

  async function tokenOf(email: string): Promise<string> {
    const [row] = await kit.db
      .select({ userId: users.id, companyId: companyMembers.companyId })
      .from(users)
      .innerJoin(companyMembers, eq(companyMembers.userId, users.id))
      .where(eq(users.email, email));
    return signAccessToken({ userId: row!.userId, companyId: row!.companyId });
  }

  const create = (token: string, input: { url: string; events: string[] }) =>
    kit.call<{ supplierWebhookEndpointCreate: { secret: string; endpoint: Endpoint } }>(CREATE, { input }, token);

  async function endpointFor(events: string[], path = '/hooks') {
    const created = await create(dispatcher, { url: receiver.url(path), events });
    expect(created.errors).toBeUndefined();
    return created.data!.supplierWebhookEndpointCreate;
  }

  async function deliveriesOf(endpointId: string): Promise<Delivery[]> {
    const result = await kit.call<{ supplierWebhookDeliveries: { values: Delivery[] } }>(
      DELIVERIES,
      { id: endpointId },
      dispatcher,
    );
    expect(result.errors).toBeUndefined();
    return result.data!.supplierWebhookDeliveries.values;
  }

  /** What the receiver got at `path`, parsed, with whether `secret` signs it. */
  function receivedAt(path: string, secret: string) {
    return receiver.received
      .filter((request) => request.url === path)
      .map((request) => ({
        headers: request.headers,
        body: JSON.parse(request.body) as {
          id: string;
          type: string;
          created: string;
          data: { order: Record<string, unknown>; load?: Record<string, unknown> };
        },
        raw: request.body,
        verified: verifies(secret, request),
        verifiedWith: (other: string) => verifies(other, request),
      }));
  }

  /** Whether the Standard Webhooks reference verifier takes the request as signed with `secret`. */
  function verifies(secret: string, request: Received) {
    try {
      new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
      return true;
    } catch {
      return false;
    }
  }

  const later = (ms: number) => new Date(Date.now() + ms);

  /** An endpoint's deliveries, so a run sends only those. */
  async function deliveryIdsOf(endpointId: string): Promise<string[]> {
    const rows = await kit.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId));
    return rows.map((row) => row.id);
  }

  beforeAll(async () => {
    kit = await openKit();
    receiver = await new Receiver().start();
    contractor = await kit.signUp();
    owner = await tokenOf('owner@northpeak.example');
    dispatcher = await tokenOf('dispatch@northpeak.example');
    otherDispatcher = await tokenOf('dispatch@capital.example');
    const [northPeak] = await kit.db.select().from(suppliers).where(eq(suppliers.slug, 'northpeak-ready-mix'));
    northPeakCompanyId = northPeak!.companyId!;
    const person = await kit.signUp();
    await kit.db
      .insert(companyMembers)
      .values({ companyId: northPeakCompanyId, userId: person.userId, role: 'partner_driver' });
    driverUserId = person.userId;
    driver = await signAccessToken({ userId: person.userId, companyId: northPeakCompanyId });
  }, 60_000);
  afterAll(async () => {
    await receiver.close();
    await kit.close();
  });

  describe('endpoints', () => {
    it('registers an endpoint, answering its secret once; the list shows only its first characters', async () => {
      const { secret, endpoint } = await endpointFor(['order.placed', 'order.canceled'], '/first');
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(endpoint).toMatchObject({
        url: receiver.url('/first'),
        events: ['order.placed', 'order.canceled'],
        enabled: true,
        secretHint: secret.slice(0, 10),
      });
      const listed = await kit.call<{ supplierWebhookEndpoints: Endpoint[] }>(LIST, {}, owner);
      expect(listed.data!.supplierWebhookEndpoints.map((each) => each.id)).toContain(endpoint.id);
      expect(JSON.stringify(listed)).not.toContain(secret.slice(10));
    });

    it('refuses an address that is not https (or local http), and no events, with the form’s messages', async () => {
      for (const url of [
        'ftp://example.com/hooks',
        'http://example.com/hooks',
        'not a url',
        'https://user:pw@example.com/',
      ]) {
        const refused = await create(dispatcher, { url, events: ['order.placed'] });
        expect(codeOf(refused)).toBe('BAD_USER_INPUT');
        expect(refused.errors?.[0]?.extensions?.fields).toHaveProperty('url');
      }
      const noEvents = await create(dispatcher, { url: 'https://example.com/hooks', events: [] });
      expect(noEvents.errors?.[0]?.extensions?.fields).toEqual({ events: WEBHOOK_MESSAGES.events });
      const unknown = await create(dispatcher, { url: 'https://example.com/hooks', events: ['order.exploded'] });
      expect(codeOf(unknown)).toBe('BAD_USER_INPUT');
    });

    it('refuses private addresses when guarding them (production)', async () => {
      const member = await requireSupplierMember(kit.db, (await verifyAccessToken(dispatcher))!);
      for (const url of [
        'https://127.0.0.1/hooks',
        'https://10.1.2.3/hooks',
        'https://169.254.169.254/latest',
        'https://[::1]/x',
        'https://localhost/x',
        // IPv6 forms of private addresses: IPv4-compatible, 6to4, IPv4-mapped, NAT64.
        'https://[::7f00:1]:6379/',
        'https://[2002:7f00:1::]/',
        'https://[::ffff:7f00:1]/',
        'https://[64:ff9b::a9fe:a9fe]/latest',
        // A name that resolves to one.
        'https://hooks.private.example/x',
      ]) {
        await expect(
          createWebhookEndpoint(
            kit.db,
            member,
            { url, events: ['order.placed'] },
            { guardAddresses: true, resolve: resolvingTo('93.184.216.34', '10.0.0.5') },
          ),
        ).rejects.toMatchObject({
          extensions: { code: 'BAD_USER_INPUT', fields: { url: WEBHOOK_MESSAGES.privateAddress } },
        });
      }
    });

    it('is for the owner and managers only; another supplier’s endpoint is NOT_FOUND', async () => {
      const { endpoint } = await endpointFor(['order.placed'], '/guarded');
      for (const token of [driver, contractor.token]) {
        expect(codeOf(await kit.call(LIST, {}, token))).toBe('FORBIDDEN');
        expect(codeOf(await create(token, { url: receiver.url(), events: ['order.placed'] }))).toBe('FORBIDDEN');
      }
      expect((await kit.call(LIST, {}, driver)).errors?.[0]?.message).toBe(NOT_ALLOWED_MESSAGE);
      for (const [query, variables] of [
        [DELETE, { id: endpoint.id }],
        [ROLL, { id: endpoint.id }],
        [SET_ENABLED, { id: endpoint.id, enabled: false }],
        [DELIVERIES, { id: endpoint.id }],
      ] as const) {
        expect(codeOf(await kit.call(query, variables, otherDispatcher))).toBe('NOT_FOUND');
      }
      const others = await kit.call<{ supplierWebhookEndpoints: Endpoint[] }>(LIST, {}, otherDispatcher);
      expect(others.data!.supplierWebhookEndpoints.map((each) => each.id)).not.toContain(endpoint.id);
      expect((await kit.call(DELETE, { id: endpoint.id }, owner)).errors).toBeUndefined();
    });
  });

  describe('deliveries', () => {
    it('delivers an order placed: signed, with the event id, and without anyone’s contact details', async () => {
      const { secret, endpoint } = await endpointFor(['order.placed'], '/placed');
      const order = await kit.placeOrderFor(contractor, 'card');
      // Stored in the order's transaction, before anything is sent.
      const [stored] = await kit.db.select().from(webhookEvents).where(eq(webhookEvents.orderId, order.id));
      expect(stored).toMatchObject({ type: 'order.placed' });

      await deliverDueWebhooks(kit.db);
      const [request] = receivedAt('/placed', secret);
      expect(request).toBeDefined();
      expect(request!.verified).toBe(true);
      expect(request!.verifiedWith(`whsec_${Buffer.alloc(32, 7).toString('base64')}`)).toBe(false);
      // The Standard Webhooks id is the stored event's; a new endpoint gets no header of before.
      expect(request!.headers['webhook-id']).toBe(stored!.id);
      expect(request!.headers['x-buildmarket-signature']).toBeUndefined();
      expect(request!.headers['x-buildmarket-event-type']).toBe('order.placed');
      expect(request!.headers['content-type']).toBe('application/json');
      expect(request!.body).toMatchObject({
        id: stored!.id,
        type: 'order.placed',
        data: { order: { id: order.id, status: 'placed', totalCents: expect.any(Number) as number } },
      });
      expect(Date.parse(request!.body.created)).not.toBeNaN();
      for (const personal of [
        'Dana Whitfield',
        'dana@keystone.example',
        '416 555 0100',
        'contactEmail',
        'contactPhone',
      ]) {
        expect(request!.raw).not.toContain(personal);
      }

      const [logged] = await deliveriesOf(endpoint.id);
      expect(logged).toMatchObject({
        eventId: stored!.id,
        eventType: 'order.placed',
        orderId: order.id,
        status: 'delivered',
        attempts: 1,
        responseStatus: 200,
        nextAttemptAt: null,
        lastError: null,
      });
      expect(logged!.durationMs).toBeGreaterThanOrEqual(0);

      // Delivered means done: the next run sends nothing.
      await deliverDueWebhooks(kit.db, { now: later(3_600_000) });
      expect(receivedAt('/placed', secret)).toHaveLength(1);
    });

    it('retries a failing receiver with back-off, logs its status code, and gives up after a day', async () => {
      const { secret, endpoint } = await endpointFor(['order.canceled'], '/failing');
      const order = await kit.placeOrderFor(contractor, 'card');
      expect(
        codeOf(
          await kit.call(`mutation($id: ID!) { orderCancel(id: $id) { id } }`, { id: order.id }, contractor.token),
        ),
      ).toBeUndefined();
      receiver.status = 500;
      const start = Date.now();
      await deliverDueWebhooks(kit.db, { now: new Date(start) });
      let [logged] = await deliveriesOf(endpoint.id);
      expect(logged).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500, lastError: 'HTTP 500' });
      expect(Date.parse(logged!.nextAttemptAt!)).toBe(start + webhookRetryDelayMs(1));

      // Not due yet: nothing sent.
      await deliverDueWebhooks(kit.db, { now: new Date(start + webhookRetryDelayMs(1) - 1_000) });
      expect(receivedAt('/failing', secret)).toHaveLength(1);

      // Each retry waits longer.
      let at = start + webhookRetryDelayMs(1);
      await deliverDueWebhooks(kit.db, { now: new Date(at) });
      [logged] = await deliveriesOf(endpoint.id);
      expect(logged).toMatchObject({ status: 'pending', attempts: 2, responseStatus: 500 });
      expect(Date.parse(logged!.nextAttemptAt!)).toBe(at + webhookRetryDelayMs(2));
      expect(webhookRetryDelayMs(2)).toBeGreaterThan(webhookRetryDelayMs(1));

      // Every attempt is the same event, signed.
      const attempts = receivedAt('/failing', secret);
      expect(attempts).toHaveLength(2);
      expect(new Set(attempts.map((each) => each.body.id)).size).toBe(1);
      expect(attempts.map((each) => each.headers['webhook-id'])).toEqual([attempts[0]!.body.id, attempts[0]!.body.id]);
      expect(attempts.every((each) => each.verified && each.body.type === 'order.canceled')).toBe(true);

      // A day on, the next failure is the last.
      at = start + 25 * 3_600_000;
      await deliverDueWebhooks(kit.db, { now: new Date(at) });
      [logged] = await deliveriesOf(endpoint.id);
      expect(logged).toMatchObject({ status: 'failed', attempts: 3, responseStatus: 500, nextAttemptAt: null });
      await deliverDueWebhooks(kit.db, { now: new Date(at + 86_400_000) });
      expect(receivedAt('/failing', secret)).toHaveLength(3);

      // Redeliver: once more, now, with the same event id; it answers the outcome.
      receiver.status = 204;
      const redelivered = await kit.call<{ supplierWebhookRedeliver: Delivery }>(
        REDELIVER,
        { id: logged!.id },
        dispatcher,
      );
      expect(redelivered.errors).toBeUndefined();
      expect(redelivered.data!.supplierWebhookRedeliver).toMatchObject({
        status: 'delivered',
        attempts: 4,
        responseStatus: 204,
        lastError: null,
      });
      const all = receivedAt('/failing', secret);
      expect(all).toHaveLength(4);
      expect(all[3]!.body.id).toBe(all[0]!.body.id);
      expect(all[3]!.headers['webhook-id']).toBe(all[0]!.body.id);
      expect(all[3]!.raw).toBe(all[0]!.raw);
      expect(codeOf(await kit.call(REDELIVER, { id: logged!.id }, otherDispatcher))).toBe('NOT_FOUND');
      receiver.status = 200;
    });

    it('never follows a redirect, and gives a receiver that does not answer its timeout', async () => {
      const { secret, endpoint } = await endpointFor(['order.placed'], '/slow');
      receiver.status = 302;
      await kit.placeOrderFor(contractor, 'card');
      await deliverDueWebhooks(kit.db);
      let [logged] = await deliveriesOf(endpoint.id);
      expect(logged).toMatchObject({ status: 'pending', responseStatus: 302 });
      expect(logged!.lastError).toContain('redirects are not followed');
      expect(receiver.received.filter((request) => request.url === '/elsewhere')).toHaveLength(0);

      receiver.status = 200;
      receiver.hang = true;
      await deliverDueWebhooks(kit.db, { now: later(webhookRetryDelayMs(1)), timeoutMs: 200 });
      [logged] = await deliveriesOf(endpoint.id);
      expect(logged).toMatchObject({ status: 'pending', attempts: 2, responseStatus: null });
      expect(logged!.lastError).toContain('no answer within');
      receiver.hang = false;
      expect(receivedAt('/slow', secret).length).toBeGreaterThanOrEqual(1);
      await kit.call(SET_ENABLED, { id: endpoint.id, enabled: false }, dispatcher);
    });

    it('refuses to connect to a private address when guarding them, before anything is sent, and does not retry', async () => {
      const { endpoint } = await endpointFor(['order.placed'], '/private');
      await kit.placeOrderFor(contractor, 'card');
      await deliverDueWebhooks(kit.db, { guardAddresses: true, ids: await deliveryIdsOf(endpoint.id) });
      const [logged] = await deliveriesOf(endpoint.id);
      expect(logged).toMatchObject({ status: 'failed', attempts: 1, responseStatus: null, nextAttemptAt: null });
      expect(logged!.lastError).toBe('refused: 127.0.0.1 is not a public address; not retried');
      expect(receiver.received.filter((request) => request.url === '/private')).toHaveLength(0);
      await kit.call(DELETE, { id: endpoint.id }, dispatcher);
    });

    it('refuses at delivery a name that resolved to a public address at registration and no longer does', async () => {
      const member = await requireSupplierMember(kit.db, (await verifyAccessToken(dispatcher))!);
      const { endpoint } = await createWebhookEndpoint(
        kit.db,
        member,
        { url: 'https://hooks.rebinding.example/orders', events: ['order.placed'] },
        { guardAddresses: true, resolve: resolvingTo('93.184.216.34') },
      );
      await kit.placeOrderFor(contractor, 'card');
      const ids = await deliveryIdsOf(endpoint.id);
      await deliverDueWebhooks(kit.db, {
        guardAddresses: true,
        ids,
        resolve: resolvingTo('93.184.216.34', '::ffff:7f00:1'),
      });
      const [logged] = await deliveriesOf(endpoint.id);
      expect(logged).toMatchObject({ status: 'failed', attempts: 1, responseStatus: null, nextAttemptAt: null });
      expect(logged!.lastError).toBe(
        'refused: hooks.rebinding.example resolves to ::ffff:7f00:1, which is not a public address; not retried',
      );
      await kit.call(DELETE, { id: endpoint.id }, dispatcher);
    });

    it('connects to the address its lookup answered, once, with the URL’s name as the Host', async () => {
      const member = await requireSupplierMember(kit.db, (await verifyAccessToken(dispatcher))!);
      // A name only the stub resolves: delivered only if the socket connects where it said.
      const url = receiver.url('/pinned').replace('127.0.0.1', 'receiver.webhooks.test');
      const { endpoint, secret } = await createWebhookEndpoint(kit.db, member, { url, events: ['order.placed'] });
      await kit.placeOrderFor(contractor, 'card');
      const asked: string[] = [];
      const resolve = (host: string) => {
        asked.push(host);
        return resolvingTo('127.0.0.1')(host);
      };
      await deliverDueWebhooks(kit.db, { ids: await deliveryIdsOf(endpoint.id), resolve });
      expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: 'delivered', attempts: 1 });
      expect(asked).toEqual(['receiver.webhooks.test']);
      const [request] = receivedAt('/pinned', secret);
      expect(request?.verified).toBe(true);
      expect(request?.headers.host).toBe(new URL(url).host);
      await kit.call(DELETE, { id: endpoint.id }, dispatcher);
    });

    it('sends a delivery claimed by an instance that died once its lease runs out, with the same event id', async () => {
      const { secret, endpoint } = await endpointFor(['order.placed'], '/restart');
      await kit.placeOrderFor(contractor, 'card');
      const [delivery] = await kit.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.id));
      // Another instance claimed it and stopped before recording anything.
      await kit.db
        .update(webhookDeliveries)
        .set({ leasedUntil: later(60_000) })
        .where(eq(webhookDeliveries.id, delivery!.id));
      await deliverDueWebhooks(kit.db);
      expect(receivedAt('/restart', secret)).toHaveLength(0);
      await deliverDueWebhooks(kit.db, { now: later(61_000) });
      const [request] = receivedAt('/restart', secret);
      expect(request?.body.id).toBe(delivery!.eventId);
      expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: 'delivered', attempts: 1 });
      await kit.call(DELETE, { id: endpoint.id }, dispatcher);
    });

    it('signs for a secret made before Standard Webhooks with its bytes and the old header too, until rolled', async () => {
      const { endpoint } = await endpointFor(['order.placed'], '/legacy');
      // Secrets were 32 bytes in base64's URL alphabet, unpadded, and the old header was keyed with the text.
      const bytes = Buffer.from('fbff'.repeat(16), 'hex');
      const legacy = `whsec_${bytes.toString('base64url')}`;
      await kit.db.update(webhookEndpoints).set({ secret: legacy }).where(eq(webhookEndpoints.id, endpoint.id));
      await kit.placeOrderFor(contractor, 'card');
      await deliverDueWebhooks(kit.db);
      const [request] = receivedAt('/legacy', `whsec_${bytes.toString('base64')}`);
      expect(request?.verified).toBe(true);
      const [t, v1] = String(request!.headers['x-buildmarket-signature']).split(',');
      expect(v1).toBe(
        `v1=${createHmac('sha256', legacy)
          .update(`${t!.slice(2)}.${request!.raw}`)
          .digest('hex')}`,
      );
      expect(request!.headers['x-buildmarket-event-id']).toBe(request!.body.id);

      const rolled = await kit.call<{ supplierWebhookSecretRoll: { secret: string } }>(
        ROLL,
        { id: endpoint.id },
        owner,
      );
      await kit.placeOrderFor(contractor, 'card');
      await deliverDueWebhooks(kit.db);
      const after = receivedAt('/legacy', rolled.data!.supplierWebhookSecretRoll.secret);
      expect(after).toHaveLength(2);
      expect(after[1]!.verified).toBe(true);
      expect(after[1]!.headers['x-buildmarket-signature']).toBeUndefined();
      await kit.call(DELETE, { id: endpoint.id }, dispatcher);
    });

    it('signs with the rolled secret from then on; a disabled endpoint gets no events', async () => {
      const { secret: first, endpoint } = await endpointFor(['order.placed'], '/rolled');
      const rolled = await kit.call<{ supplierWebhookSecretRoll: { secret: string; endpoint: Endpoint } }>(
        ROLL,
        { id: endpoint.id },
        owner,
      );
      expect(rolled.errors).toBeUndefined();
      const second = rolled.data!.supplierWebhookSecretRoll.secret;
      expect(second).not.toBe(first);
      expect(rolled.data!.supplierWebhookSecretRoll.endpoint.secretHint).toBe(second.slice(0, 10));
      await kit.placeOrderFor(contractor, 'card');
      await deliverDueWebhooks(kit.db);
      const [request] = receivedAt('/rolled', second);
      expect(request?.verified).toBe(true);
      expect(receivedAt('/rolled', first)[0]?.verified).toBe(false);

      const disabled = await kit.call<{ supplierWebhookEndpointSetEnabled: Endpoint }>(
        SET_ENABLED,
        { id: endpoint.id, enabled: false },
        dispatcher,
      );
      expect(disabled.data!.supplierWebhookEndpointSetEnabled.enabled).toBe(false);
      await kit.placeOrderFor(contractor, 'card');
      await deliverDueWebhooks(kit.db);
      expect(receivedAt('/rolled', second)).toHaveLength(1);
      expect(await deliveriesOf(endpoint.id)).toHaveLength(1);

      const deleted = await kit.call<{ supplierWebhookEndpointDelete: string }>(
        DELETE,
        { id: endpoint.id },
        dispatcher,
      );
      expect(deleted.data!.supplierWebhookEndpointDelete).toBe(endpoint.id);
      expect(codeOf(await kit.call(DELIVERIES, { id: endpoint.id }, dispatcher))).toBe('NOT_FOUND');
    });

    it('tells of the order paid and of each delivery step, with the load', async () => {
      const { secret } = await endpointFor(
        [
          'order.paid',
          'order.accepted',
          'order.scheduled',
          'order.dispatched',
          'load.loaded',
          'load.en_route',
          'load.arrived',
        ],
        '/steps',
      );
      const order = await kit.placeOrderFor(contractor, 'card');
      // Delivery within the charge time: the card is charged at once.
      await kit.setDeliveryStart(order.id, later(3_600_000));
      const paid = await kit.pay(contractor, order.id, await kit.saveCard(contractor));
      expect(paid.data?.orderPay.status).toBe('succeeded');

      const transition = (to: string) =>
        kit.call(
          `mutation($input: SupplierOrderTransitionInput!) { supplierOrderTransition(input: $input) { status } }`,
          {
            input: { orderId: order.id, to },
          },
          dispatcher,
        );
      expect((await transition('accepted')).errors).toBeUndefined();
      const truck = await kit.call<{ supplierTruckSave: { id: string } }>(
        `mutation($input: TruckInput!) { supplierTruckSave(input: $input) { id } }`,
        { input: { name: 'Webhook mixer', capacity: 10, unit: 'm3' } },
        dispatcher,
      );
      const planned = await kit.call<{ supplierOrderDispatch: { loads: { id: string }[] } }>(
        `mutation($input: OrderDispatchInput!) { supplierOrderDispatch(input: $input) { loads { id } } }`,
        {
          input: {
            orderId: order.id,
            loads: [{ quantity: 2, truckId: truck.data!.supplierTruckSave.id, driverUserId }],
          },
        },
        dispatcher,
      );
      expect(planned.errors).toBeUndefined();
      expect((await transition('scheduled')).errors).toBeUndefined();
      const loadId = planned.data!.supplierOrderDispatch.loads[0]!.id;
      for (const step of ['loaded', 'en_route', 'arrived']) {
        const reported = await kit.call(
          `mutation($input: LoadStepInput!) { loadStepReport(input: $input) { step } }`,
          { input: { loadId, step } },
          dispatcher,
        );
        expect(reported.errors).toBeUndefined();
      }
      await deliverDueWebhooks(kit.db);
      const requests = receivedAt('/steps', secret);
      expect(requests.every((request) => request.verified)).toBe(true);
      expect(requests.map((request) => request.body.type).sort()).toEqual(
        [
          'order.paid',
          'order.accepted',
          'order.scheduled',
          'load.loaded',
          'load.en_route',
          'order.dispatched',
          'load.arrived',
        ].sort(),
      );
      const paidEvent = requests.find((request) => request.body.type === 'order.paid')!;
      expect(paidEvent.body.data.order).toMatchObject({ id: order.id, paymentStatus: 'succeeded' });
      const enRoute = requests.find((request) => request.body.type === 'load.en_route')!;
      expect(enRoute.body.data.load).toMatchObject({ id: loadId, step: 'en_route', truckName: 'Webhook mixer' });
      expect(enRoute.raw).not.toContain(driverUserId);
    });
  });
}

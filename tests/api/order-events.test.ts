import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { GET as orderEventsRoute } from '@/app/api/events/orders/route';
import { resetServerEnvForTests } from '@/lib/env';
import type { DatabaseHandle } from '@/server/db/database';
import { companyMembers, suppliers, users } from '@/server/db/schema';
import { handleOrderEvents, MAX_STREAMS_PER_USER, openOrderStreams } from '@/server/http/order-stream';
import { signAccessToken } from '@/server/services/accounts/access-tokens';
import { orderChanged } from '@/server/services/events/order-changes';

import { createPaymentsTestKit, type Contractor, type PaymentsTestKit } from '../support/payments';

process.env.JWT_SECRET = 'order-events-test-secret-0123456789-abcdefghij';

let kit: PaymentsTestKit;
let northpeak: { supplierId: string; dispatcher: Contractor };
let otherSupplier: { supplierId: string; dispatcher: Contractor };
let contractor: Contractor;
let otherContractor: Contractor;

// The route reads the process's database: this file's in-memory copy.
const globalForDatabase = globalThis as typeof globalThis & { marketplaceDatabase?: Promise<DatabaseHandle> };

/** The dispatcher (partner manager) of a demo supplier, with an ordinary token for its company. */
async function dispatcherOf(supplierId: string): Promise<Contractor> {
  const [supplier] = await kit.db
    .select({ companyId: suppliers.companyId })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  const [member] = await kit.db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, supplier!.companyId!), eq(companyMembers.role, 'partner_manager')));
  const companyId = supplier!.companyId!;
  return { userId: member!.userId, companyId, token: await signAccessToken({ userId: member!.userId, companyId }) };
}

/** An open stream, read as it arrives: its events, its raw text, and a way to hang up. */
interface Stream {
  response: Response;
  events: EventSourceMessage[];
  text: () => string;
  retry: () => number | undefined;
  abort: () => void;
  ended: Promise<void>;
}

async function open(token: string | null, handler?: (request: Request) => Promise<Response>): Promise<Stream> {
  const controller = new AbortController();
  const request = new Request('http://localhost/api/events/orders', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
  });
  const response = await (handler ?? orderEventsRoute)(request);
  const events: EventSourceMessage[] = [];
  let raw = '';
  let retry: number | undefined;
  const parser = createParser({ onEvent: (event) => events.push(event), onRetry: (ms) => (retry = ms) });
  const ended = (async () => {
    if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        const text = decoder.decode(value, { stream: true });
        raw += text;
        parser.feed(text);
      }
    } catch {
      // Aborted.
    }
  })();
  return { response, events, text: () => raw, retry: () => retry, abort: () => controller.abort(), ended };
}

async function until(condition: () => boolean, timeoutMs = 3_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const orderIdsOf = (stream: Stream) =>
  stream.events
    .filter((event) => event.event === 'order')
    .map((event) => (JSON.parse(event.data) as { orderId: string }).orderId);

const busListeners = () =>
  (
    globalThis as { buildmarketOrderBus?: { local: { listenerCount(name: string): number } } }
  ).buildmarketOrderBus?.local.listenerCount('change') ?? 0;

beforeAll(async () => {
  kit = await createPaymentsTestKit('events');
  globalForDatabase.marketplaceDatabase = Promise.resolve(kit.api.database);
  const [np] = await kit.db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.slug, 'northpeak-ready-mix'));
  const [other] = await kit.db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(ne(suppliers.id, np!.id), isNotNull(suppliers.companyId)))
    .limit(1);
  northpeak = { supplierId: np!.id, dispatcher: await dispatcherOf(np!.id) };
  otherSupplier = { supplierId: other!.id, dispatcher: await dispatcherOf(other!.id) };
  contractor = await kit.signUp();
  otherContractor = await kit.signUp();
}, 60_000);
afterAll(async () => {
  globalForDatabase.marketplaceDatabase = undefined;
  await kit.close();
});

describe('GET /api/events/orders', () => {
  it('streams server-sent events that no cache or proxy holds back, with a retry delay', async () => {
    const stream = await open(northpeak.dispatcher.token);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toContain('no-store');
    expect(stream.response.headers.get('cache-control')).toContain('no-transform');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    await until(() => stream.retry() !== undefined);
    expect(stream.retry()).toBe(3000);
    stream.abort();
    await stream.ended;
  });

  it("tells a supplier's dispatcher of their supplier's new and accepted orders, and never of another supplier's", async () => {
    const ours = await open(northpeak.dispatcher.token);
    const theirs = await open(otherSupplier.dispatcher.token);

    const placed = await kit.placeOrderFor(contractor, 'card');
    await until(() => orderIdsOf(ours).includes(placed.id));

    const accepted = await kit.call<{ supplierOrderTransition: { status: string } }>(
      `mutation($input: SupplierOrderTransitionInput!) { supplierOrderTransition(input: $input) { status } }`,
      { input: { orderId: placed.id, to: 'accepted' } },
      northpeak.dispatcher.token,
    );
    expect(accepted.data?.supplierOrderTransition.status).toBe('accepted');
    await until(() => orderIdsOf(ours).length === 2);
    expect(orderIdsOf(ours)).toEqual([placed.id, placed.id]);

    // A change of the other supplier's order reaches its dispatcher only.
    await orderChanged({
      // Another order's id (changing a character of this one could leave it unchanged).
      orderId: crypto.randomUUID(),
      supplierId: otherSupplier.supplierId,
      companyId: null,
    });
    await until(() => orderIdsOf(theirs).length === 1);
    expect(orderIdsOf(ours)).toEqual([placed.id, placed.id]);
    expect(orderIdsOf(theirs)).not.toContain(placed.id);
    // Only the id travels: what changed is read through the API, with its own checks.
    expect(ours.events[0]!.data).toBe(JSON.stringify({ orderId: placed.id }));

    ours.abort();
    theirs.abort();
    await Promise.all([ours.ended, theirs.ended]);
  });

  it("tells a contractor of their own company's orders only, a cancellation included", async () => {
    const stream = await open(contractor.token);
    const others = await kit.placeOrderFor(otherContractor, 'card');
    const own = await kit.placeOrderFor(contractor, 'card');
    await until(() => orderIdsOf(stream).includes(own.id));
    const canceled = await kit.call(
      `mutation($id: ID!) { orderCancel(id: $id) { id } }`,
      { id: own.id },
      contractor.token,
    );
    expect(canceled.errors).toBeUndefined();
    await until(() => orderIdsOf(stream).length === 2);
    expect(orderIdsOf(stream)).toEqual([own.id, own.id]);
    expect(orderIdsOf(stream)).not.toContain(others.id);
    stream.abort();
    await stream.ended;
  });

  it('tells both sides when an order is paid, so "Paid" shows without a reload', async () => {
    const placed = await kit.placeOrderFor(contractor, 'card');
    const cardId = await kit.saveCard(contractor);
    const contractorStream = await open(contractor.token);
    const supplierStream = await open(northpeak.dispatcher.token);
    const paid = await kit.pay(contractor, placed.id, cardId);
    expect(paid.errors).toBeUndefined();
    // The claim (processing) and the gateway's answer (authorised) are each a change.
    await until(() => orderIdsOf(contractorStream).length >= 2 && orderIdsOf(supplierStream).length >= 2);
    expect(new Set(orderIdsOf(contractorStream))).toEqual(new Set([placed.id]));
    expect(new Set(orderIdsOf(supplierStream))).toEqual(new Set([placed.id]));
    contractorStream.abort();
    supplierStream.abort();
    await Promise.all([contractorStream.ended, supplierStream.ended]);
  });

  it('answers 401 without a valid token and 403 to whoever may not follow orders', async () => {
    const codeOfResponse = async (response: Response) =>
      ((await response.json()) as { error: { code: string } }).error.code;

    for (const token of [null, 'not-a-token', 'bm_sk_test_0000']) {
      const { response } = await open(token);
      expect(response.status).toBe(401);
      expect(await codeOfResponse(response)).toBe('UNAUTHENTICATED');
    }

    // The main token acts within no company; a contractor's driver sees no orders at all.
    const mainToken = await signAccessToken({ userId: contractor.userId });
    const driver = await kit.memberOf(contractor, 'partner_driver');
    for (const token of [mainToken, driver.token]) {
      const { response } = await open(token);
      expect(response.status).toBe(403);
      expect(await codeOfResponse(response)).toBe('FORBIDDEN');
    }
    expect(busListeners()).toBe(0);
  });

  it('stops listening when the page hangs up', async () => {
    const before = busListeners();
    const stream = await open(contractor.token);
    expect(busListeners()).toBe(before + 1);
    expect(openOrderStreams(contractor.userId)).toBe(1);
    stream.abort();
    await stream.ended;
    expect(busListeners()).toBe(before);
    expect(openOrderStreams(contractor.userId)).toBe(0);

    // A change after the hang-up is not sent anywhere (nothing throws into a closed stream).
    const placed = await kit.placeOrderFor(contractor, 'card');
    expect(orderIdsOf(stream)).not.toContain(placed.id);
  });

  it(`allows ${MAX_STREAMS_PER_USER} streams per person at once, then 429 until one closes`, async () => {
    const streams = await Promise.all(Array.from({ length: MAX_STREAMS_PER_USER }, () => open(contractor.token)));
    expect(streams.every((stream) => stream.response.status === 200)).toBe(true);
    const refused = await open(contractor.token);
    expect(refused.response.status).toBe(429);
    expect(((await refused.response.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    // Another person is not affected.
    const other = await open(otherContractor.token);
    expect(other.response.status).toBe(200);

    streams[0]!.abort();
    await streams[0]!.ended;
    const again = await open(contractor.token);
    expect(again.response.status).toBe(200);
    for (const stream of [...streams.slice(1), other, again]) stream.abort();
    await Promise.all([...streams, other, again].map((stream) => stream.ended));
    expect(openOrderStreams(contractor.userId)).toBe(0);
  });

  it('sends a heartbeat comment while nothing changes, and ends when the token would have expired', async () => {
    const stream = await open(contractor.token, (request) =>
      handleOrderEvents(request, () => Promise.resolve(kit.db), { heartbeatMs: 20, maxLifetimeMs: 200 }),
    );
    await until(() => stream.text().includes(': heartbeat\n\n'));
    await stream.ended;
    expect(openOrderStreams(contractor.userId)).toBe(0);
  });

  it('is streamed from the API tier in a web tier (API_URL set)', async () => {
    process.env.API_URL = 'https://api.buildmarket.example/api';
    resetServerEnvForTests();
    const apiTier = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('retry: 5000\n\n', { headers: { 'content-type': 'text/event-stream' } }));
    try {
      const { response, ended } = await open(contractor.token);
      await ended;
      expect(response.status).toBe(200);
      const [url, init] = apiTier.mock.calls[0]!;
      expect(url).toBe('https://api.buildmarket.example/api/events/orders');
      expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${contractor.token}`);
    } finally {
      apiTier.mockRestore();
      delete process.env.API_URL;
      resetServerEnvForTests();
    }
  });
});

describe('a stream ends when the access it stood on does', () => {
  const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { user { id } } }`;

  /** A new session of `person` (signed in again): its ordinary and refresh tokens. */
  async function signInAgain(email: string, password = 'Concrete2024') {
    const response = await kit.api.request(
      { query: SIGN_IN, variables: { input: { login: email, password } } },
      { 'x-forwarded-for': `10.66.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    );
    const body = (await response.json()) as { errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    return {
      token: response.headers.get('authorization')!.replace(/^Bearer /, ''),
      refreshToken: response.headers.get('x-refresh-token')!,
    };
  }

  async function emailOf(userId: string) {
    const [row] = await kit.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return row!.email;
  }

  it("closes another session's stream within seconds of a password change, and it cannot be opened again", async () => {
    const person = await kit.signUp();
    const email = await emailOf(person.userId);
    const other = await signInAgain(email);
    const stream = await open(other.token);
    expect(stream.response.status).toBe(200);

    const changed = await kit.call(
      `mutation($input: AccountPasswordChangeInput!) { accountPasswordChange(input: $input) { user { id } } }`,
      { input: { currentPassword: 'Concrete2024', newPassword: 'Formwork2026!' } },
      person.token,
    );
    expect(changed.errors).toBeUndefined();
    await stream.ended;
    expect(openOrderStreams(person.userId)).toBe(0);
    expect((await open(other.token)).response.status).toBe(401);
  });

  it('closes the stream of a session that signs out, whose token then opens nothing', async () => {
    const person = await kit.signUp();
    const session = await signInAgain(await emailOf(person.userId));
    const stream = await open(session.token);
    const signedOut = await kit.call(`mutation { signOut }`, {}, session.token, {
      'x-refresh-token': session.refreshToken,
    });
    expect(signedOut.errors).toBeUndefined();
    await stream.ended;
    expect((await open(session.token)).response.status).toBe(401);
    const team = `query { team { company { id } } }`;
    expect((await kit.call(team, {}, session.token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // Another session of the same person goes on.
    const mine = await kit.call<{ team: { company: { id: string } } }>(team, {}, person.token);
    expect(mine.data?.team.company.id).toBe(person.companyId);
  });

  it('closes the stream of a member removed from the company, who then opens none there', async () => {
    const owner = await kit.signUp();
    const foreman = await kit.memberOf(owner, 'contractor_manager');
    const stream = await open(foreman.token);
    expect(stream.response.status).toBe(200);
    const removed = await kit.call<{ teamMemberRemove: { members: { userId: string }[] } }>(
      `mutation($userId: ID!) { teamMemberRemove(userId: $userId) { members { userId } } }`,
      { userId: foreman.userId },
      owner.token,
    );
    expect(removed.errors).toBeUndefined();
    expect(removed.data?.teamMemberRemove.members.map((member) => member.userId)).toEqual([owner.userId]);
    await stream.ended;
    expect((await open(foreman.token)).response.status).toBe(403);
  });

  it('checks again by itself, should the news of a change be lost', async () => {
    const owner = await kit.signUp();
    const foreman = await kit.memberOf(owner, 'contractor_manager');
    const stream = await open(foreman.token, (request) =>
      handleOrderEvents(request, () => Promise.resolve(kit.db), { accessRecheckMs: 50 }),
    );
    expect(stream.response.status).toBe(200);
    // Removed behind the service's back: nobody publishes the change.
    await kit.db
      .delete(companyMembers)
      .where(and(eq(companyMembers.userId, foreman.userId), eq(companyMembers.companyId, owner.companyId)));
    await stream.ended;
  });

  it('opens no stream for an API key, so revoking a key leaves none open', async () => {
    const key = await kit.call<{ supplierApiKeyCreate: { secret: string } }>(
      `mutation($input: SupplierApiKeyCreateInput!) { supplierApiKeyCreate(input: $input) { secret } }`,
      { input: { name: 'Stream probe' } },
      northpeak.dispatcher.token,
    );
    const secret = key.data!.supplierApiKeyCreate.secret;
    expect((await open(secret)).response.status).toBe(401);
  });
});

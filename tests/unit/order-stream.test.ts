import { afterEach, describe, expect, it, vi } from 'vitest';

import { ANY_ORDER, followOrderChanges, type OrderStream, type OrderStreamStatus } from '@/lib/realtime/order-stream';

/** A fake API: each call to `fetch` is recorded; the test answers it with a stream it writes to. */
function fakeApi() {
  const calls: {
    url: string;
    authorization: string | null;
    signal: AbortSignal;
    respond: (status?: number) => { write: (text: string) => void; end: () => void };
    fail: () => void;
  }[] = [];
  const fetch = vi.fn(
    (url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init!.signal!;
        calls.push({
          url: url instanceof Request ? url.url : url.toString(),
          authorization: new Headers(init?.headers).get('authorization'),
          signal,
          respond(status = 200) {
            let controller!: ReadableStreamDefaultController<Uint8Array>;
            const body = new ReadableStream<Uint8Array>({
              start: (c) => {
                controller = c;
              },
            });
            signal.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
            resolve(
              status === 200
                ? new Response(body, { headers: { 'content-type': 'text/event-stream' } })
                : Response.json({ error: { code: 'X' } }, { status }),
            );
            return {
              write: (text) => controller.enqueue(new TextEncoder().encode(text)),
              end: () => controller.close(),
            };
          },
          fail: () => reject(new TypeError('Failed to fetch')),
        });
      }),
  );
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('followOrderChanges', () => {
  let stream: OrderStream | undefined;
  afterEach(() => {
    stream?.close();
    vi.useRealTimers();
  });

  function follow(
    api: ReturnType<typeof fakeApi>,
    overrides: Partial<Parameters<typeof followOrderChanges>[0]> = {},
    initialToken: string | null = 'token-1',
  ) {
    const changes: string[] = [];
    const statuses: OrderStreamStatus[] = [];
    let token = initialToken ?? undefined;
    const renewToken = vi.fn(() => Promise.resolve((token = 'token-2')));
    stream = followOrderChanges({
      url: '/api/events/orders',
      token: () => token,
      renewToken,
      onChange: (change) => changes.push(change.orderId),
      onStatus: (status) => statuses.push(status),
      fetch: api.fetch,
      random: () => 0.5,
      ...overrides,
    });
    return { changes, statuses, renewToken };
  }

  it("sends the stored token and reports each order's id, with a catch-up when the stream opens", async () => {
    const api = fakeApi();
    const { changes, statuses } = follow(api);
    await flush();
    expect(api.calls[0]!.url).toBe('/api/events/orders');
    expect(api.calls[0]!.authorization).toBe('Bearer token-1');
    const server = api.calls[0]!.respond();
    server.write('retry: 3000\n: listening\n\nevent: order\ndata: {"orderId":"ord');
    server.write('-1"}\n\n: heartbeat\n\nevent: other\ndata: {"orderId":"no"}\n\nevent: order\ndata: not json\n\n');
    await flush();
    await flush();
    expect(changes).toEqual([ANY_ORDER, 'ord-1']);
    expect(statuses).toEqual(['connecting', 'open']);
  });

  it('reads order changes cut anywhere across chunks, with any line ending, and skips comments', async () => {
    const whole =
      ': listening\n\nevent: order\ndata: {"orderId":"a"}\n\n: heartbeat\n\nevent: order\r\ndata: {"orderId":"b"}\r\n\r\n' +
      'event: order\rdata: {"orderId":\rdata: "c"}\r\revent: order\ndata: {"orderId":"d"}\n';
    // "d" is not ended by a blank line yet: not reported.
    const expected = [ANY_ORDER, 'a', 'b', 'c'];
    const cuts = [[whole], whole.split('')];
    for (let cut = 1; cut < whole.length; cut += 7) cuts.push([whole.slice(0, cut), whole.slice(cut)]);
    for (const chunks of cuts) {
      const api = fakeApi();
      const { changes } = follow(api);
      await flush();
      const server = api.calls[0]!.respond();
      for (const chunk of chunks) server.write(chunk);
      await flush();
      await flush();
      expect(changes, JSON.stringify(chunks)).toEqual(expected);
      stream!.close();
    }
  });

  it('waits as long as the server asks before reconnecting', async () => {
    vi.useFakeTimers();
    const api = fakeApi();
    follow(api);
    await vi.advanceTimersByTimeAsync(0);
    const server = api.calls[0]!.respond();
    server.write('retry: soon\n\nretry: 10000\n\n');
    server.end();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(api.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls).toHaveLength(2);
  });

  it('reconnects after a drop with growing pauses, catching up on each reopening', async () => {
    vi.useFakeTimers();
    const api = fakeApi();
    const { changes } = follow(api);
    await vi.advanceTimersByTimeAsync(0);
    api.calls[0]!.respond().end();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(api.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls).toHaveLength(2);
    // The network is down: 6 s, then 12 s (the server's retry of 3 s, doubled each time).
    api.calls[1]!.fail();
    await vi.advanceTimersByTimeAsync(5_999);
    expect(api.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls).toHaveLength(3);
    api.calls[2]!.fail();
    await vi.advanceTimersByTimeAsync(11_999);
    expect(api.calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls).toHaveLength(4);
    api.calls[3]!.respond();
    await vi.advanceTimersByTimeAsync(0);
    expect(changes).toEqual([ANY_ORDER, ANY_ORDER]);
  });

  it('takes a silent connection for dead and reconnects', async () => {
    vi.useFakeTimers();
    const api = fakeApi();
    follow(api, { stallMs: 60_000 });
    await vi.advanceTimersByTimeAsync(0);
    const server = api.calls[0]!.respond();
    await vi.advanceTimersByTimeAsync(50_000);
    server.write(': heartbeat\n\n');
    await vi.advanceTimersByTimeAsync(50_000);
    expect(api.calls[0]!.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(api.calls[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(api.calls).toHaveLength(2);
  });

  it('renews a refused token once and reconnects with the new one', async () => {
    const api = fakeApi();
    const { renewToken, changes } = follow(api);
    await flush();
    api.calls[0]!.respond(401);
    await flush();
    await flush();
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(api.calls[1]!.authorization).toBe('Bearer token-2');
    api.calls[1]!.respond();
    await flush();
    expect(changes).toEqual([ANY_ORDER]);
  });

  it('renews an expired token before sending it', async () => {
    const api = fakeApi();
    const { renewToken } = follow(api, { isExpired: (token) => token === 'token-1' });
    await flush();
    await flush();
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(api.calls[0]!.authorization).toBe('Bearer token-2');
  });

  it('stops for 403 (not allowed), 404 (no stream here) and when signed out', async () => {
    for (const status of [403, 404]) {
      const api = fakeApi();
      const { statuses } = follow(api);
      await flush();
      api.calls[0]!.respond(status);
      await flush();
      await flush();
      expect(statuses.at(-1)).toBe('stopped');
      stream!.reconnectNow();
      await flush();
      expect(api.calls).toHaveLength(1);
    }
    const api = fakeApi();
    const { statuses } = follow(api, {}, null);
    await flush();
    expect(statuses).toEqual(['stopped']);
    expect(api.calls).toHaveLength(0);
  });

  it('waits long after 429 (too many tabs), and tries at once when asked', async () => {
    vi.useFakeTimers();
    const api = fakeApi();
    follow(api);
    await vi.advanceTimersByTimeAsync(0);
    api.calls[0]!.respond(429);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(api.calls).toHaveLength(1);
    stream!.reconnectNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls).toHaveLength(2);
  });

  it('hangs up and reports nothing more once closed', async () => {
    const api = fakeApi();
    const { changes } = follow(api);
    await flush();
    const server = api.calls[0]!.respond();
    await flush();
    stream!.close();
    expect(api.calls[0]!.signal.aborted).toBe(true);
    expect(() => server.write('event: order\ndata: {"orderId":"late"}\n\n')).toThrow();
    await flush();
    expect(changes).toEqual([ANY_ORDER]);
  });
});

import { createParser } from 'eventsource-parser';

/** Where the API streams order changes (app/api/events/orders/route.ts; a web tier passes it on). */
export const ORDER_EVENTS_PATH = '/api/events/orders';

/**
 * The order id of a change that may have touched any order: the stream (re)opened, or the page
 * came back into view, so changes may have been missed. A page refetches everything it shows.
 */
export const ANY_ORDER = '*';

export interface OrderChangeSignal {
  /** The order that changed, or ANY_ORDER. */
  orderId: string;
}

export type OrderStreamStatus =
  /** Opening the stream. */
  | 'connecting'
  | 'open'
  /** Dropped or refused for now: trying again after a pause. */
  | 'waiting'
  /**
   * Given up until something changes: signed out (no token), not allowed to follow orders (403),
   * or no stream here at all (404: an external API that is not this app).
   */
  | 'stopped';

export interface OrderStreamOptions {
  url?: string;
  /** The ordinary token as stored now; undefined when signed out. */
  token: () => string | undefined;
  /** True when the token has expired (or is about to): it is renewed before it is sent. */
  isExpired?: (token: string) => boolean;
  /** Renews the session the way every API call does and answers the new ordinary token. */
  renewToken: () => Promise<string | undefined>;
  onChange: (change: OrderChangeSignal) => void;
  onStatus?: (status: OrderStreamStatus) => void;
  fetch?: typeof fetch;
  /** Without a byte for this long (heartbeats come every 25 s) the connection is taken for dead. */
  stallMs?: number;
  /** The longest pause between attempts. */
  maxDelayMs?: number;
  random?: () => number;
}

export interface OrderStream {
  /** Tries now if waiting between attempts (the page came back into view). */
  reconnectNow(): void;
  close(): void;
}

const DEFAULT_RETRY_MS = 3_000;

/**
 * Follows the API's order changes: reads the event stream with fetch and the stored ordinary
 * token, calls `onChange` with each changed order's id, and with ANY_ORDER each time the stream
 * opens (whatever changed while it was closed, or between the page's first load and now). It
 * reconnects after a drop with a growing, jittered pause; renews the token once when the API
 * refuses it (401); stops for 403 and 404.
 */
export function followOrderChanges(options: OrderStreamOptions): OrderStream {
  const url = options.url ?? ORDER_EVENTS_PATH;
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const stallMs = options.stallMs ?? 60_000;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const random = options.random ?? Math.random;

  let closed = false;
  let retryMs = DEFAULT_RETRY_MS;
  let failures = 0;
  let attempt: AbortController | undefined;
  let wake: (() => void) | undefined;

  const status = (value: OrderStreamStatus) => {
    if (!closed) options.onStatus?.(value);
  };

  /** Waits before the next attempt; reconnectNow() or close() cut it short. */
  const pause = (milliseconds: number) =>
    new Promise<void>((resolve) => {
      status('waiting');
      const timer = setTimeout(done, milliseconds);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });

  const nextDelay = () => {
    const base = Math.min(maxDelayMs, retryMs * 2 ** failures);
    failures += 1;
    return Math.round(base * (0.8 + 0.4 * random()));
  };

  const renew = () => options.renewToken().catch(() => undefined);

  async function tokenToSend(): Promise<string | undefined> {
    const token = options.token();
    if (token && options.isExpired?.(token)) return renew();
    return token;
  }

  /** Reads the open stream until it ends, fails or stalls. */
  async function read(body: ReadableStream<Uint8Array>, controller: AbortController): Promise<void> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    // The server-sent events format (text/event-stream) read from fetch: EventSource cannot send
    // the Authorization header the API needs. Comments (the heartbeats) call nothing.
    const parser = createParser({
      onEvent: (event) => {
        if (event.event !== 'order') return;
        try {
          const { orderId } = JSON.parse(event.data) as { orderId?: unknown };
          if (typeof orderId === 'string' && !closed) options.onChange({ orderId });
        } catch {
          // Not ours to understand: ignored.
        }
      },
      onRetry: (milliseconds) => {
        retryMs = milliseconds;
      },
    });
    let stall: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(stall);
      stall = setTimeout(() => controller.abort(), stallMs);
    };
    try {
      watch();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        watch();
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // Dropped, aborted or stalled: the caller reconnects (or was closed).
    } finally {
      clearTimeout(stall);
      reader.releaseLock();
    }
  }

  async function run() {
    let renewed = false;
    while (!closed) {
      const token = await tokenToSend();
      if (closed) return;
      if (!token) return status('stopped');
      status('connecting');
      const controller = new AbortController();
      attempt = controller;
      let response: Response;
      try {
        response = await fetchImpl(url, {
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
          cache: 'no-store',
          signal: controller.signal,
        });
      } catch {
        if (closed) return;
        await pause(nextDelay());
        continue;
      }
      if (closed) return void controller.abort();

      if (!response.ok || !response.body) {
        await response.body?.cancel().catch(() => undefined);
        if (response.status === 403 || response.status === 404) return status('stopped');
        if (response.status === 401 && !renewed) {
          renewed = true;
          const fresh = await renew();
          if (fresh && fresh !== token) continue;
        }
        // 401 that no renewal cures (a clock out of step), 429, 5xx: later.
        await pause(response.status === 429 || response.status === 401 ? maxDelayMs : nextDelay());
        continue;
      }

      renewed = false;
      failures = 0;
      status('open');
      options.onChange({ orderId: ANY_ORDER });
      await read(response.body, controller);
      if (closed) return;
      await pause(nextDelay());
    }
  }

  void run();

  return {
    reconnectNow() {
      failures = 0;
      wake?.();
    },
    close() {
      closed = true;
      attempt?.abort();
      wake?.();
    },
  };
}

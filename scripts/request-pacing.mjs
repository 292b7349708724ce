// Why the production server starts requests at the pace of its event loop (issue 10, item 14).
//
// Node's libuv (1.45 and later) accepts one new connection per turn of the event loop. A busy
// server turns slowly: when every ready socket starts its request in the same turn, a turn under
// 200 connections lasts hundreds of milliseconds, so the 150th connection of a burst waited 150
// turns (20 s and more) before the server even saw it, while those already connected were served
// well under a second. Starting at most a few requests per turn, in arrival order, keeps each turn
// short: connections are accepted as fast as requests are served, and everyone waits their turn
// in one queue (tests/unit/request-pacing.test.ts; figures: `npm run bench:home`).
//
// Only the start of a request is paced: what it does afterwards (database, streams, uploads,
// subscriptions) goes on as before, so a long request never holds up the queue.

/** How many queued requests start in one turn of the event loop. */
export const REQUESTS_STARTED_PER_TURN = 1;

/**
 * Wraps a Node request handler so requests start in arrival order, `perTurn` per event-loop turn.
 * A request whose client went away while it waited is dropped without running.
 *
 * @template {import('node:http').IncomingMessage} Request
 * @template {import('node:http').ServerResponse} Response
 * @param {(request: Request, response: Response) => void} handle
 * @param {{ perTurn?: number }} [options]
 * @returns {(request: Request, response: Response) => void}
 */
export function pacedHandler(handle, { perTurn = REQUESTS_STARTED_PER_TURN } = {}) {
  /** @type {Array<[Request, Response]>} */
  const waiting = [];
  let head = 0;
  let turnScheduled = false;

  function startSome() {
    turnScheduled = false;
    let started = 0;
    while (started < perTurn && head < waiting.length) {
      const [request, response] = waiting[head];
      waiting[head] = undefined;
      head += 1;
      if (request.socket?.destroyed) continue; // the client gave up while waiting
      started += 1;
      handle(request, response);
    }
    if (head === waiting.length || head > 1024) {
      // Drop the started entries (all of them, or in batches while the queue never empties).
      waiting.splice(0, head);
      head = 0;
    }
    if (waiting.length > 0) scheduleTurn();
  }

  function scheduleTurn() {
    if (turnScheduled) return;
    turnScheduled = true;
    // setImmediate runs after the poll phase, where the next connection is accepted.
    setImmediate(startSome);
  }

  return (request, response) => {
    waiting.push([request, response]);
    scheduleTurn();
  };
}

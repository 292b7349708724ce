import type { IncomingMessage, ServerResponse } from 'node:http';

import { describe, expect, it } from 'vitest';

import { pacedHandler } from '../../scripts/request-pacing.mjs';

/** One turn of the event loop: the pacer's turn was scheduled before this one. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

function fakeRequest(name: string, { gone = false } = {}) {
  const request = { url: name, socket: { destroyed: gone } } as unknown as IncomingMessage;
  return [request, {} as ServerResponse] as const;
}

describe('pacedHandler (the production server starts requests at the event loop pace)', () => {
  it('starts requests in arrival order, one per turn, so the loop turns between them', async () => {
    const started: string[] = [];
    const handle = pacedHandler((request) => {
      started.push(request.url ?? '');
    });
    for (const name of ['/a', '/b', '/c']) handle(...fakeRequest(name));
    expect(started).toEqual([]); // nothing runs inside the turn that read the requests

    await nextTurn();
    expect(started).toEqual(['/a']);
    await nextTurn();
    expect(started).toEqual(['/a', '/b']);
    await nextTurn();
    expect(started).toEqual(['/a', '/b', '/c']);
  });

  it('starts as many per turn as asked', async () => {
    const started: string[] = [];
    const handle = pacedHandler((request) => void started.push(request.url ?? ''), { perTurn: 2 });
    for (const name of ['/a', '/b', '/c']) handle(...fakeRequest(name));
    await nextTurn();
    expect(started).toEqual(['/a', '/b']);
    await nextTurn();
    expect(started).toEqual(['/a', '/b', '/c']);
  });

  it('drops a request whose client went away while it waited, without using a turn on it', async () => {
    const started: string[] = [];
    const handle = pacedHandler((request) => void started.push(request.url ?? ''));
    handle(...fakeRequest('/gone', { gone: true }));
    handle(...fakeRequest('/kept'));
    await nextTurn();
    expect(started).toEqual(['/kept']);
  });

  it('keeps serving in order through a long queue and after it empties', async () => {
    const started: string[] = [];
    const handle = pacedHandler((request) => void started.push(request.url ?? ''), { perTurn: 50 });
    const names = Array.from({ length: 3000 }, (_, index) => `/${index}`);
    for (const name of names) handle(...fakeRequest(name));
    while (started.length < names.length) await nextTurn();
    expect(started).toEqual(names);

    handle(...fakeRequest('/later'));
    await nextTurn();
    expect(started.at(-1)).toBe('/later');
  });
});

import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';

import { proxy } from '@/proxy';

const formPost = (url: string, headers: Record<string, string> = {}) =>
  new NextRequest(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: 'login=someone%40site.example&password=Secret2024',
  });

/** Where the answer sends the browser: Next.js makes a Location on the request's own host relative. */
function sentTo(answer: Response): string {
  const location = new URL(answer.headers.get('location') ?? '');
  expect(location.origin).toBe('http://localhost:3000');
  return location.pathname + location.search;
}

describe('a form posted to a page (sent before its script ran)', () => {
  it('is sent back to the same page, by GET (303), its query kept and its fields not', async () => {
    const answer = await proxy(formPost('http://localhost:3000/sign-in?next=%2Fapp%2Forders'));
    expect(answer.status).toBe(303);
    expect(sentTo(answer)).toBe('/sign-in?next=%2Fapp%2Forders');
  });

  it('goes back to a path of this site, whatever the address looked like', async () => {
    expect(sentTo(await proxy(formPost('http://localhost:3000//elsewhere.example/x')))).toBe('/elsewhere.example/x');
    expect(sentTo(await proxy(formPost('http://localhost:3000/\\elsewhere.example/x')))).toBe('/elsewhere.example/x');
  });

  it('a Server Action (Next.js’s own POST to a page) goes on to the page', async () => {
    expect((await proxy(formPost('http://localhost:3000/sign-in', { 'next-action': 'abc' }))).status).not.toBe(303);
  });
});

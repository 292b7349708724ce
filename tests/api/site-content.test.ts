import { beforeEach, describe, expect, it } from 'vitest';

import { forgetSiteContentForTests, loadWithLastGood } from '@/server/site-content';

/** What a page rendered on request shows when the API (a web tier's API tier) cannot answer. */
describe('loadWithLastGood', () => {
  beforeEach(() => forgetSiteContentForTests());
  const down = () => Promise.reject(new Error('connect ECONNREFUSED'));

  it("answers the API's answer while it answers", async () => {
    expect(await loadWithLastGood('jobs:/career', () => Promise.resolve(['Dispatcher']))).toEqual(['Dispatcher']);
    expect(await loadWithLastGood('jobs:/career', () => Promise.resolve(['Driver']))).toEqual(['Driver']);
  });

  it('answers the last good answer to the same question when the API fails', async () => {
    await loadWithLastGood('jobs:/career', () => Promise.resolve(['Dispatcher']));
    await loadWithLastGood('jobs:/career?page=2', () => Promise.resolve(['Estimator']));
    expect(await loadWithLastGood('jobs:/career', down)).toEqual(['Dispatcher']);
    expect(await loadWithLastGood('jobs:/career?page=2', down)).toEqual(['Estimator']);
  });

  it('answers undefined (the page says it cannot load the list now) for a question never answered', async () => {
    expect(await loadWithLastGood('jobs:/career?direction=design', down)).toBeUndefined();
  });

  it('keeps a remembered null (an unknown job stays a 404 while the API is down)', async () => {
    await loadWithLastGood('job:missing', () => Promise.resolve(null));
    expect(await loadWithLastGood('job:missing', down)).toBeNull();
  });
});

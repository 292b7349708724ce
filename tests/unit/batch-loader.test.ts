import { describe, expect, it, vi } from 'vitest';

import { createBatchLoader } from '@/server/graphql/batch-loader';

describe('createBatchLoader', () => {
  it("loads the keys a list's fields ask for in one turn at once, each key once, and remembers them", async () => {
    const loadMany = vi.fn((keys: string[]) =>
      Promise.resolve(new Map(keys.filter((k) => k !== 'gone').map((k) => [k, k.length]))),
    );
    const load = createBatchLoader(loadMany, -1);
    // Sibling resolvers: some ask at once, some after an await of their own, in the same turn.
    const answers = await Promise.all([
      load('a'),
      load('bb'),
      Promise.resolve().then(() => load('a')),
      Promise.resolve().then(() => load('gone')),
    ]);
    expect(answers).toEqual([1, 2, 1, -1]);
    expect(loadMany).toHaveBeenCalledTimes(1);
    expect(loadMany).toHaveBeenCalledWith(['a', 'bb', 'gone']);
    expect(await load('bb')).toBe(2);
    expect(loadMany).toHaveBeenCalledTimes(1);
    await load('ccc');
    expect(loadMany).toHaveBeenLastCalledWith(['ccc']);
  });

  it('fails every key of a batch whose load failed', async () => {
    const load = createBatchLoader<string, number>(() => Promise.reject(new Error('database down')), 0);
    const results = await Promise.allSettled([load('a'), load('b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});

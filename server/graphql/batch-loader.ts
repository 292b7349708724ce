import 'server-only';

/**
 * Batches the keys that resolvers of one request ask for in the same turn (a field of every order
 * in a list) into one load, and remembers the answers for the rest of the request. Create one per
 * request, never share it between requests (it would share one user's data with another).
 */
export function createBatchLoader<K, V>(
  loadMany: (keys: K[]) => Promise<Map<K, V>>,
  missing: V,
): (key: K) => Promise<V> {
  const answers = new Map<K, Promise<V>>();
  let queue: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];

  const dispatch = () => {
    const batch = queue;
    queue = [];
    loadMany([...new Set(batch.map((item) => item.key))]).then(
      (values) => batch.forEach((item) => item.resolve(values.get(item.key) ?? missing)),
      (error: unknown) => batch.forEach((item) => item.reject(error)),
    );
  };

  return (key) => {
    const known = answers.get(key);
    if (known) return known;
    const answer = new Promise<V>((resolve, reject) => {
      // After the promises already resolved in this turn, so sibling resolvers join the batch.
      if (queue.length === 0) void Promise.resolve().then(() => process.nextTick(dispatch));
      queue.push({ key, resolve, reject });
    });
    answers.set(key, answer);
    return answer;
  };
}

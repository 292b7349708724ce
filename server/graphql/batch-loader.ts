import 'server-only';

import DataLoader from 'dataloader';

/**
 * Batches the keys that resolvers of one request ask for in the same turn (a field of every order
 * in a list) into one load, and remembers the answers for the rest of the request: a DataLoader
 * over a service that answers a Map, the keys it has no row for getting `missing`. Create one per
 * request, never share it between requests (it would share one user's data with another).
 */
export function createBatchLoader<K, V>(
  loadMany: (keys: K[]) => Promise<Map<K, V>>,
  missing: V,
): (key: K) => Promise<V> {
  const loader = new DataLoader<K, V>(async (keys) => {
    const values = await loadMany([...keys]);
    return keys.map((key) => values.get(key) ?? missing);
  });
  return (key) => loader.load(key);
}

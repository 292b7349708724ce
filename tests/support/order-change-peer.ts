/**
 * One app instance's order-change bus, in a process of its own (tests/api/order-changes-instances):
 * `listen` prints every change it hears, one JSON line each, after a `{"ready":true}` line;
 * `publish <json>` publishes one change and exits. Which transport is used follows the
 * environment, as in the app: REDIS_URL, else DATABASE_URL (PostgreSQL), else the process.
 */
// As in an app instance: the instance tells the bus which database it runs on (server/instance.ts).
import '@/server/instance';
import { onOrderChange, orderChanged, type OrderChange } from '@/server/services/events/order-changes';

const [role, payload] = process.argv.slice(2);

if (role === 'listen') {
  await onOrderChange((change) => console.log(JSON.stringify({ heard: change })));
  console.log(JSON.stringify({ ready: true }));
  // Stays up until the test ends it.
  setInterval(() => undefined, 60_000);
} else {
  await orderChanged(JSON.parse(payload ?? '{}') as OrderChange);
  console.log(JSON.stringify({ published: true }));
  process.exit(0);
}

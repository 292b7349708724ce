/**
 * `npm run deploy:local`: the deployment of deploy/ on this machine. It builds the app once
 * (SKIP_BUILD=1 reuses the last build), starts two instances of `npm run serve` on one PostgreSQL
 * database (DATABASE_URL, else TEST_DATABASE_URL) and Redis when REDIS_URL is set, then HAProxy
 * with deploy/haproxy.cfg in the foreground, its log on this terminal. Ctrl-C stops everything.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/buildmarket npm run deploy:local -- \
 *     [--port=8080] [--stats-port=8404] [--instance-ports=3001,3002]
 *
 * The site is at http://localhost:<port>; HAProxy's stats page at http://127.0.0.1:<stats-port>/stats.
 */
import { parseArgs } from 'node:util';

import { buildApp, log, startServer, type RunningServer } from '../scripts/bench-server/server';

import { haproxyBinary, INSTANCE_ENV, LOCAL, startBalancer } from '../scripts/bench-server/balancer';

const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: String(LOCAL.balancerPort) },
    'stats-port': { type: 'string', default: String(LOCAL.statsPort) },
    'instance-ports': { type: 'string', default: LOCAL.instancePorts.join(',') },
  },
});

const databaseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.error('deploy:local needs PostgreSQL: set DATABASE_URL (or TEST_DATABASE_URL).');
  process.exit(2);
}
haproxyBinary();
const port = Number(options.port);
const instancePorts = options['instance-ports'].split(',').map(Number);
if (instancePorts.length !== 2 || instancePorts.some((value) => !Number.isInteger(value))) {
  console.error('--instance-ports takes two ports: --instance-ports=3001,3002');
  process.exit(2);
}
// Links in mails and pages point at the balancer, the one address visitors know.
const siteUrl = process.env.SITE_URL || `http://localhost:${port}`;
const env: Record<string, string> = {
  ...INSTANCE_ENV,
  SITE_URL: siteUrl,
  LOG_LEVEL: process.env.LOG_LEVEL || 'info',
  ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
};

buildApp(siteUrl);
const instances: RunningServer[] = [];
let stopping = false;
async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    await Promise.all(instances.map((instance) => instance.stop()));
  }
  process.exit(code);
}
process.once('SIGINT', () => void stopAll(0));
process.once('SIGTERM', () => void stopAll(0));

for (const instancePort of instancePorts) {
  log(`Starting an instance on port ${instancePort}...`);
  instances.push(await startServer('postgres', instancePort, { databaseUrl, env }));
}
const balancer = startBalancer({
  port,
  statsPort: Number(options['stats-port']),
  instances: [`127.0.0.1:${instancePorts[0]}`, `127.0.0.1:${instancePorts[1]}`],
  host: '0.0.0.0',
  inheritOutput: true,
});
await balancer.waitFor('app1', 'UP');
await balancer.waitFor('app2', 'UP');
log(`Both instances are up behind HAProxy: ${siteUrl} (stats: http://127.0.0.1:${options['stats-port']}/stats)`);
const code = await balancer.exited;
log(`HAProxy exited (${code}); stopping the instances.`);
await stopAll(code ?? 1);

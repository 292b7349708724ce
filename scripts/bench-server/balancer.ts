/**
 * HAProxy with deploy/haproxy.cfg in front of instances on this machine: what `npm run
 * deploy:local` and `npm run bench:failover` start. The configuration reads the addresses from
 * the environment (BALANCER_BIND, BALANCER_STATS_BIND, APP_1, APP_2); its defaults are LOCAL
 * below, which tests/unit/deploy-haproxy.test.ts holds equal.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

export const HAPROXY_CONFIG = path.resolve('deploy', 'haproxy.cfg');

/** The ports of a local deployment: the balancer's, its stats page's, the two instances'. */
export const LOCAL = { balancerPort: 8080, statsPort: 8404, instancePorts: [3001, 3002] } as const;

/**
 * What the instances behind it are started with: the balancer appends the visitor's address to
 * X-Forwarded-For (one trusted proxy), and a stopping instance answers on for longer than the
 * checks take to see it is not ready (at most 3.5 s: deploy/haproxy.cfg).
 */
export const INSTANCE_ENV = { TRUST_PROXY: '1', SHUTDOWN_DRAIN_MS: '5000' } as const;

/** HAProxy's names of the two instances (`server app1`, `server app2`). */
export const SERVER_NAMES = ['app1', 'app2'] as const;
export type ServerName = (typeof SERVER_NAMES)[number];

/** `haproxy`, or an error saying how to get it. */
export function haproxyBinary(): string {
  const binary = process.env.HAPROXY ?? 'haproxy';
  if (spawnSync(binary, ['-v']).status !== 0) {
    throw new Error(`${binary} is not installed: apt-get install -y haproxy (or set HAPROXY to its path)`);
  }
  return binary;
}

export interface RunningBalancer {
  url: string;
  /** Each instance's state as HAProxy sees it: UP, DOWN, or a transition (UP 1/2, DOWN 1/2). */
  states(): Promise<Record<ServerName, string>>;
  /** Resolves when `server` is in `state`, with the time it was first seen so (Date.now()). */
  waitFor(server: ServerName, state: 'UP' | 'DOWN', timeoutMs?: number): Promise<number>;
  /** Resolves when HAProxy exits. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * Starts HAProxy in the foreground with deploy/haproxy.cfg. `inheritOutput`: its log on this
 * terminal (deploy:local), else kept quiet (the bench).
 */
export function startBalancer({
  port,
  statsPort,
  instances,
  host = '127.0.0.1',
  inheritOutput = false,
}: {
  port: number;
  statsPort: number;
  instances: readonly [string, string];
  host?: string;
  inheritOutput?: boolean;
}): RunningBalancer {
  const child = spawn(haproxyBinary(), ['-db', '-f', HAPROXY_CONFIG], {
    env: {
      ...process.env,
      BALANCER_BIND: `${host}:${port}`,
      BALANCER_STATS_BIND: `127.0.0.1:${statsPort}`,
      APP_1: instances[0],
      APP_2: instances[1],
    },
    stdio: ['ignore', inheritOutput ? 'inherit' : 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  // A script that dies of an error leaves no balancer running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));
  const statsUrl = `http://127.0.0.1:${statsPort}/stats;csv`;

  async function states(): Promise<Record<ServerName, string>> {
    const csv = await (await fetch(statsUrl)).text();
    const [header, ...rows] = csv.trim().split('\n');
    const columns = header!.replace(/^# /, '').split(',');
    const status = columns.indexOf('status');
    const found: Partial<Record<ServerName, string>> = {};
    for (const row of rows) {
      const cells = row.split(',');
      const name = SERVER_NAMES.find((candidate) => candidate === cells[1]);
      if (cells[0] === 'app' && name) found[name] = cells[status]!;
    }
    return { app1: found.app1 ?? 'unknown', app2: found.app2 ?? 'unknown' };
  }

  async function waitFor(server: ServerName, state: 'UP' | 'DOWN', timeoutMs = 120_000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode})`);
      try {
        if ((await states())[server] === state) return Date.now();
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${server} was not ${state} within ${timeoutMs / 1000} s`);
  }

  return {
    url: `http://127.0.0.1:${port}`,
    states,
    waitFor,
    exited,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

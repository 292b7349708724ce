// deploy/haproxy.cfg: valid for HAProxy, checking the instances' readiness, and in step with what
// the scripts that start it (scripts/bench-server/balancer.ts) and the instances behind it expect.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { HAPROXY_CONFIG, INSTANCE_ENV, LOCAL, SERVER_NAMES } from '@/scripts/bench-server/balancer';
import { REQUEST_ID_HEADER } from '@/server/request-id.mjs';

const config = readFileSync(HAPROXY_CONFIG, 'utf8');
const haproxy = process.env.HAPROXY ?? 'haproxy';
const haproxyInstalled = spawnSync(haproxy, ['-v']).status === 0;
if (!haproxyInstalled) {
  // Said in the run's output, not only in the skipped test's title.
  console.warn('SKIPPED: haproxy -c -f deploy/haproxy.cfg (haproxy is not installed: apt-get install -y haproxy)');
}

/** The value of `${NAME-default}` in the configuration. */
function defaultOf(name: string): string {
  const match = new RegExp(`"\\$\\{${name}-([^}]+)\\}"`).exec(config);
  if (!match) throw new Error(`deploy/haproxy.cfg does not read ${name}`);
  return match[1]!;
}

/** A duration of the configuration (`1s`, `500ms`) in milliseconds. */
function milliseconds(value: string): number {
  const match = /^(\d+)(ms|s)$/.exec(value);
  if (!match) throw new Error(`not a duration: ${value}`);
  return Number(match[1]) * (match[2] === 's' ? 1000 : 1);
}

function check(env: Record<string, string> = {}) {
  return spawnSync(haproxy, ['-c', '-f', HAPROXY_CONFIG], { env: { ...process.env, ...env }, encoding: 'utf8' });
}

describe('deploy/haproxy.cfg', () => {
  it.skipIf(!haproxyInstalled)(
    `is valid for haproxy -c, with its defaults and with the addresses the bench gives it${
      haproxyInstalled ? '' : ' (SKIPPED: haproxy is not installed; apt-get install -y haproxy)'
    }`,
    () => {
      const plain = check();
      expect(plain.status, plain.stdout + plain.stderr).toBe(0);
      expect(plain.stdout + plain.stderr, 'haproxy -c warns of nothing').not.toMatch(/WARNING|ALERT/);
      const bench = check({
        BALANCER_BIND: '127.0.0.1:8510',
        BALANCER_STATS_BIND: '127.0.0.1:8511',
        APP_1: '127.0.0.1:3510',
        APP_2: '127.0.0.1:3511',
      });
      expect(bench.status, bench.stdout + bench.stderr).toBe(0);
    },
  );

  it('sends traffic only to ready instances: its health check asks /api/ready, a route of the app', () => {
    expect(config).toMatch(/^\s*option httpchk\s*$/m);
    expect(config).toMatch(/^\s*http-check send meth GET uri \/api\/ready\b/m);
    expect(config).toMatch(/^\s*http-check expect status 200\s*$/m);
    expect(existsSync(path.resolve('app/api/ready/route.ts'))).toBe(true);
  });

  it('takes a stopping instance out before it stops answering (SHUTDOWN_DRAIN_MS above the checks)', () => {
    const line = /^\s*default-server (.*)$/m.exec(config)?.[1] ?? '';
    const setting = (name: string) => milliseconds(new RegExp(`\\b${name} (\\S+)`).exec(line)?.[1] ?? 'missing');
    const fall = Number(/\bfall (\d+)/.exec(line)?.[1]);
    const timeoutCheck = milliseconds(/^\s*timeout check (\S+)/m.exec(config)?.[1] ?? 'missing');
    expect(line).toMatch(/\bcheck\b/);
    // Up: one check every `inter`; after a first failure every `fastinter`, until `fall` failures.
    const slowest = setting('inter') + (fall - 1) * setting('fastinter') + timeoutCheck;
    expect(Number(INSTANCE_ENV.SHUTDOWN_DRAIN_MS)).toBeGreaterThan(slowest);
  });

  it('appends the visitor to X-Forwarded-For (TRUST_PROXY=1) and gives each request an id', () => {
    expect(config).toMatch(/^\s*option forwardfor\s*$/m);
    expect(INSTANCE_ENV.TRUST_PROXY).toBe('1');
    expect(config).toMatch(new RegExp(`^\\s*http-request set-header ${REQUEST_ID_HEADER} %\\[unique-id\\]`, 'im'));
  });

  it('names the ports and servers the scripts use', () => {
    expect(defaultOf('BALANCER_BIND')).toBe(`*:${LOCAL.balancerPort}`);
    expect(defaultOf('BALANCER_STATS_BIND')).toBe(`127.0.0.1:${LOCAL.statsPort}`);
    expect(defaultOf('APP_1')).toBe(`127.0.0.1:${LOCAL.instancePorts[0]}`);
    expect(defaultOf('APP_2')).toBe(`127.0.0.1:${LOCAL.instancePorts[1]}`);
    for (const [index, name] of SERVER_NAMES.entries()) {
      expect(config).toMatch(new RegExp(`^\\s*server ${name} "\\$\\{APP_${index + 1}-`, 'm'));
    }
  });

  it('keeps the order streams out of the places maxconn keeps for requests', () => {
    expect(config).toMatch(/^\s*default-server .*\bmaxconn \d+/m);
    expect(config).toMatch(/^\s*use_backend streams if \{ path_beg \/api\/events\/ \}/m);
    expect(existsSync(path.resolve('app/api/events/orders/route.ts'))).toBe(true);
    for (const name of SERVER_NAMES)
      expect(config).toMatch(new RegExp(`^\\s*server ${name} .* track app/${name}$`, 'm'));
  });

  it('retries only what is safe to repeat once a request was sent', () => {
    expect(config).toMatch(/^\s*option redispatch\b/m);
    expect(config).toMatch(/^\s*http-request disable-l7-retry unless METH_GET\s*$/m);
  });
});

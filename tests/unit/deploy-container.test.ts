// The Dockerfile and deploy/compose.yaml, read as an operator's container engine would: there is
// none on these machines, so this holds them to the tested deploy/ scripts, the app and the README
// (the same commands, ports, variables, health checks and readiness path), so they cannot drift.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { INSTANCE_ENV, SERVER_NAMES } from '@/scripts/bench-server/balancer';
import { SERVER_ENV_NAMES } from '@/lib/env';

const read = (file: string) => readFileSync(path.resolve(file), 'utf8');

interface Instruction {
  keyword: string;
  value: string;
}

/** The Dockerfile's stages, each a list of instructions (continuation lines joined, comments dropped). */
function dockerfileStages(text: string): Instruction[][] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Instruction[][] = [];
  for (const line of lines) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const instruction = { keyword: keyword.toUpperCase(), value: rest.join(' ') };
    if (instruction.keyword === 'FROM') stages.push([]);
    stages.at(-1)?.push(instruction);
  }
  return stages;
}

const valuesOf = (stage: Instruction[], keyword: string) =>
  stage.filter((instruction) => instruction.keyword === keyword).map((instruction) => instruction.value);

const stages = dockerfileStages(read('Dockerfile'));
const runtime = stages.at(-1)!;
const packageJson = JSON.parse(read('package.json')) as { scripts: Record<string, string> };

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
}
const compose = parse(read('deploy/compose.yaml')) as { services: Record<string, Service> };
const { services } = compose;
const haproxyConfig = read('deploy/haproxy.cfg');

/** The runtime's PORT: the Dockerfile's ENV, which the compose file's instances keep. */
const imagePort = /\bPORT=(\d+)/.exec(valuesOf(runtime, 'ENV').join(' '))?.[1];

/** Variables read outside lib/env.ts's schema, each by the file named (checked to read it). */
const PROCESS_VARIABLES: Record<string, string> = {
  PORT: 'scripts/serve.mjs',
  SHUTDOWN_DRAIN_MS: 'scripts/serve.mjs',
  METRICS_PORT: 'scripts/serve.mjs',
  METRICS_HOST: 'scripts/serve.mjs',
  JWT_SECRET: 'server/secrets.ts',
};

describe('Dockerfile', () => {
  it('builds on Node 20 (Debian bookworm, slim) in two stages: npm ci and the build, then the runtime', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage[0]!.value).toMatch(/^node:20-bookworm-slim\b/);
    const buildCommands = stages.slice(0, -1).flatMap((stage) => valuesOf(stage, 'RUN'));
    expect(buildCommands.some((command) => /^npm ci\b/.test(command))).toBe(true);
    expect(buildCommands).toContain('npm run build');
    // The runtime installs nothing and builds nothing: it copies the build's result.
    expect(valuesOf(runtime, 'RUN').join(' ')).not.toMatch(/npm (ci|install|run build)/);
    expect(valuesOf(runtime, 'COPY').every((value) => value.startsWith('--from='))).toBe(true);
  });

  it('runs `npm run serve` as a user who is not root, on the port it exposes', () => {
    const user = valuesOf(runtime, 'USER').at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    expect(JSON.parse(valuesOf(runtime, 'CMD').at(-1)!)).toEqual(['npm', 'run', 'serve']);
    expect(packageJson.scripts.serve).toBe('node scripts/serve.mjs');
    expect(valuesOf(runtime, 'EXPOSE')).toEqual([imagePort]);
    expect(valuesOf(runtime, 'ENV').join(' ')).toMatch(/\bNODE_ENV=production\b/);
  });

  it('checks its health at /api/health, the liveness route, on its PORT', () => {
    const healthcheck = valuesOf(runtime, 'HEALTHCHECK').at(-1) ?? '';
    expect(healthcheck).toMatch(/\bCMD\b/);
    expect(healthcheck).toContain('/api/health');
    expect(healthcheck).toContain('process.env.PORT || 3000');
    expect(read('app/api/health/route.ts')).toContain('handleHealth');
  });
});

describe('deploy/compose.yaml', () => {
  const instances = SERVER_NAMES.map((name) => services[name]!);

  it('runs PostgreSQL, Redis, the two instances of the image and the balancer', () => {
    expect(Object.keys(services).sort()).toEqual(['app1', 'app2', 'balancer', 'postgres', 'redis']);
    for (const instance of instances) {
      expect(instance.build).toMatchObject({ context: '..', dockerfile: 'Dockerfile' });
      // The build writes SITE_URL into the pages, and the server refuses another one at start.
      expect(instance.build!.args!.SITE_URL).toBe(instance.environment!.SITE_URL);
      const siteUrlDefault = /^\$\{SITE_URL:-(.+)\}$/.exec(instance.environment!.SITE_URL!)?.[1];
      for (const stage of stages) expect(valuesOf(stage, 'ARG')).toContain(`SITE_URL=${siteUrlDefault}`);
      expect(instance.depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
    }
  });

  it('gives the instances only variables the app reads, set as the tested deploy/ scripts set them', () => {
    for (const instance of instances) {
      const environment = instance.environment!;
      for (const name of Object.keys(environment)) {
        const reader = PROCESS_VARIABLES[name];
        if (reader) expect(read(reader), `${reader} reads ${name}`).toContain(name);
        else expect(SERVER_ENV_NAMES, `${name} is a variable of lib/env.ts`).toContain(name);
        expect(read('.env.example'), `.env.example documents ${name}`).toMatch(new RegExp(`^# ${name}=`, 'm'));
      }
      expect(environment).toMatchObject(INSTANCE_ENV);
      expect(environment.PORT).toBe(imagePort);
      expect(environment.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
      expect(environment.REDIS_URL).toBe('redis://redis:6379');
    }
  });

  it('mounts deploy/haproxy.cfg in the balancer and points it at the instances on their port', () => {
    const balancer = services.balancer!;
    expect(balancer.volumes).toContain('./haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    const variables = [...new Set([...haproxyConfig.matchAll(/"\$\{([A-Z_0-9]+)-/g)].map((match) => match[1]))].sort();
    expect(Object.keys(balancer.environment!).sort()).toEqual(variables);
    for (const [index, name] of SERVER_NAMES.entries()) {
      expect(balancer.environment![`APP_${index + 1}`]).toBe(`${name}:${imagePort}`);
      expect(balancer.depends_on![name]).toEqual({ condition: 'service_healthy' });
    }
    // Visitors reach the balancer only; its stats page stays inside its container.
    const bindPort = balancer.environment!.BALANCER_BIND!.split(':').at(-1);
    expect(balancer.ports).toEqual([`${bindPort}:${bindPort}`]);
    expect(balancer.environment!.BALANCER_STATS_BIND).toMatch(/^127\.0\.0\.1:/);
  });
});

describe('the README', () => {
  const readme = read('README.md');

  it('says how to run the balancer, its bench and the compose file, with the paths they use', () => {
    for (const script of ['deploy:local', 'bench:failover']) {
      expect(packageJson.scripts[script]).toBeDefined();
      expect(readme.includes(`npm run ${script}`), `the README names npm run ${script}`).toBe(true);
    }
    for (const words of [
      'docker compose -f deploy/compose.yaml up',
      'deploy/haproxy.cfg',
      '/api/ready',
      '/api/health',
      `SHUTDOWN_DRAIN_MS=${INSTANCE_ENV.SHUTDOWN_DRAIN_MS}`,
    ]) {
      expect(readme.includes(words), `the README says ${words}`).toBe(true);
    }
  });
});

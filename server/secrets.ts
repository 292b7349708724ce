import 'server-only';

import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { publicEnv, serverEnv } from '@/lib/env';

/**
 * Secrets come from the environment. In development and tests a missing one is generated once and
 * kept in DATA_DIR (so sessions survive restarts); in production a missing one stops the server
 * at start-up with a message naming it.
 */
const REQUIRED_SECRETS = ['JWT_SECRET'] as const;
type SecretName = (typeof REQUIRED_SECRETS)[number];

const MIN_SECRET_LENGTH = 32;

export class MissingConfigurationError extends Error {}

export function missingProductionSecrets(environment: NodeJS.ProcessEnv = process.env): string[] {
  return REQUIRED_SECRETS.filter((name) => (environment[name] ?? '').length < MIN_SECRET_LENGTH);
}

/**
 * Called at start-up. In production every required secret must be set, and so must SITE_URL (the
 * public origin that mailed and copied links use), equal to the one the build was made for: the
 * static pages carry it in their canonical and Open Graph URLs. `npm start` supplies local values.
 */
export function assertProductionConfiguration(buildSiteUrl: string = publicEnv.siteUrl): void {
  const env = serverEnv();
  if (env.NODE_ENV !== 'production') return;
  const problems: string[] = [];
  const missingSecrets = missingProductionSecrets();
  if (missingSecrets.length > 0) {
    problems.push(
      `Missing required secret(s): ${missingSecrets.join(', ')}. Set each to a random string of at least ` +
        `${MIN_SECRET_LENGTH} characters (for example: openssl rand -base64 48).`,
    );
  }
  if (!env.SITE_URL) {
    problems.push(
      'Missing required setting: SITE_URL, the public address of the site (for example https://buildmarket.example); ' +
        'payment links, invitations and every other link the server sends use it.',
    );
  } else if (env.SITE_URL !== buildSiteUrl) {
    problems.push(
      `SITE_URL is ${env.SITE_URL}, but this build was made for ${buildSiteUrl} (its pages carry it): ` +
        'build again with the same SITE_URL (npm run build), then start.',
    );
  }
  if (problems.length > 0) throw new MissingConfigurationError(`${problems.join('\n')}\nSee .env.example.`);
}

const generated = new Map<SecretName, string>();

export function getSecret(name: SecretName): string {
  const configured = process.env[name];
  if (configured && configured.length >= MIN_SECRET_LENGTH) return configured;
  if (serverEnv().NODE_ENV === 'production') {
    throw new MissingConfigurationError(
      `${name} is not set (at least ${MIN_SECRET_LENGTH} characters). See .env.example.`,
    );
  }
  const known = generated.get(name);
  if (known) return known;
  const value = readOrCreateDevelopmentSecret(name);
  generated.set(name, value);
  return value;
}

function readOrCreateDevelopmentSecret(name: SecretName): string {
  const file = path.resolve(serverEnv().DATA_DIR, 'development-secrets.json');
  let stored: Record<string, string> = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    // First use: nothing stored yet.
  }
  const existing = stored[name];
  if (existing) return existing;
  const value = randomBytes(48).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ ...stored, [name]: value }, null, 2), { mode: 0o600 });
  return value;
}

// Next.js's page cache (`cacheHandler` in next.config.ts), which serves every prerendered page:
// Next.js's own file-system cache, plus the Content-Security-Policy of each cached page.
//
// A prerendered page cannot carry a nonce (its HTML is the same for every visitor), so its policy
// trusts its inline scripts by their SHA-256 (lib/security/content-security-policy.mjs). The hashes
// are taken here, from the very HTML the cache holds, each time an entry is read: the build's
// pages and the hourly revalidations alike, so a page's policy always matches its payload.
// Next.js appends an entry's headers to the response it serves from it.
//
// Loaded by Next.js at run time outside its bundler (hence plain JavaScript, and no
// `server-only`); it builds on Next.js's own file-system cache, an internal module: check this
// file when upgrading Next.js (the e2e security spec fails if static pages lose their policy).
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

import {
  contentSecurityPolicy,
  CSP_HEADER,
  inlineScriptHashes,
  policyOptionsFromEnv,
} from './lib/security/content-security-policy.mjs';

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;

// Entries held in memory are read again and again: hash each one once.
const policies = new WeakMap();

function withPolicy(value) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string' || value.html === '') return value;
  let policy = policies.get(value);
  if (!policy) {
    policy = contentSecurityPolicy({ scripts: inlineScriptHashes(value.html), ...policyOptionsFromEnv() });
    policies.set(value, policy);
  }
  return { ...value, headers: { ...value.headers, [CSP_HEADER]: policy } };
}

export default class StaticPagePolicyCache extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    if (!entry?.value) return entry;
    return { ...entry, value: withPolicy(entry.value) };
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { clientAddress } from '@/server/services/rate-limits/rate-limit';

import { createTestApi, type GraphQLResponse, type TestApi } from '../support/api';

process.env.JWT_SECRET = 'client-address-secret-client-address-secret-0123456789';

/**
 * Who a request comes from, for per-address limits. The server (scripts/serve.mjs) appends the
 * connection's address to X-Forwarded-For; TRUST_PROXY says how many entries before it were
 * written by proxies of ours. Everything further left is the client's own claim.
 */
const from = (forwardedFor?: string, extra: Record<string, string> = {}) =>
  new Request('http://localhost/api/gql', {
    headers: { ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }), ...extra },
  });

describe('clientAddress', () => {
  it('is the connection address without a trusted proxy, whatever the client wrote before it', () => {
    expect(clientAddress(from('203.0.113.7'), 0)).toBe('203.0.113.7');
    expect(clientAddress(from('1.1.1.1, 8.8.8.8, 203.0.113.7'), 0)).toBe('203.0.113.7');
    expect(clientAddress(from('1.1.1.1', { 'x-real-ip': '9.9.9.9' }), 0)).toBe('1.1.1.1');
  });

  it('skips as many entries from the right as there are trusted proxies', () => {
    // Client → load balancer (appends the client) → server (appends the load balancer).
    expect(clientAddress(from('forged, 198.51.100.4, 10.0.0.2'), 1)).toBe('198.51.100.4');
    // CDN → load balancer → server.
    expect(clientAddress(from('forged, 198.51.100.4, 172.16.0.9, 10.0.0.2'), 2)).toBe('198.51.100.4');
  });

  it('takes the leftmost entry when fewer proxies were passed than configured', () => {
    expect(clientAddress(from('10.0.0.2'), 1)).toBe('10.0.0.2');
  });

  it('reads IPv4 addresses mapped into IPv6 as IPv4, and drops ports', () => {
    expect(clientAddress(from('::ffff:127.0.0.1'), 0)).toBe('127.0.0.1');
    expect(clientAddress(from('x, 198.51.100.4:51234, ::1'), 1)).toBe('198.51.100.4');
    expect(clientAddress(from('x, [2001:db8::7]:443, ::1'), 1)).toBe('2001:db8::7');
  });

  it('is "unknown" without an address', () => {
    expect(clientAddress(from(), 0)).toBe('unknown');
    expect(clientAddress(from(' , '), 0)).toBe('unknown');
  });
});

describe('per-address limits and IPv6', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  const SIGN_IN = /* GraphQL */ `
    mutation SignIn($input: SignInInput!) {
      signIn(input: $input) {
        mainToken
      }
    }
  `;

  it('counts an IPv6 client by its /64, which one subscriber can fill with addresses at will', async () => {
    const codes: (string | undefined)[] = [];
    for (let i = 1; i <= 11; i += 1) {
      const response = await api.request(
        { query: SIGN_IN, variables: { input: { login: `v6-${i}@keystone.example`, password: 'Concrete2024' } } },
        { 'x-forwarded-for': `2001:db8:1:2:${i.toString(16)}::1` },
      );
      codes.push(((await response.json()) as GraphQLResponse).errors?.[0]?.extensions?.code);
    }
    expect(codes).toEqual([...Array.from({ length: 10 }, () => 'INVALID_CREDENTIALS'), 'RATE_LIMITED']);

    // Another /64 is another client.
    const other = await api.request(
      { query: SIGN_IN, variables: { input: { login: 'v6-other@keystone.example', password: 'Concrete2024' } } },
      { 'x-forwarded-for': '2001:db8:1:3::1' },
    );
    expect(((await other.json()) as GraphQLResponse).errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
  });

  it('counts wrong passwords per login and /64, not per address within it', async () => {
    const email = 'v6-owner@keystone.example';
    const signUp = await api.request(
      {
        query: /* GraphQL */ `
          mutation SignUp($input: ContractorSignUpInput!) {
            contractorSignUp(input: $input) {
              mainToken
            }
          }
        `,
        variables: {
          input: {
            identity: { email, password: 'Concrete2024' },
            phone: '+1 416 555 0199',
            password: 'Concrete2024',
            source: 'web',
            fullName: 'Dana Whitfield',
          },
        },
      },
      { 'x-forwarded-for': '2001:db8:9::1' },
    );
    expect(((await signUp.json()) as GraphQLResponse).errors).toBeUndefined();
    const signIn = async (password: string, address: string) => {
      const response = await api.request(
        { query: SIGN_IN, variables: { input: { login: email, password } } },
        { 'x-forwarded-for': address },
      );
      return ((await response.json()) as GraphQLResponse).errors?.[0]?.extensions?.code;
    };
    for (let i = 1; i <= 5; i += 1) {
      expect(await signIn('Wrong-guess1', `2001:db8:5:6::${i}`)).toBe('INVALID_CREDENTIALS');
    }
    expect(await signIn('Concrete2024', '2001:db8:5:6::99')).toBe('RATE_LIMITED');
    expect(await signIn('Concrete2024', '2001:db8:5:7::1')).toBeUndefined();
  });
});

import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';

import { describe, expect, it } from 'vitest';

import { isPublicAddress, PrivateAddressError, publicOnlyLookup } from '@/server/services/webhooks/addresses';

/**
 * Where a webhook may go in production (issue 33, item 7): only public addresses, in every form
 * an address can be written in. IPv6 forms that carry an IPv4 address are judged by it.
 */

const NOT_PUBLIC: [string, string][] = [
  // IPv4
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', '"this network"'],
  ['10.0.0.8', 'private'],
  ['172.20.1.1', 'private'],
  ['192.168.1.1', 'private'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['169.254.169.254', 'link-local (cloud metadata)'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['100.127.255.254', 'carrier-grade NAT'],
  ['192.0.0.8', 'IETF protocol assignments'],
  ['192.0.2.1', 'documentation'],
  ['198.51.100.7', 'documentation'],
  ['203.0.113.9', 'documentation'],
  ['198.18.0.1', 'benchmarking'],
  ['198.19.255.254', 'benchmarking'],
  ['192.88.99.1', '6to4 relay anycast'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  // IPv6
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['::7f00:1', 'IPv4-compatible loopback (the issue’s [::7f00:1])'],
  ['::a00:1', 'IPv4-compatible private'],
  ['::8.8.8.8', 'IPv4-compatible, deprecated whatever it embeds'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:7f00:1', 'IPv4-mapped loopback, in hex'],
  ['::ffff:10.0.0.1', 'IPv4-mapped private'],
  ['::ffff:169.254.169.254', 'IPv4-mapped link-local'],
  ['::ffff:0:7f00:1', 'IPv4-translated'],
  ['64:ff9b::7f00:1', 'NAT64 of loopback'],
  ['64:ff9b::10.0.0.1', 'NAT64 of private'],
  ['64:ff9b::a9fe:a9fe', 'NAT64 of link-local'],
  ['64:ff9b:1::808:808', 'NAT64 local-use prefix'],
  ['2002:7f00:1::', '6to4 of loopback (the issue’s [2002:7f00:1::])'],
  ['2002:a00:1::1', '6to4 of private'],
  ['2002:a9fe:a9fe::', '6to4 of link-local'],
  ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'Teredo, private client (10.0.0.1)'],
  ['2001:0:a00:1::f7f7:f7f7', 'Teredo, private server (10.0.0.1)'],
  ['fe80::1', 'link-local'],
  ['fc00::1', 'unique-local'],
  ['fd00::1', 'unique-local'],
  ['fec0::1', 'site-local (deprecated)'],
  ['ff02::1', 'multicast'],
  ['100::1', 'discard-only'],
  ['2001:db8::1', 'documentation'],
  ['3fff::1', 'documentation'],
  ['2001:2::1', 'benchmarking'],
  ['2001:10::1', 'ORCHID'],
  ['2001:20::1', 'ORCHIDv2'],
  ['5f00::1', 'segment routing'],
  ['fe80::1%eth0', 'link-local with a zone'],
  ['4000::1', 'outside global unicast'],
  // Not addresses
  ['localhost', 'a name'],
  ['', 'nothing'],
  ['1.2.3', 'a short form'],
];

const PUBLIC: [string, string][] = [
  ['93.184.216.34', 'IPv4'],
  ['8.8.8.8', 'IPv4'],
  ['1.1.1.1', 'IPv4'],
  ['100.63.255.255', 'just below carrier-grade NAT'],
  ['100.128.0.1', 'just above carrier-grade NAT'],
  ['172.32.0.1', 'just above 172.16/12'],
  ['198.20.0.1', 'just above benchmarking'],
  ['2606:4700:4700::1111', 'IPv6'],
  ['2001:4860:4860::8888', 'IPv6'],
  ['2a00:1450:4001:80b::200e', 'IPv6'],
  ['::ffff:8.8.8.8', 'IPv4-mapped public'],
  ['64:ff9b::808:808', 'NAT64 of public (what DNS64 answers)'],
  ['2002:808:808::1', '6to4 of public'],
  ['2001:0:4136:e378:8000:63bf:f7f7:fbfb', 'Teredo, public server and client (8.8.4.4)'],
];

describe('addresses a webhook may reach in production', () => {
  it.each(NOT_PUBLIC)('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(PUBLIC)('takes %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

/** Runs a lookup as a socket does; answers its error or addresses. */
function lookUp(lookup: LookupFunction, host: string, options: { all?: boolean; family?: number } = {}) {
  return new Promise<{ error: Error | null; addresses: unknown; family?: number }>((resolve) => {
    lookup(host, options, (error, addresses, family) => resolve({ error, addresses, family }));
  });
}

describe('the lookup a delivery connects through', () => {
  const answers = (...addresses: string[]): LookupAddress[] =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('refuses the name when any of its addresses is not public', async () => {
    for (const resolved of [answers('10.0.0.5'), answers('93.184.216.34', '127.0.0.1'), answers('::7f00:1')]) {
      const lookup = publicOnlyLookup({ resolve: () => Promise.resolve(resolved), guard: true });
      const { error } = await lookUp(lookup, 'hooks.supplier.example', { all: true });
      expect(error).toBeInstanceOf(PrivateAddressError);
      expect(error?.message).toMatch(
        /^refused: hooks\.supplier\.example resolves to .+, which is not a public address$/,
      );
    }
  });

  it('resolves once and hands the socket exactly the addresses it checked', async () => {
    // A rebinding resolver: public the first time, this machine after.
    const calls: string[] = [];
    const rebinding = (host: string) => {
      calls.push(host);
      return Promise.resolve(calls.length === 1 ? answers('93.184.216.34', '2606:4700::1') : answers('127.0.0.1'));
    };
    const lookup = publicOnlyLookup({ resolve: rebinding, guard: true });
    expect(await lookUp(lookup, 'hooks.supplier.example', { all: true })).toMatchObject({
      error: null,
      addresses: answers('93.184.216.34', '2606:4700::1'),
    });
    expect(calls).toEqual(['hooks.supplier.example']);
  });

  it('answers one address of the family asked for', async () => {
    const lookup = publicOnlyLookup({
      resolve: () => Promise.resolve(answers('2606:4700::1', '93.184.216.34')),
      guard: true,
    });
    expect(await lookUp(lookup, 'hooks.supplier.example', { family: 4 })).toEqual({
      error: null,
      addresses: '93.184.216.34',
      family: 4,
    });
  });

  it('takes any address outside production, and passes a resolver’s error on', async () => {
    const local = publicOnlyLookup({ resolve: () => Promise.resolve(answers('127.0.0.1')), guard: false });
    expect((await lookUp(local, 'localhost', { all: true })).addresses).toEqual(answers('127.0.0.1'));
    const failing = publicOnlyLookup({
      resolve: () =>
        Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.test'), { code: 'ENOTFOUND' })),
      guard: true,
    });
    expect((await lookUp(failing, 'nowhere.test')).error?.message).toMatch(/ENOTFOUND/);
  });
});

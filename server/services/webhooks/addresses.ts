import 'server-only';

import { promises as dns, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';

import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may not go in production: anything but the public internet, so a supplier
 * cannot make the marketplace call its own internal services (SSRF). Checked when an endpoint is
 * registered and again at each delivery on the very addresses the socket connects to (its DNS
 * lookup, `publicOnlyLookup`), so a name that later resolves to a private address is refused too.
 *
 * The policy is an allow-list, in ipaddr.js's range names: an IPv4 address is public only in its
 * `unicast` range (not private, loopback, link-local, carrier-grade NAT, documentation,
 * benchmarking, reserved, multicast, broadcast, unspecified, AMT or AS112); an IPv6 address only
 * in global unicast space (2000::/3) and its `unicast` range (not unique-local, link-local,
 * documentation, benchmarking, ORCHID, ...). IPv6 forms that carry an IPv4 address reach that
 * address, so they are judged by it: IPv4-mapped (::ffff:a.b.c.d, which the socket connects to
 * as IPv4), NAT64's well-known prefix (64:ff9b::/96, what DNS64 answers for an IPv4-only name),
 * 6to4 (2002::/16) and Teredo (2001::/32, its server and client both). Every other form outside
 * 2000::/3 is refused whatever it embeds: IPv4-compatible (::a.b.c.d, deprecated, which the
 * kernel may tunnel to the IPv4 address), IPv4-translated, NAT64's local-use prefix
 * (64:ff9b:1::/48, this network's own translator), discard-only.
 */
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

function isPublicIPv4(address: ipaddr.IPv4): boolean {
  return address.range() === 'unicast';
}

/** The 32 bits of `parts` from 16-bit word `at`, as an IPv4 address. */
function ipv4At(parts: number[], at: number, invert = false): ipaddr.IPv4 {
  const mask = invert ? 0xffff : 0;
  const [high, low] = [parts[at]! ^ mask, parts[at + 1]! ^ mask];
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/** The IPv4 addresses an IPv6 address reaches through (mapped, NAT64, 6to4, Teredo); undefined for none. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4[] | undefined {
  if (address.isIPv4MappedAddress()) return [address.toIPv4Address()];
  if (address.match(NAT64_WELL_KNOWN)) return [ipv4At(address.parts, 6)];
  const range = address.range();
  if (range === '6to4') return [ipv4At(address.parts, 1)];
  // Teredo: the server's address in words 2-3, the client's (inverted) in words 6-7.
  if (range === 'teredo') return [ipv4At(address.parts, 2), ipv4At(address.parts, 6, true)];
  return undefined;
}

/**
 * An IPv6 address as the socket reads it. ipaddr.js reads `::a.b.c.d` (IPv4-compatible) as
 * `::ffff:a.b.c.d` (mapped), which would judge `::8.8.8.8` by 8.8.8.8; the URL parser's hex form
 * has no dotted part left to misread. A zone (`fe80::1%eth0`) is no public address.
 */
function parseIPv6(text: string): ipaddr.IPv6 | null {
  try {
    return ipaddr.IPv6.parse(new URL(`http://[${text}]/`).hostname.slice(1, -1));
  } catch {
    return null;
  }
}

/** True for an address on the public internet; false for private, local, reserved ones and non-addresses. */
export function isPublicAddress(text: string): boolean {
  const family = isIP(text);
  if (family === 4) return isPublicIPv4(ipaddr.IPv4.parse(text));
  const ipv6 = family === 6 ? parseIPv6(text) : null;
  if (!ipv6) return false;
  const embedded = embeddedIPv4(ipv6);
  if (embedded) return embedded.every(isPublicIPv4);
  return ipv6.match(GLOBAL_UNICAST) && ipv6.range() === 'unicast';
}

/** A delivery refused because its host is or resolves to an address that is not public. */
export class PrivateAddressError extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(
      host === address
        ? `refused: ${address} is not a public address`
        : `refused: ${host} resolves to ${address}, which is not a public address`,
    );
  }
}

/** The host of a URL as a resolver takes it (an IPv6 literal without its brackets). */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Every address a name resolves to (as `dns.lookup` with `all`). Tests pass their own. */
export type Resolver = (host: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (host) => dns.lookup(host, { all: true, verbatim: true });

/** Every address the host resolves to, or the literal address itself. */
export async function resolveHost(host: string, resolve: Resolver = systemResolver): Promise<string[]> {
  if (isIP(host)) return [host];
  return (await resolve(host)).map((entry) => entry.address);
}

/**
 * The DNS lookup of a delivery's socket (`http.request`'s `lookup`): it resolves the name once,
 * refuses every answer when one of its addresses is not public (`guard`), and hands the socket
 * exactly the addresses it checked, so no second lookup (a rebinding DNS answer) can swap them.
 * TLS's server name and the Host header stay the URL's name.
 */
export function publicOnlyLookup({ resolve, guard }: { resolve: Resolver; guard: boolean }): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const family = { IPv4: 4, IPv6: 6 }[String(options.family)] ?? options.family;
        const wanted = family ? addresses.filter((entry) => entry.family === family) : addresses;
        const refused = guard ? addresses.find((entry) => !isPublicAddress(entry.address)) : undefined;
        if (refused) return callback(new PrivateAddressError(hostname, refused.address), '', 0);
        const [first] = wanted;
        if (!first)
          return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0);
        if (options.all) return callback(null, wanted);
        return callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

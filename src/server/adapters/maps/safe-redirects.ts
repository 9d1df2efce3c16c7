import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Resolves a host name to all its addresses (injectable for tests). */
export type LookupAll = (host: string) => Promise<string[]>;

export const lookupAll: LookupAll = async (host) => (await lookup(host, { all: true })).map((entry) => entry.address);

/** Short links and the maps pages they lead to live on these hosts (and their subdomains), and only these. */
const SHORT_LINK_HOSTS = new Set(['maps.app.goo.gl', 'goo.gl']);
const GOOGLE_DOMAINS = [
  'google.com',
  'google.fr',
  'google.be',
  'google.ch',
  'google.lu',
  'google.ca',
  'google.es',
  'google.de',
  'google.it',
  'google.co.uk',
];

function isGoogleHost(host: string): boolean {
  return GOOGLE_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** Addresses a request from the server must never reach: loopback, private, link-local, unique-local, unspecified. */
const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');
}

export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as IPv4.
  const mapped = family === 6 && address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : null;
  if (mapped && isIP(mapped) === 4) return FORBIDDEN.check(mapped, 'ipv4');
  return FORBIDDEN.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * May the server follow a listing link to `url`? Only https, only Google's maps hosts, and only
 * when every address the host resolves to is public: a crafted link cannot make the server
 * reach the local network or a cloud metadata endpoint.
 */
export async function isSafeListingHop(url: URL, resolve: LookupAll = lookupAll): Promise<boolean> {
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  if (!SHORT_LINK_HOSTS.has(host) && !isGoogleHost(host)) return false;
  try {
    const addresses = await resolve(host);
    return addresses.length > 0 && !addresses.some(isForbiddenAddress);
  } catch {
    return false;
  }
}

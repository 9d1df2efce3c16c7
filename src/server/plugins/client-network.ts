import { isIPv6 } from 'node:net';

/**
 * The network a limit counts a client by: an IPv4 address as is, an IPv6 address by its /64
 * (one subscriber's whole allocation: counting single addresses would let one home spend
 * 2^64 budgets). An IPv4 address written as IPv6 (::ffff:1.2.3.4) counts as the IPv4 one.
 */
export function clientNetwork(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) is two groups; only the first four groups matter here anyway.
  const tailCount = tailGroups.reduce((count, group) => count + (group.includes('.') ? 2 : 1), 0);
  const groups = ip.includes('::')
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailCount).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => (parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}

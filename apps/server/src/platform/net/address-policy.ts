import { BlockList, isIP } from 'node:net';

/*
 * Which addresses an outbound request may reach. Hookline fetches URLs that its users type (a team chat's
 * webhook), so a URL must never make the server call itself, its private network or a cloud metadata
 * endpoint: every address that isn't a public unicast one is refused, unless the operator lists its network.
 */

/** Ranges no outside service lives in: this network, private, shared, loopback, link-local, documentation, multicast. */
const FORBIDDEN_IPV4: readonly [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  // Link-local, which holds the cloud metadata endpoint 169.254.169.254.
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/**
 * The IPv6 equivalents, plus the transition ranges that carry an IPv4 address a server could be steered to
 * (6to4, Teredo, IPv4-compatible). IPv4-mapped and NAT64 addresses are judged by the IPv4 address inside.
 */
const FORBIDDEN_IPV6: readonly [string, number][] = [
  // Unspecified, loopback and the deprecated IPv4-compatible addresses.
  ['::', 96],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  // Unique local, which holds AWS's IPv6 metadata endpoint fd00:ec2::254.
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

/** IPv6 prefixes whose last 32 bits are an IPv4 address: IPv4-mapped (::ffff:0:0/96) and NAT64 (64:ff9b::/96). */
const EMBEDS_IPV4: readonly [string, number][] = [
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
];

function blockListOf(ranges: {
  v4: readonly [string, number][];
  v6: readonly [string, number][];
}): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of ranges.v4) list.addSubnet(network, prefix, 'ipv4');
  for (const [network, prefix] of ranges.v6) list.addSubnet(network, prefix, 'ipv6');
  return list;
}

const forbidden = blockListOf({ v4: FORBIDDEN_IPV4, v6: FORBIDDEN_IPV6 });
const embedding = blockListOf({ v4: [], v6: EMBEDS_IPV4 });

/** The eight 16-bit groups of an IPv6 address (a trailing dotted quad included), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  const [head = '', tail] = address.split('::');
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (group.includes('.')) {
            const bytes = group.split('.').map(Number);
            return [((bytes[0] ?? 0) << 8) | (bytes[1] ?? 0), ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0)];
          }
          return [Number.parseInt(group, 16)];
        });
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return undefined;
  return [...left, ...Array<number>(missing).fill(0), ...right];
}

/** The IPv4 address an IPv4-mapped or NAT64 IPv6 address carries. */
function embeddedIpv4(address: string): string | undefined {
  if (!embedding.check(address, 'ipv6')) return undefined;
  const groups = ipv6Groups(address);
  if (!groups) return undefined;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** `10.1.2.0/24`, `fd12::/64` or a single address. */
export function parseNetwork(
  value: string,
): { network: string; prefix: number; family: 'ipv4' | 'ipv6' } | undefined {
  const [network = '', prefixText, ...rest] = value.trim().split('/');
  const version = isIP(network);
  if (version === 0 || rest.length > 0) return undefined;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!/^\d{1,3}$/.test(prefixText ?? String(max)) || prefix > max) return undefined;
  return { network, prefix, family };
}

export interface AddressPolicy {
  /** True when a request must not reach `address` (an IP address, v4 or v6). */
  refuses(address: string): boolean;
}

/** Refuses every non-public address, except those in `allowedNetworks` (CIDRs the operator trusts). */
export function createAddressPolicy(allowedNetworks: readonly string[] = []): AddressPolicy {
  const allowed = new BlockList();
  for (const value of allowedNetworks) {
    const parsed = parseNetwork(value);
    if (!parsed) throw new Error(`Not a network: ${value}`);
    allowed.addSubnet(parsed.network, parsed.prefix, parsed.family);
  }
  const judge = (address: string): boolean => {
    const version = isIP(address);
    if (version === 0) return true;
    const family = version === 4 ? 'ipv4' : 'ipv6';
    if (allowed.check(address, family)) return false;
    const inner = version === 6 ? embeddedIpv4(address) : undefined;
    if (inner !== undefined) return judge(inner);
    return forbidden.check(address, family);
  };
  return {
    refuses: (address) => judge(address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')),
  };
}

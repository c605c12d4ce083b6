import { isIPv4, isIPv6 } from 'node:net';

/**
 * TRUST_PROXY (README, Configuration): which X-Forwarded-For entries the server believes. A
 * setting that would believe a client's own forged entries is refused at start: `true`, a
 * hop count no real deployment has, and address ranges so wide that the open internet is in
 * them (`0.0.0.0/0`, `::/0`, `::ffff:0:0/96`, `0.0.0.0/1`…). The widest accepted ranges are an
 * IPv4 /8 (10.0.0.0/8) and an IPv6 /16, or IPv6's private blocks (fc00::/7, fe80::/10);
 * published load-balancer and CDN ranges are far narrower.
 */

/** More proxy hops than any deployment puts in front of an app. */
export const MAX_TRUSTED_PROXY_HOPS = 10;
const MIN_IPV4_PREFIX = 8;
const MIN_IPV6_PREFIX = 16;
/** proxy-addr's names for private ranges, accepted as they are. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export type TrustProxy = false | number | string[];

/** What is wrong with a TRUST_PROXY value, or null when it may be used. */
export function trustProxyProblem(raw: string): string | null {
  const value = raw.trim();
  if (value === 'true') {
    return 'TRUST_PROXY=true would believe every X-Forwarded-For hop a client sends; set the number of proxies in front of the app (e.g. 1) or their addresses';
  }
  if (value === '' || value === 'false') return null;
  if (/^\d+$/.test(value)) {
    return Number(value) > MAX_TRUSTED_PROXY_HOPS
      ? `TRUST_PROXY=${value}: more than ${MAX_TRUSTED_PROXY_HOPS} proxy hops would believe addresses a client writes itself; give the real number of proxies in front of the app`
      : null;
  }
  for (const entry of value.split(',').map((e) => e.trim())) {
    const problem = entryProblem(entry);
    if (problem) return `TRUST_PROXY: ${problem}`;
  }
  return null;
}

/** The checked value as Fastify takes it: false, a hop count, or the proxies' addresses. */
export function parseTrustProxy(raw: string): TrustProxy {
  const value = raw.trim();
  if (value === 'false' || value === '' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

function entryProblem(entry: string): string | null {
  if (NAMED_RANGES.has(entry)) return null;
  const [address = '', prefixText, extra] = entry.split('/');
  if (extra !== undefined || (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText))) {
    return `"${entry}" is not an address or address/prefix-length`;
  }
  if (isIPv4(address)) {
    const prefix = prefixText === undefined ? 32 : Number(prefixText);
    if (prefix > 32) return `"${entry}" has a prefix longer than 32`;
    return prefix < MIN_IPV4_PREFIX ? tooWide(entry) : null;
  }
  if (isIPv6(address)) {
    const prefix = prefixText === undefined ? 128 : Number(prefixText);
    if (prefix > 128) return `"${entry}" has a prefix longer than 128`;
    const bits = ipv6Bits(address);
    // IPv4 addresses written the IPv6 way (::ffff:a.b.c.d): the IPv4 rule on the IPv4 part.
    if (bits.slice(0, 96) === IPV4_MAPPED && prefix >= 96) {
      return prefix - 96 < MIN_IPV4_PREFIX ? tooWide(entry) : null;
    }
    if (prefix >= MIN_IPV6_PREFIX) {
      // A shorter prefix that still holds every IPv4-mapped address is just as open.
      return prefix <= 96 && bits.slice(0, prefix) === IPV4_MAPPED.slice(0, prefix)
        ? tooWide(entry)
        : null;
    }
    const privateBlock = PRIVATE_IPV6.some(
      (block) => prefix >= block.prefix && bits.startsWith(block.bits),
    );
    return privateBlock ? null : tooWide(entry);
  }
  return `"${entry}" is not an IP address`;
}

const tooWide = (entry: string) =>
  `"${entry}" takes in addresses anyone on the internet can have, so their forged X-Forwarded-For entries would be believed; list your proxies' own addresses or ranges`;

/** The 128 bits of an IPv6 address as a string of 0s and 1s. */
function ipv6Bits(address: string): string {
  let text = address.toLowerCase();
  const embedded = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (embedded) {
    const [a, b, c, d] = embedded[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -embedded[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [
    ...headGroups,
    ...Array<string>(tail === undefined ? 0 : missing).fill('0'),
    ...tailGroups,
  ];
  return groups.map((g) => Number.parseInt(g, 16).toString(2).padStart(16, '0')).join('');
}

/** ::ffff:0:0/96, the IPv4-mapped addresses. */
const IPV4_MAPPED = `${'0'.repeat(80)}${'1'.repeat(16)}`;

/** fc00::/7 (unique local) and fe80::/10 (link local): never on the open internet. */
const PRIVATE_IPV6 = [
  { prefix: 7, bits: '1111110' },
  { prefix: 10, bits: '1111111010' },
];

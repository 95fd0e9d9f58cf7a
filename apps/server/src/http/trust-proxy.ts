import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of the platform may say who the client is (ADR 0020): `false` trusts
 * none (the client is the socket's peer); a number trusts that many proxies nearest the platform,
 * each on a private network; a list trusts the proxies at those addresses and ranges. The client
 * is the nearest address in X-Forwarded-For that is not a trusted proxy.
 */
export type TrustProxy = false | number | string[];

/** What Fastify's `trustProxy` is given: a hop count becomes a function, the rest as they are. */
export type FastifyTrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/** More proxies than this in a row in front of one service is a configuration mistake. */
const TRUST_PROXY_HOPS_MAX = 10;

/** The address groups proxy-addr names, which Fastify accepts in a list. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const ACCEPTED_FORMS = `false, a hop count from 1 to ${TRUST_PROXY_HOPS_MAX}, or a comma-separated list of proxy addresses and CIDR ranges (e.g. "10.0.0.0/8, 2001:db8::/32")`;

/**
 * Parses TRUST_PROXY. `true` is refused: Fastify would then take the first address of
 * X-Forwarded-For, which every client writes itself, as the client, and so let anyone choose
 * the address the provider allow-list, the rate limits and the country see.
 */
export function parseTrustProxy(text: string): TrustProxy {
  const value = text.trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') {
    throw new Error(
      `TRUST_PROXY=true would let every client choose its address with X-Forwarded-For; give ${ACCEPTED_FORMS}`,
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1 || hops > TRUST_PROXY_HOPS_MAX) throw new Error(`TRUST_PROXY: "${value}" is not ${ACCEPTED_FORMS}`);
    return hops;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!isTrustedNetwork(entry)) throw new Error(`TRUST_PROXY: "${entry}" is not ${ACCEPTED_FORMS}`);
  }
  return entries;
}

function isTrustedNetwork(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefixText, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefixText === undefined) return true;
  // proxy-addr also reads an IPv4 netmask (10.0.0.0/255.0.0.0) after the slash.
  if (version === 4 && isIP(prefixText) === 4) return true;
  return /^\d{1,3}$/.test(prefixText) && Number(prefixText) <= (version === 6 ? 128 : 32);
}

/*
 * The ranges proxy-addr calls loopback, linklocal and uniquelocal. A hop counts as a proxy only
 * from one of these: Fastify 5.12 refuses a bare hop count, because a client that reaches the
 * platform directly could then write the hops itself; a client on the internet has a public
 * address, so it cannot pass for the private load balancer.
 */
const PRIVATE_NETWORKS: ReadonlyArray<[string, number, 'ipv4' | 'ipv6']> = [
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['::1', 128, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
];

const privateNetworks = new BlockList();
for (const [network, prefix, family] of PRIVATE_NETWORKS) privateNetworks.addSubnet(network, prefix, family);

/** Whether an address is on a loopback, link-local or private network (IPv4-mapped included). */
export function isPrivateNetworkAddress(address: string): boolean {
  const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  const version = isIP(plain);
  return version !== 0 && privateNetworks.check(plain, version === 6 ? 'ipv6' : 'ipv4');
}

/** The platform's TRUST_PROXY as Fastify's `trustProxy` option. */
export function fastifyTrustProxy(trust: TrustProxy): FastifyTrustProxy {
  if (typeof trust !== 'number') return trust;
  return (address, hop) => hop < trust && isPrivateNetworkAddress(address);
}

import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import { countryCodeOf } from './region-codes';

type GeoIpTable = { lookup(ip: string): { country?: string } | null };

let table: GeoIpTable | undefined;

/**
 * The embedded GeoLite2 country table of the geoip-country package, read into memory (about
 * 8 MB) on first use rather than at start, so the CLI and tests that never locate anyone do
 * not pay for it.
 */
function geoIpTable(): GeoIpTable {
  table ??= createRequire(import.meta.url)('geoip-country') as GeoIpTable;
  return table;
}

/**
 * Addresses that say nothing about where a visitor is: loopback, private networks, carrier-grade
 * NAT, link-local and unspecified. A request from one comes through a proxy or from this machine.
 */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** True for an address that can be located: a valid, public IPv4 or IPv6 address. */
export function isPublicAddress(ip: string): boolean {
  const address = IPV4_MAPPED.exec(ip)?.[1] ?? ip;
  const family = isIP(address);
  if (family === 0) return false;
  return !NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The country of a public IP address by the embedded GeoIP table; undefined when unknown. */
export function geoIpCountry(ip: string): string | undefined {
  if (!isPublicAddress(ip)) return undefined;
  return countryCodeOf(geoIpTable().lookup(ip)?.country);
}

import { BlockList, isIP } from 'node:net';

/**
 * The addresses the payment provider calls the merchant API from (contracts/payments.md section 1:
 * the signature plus an allow-list of provider addresses in production). `null` allows any address
 * (development and tests); an empty list allows none.
 */
export type ProviderAddresses = readonly string[] | null;

/**
 * Parses PAYMENT_PROVIDER_ADDRESSES: addresses and CIDR ranges, comma-separated
 * ("203.0.113.7, 198.51.100.0/24, 2001:db8::/32"). Throws naming the entry that is not one.
 */
export function parseProviderAddresses(text: string): string[] {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) toRule(entry);
  return entries;
}

/** Whether a caller's address may call the merchant API. */
export function providerAddressCheck(addresses: ProviderAddresses): (address: string) => boolean {
  if (addresses === null) return () => true;
  const allowed = new BlockList();
  for (const entry of addresses) {
    const rule = toRule(entry);
    if (rule.prefix === undefined) allowed.addAddress(rule.address, rule.family);
    else allowed.addSubnet(rule.address, rule.prefix, rule.family);
  }
  return (address) => {
    // An IPv4 caller on a dual-stack socket arrives as ::ffff:a.b.c.d.
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
    return isIP(plain) !== 0 && allowed.check(plain, family);
  };
}

type Rule = { address: string; family: 'ipv4' | 'ipv6'; prefix?: number };

function toRule(entry: string): Rule {
  const [address = '', prefixText, extra] = entry.split('/');
  const version = isIP(address);
  const family = version === 6 ? 'ipv6' : 'ipv4';
  const prefix = prefixText === undefined ? undefined : Number(prefixText);
  const prefixMax = version === 6 ? 128 : 32;
  const badPrefix = prefix !== undefined && (!/^\d{1,3}$/.test(prefixText ?? '') || prefix > prefixMax);
  if (version === 0 || extra !== undefined || badPrefix) {
    throw new Error(`PAYMENT_PROVIDER_ADDRESSES: "${entry}" is not an IP address or CIDR range`);
  }
  return prefix === undefined ? { address, family } : { address, family, prefix };
}

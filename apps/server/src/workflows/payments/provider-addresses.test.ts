import { describe, expect, it } from 'vitest';
import { parseProviderAddresses, providerAddressCheck } from './provider-addresses';

describe('the provider address allow-list', () => {
  it('allows any address when none is configured (development), and none with an empty list', () => {
    expect(providerAddressCheck(null)('203.0.113.9')).toBe(true);
    expect(providerAddressCheck([])('203.0.113.9')).toBe(false);
  });

  it('matches single addresses and CIDR ranges of both families, also IPv4 seen through IPv6', () => {
    const allowed = providerAddressCheck(parseProviderAddresses('203.0.113.7, 198.51.100.0/24, 2001:db8::/32'));
    expect(allowed('203.0.113.7')).toBe(true);
    expect(allowed('::ffff:203.0.113.7')).toBe(true);
    expect(allowed('198.51.100.250')).toBe(true);
    expect(allowed('2001:db8::1')).toBe(true);
    expect(allowed('203.0.113.8')).toBe(false);
    expect(allowed('198.51.101.1')).toBe(false);
    expect(allowed('2001:db9::1')).toBe(false);
    expect(allowed('not an address')).toBe(false);
  });

  it('refuses an entry that is not an address or range, naming it', () => {
    expect(() => parseProviderAddresses('203.0.113.7, example.com')).toThrow('"example.com"');
    expect(() => parseProviderAddresses('10.0.0.0/33')).toThrow('"10.0.0.0/33"');
    expect(() => parseProviderAddresses('10.0.0.0/8/1')).toThrow('"10.0.0.0/8/1"');
  });
});

import { describe, expect, it } from 'vitest';
import { loadPlatformConfig } from '../config';
import { fastifyTrustProxy, isPrivateNetworkAddress, parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default and for false', () => {
    expect(loadPlatformConfig({ NODE_ENV: 'test' }).trustProxy).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
  });

  it('refuses true at start, naming the forms it accepts', () => {
    expect(() => parseTrustProxy('true')).toThrow(/X-Forwarded-For.*hop count.*comma-separated list/);
    expect(() => loadPlatformConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true/);
  });

  it('takes a hop count from 1 to 10', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 2 ')).toBe(2);
    expect(loadPlatformConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' }).trustProxy).toBe(1);
    for (const refused of ['0', '11', '-1', '1.5']) expect(() => parseTrustProxy(refused)).toThrow(/TRUST_PROXY/);
  });

  it('takes a comma-separated list of addresses, CIDR ranges and proxy-addr range names', () => {
    expect(parseTrustProxy('10.0.0.0/8, 192.0.2.7 ,2001:db8::/32,loopback')).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '2001:db8::/32',
      'loopback',
    ]);
    expect(parseTrustProxy('10.0.0.0/255.0.0.0')).toEqual(['10.0.0.0/255.0.0.0']);
  });

  it('names the entry that is not an address or range', () => {
    for (const refused of ['10.0.0.0/33', '2001:db8::/129', 'lb.internal', '10.0.0.1/8/1', '*']) {
      expect(() => parseTrustProxy(`192.0.2.7, ${refused}`)).toThrow(`"${refused}"`);
    }
  });
});

describe('a hop count as a Fastify trust function', () => {
  const trust = fastifyTrustProxy(1);
  if (typeof trust !== 'function') throw new Error('a hop count becomes a trust function');

  it('trusts the nearest hop only, and only from a private network', () => {
    expect(trust('10.0.0.2', 0)).toBe(true);
    expect(trust('::ffff:192.168.1.4', 0)).toBe(true);
    expect(trust('10.0.0.3', 1)).toBe(false);
    // A visitor on the internet that connects directly is not a proxy, whatever it sends.
    expect(trust('198.51.100.7', 0)).toBe(false);
  });

  it('passes false and a list to Fastify as they are', () => {
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['192.0.2.0/24'])).toEqual(['192.0.2.0/24']);
  });

  it('counts loopback, link-local and private ranges as private networks, and nothing public', () => {
    for (const address of ['127.0.0.1', '169.254.1.1', '172.16.0.1', '172.31.255.254', '::1', 'fd00::1', 'fe80::1']) {
      expect(isPrivateNetworkAddress(address)).toBe(true);
    }
    for (const address of ['172.32.0.1', '8.8.8.8', '2001:db8::1', '::ffff:8.8.8.8', 'not-an-address']) {
      expect(isPrivateNetworkAddress(address)).toBe(false);
    }
  });
});

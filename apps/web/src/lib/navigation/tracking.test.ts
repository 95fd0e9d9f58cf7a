import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../storage/keys';
import {
  cookieString,
  DEFAULT_AFFILIATE_NAME,
  storeTracking,
  TRACKING_VALUE_LENGTH_MAX,
  trackingCookiesOf,
  utmOf,
} from './tracking';

function clearCookies() {
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: the tests expire what storeTracking wrote the same way.
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(';')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => {
        const at = entry.indexOf('=');
        return [entry.slice(0, at), decodeURIComponent(entry.slice(at + 1))];
      }),
  );
}

describe('affiliate tracking cookies (spec 2.2)', () => {
  afterEach(clearCookies);

  it('an affid sets the affiliate name to the default', () => {
    expect(trackingCookiesOf('?affid=123')).toEqual([
      { name: 'affid', value: '123' },
      { name: 'affname', value: DEFAULT_AFFILIATE_NAME },
    ]);
  });

  it('an affid with an affname keeps the given name', () => {
    expect(trackingCookiesOf('?affid=123&affname=partner')).toEqual([
      { name: 'affid', value: '123' },
      { name: 'affname', value: 'partner' },
    ]);
  });

  it('CXD or cxd is stored, and a value containing c_ also stores the part after it', () => {
    expect(trackingCookiesOf('?CXD=abc')).toEqual([{ name: 'cxd', value: 'abc' }]);
    expect(trackingCookiesOf('?cxd=123_c_987')).toEqual([
      { name: 'cxd', value: '123_c_987' },
      { name: 'cxd_c', value: '987' },
    ]);
    expect(trackingCookiesOf('?cxd=ends_c_')).toEqual([{ name: 'cxd', value: 'ends_c_' }]);
  });

  it('c or C is stored as c', () => {
    expect(trackingCookiesOf('?c=spring')).toEqual([{ name: 'c', value: 'spring' }]);
    expect(trackingCookiesOf('?C=SPRING')).toEqual([{ name: 'c', value: 'SPRING' }]);
  });

  it('cuts over-long values', () => {
    const [cookie] = trackingCookiesOf(`?c=${'x'.repeat(5_000)}`);
    expect(cookie?.value).toHaveLength(TRACKING_VALUE_LENGTH_MAX);
  });

  it('cookies last 30 days on the whole site with SameSite=Lax, values encoded', () => {
    expect(cookieString({ name: 'c', value: 'a;b=c' }, false)).toBe(
      'c=a%3Bb%3Dc; max-age=2592000; path=/; SameSite=Lax',
    );
    expect(cookieString({ name: 'c', value: 'x' }, true)).toMatch(/; Secure$/);
  });

  it('a cookie string never lets a value add attributes', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const [pair] = cookieString({ name: 'c', value }, false).split('; ');
        expect(pair).toBe(`c=${encodeURIComponent(value)}`);
        expect(pair?.includes(';')).toBe(false);
      }),
    );
  });

  it('storeTracking writes the cookies the browser then sends', () => {
    storeTracking('?affid=77&cxd=1_c_42&C=summer');
    expect(cookies()).toMatchObject({
      affid: '77',
      affname: DEFAULT_AFFILIATE_NAME,
      cxd: '1_c_42',
      cxd_c: '42',
      c: 'summer',
    });
  });
});

describe('UTM parameters (spec 2.2)', () => {
  it('are stored in local storage as JSON with the time', () => {
    const now = new Date('2026-05-01T12:00:00Z');
    storeTracking('?utm_source=news&utm_medium=email&utm_campaign=may&utm_term=slots&utm_content=top&x=1', now);
    expect(JSON.parse(window.localStorage.getItem(LOCAL_KEYS.utm) ?? 'null')).toEqual({
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'may',
      utm_term: 'slots',
      utm_content: 'top',
      storedAt: '2026-05-01T12:00:00.000Z',
    });
  });

  it('a link without UTM parameters leaves the stored ones alone', () => {
    window.localStorage.setItem(LOCAL_KEYS.utm, '{"utm_source":"old"}');
    storeTracking('?affid=1');
    expect(window.localStorage.getItem(LOCAL_KEYS.utm)).toBe('{"utm_source":"old"}');
    expect(utmOf('?a=1', new Date())).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { affiliateIdFromCookies } from './affiliate';

describe('affiliateIdFromCookies', () => {
  it('reads the affid cookie among others', () => {
    expect(affiliateIdFromCookies('affname=vauhti-affiliate; affid=partner-demo; c=spring')).toBe('partner-demo');
  });

  it('decodes an encoded value', () => {
    expect(affiliateIdFromCookies('affid=partner%3Ademo')).toBe('partner:demo');
  });

  it('has no affiliate without the cookie', () => {
    expect(affiliateIdFromCookies('')).toBeUndefined();
    expect(affiliateIdFromCookies('xaffid=partner')).toBeUndefined();
  });

  it('ignores a value the platform would refuse, so the visitor still gets banners', () => {
    expect(affiliateIdFromCookies('affid=<script>')).toBeUndefined();
    expect(affiliateIdFromCookies(`affid=${'a'.repeat(65)}`)).toBeUndefined();
    expect(affiliateIdFromCookies('affid=%E0%A4%A')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { isSamePageAnchor, sitePathOfLink } from './site-links';

const ORIGIN = 'https://vauhti.example';

describe('sitePathOfLink', () => {
  it('gives the router path of a link to a page of the site', () => {
    expect(sitePathOfLink(`${ORIGIN}/en/info/terms#blockedTerritory`, ORIGIN)).toBe('/en/info/terms#blockedTerritory');
    expect(sitePathOfLink('/fi/casino/slots?x=1', ORIGIN)).toBe('/fi/casino/slots?x=1');
  });

  it('leaves other sites, e-mail links and non-site paths to the browser', () => {
    expect(sitePathOfLink('https://www.peluuri.fi', ORIGIN)).toBeNull();
    expect(sitePathOfLink('mailto:support@vauhti.test', ORIGIN)).toBeNull();
    expect(sitePathOfLink(`${ORIGIN}/media/terms.pdf`, ORIGIN)).toBeNull();
    expect(sitePathOfLink(`${ORIGIN}/dev/mailbox`, ORIGIN)).toBeNull();
  });
});

describe('isSamePageAnchor', () => {
  it('is true only for a hash on the current page', () => {
    const here = { pathname: '/en/info/terms', search: '' };
    expect(isSamePageAnchor('/en/info/terms#fees', here)).toBe(true);
    expect(isSamePageAnchor('/en/info/about#fees', here)).toBe(false);
    expect(isSamePageAnchor('/en/info/terms', here)).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '../../../lib/i18n/languages';
import { activeTabOf } from './active-tab';

describe('active tab from the url (spec 2.7)', () => {
  it.each([
    ['/fi', 'home'],
    ['/fi/', 'home'],
    ['/fi/sports', 'sports'],
    ['/fi/sports/football', 'sports'],
    ['/fi/casino', 'casino'],
    ['/fi/casino/slots', 'casino'],
    ['/fi/casino/favourites', 'casino'],
    ['/fi/casino/live-casino', 'live-casino'],
    ['/fi/casino/live-casino/roulette', 'live-casino'],
    ['/fi/promotions', 'promotions'],
    ['/fi/vauhtirallit', 'vauhtirallit'],
    ['/fi/myaccount/bonuses', 'bonuses'],
    ['/fi/info/vip', 'vip'],
    ['/fi/myaccount', 'myaccount'],
    ['/fi/myaccount/transactions', 'myaccount'],
    ['/fi/info/about', 'about'],
    ['/fi/info/contact-us', 'contact-us'],
    ['/fi/info/faq', 'faq'],
  ])('%s marks %s', (pathname, tab) => {
    expect(activeTabOf(pathname)).toBe(tab);
  });

  it('marks nothing on pages that are not tabs', () => {
    for (const pathname of ['/fi/login', '/fi/info/terms', '/fi/info', '/fi/register/step1', '/fi/gameplay/x/y']) {
      expect(activeTabOf(pathname)).toBeNull();
    }
  });

  it('reads the same tab in every language edition', () => {
    const tail = fc.constantFrom(
      '',
      '/sports',
      '/casino/slots',
      '/casino/live-casino',
      '/myaccount/bonuses',
      '/info/vip',
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...SITE_LANGUAGES),
        fc.constantFrom(...SITE_LANGUAGES),
        tail,
        (first, second, rest) => {
          expect(activeTabOf(`/${first}${rest}`)).toBe(activeTabOf(`/${second}${rest}`));
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { banner } from '../test-support/fixtures';
import { bannerSlidesFor, bannerTargetOf, toBannerSlide } from './banner-slides';

const ORIGIN = 'https://vauhti.example';

describe('bannerTargetOf', () => {
  it('has no link for an empty target', () => {
    expect(bannerTargetOf('', ORIGIN, 'fi')).toBeNull();
  });

  it('puts a site path under the current language', () => {
    expect(bannerTargetOf('register', ORIGIN, 'fi')).toEqual({ kind: 'internal', to: '/fi/register' });
    expect(bannerTargetOf('/info/vip', ORIGIN, 'de')).toEqual({ kind: 'internal', to: '/de/info/vip' });
    expect(bannerTargetOf('casino/slots?sort=new', ORIGIN, 'en')).toEqual({
      kind: 'internal',
      to: '/en/casino/slots?sort=new',
    });
  });

  it('opens {{siteUrl}} and same-origin addresses inside the site', () => {
    expect(bannerTargetOf('{{siteUrl}}/en/promotions', ORIGIN, 'fi')).toEqual({
      kind: 'internal',
      to: '/en/promotions',
    });
    expect(bannerTargetOf(`${ORIGIN}/fi/info/vip#levels`, ORIGIN, 'fi')).toEqual({
      kind: 'internal',
      to: '/fi/info/vip#levels',
    });
  });

  it('leaves other sites as ordinary links', () => {
    expect(bannerTargetOf('https://partner.example/offer', ORIGIN, 'fi')).toEqual({
      kind: 'external',
      href: 'https://partner.example/offer',
    });
  });
});

describe('toBannerSlide', () => {
  it('replaces every {{siteUrl}} in the content with the site address (spec 2.13)', () => {
    const slide = toBannerSlide(
      banner({ content: '<div class="banner"><img src="{{siteUrl}}/media/banners/vip.svg"><p>{{siteUrl}}</p></div>' }),
      { isPlayer: false, origin: ORIGIN, language: 'en' },
    );
    expect(slide.html).toBe(`<div class="banner"><img src="${ORIGIN}/media/banners/vip.svg"><p>${ORIGIN}</p></div>`);
  });

  it('links guests to targetUrl and players to targetMemberUrl', () => {
    const source = banner({ targetUrl: 'register', targetMemberUrl: 'promotions' });
    expect(toBannerSlide(source, { isPlayer: false, origin: ORIGIN, language: 'fi' }).target).toEqual({
      kind: 'internal',
      to: '/fi/register',
    });
    expect(toBannerSlide(source, { isPlayer: true, origin: ORIGIN, language: 'fi' }).target).toEqual({
      kind: 'internal',
      to: '/fi/promotions',
    });
  });

  it('knows when the banner carries links of its own', () => {
    const withLink = banner({ content: '<div class="banner"><p><a href="{{siteUrl}}/en/info/vip">VIP</a></p></div>' });
    expect(toBannerSlide(withLink, { isPlayer: false, origin: ORIGIN, language: 'en' }).hasOwnLinks).toBe(true);
    expect(toBannerSlide(banner(), { isPlayer: false, origin: ORIGIN, language: 'en' }).hasOwnLinks).toBe(false);
  });
});

describe('bannerSlidesFor', () => {
  const ALL_OFF = { sportsbook: false, promoRaces: false, bonusesPage: false };
  const viewer = { isPlayer: false, origin: ORIGIN, language: 'fi' as const };

  it('leaves out banners that advertise a page of a switched-off feature, and keeps the others', () => {
    const banners = [
      banner({ id: 1, targetUrl: 'sports' }),
      banner({ id: 2, targetUrl: 'vauhtirallit?race=7' }),
      banner({ id: 3, targetUrl: '{{siteUrl}}/en/sports/football' }),
      banner({ id: 4, targetUrl: 'casino/slots' }),
      banner({ id: 5, targetUrl: 'sportsbook-rules' }),
    ];
    expect(bannerSlidesFor(banners, viewer, ALL_OFF).map((slide) => slide.id)).toEqual([4, 5]);
    expect(
      bannerSlidesFor(banners, viewer, { ...ALL_OFF, sportsbook: true, promoRaces: true }).map((s) => s.id),
    ).toEqual([1, 2, 3, 4, 5]);
  });

  it("decides by the viewer's own link: a guest link to a switched-off page hides the banner from guests only", () => {
    const source = banner({ targetUrl: 'vauhtirallit', targetMemberUrl: 'promotions?service=deposit' });
    expect(bannerSlidesFor([source], viewer, ALL_OFF)).toEqual([]);
    expect(bannerSlidesFor([source], { ...viewer, isPlayer: true }, ALL_OFF)[0]?.target).toEqual({
      kind: 'internal',
      to: '/fi/promotions?service=deposit',
    });
  });

  it("fills the catalogue's counts into the banner's HTML", () => {
    const source = banner({ content: '<div class="banner"><h2>{{games_count}} games</h2></div>' });
    const [slide] = bannerSlidesFor(
      [source],
      { ...viewer, fillCounts: (html) => html.replace('{{games_count}}', '335') },
      ALL_OFF,
    );
    expect(slide?.html).toBe('<div class="banner"><h2>335 games</h2></div>');
  });
});

import { describe, expect, it } from 'vitest';
import type { Balance } from './messages';
import { listenForSiteBalance, readSiteBalance, type SiteBalanceFilter, siteBalanceToShow } from './site-messages';

const SITE = 'http://localhost:3000';
const parent = { name: 'the embedding site' };
const filter: SiteBalanceFilter = { siteOrigin: SITE, parent, currency: 'EUR', mode: 'real' };
const message = {
  source: 'vauhti-site',
  type: 'balance',
  version: 1,
  cash: 4_200,
  bonus: 300,
  total: 4_500,
  currency: 'EUR',
};

describe('the site balance message in the game client', () => {
  it('reads the balance of a valid message from the parent window at the site origin', () => {
    expect(readSiteBalance({ data: message, origin: SITE, source: parent }, filter)).toEqual({
      cash: 4_200,
      bonus: 300,
      total: 4_500,
    });
  });

  it('ignores another origin, another window, a malformed message, another currency and a demo session', () => {
    const ignored = [
      readSiteBalance({ data: message, origin: 'http://evil.test', source: parent }, filter),
      readSiteBalance({ data: message, origin: SITE, source: { name: 'another frame' } }, filter),
      readSiteBalance({ data: { ...message, total: 1 }, origin: SITE, source: parent }, filter),
      readSiteBalance({ data: { ...message, cash: '4200' }, origin: SITE, source: parent }, filter),
      readSiteBalance({ data: { ...message, version: 2 }, origin: SITE, source: parent }, filter),
      readSiteBalance({ data: JSON.stringify(message), origin: SITE, source: parent }, filter),
      readSiteBalance({ data: { ...message, currency: 'SEK' }, origin: SITE, source: parent }, filter),
      readSiteBalance({ data: message, origin: SITE, source: parent }, { ...filter, mode: 'demo' }),
      readSiteBalance({ data: message, origin: SITE, source: parent }, { ...filter, siteOrigin: null }),
      readSiteBalance({ data: message, origin: SITE, source: null }, { ...filter, parent: null }),
    ];
    expect(ignored).toEqual(Array(ignored.length).fill(null));
  });

  it('hands valid messages from the listened window to the callback and stops when told to', () => {
    const target = new EventTarget();
    const received: Balance[] = [];
    const stop = listenForSiteBalance(target, filter, (balance) => received.push(balance));
    const post = (data: unknown, origin: string) =>
      target.dispatchEvent(Object.assign(new Event('message'), { data, origin, source: parent }));
    post(message, 'http://evil.test');
    post({ ...message, type: 'loaded' }, SITE);
    post(message, SITE);
    stop();
    post({ ...message, cash: 0, total: 300 }, SITE);
    expect(received).toEqual([{ cash: 4_200, bonus: 300, total: 4_500 }]);
  });

  it('shows a site balance between rounds, not while a round request is out, and not when the game already holds it', () => {
    const held = { cash: 5_000, bonus: 0, total: 5_000 };
    const site = { cash: 4_900, bonus: 0, total: 4_900 };
    expect(siteBalanceToShow(site, { held, requestInFlight: false })).toEqual(site);
    expect(siteBalanceToShow(site, { held, requestInFlight: true })).toBeNull();
    expect(siteBalanceToShow({ ...held }, { held, requestInFlight: false })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { type SiteSettings, siteContextOf } from './site-context';

const settings: SiteSettings = {
  devTools: true,
  landingPageEnabled: true,
  landingPageCountries: ['FI', 'NO'],
  supportEmail: 'help@example.test',
};
const finland = { code: 'FI', source: 'geoip' } as const;

describe('the site context', () => {
  it('shows the landing page only when the flag is on and the list is not empty', () => {
    expect(siteContextOf(finland, { maintenance: false }, settings).landingPage).toEqual({
      enabled: true,
      countries: ['FI', 'NO'],
    });
    expect(
      siteContextOf(finland, { maintenance: false }, { ...settings, landingPageEnabled: false }).landingPage,
    ).toEqual({
      enabled: false,
      countries: ['FI', 'NO'],
    });
    expect(
      siteContextOf(finland, { maintenance: false }, { ...settings, landingPageCountries: [] }).landingPage,
    ).toEqual({
      enabled: false,
      countries: [],
    });
  });

  it('carries the maintenance switch, the support address and the dev tools only when they are on', () => {
    const context = siteContextOf(finland, { maintenance: true }, settings);
    expect(context).toMatchObject({ maintenance: true, supportEmail: 'help@example.test', devTools: true });
    expect(siteContextOf(finland, { maintenance: false }, { ...settings, devTools: false }).devTools).toBe(false);
  });

  it('gives Greece its Greek edition and Sweden the English one', () => {
    expect(siteContextOf({ code: 'GR', source: 'edge' }, { maintenance: false }, settings).countryLanguage).toBe('el');
    expect(siteContextOf({ code: 'SE', source: 'edge' }, { maintenance: false }, settings).countryLanguage).toBe('en');
  });
});

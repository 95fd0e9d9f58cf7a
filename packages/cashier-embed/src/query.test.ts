// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3000/casino/cashier"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentCashier } from './cashier';
import { BOOTSTRAPPER_VERSION, QUERY_STRING_WARNING_LENGTH } from './constants';
import { buildQuery, encodeQuery, flattenConfig, queryLengthWarning } from './query';
import { cashierFrame, lookupFrame, mountContainer, queryOf, requireFrame } from './test-support/dom';

afterEach(() => vi.restoreAllMocks());

describe('flattening the configuration', () => {
  it('keeps plain keys in order, then theme_<group>_<key>, attributes.<key> and user.<key>', () => {
    const entries = flattenConfig({
      user: { email: 'a@example.com' },
      merchantId: 'vauhti',
      theme: { buttons: { color: '#f60' }, input: { height: '40px', color: '#000' } },
      attributes: { labelId: 'vauhti', hostUri: 'http://localhost:3000' },
      locale: 'fi_FI',
    });
    expect(entries.map(([key]) => key)).toEqual([
      'merchantId',
      'locale',
      'theme_buttons_color',
      'theme_input_height',
      'theme_input_color',
      'attributes.labelId',
      'attributes.hostUri',
      'user.email',
    ]);
  });

  it('does not send the keys that only steer the bootstrapper', () => {
    const keys = flattenConfig({
      merchantId: 'm',
      containerMinHeight: '1px',
      initLoadErrorTimeout: 1,
      launchToken: 't',
      lookupConfig: {},
      domElement: {},
    }).map(([key]) => key);
    expect(keys).toEqual(['merchantId']);
  });

  it('leaves out empty, null and undefined values and encodes the rest', () => {
    const query = encodeQuery([
      ['a', ''],
      ['b', null],
      ['c', undefined],
      ['d', 0],
      ['e', false],
      ['user.name', 'Åsa & Co'],
    ]);
    expect(query).toBe('d=0&e=false&user.name=%C3%85sa%20%26%20Co');
  });

  it('sends lists of plain values comma-separated and objects as JSON', () => {
    const params = new URLSearchParams(
      encodeQuery([
        ['predefinedAmounts', [10, 20, 50]],
        ['logoUrl', { light: 'l.png', dark: 'd.png' }],
        ['trackingPixels', [{ type: 'allDeposits', imgSrc: 'x' }]],
      ]),
    );
    expect(params.get('predefinedAmounts')).toBe('10,20,50');
    expect(JSON.parse(params.get('logoUrl') ?? '')).toEqual({ light: 'l.png', dark: 'd.png' });
    expect(JSON.parse(params.get('trackingPixels') ?? '')).toEqual([{ type: 'allDeposits', imgSrc: 'x' }]);
  });

  it('warns when the query is over 2000 characters, advising the JavaScript API', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    buildQuery({ merchantId: 'm', attributes: { note: 'x'.repeat(1900) } });
    expect(warn).not.toHaveBeenCalled();
    const query = buildQuery({ merchantId: 'm', attributes: { note: 'x'.repeat(2100) } });
    expect(warn).toHaveBeenCalledWith(queryLengthWarning(query.length));
    expect(queryLengthWarning(2345)).toContain(`over the ${QUERY_STRING_WARNING_LENGTH}`);
    expect(queryLengthWarning(2345)).toContain('JavaScript API');
  });
});

describe('the iframe queries', () => {
  it('gives the cashier attributes.hostUri (the page origin) and attributes.bootstrapVersion', () => {
    new PaymentCashier(mountContainer(), {
      merchantId: 'vauhti',
      userId: 'player-1',
      sessionId: 'session-1',
      environment: 'development',
      locale: 'fi_FI',
      amount: '',
      country: undefined,
      user: { email: 'a@example.com', phone: null },
      theme: { buttons: { color: '#ff6600' } },
      launchToken: 'secret',
      initLoadErrorTimeout: 5000,
    });
    const query = queryOf(requireFrame(cashierFrame()));
    expect(query.get('attributes.hostUri')).toBe('http://localhost:3000');
    expect(query.get('attributes.bootstrapVersion')).toBe(BOOTSTRAPPER_VERSION);
    expect(query.get('theme_buttons_color')).toBe('#ff6600');
    expect(query.get('user.email')).toBe('a@example.com');
    for (const left of ['amount', 'country', 'user.phone', 'launchToken', 'initLoadErrorTimeout']) {
      expect(query.has(left), left).toBe(false);
    }
    expect([...query.keys()].at(-1)).toBe('attributes.bootstrapVersion');
  });

  it('gives the lookup the merchant, locale, hostUri and JSON userData', () => {
    new PaymentCashier(mountContainer(), {
      merchantId: 'vauhti',
      environment: 'development',
      locale: 'sv_SE',
      lookupConfig: { environment: 'development', userData: { email: 'b@example.com' } },
    });
    const query = queryOf(requireFrame(lookupFrame()));
    expect(query.get('merchantId')).toBe('vauhti');
    expect(query.get('locale')).toBe('sv_SE');
    expect(query.get('hostUri')).toBe('http://localhost:3000');
    expect(JSON.parse(query.get('userData') ?? '')).toEqual({ email: 'b@example.com' });
    expect(query.has('attributes.bootstrapVersion')).toBe(false);
  });
});

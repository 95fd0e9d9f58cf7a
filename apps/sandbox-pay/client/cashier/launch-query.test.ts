import { describe, expect, it } from 'vitest';
import { parseLaunchQuery, returnQueryOf } from './launch-query';

// The query the real bootstrapper (1.7.4) builds for environment `development`.
const BOOTSTRAPPER_QUERY =
  'merchantId=vauhti&userId=player-1&sessionId=session-1&environment=development&method=creditcard&locale=sv_SE' +
  '&theme_buttons_color=%23ff6600&attributes.hostUri=http%3A%2F%2Flocalhost%3A3000&attributes.labelId=vauhti' +
  '&user.email=a%40example.com&attributes.bootstrapVersion=1.7.4';

describe('parseLaunchQuery', () => {
  it("reads the bootstrapper's flattened configuration", () => {
    const result = parseLaunchQuery(`?${BOOTSTRAPPER_QUERY}`);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.query).toMatchObject({
      merchantId: 'vauhti',
      userId: 'player-1',
      sessionId: 'session-1',
      locale: 'sv_SE',
      method: 'CREDITCARD',
      kind: 'deposit',
      environment: 'development',
      hostOrigin: 'http://localhost:3000',
      bootstrapVersion: '1.7.4',
      user: { email: 'a@example.com' },
      attributes: { labelId: 'vauhti', hostUri: 'http://localhost:3000', bootstrapVersion: '1.7.4' },
      theme: { '--theme-buttons-color': '#ff6600' },
      themeMode: null,
      themeQuery: [['theme_buttons_color', '#ff6600']],
      resumeTxId: null,
    });
  });

  it("reads PaymentIQ's themeMode and keeps the theme's values (and the mode) for the provider pages", () => {
    const result = parseLaunchQuery(
      '?merchantId=m&userId=u&sessionId=s&themeMode=dark&theme_background_color=%230c1120&theme_bad_color=red;x:y',
    );
    expect(result.ok && result.query).toMatchObject({
      theme: { '--theme-background-color': '#0c1120' },
      themeMode: 'dark',
      themeQuery: [
        ['theme_background_color', '#0c1120'],
        ['themeMode', 'dark'],
      ],
    });
    const automatic = parseLaunchQuery('?merchantId=m&userId=u&sessionId=s&themeMode=auto');
    expect(automatic.ok && automatic.query).toMatchObject({ themeMode: null, themeQuery: [] });
  });

  it('names every missing launch parameter', () => {
    expect(parseLaunchQuery('?merchantId=vauhti&userId=')).toEqual({ ok: false, missing: ['userId', 'sessionId'] });
  });

  it("takes PaymentIQ's method option deposit or withdrawal as the cashier's kind, not a method to preselect", () => {
    const base = 'merchantId=m&userId=u&sessionId=s';
    const withdrawal = parseLaunchQuery(`${base}&method=withdrawal`);
    expect(withdrawal.ok && withdrawal.query).toMatchObject({ kind: 'withdrawal', method: null });
    const deposit = parseLaunchQuery(`${base}&method=deposit`);
    expect(deposit.ok && deposit.query).toMatchObject({ kind: 'deposit', method: null });
    // An explicit type still wins over the method word.
    const typed = parseLaunchQuery(`${base}&method=deposit&type=withdrawal`);
    expect(typed.ok && typed.query.kind).toBe('withdrawal');
  });

  it('chooses the withdrawal screen from type, cashierType or attributes.type', () => {
    const base = 'merchantId=m&userId=u&sessionId=s';
    for (const extra of ['type=withdrawal', 'cashierType=WITHDRAW', 'attributes.type=payout']) {
      const result = parseLaunchQuery(`${base}&${extra}`);
      expect(result.ok && result.query.kind).toBe('withdrawal');
    }
    const deposit = parseLaunchQuery(`${base}&type=deposit`);
    expect(deposit.ok && deposit.query.kind).toBe('deposit');
  });

  it('accepts only an http(s) host origin, a positive amount and a numeric resume id', () => {
    const result = parseLaunchQuery(
      'merchantId=m&userId=u&sessionId=s&attributes.hostUri=javascript:x&amount=-5&resumeTxId=1;2',
    );
    expect(result.ok && [result.query.hostOrigin, result.query.amount, result.query.resumeTxId]).toEqual([
      null,
      null,
      null,
    ]);
    const good = parseLaunchQuery('merchantId=m&userId=u&sessionId=s&amount=25&resumeTxId=1234');
    expect(good.ok && [good.query.amount, good.query.resumeTxId]).toEqual([25, '1234']);
  });

  it('drops the resume marker from the return query', () => {
    expect(returnQueryOf('?a=1&resumeTxId=5&b=2')).toBe('a=1&b=2');
  });
});

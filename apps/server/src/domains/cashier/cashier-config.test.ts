import { describe, expect, it } from 'vitest';
import { cashierConfigOf, cashierTypeOf } from './cashier-config';

describe('the cashier configuration', () => {
  it('has development defaults for every setting', () => {
    const config = cashierConfigOf({}, 'development');
    expect(config).toMatchObject({
      cashierTypeDefault: 'internal',
      cashierTypeByCountry: {},
      payAndPlayCountries: ['FI', 'SE'],
      registrationStep3Exempt: false,
      pnpType: 'TRUSTLY',
      romanianKycSite: false,
      sessionMinutes: 30,
      labelId: 'vauhti',
    });
    expect(config.quickAmounts).toMatchObject({
      EUR: [20, 50, 100, 200],
      SEK: [200, 500, 1000, 2000],
      DEFAULT: [20, 50, 100, 200],
    });
    expect(config.campaignAffiliateIds).toHaveLength(21);
    expect(config.campaignAffiliateIds[0]).toBe('campaign-01');
    expect(config.campaignAffiliateIds[20]).toBe('campaign-21');
    // The countries identity exempts from registration step 3.
    expect([...config.channelVerificationExemptCountries].sort()).toEqual(['DK', 'SE']);
  });

  it('reads every setting from the environment', () => {
    const config = cashierConfigOf(
      {
        CASHIER_TYPE_DEFAULT: 'internal',
        CASHIER_TYPE_BY_COUNTRY: '{"fi":"hosted"}',
        CASHIER_AMOUNTS: '{"EUR":[10,25],"DEFAULT":[5]}',
        CAMPAIGN_AFFILIATE_IDS: 'a, b ,a,,c',
        PAY_AND_PLAY_COUNTRIES: 'se',
        CHANNEL_VERIFICATION_EXEMPT_COUNTRIES: '',
        REGISTRATION_STEP3_EXEMPT: 'true',
        PNP_TYPE: 'ZIMPLER',
        ROMANIAN_KYC_SITE: 'true',
        KYC_DEPOSIT_THRESHOLD_MINOR: '25000',
        CASHIER_SESSION_MINUTES: '15',
        LABEL_ID: 'vauhti-ro',
      },
      'production',
    );
    expect(config).toEqual({
      cashierTypeDefault: 'internal',
      cashierTypeByCountry: { FI: 'hosted' },
      quickAmounts: { EUR: [10, 25], DEFAULT: [5] },
      campaignAffiliateIds: ['a', 'b', 'c'],
      payAndPlayCountries: ['SE'],
      channelVerificationExemptCountries: [],
      registrationStep3Exempt: true,
      pnpType: 'ZIMPLER',
      romanianKycSite: true,
      kycDepositThresholdMinor: 25_000,
      sessionMinutes: 15,
      labelId: 'vauhti-ro',
    });
    expect(cashierTypeOf(config, 'fi')).toBe('hosted');
    expect(cashierTypeOf(config, 'DE')).toBe('internal');
  });

  it('refuses a bad setting with its name', () => {
    expect(() => cashierConfigOf({ CASHIER_TYPE_BY_COUNTRY: '{"FI":"iframe"}' }, 'test')).toThrow(
      /CASHIER_TYPE_BY_COUNTRY/,
    );
    expect(() => cashierConfigOf({ CASHIER_TYPE_BY_COUNTRY: 'FI=hosted' }, 'test')).toThrow(
      /CASHIER_TYPE_BY_COUNTRY must be JSON/,
    );
    expect(() => cashierConfigOf({ CASHIER_AMOUNTS: '{"EUR":[10]}' }, 'test')).toThrow(
      /CASHIER_AMOUNTS: must have a DEFAULT/,
    );
    expect(() => cashierConfigOf({ CASHIER_AMOUNTS: '{"XYZ":[10],"DEFAULT":[1]}' }, 'test')).toThrow(/CASHIER_AMOUNTS/);
    expect(() => cashierConfigOf({ CASHIER_AMOUNTS: '{"EUR":[10.5],"DEFAULT":[1]}' }, 'test')).toThrow(
      /CASHIER_AMOUNTS at EUR/,
    );
    expect(() => cashierConfigOf({ PAY_AND_PLAY_COUNTRIES: 'FIN' }, 'test')).toThrow(/PAY_AND_PLAY_COUNTRIES/);
    expect(() => cashierConfigOf({ PNP_TYPE: 'PAYPAL' }, 'test')).toThrow();
    expect(() => cashierConfigOf({ CASHIER_SESSION_MINUTES: '0' }, 'test')).toThrow();
  });
});

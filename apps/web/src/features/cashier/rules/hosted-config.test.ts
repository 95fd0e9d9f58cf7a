import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '../../../lib/i18n/languages';
import { hostedDepositConfig, hostedToken } from '../test-support/hosted-fixtures';
import {
  HOSTED_CASHIER_INITIAL_HEIGHT_PX,
  hostedCashierConfig,
  hostedCashierLocale,
  RESULT_BY_CALLBACK,
  txRefIdOf,
} from './hosted-config';

describe('hostedCashierConfig', () => {
  it("passes the token, the player's external id, the site's locale, the kind and the theme", () => {
    const config = hostedCashierConfig({
      kind: 'deposit',
      token: hostedToken,
      userId: 'ecr-7',
      language: 'fi',
      bonusCode: ' WELCOME ',
    });
    expect(config).toMatchObject({ ...hostedDepositConfig, containerHeight: HOSTED_CASHIER_INITIAL_HEIGHT_PX });
  });

  it('sends no bonus code for a withdrawal or a blank code', () => {
    const withdrawal = hostedCashierConfig({
      kind: 'withdrawal',
      token: hostedToken,
      userId: 'ecr-7',
      language: 'en',
      bonusCode: 'X',
    });
    expect(withdrawal.method).toBe('withdrawal');
    expect(withdrawal.attributes).not.toHaveProperty('bonusCode');
    const blank = hostedCashierConfig({
      kind: 'deposit',
      token: hostedToken,
      userId: 'ecr-7',
      language: 'en',
      bonusCode: '  ',
    });
    expect(blank.attributes).not.toHaveProperty('bonusCode');
  });
});

describe('hostedCashierLocale', () => {
  it("is PaymentIQ's language_REGION for each edition", () => {
    expect(hostedCashierLocale('no')).toBe('nb_NO');
    expect(hostedCashierLocale('pe')).toBe('es_PE');
    expect(hostedCashierLocale('sv')).toBe('en_GB');
    for (const language of SITE_LANGUAGES) expect(hostedCashierLocale(language)).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
  });
});

describe('results', () => {
  it('map success, failure, pending, cancelled and unresolved (shown as pending)', () => {
    expect(RESULT_BY_CALLBACK).toEqual({
      success: 'SUCCESS',
      failure: 'FAILURE',
      pending: 'PENDING',
      cancelled: 'CANCELLED',
      unresolved: 'PENDING',
    });
  });

  it("read the transaction id from PaymentIQ's nested payload, a flat one, or give null", () => {
    expect(txRefIdOf({ data: { status: 'SUCCESSFUL', payload: { txRefId: '1001' } } })).toBe('1001');
    expect(txRefIdOf({ data: { txRefId: 77 } })).toBe('77');
    expect(txRefIdOf({ data: { status: 'FAILED' } })).toBeNull();
    expect(txRefIdOf(undefined)).toBeNull();
    fc.assert(
      fc.property(fc.anything(), (argument) => {
        const id = txRefIdOf(argument);
        return id === null || (typeof id === 'string' && id.length > 0);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import * as money from './index';

describe('@vauhti/money public surface', () => {
  it('exports every function other workspaces code against', () => {
    const expected = [
      'currencyExponent',
      'minorFromMajor',
      'majorFromMinor',
      'parseDecimalAmount',
      'formatDecimalAmount',
      'stripToDigits',
      'feeFor',
      'depositTotal',
      'withdrawalReceives',
      'checkDepositAmount',
      'checkWithdrawalAmount',
      'withdrawalQuickAmounts',
      'playMoneyMinimum',
      'currencySymbolPosition',
      'currencySymbol',
    ];
    for (const name of expected) expect(typeof (money as Record<string, unknown>)[name], name).toBe('function');
  });

  it('composes: a PIQ withdrawal string, its fee and the payout agree', () => {
    const parsed = money.parseDecimalAmount('100.50', 'EUR');
    if (!parsed.ok) throw new Error(parsed.message);
    const limits: money.MethodLimits = {
      minTxnLimit: 10,
      maxTxnLimit: 5000,
      feeType: 'percentage',
      feeAmount: 0.02,
      minFeeAmount: 1,
      maxFeeAmount: 0,
    };
    expect(money.checkWithdrawalAmount(parsed.minor, 'EUR', limits, 20000)).toEqual({ ok: true });
    const fee = money.feeFor(parsed.minor, limits, 'EUR', { piqGroup: true });
    expect(fee).toBe(201);
    expect(money.formatDecimalAmount(money.withdrawalReceives(parsed.minor, fee), 'EUR')).toBe('98.49');
  });
});

import { ProviderTransactionBodySchema } from '@vauhti/contracts/cashier';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/client';
import { payAndPlayBody, refusedAnswer, startedAnswer } from '../test-support/paynplay-fixtures';
import {
  bankFailureOf,
  depositRecordOf,
  depositRecordText,
  linkBonusCode,
  type PayAndPlayStart,
  payAndPlayDestination,
  payAndPlayPayload,
  startProblemOfError,
  startVerdictOf,
} from './paynplay-deposit';

const start: PayAndPlayStart = {
  method: 'TRUSTLY',
  amountMinor: 4000,
  currency: 'EUR',
  countryCode: 'FI',
  countryName: 'Finland',
  language: 'fi',
  site: 'http://localhost:3000',
  siteDisplayName: 'Vauhti',
  acceptedPolicies: [{ policyType: 'terms', policyVersionId: '2026-01-01' }],
};

describe('the pay-and-play payload', () => {
  it('has every field of spec part 1 section 3 (and nothing of the policies), the amount with 2 decimals and the return paths', () => {
    expect(payAndPlayPayload({ ...start, bonusCode: 'WELCOME' })).toEqual(
      payAndPlayBody({ site: 'http://localhost:3000', language: 'fi', bonusCode: 'WELCOME' }),
    );
  });

  it('leaves out a bonus code the visitor does not have', () => {
    expect(payAndPlayPayload(start)).not.toHaveProperty('bonusCode');
  });

  it("is a body the platform's schema accepts, for any amount", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.constantFrom('EUR', 'SEK', 'NOK'),
        (minor, currency) => {
          const body = payAndPlayPayload({ ...start, amountMinor: minor, currency });
          expect(ProviderTransactionBodySchema.safeParse(body).success).toBe(true);
          expect(body.amount).toMatch(/^\d+\.\d{2}$/);
        },
      ),
    );
  });
});

describe('the start answer', () => {
  it('goes to the bank with the platform transaction when the provider opened a page', () => {
    const answer = startedAnswer();
    expect(startVerdictOf(answer)).toEqual({ kind: 'bank', txnId: '321', redirect: answer.redirectOutput });
  });

  it.each([
    ['AMOUNT_TOO_SMALL', 'amountTooSmall'],
    ['AMOUNT_TOO_LARGE', 'amountTooLarge'],
    ['METHOD_NOT_AVAILABLE', 'notOffered'],
    ['100255', 'bankRefused'],
    ['PROVIDER_REFUSED', 'failed'],
  ])('names the problem of a refusal %s as %s', (code, problem) => {
    expect(startVerdictOf(refusedAnswer(code))).toEqual({ kind: 'problem', problem });
  });

  it('treats an answer without a page as failed (errors.error3)', () => {
    expect(startVerdictOf(startedAnswer({ redirectOutput: null }))).toEqual({ kind: 'problem', problem: 'failed' });
  });

  it.each([
    [new ApiError(403, 'PAY_AND_PLAY_NOT_AVAILABLE', 'x'), 'notOffered'],
    [new ApiError(403, 'COUNTRY_BLOCKED', 'x'), 'notOffered'],
    [new ApiError(429, 'RATE_LIMITED', 'x'), 'rateLimited'],
    [new ApiError(503, 'PROVIDER_UNAVAILABLE', 'x'), 'unavailable'],
    [new ApiError(0, 'NETWORK_ERROR', 'x'), 'unavailable'],
    [new ApiError(400, 'CURRENCY_MISMATCH', 'x'), 'failed'],
    [new TypeError('fetch failed'), 'unavailable'],
  ])('names the problem of %s as %s', (error, problem) => {
    expect(startProblemOfError(error)).toBe(problem);
  });
});

describe('the remembered deposit', () => {
  it('reads back what it wrote', () => {
    const record = {
      amountMinor: 4000,
      currency: 'EUR',
      method: 'BRITEPLAY' as const,
      acceptedPolicies: [{ policyType: 'terms', policyVersionId: '2026-01-01' }],
    };
    expect(depositRecordOf(depositRecordText(record))).toEqual(record);
  });

  it('counts no policies accepted when the stored list is not one', () => {
    expect(
      depositRecordOf('{"amountMinor":4000,"currency":"EUR","method":"TRUSTLY","acceptedPolicies":[{"policyType":1}]}'),
    ).toEqual({ amountMinor: 4000, currency: 'EUR', method: 'TRUSTLY', acceptedPolicies: [] });
  });

  it.each([
    null,
    '',
    'not json',
    '{"amountMinor":-1,"currency":"EUR","method":"TRUSTLY"}',
    '{"amountMinor":40.5,"currency":"EUR","method":"TRUSTLY"}',
    '{"amountMinor":4000,"currency":"eur","method":"TRUSTLY"}',
    '{"amountMinor":4000,"currency":"EUR","method":"CREDITCARD"}',
  ])('is nothing for %s', (text) => {
    expect(depositRecordOf(text)).toBeNull();
  });
});

describe('where the new player plays', () => {
  it('goes back to the page the visitor came from', () => {
    expect(payAndPlayDestination('/fi/gameplay/book-of-vauhti?mode=real', 'fi')).toBe(
      '/fi/gameplay/book-of-vauhti?mode=real',
    );
  });

  it.each([null, '/fi/register/step1', '/fi/playnow', '/fi/login?toDsar=true', '//evil.example/x'])(
    'goes to the games lobby from %s',
    (previous) => {
      expect(payAndPlayDestination(previous, 'fi')).toBe('/fi/casino/slots');
    },
  );
});

describe('the failure return', () => {
  it.each([
    ['CANCELLED', 'cancelled'],
    ['FAILED', 'declined'],
    ['WAITING_INPUT', 'timedOut'],
    ['SUCCESSFUL', 'unknown'],
    [null, 'unknown'],
  ])('reads state %s as %s', (state, failure) => {
    expect(bankFailureOf(state)).toBe(failure);
  });
});

describe("a link's bonus code", () => {
  it('takes bonus, else bonuscode, when it is a code', () => {
    expect(linkBonusCode(new URLSearchParams('bonus=WELCOME'))).toBe('WELCOME');
    expect(linkBonusCode(new URLSearchParams('bonuscode=SPIN-50'))).toBe('SPIN-50');
    expect(linkBonusCode(new URLSearchParams('bonus=<script>'))).toBeUndefined();
    expect(linkBonusCode(new URLSearchParams(''))).toBeUndefined();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardAnswer, piqAnswer } from '../test-support/deposit-fixtures';
import { cardAnswerNext, providerAnswerNext } from './deposit-answer';

const card = { method: 'CREDITCARD', amountMinor: 2000 };
const skrill = { method: 'SKRILL', amountMinor: 2000 };

describe('what follows a card answer', () => {
  it('goes to 3-D Secure for txn_initiated', () => {
    expect(cardAnswerNext(cardAnswer(), card)).toEqual({ kind: 'providerStep' });
  });

  it('checks the status of a confirmed deposit, naming its transaction', () => {
    expect(
      cardAnswerNext(cardAnswer({ status: 'SUCCESS', txnStatus: 'txn_confirmed_success', txnId: '77' }), card),
    ).toEqual({ kind: 'statusCheck', txnId: '77' });
  });

  it('shows a declined card as the failure result with its code', () => {
    const next = cardAnswerNext(
      cardAnswer({ status: 'FAILURE', txnStatus: 'txn_confirmed_failure', errorCode: 'CARD_DECLINED' }),
      card,
    );
    expect(next).toMatchObject({
      kind: 'result',
      outcome: { screen: 'failure', broadcast: 'FAILURE', errorCode: 'CARD_DECLINED', amountMinor: 2000 },
    });
  });

  it('tells a deposit-limit refusal apart (errors.error58)', () => {
    const next = cardAnswerNext(
      cardAnswer({ status: 'FAILURE', txnStatus: 'txn_confirmed_failure', errorCode: 'RG_LIMITS_EXCEEDED' }),
      card,
    );
    expect(next).toMatchObject({
      kind: 'limitRefused',
      outcome: { screen: 'failure', errorCode: 'RG_LIMITS_EXCEEDED' },
    });
  });

  it('is errors.error2 without an answer and errors.error3 without a status', () => {
    expect(cardAnswerNext(undefined, card)).toEqual({ kind: 'serverError', messageKey: 'errors.error2' });
    expect(cardAnswerNext({ ...cardAnswer(), status: undefined } as never, card)).toEqual({
      kind: 'serverError',
      messageKey: 'errors.error3',
    });
    expect(
      cardAnswerNext(cardAnswer({ status: 'SUCCESS', txnStatus: 'txn_confirmed_success', txnId: null }), card),
    ).toEqual({
      kind: 'serverError',
      messageKey: 'errors.error3',
    });
  });
});

describe('what follows a provider answer', () => {
  it("shows the provider's page for WAITING_INPUT", () => {
    expect(providerAnswerNext(piqAnswer(), skrill)).toEqual({ kind: 'providerStep' });
  });

  it.each([
    ['SUCCESSFUL', true, 'success'],
    ['WAITING_APPROVAL', true, 'success'],
    ['FAILED', false, 'failure'],
    ['CANCELLED', false, 'failure'],
  ] as const)('shows %s as %s at once', (txState, success, screen) => {
    expect(providerAnswerNext(piqAnswer({ txState, success }), skrill)).toMatchObject({
      kind: 'result',
      outcome: { screen, txnId: '52', method: 'SKRILL' },
    });
  });

  it("keeps the provider's refusal code, and tells the deposit-limit refusal apart", () => {
    const refusal = (code: string) =>
      piqAnswer({ success: false, txState: null, errors: [{ keys: [code], msg: 'no' }] });
    expect(providerAnswerNext(refusal('AMOUNT_OUT_OF_LIMITS'), skrill)).toMatchObject({
      kind: 'result',
      outcome: { screen: 'failure', errorCode: 'AMOUNT_OUT_OF_LIMITS' },
    });
    expect(providerAnswerNext(refusal('RG_LIMITS_EXCEEDED'), skrill)).toMatchObject({ kind: 'limitRefused' });
  });

  it('is errors.error2 without an answer', () => {
    expect(providerAnswerNext(null, skrill)).toEqual({ kind: 'serverError', messageKey: 'errors.error2' });
  });

  it('only WAITING_INPUT reaches step 2, and every other answer ends in a result or a refusal (property)', () => {
    const states = fc.constantFrom('WAITING_INPUT', 'WAITING_APPROVAL', 'SUCCESSFUL', 'FAILED', 'CANCELLED', null);
    fc.assert(
      fc.property(states, fc.boolean(), (txState, success) => {
        const next = providerAnswerNext(piqAnswer({ txState, success }), skrill);
        expect(next.kind === 'providerStep').toBe(success && txState === 'WAITING_INPUT');
        if (next.kind === 'result') expect(next.outcome.amountMinor).toBe(2000);
      }),
    );
  });
});

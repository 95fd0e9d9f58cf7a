import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEPOSIT_STEPS } from '../../../lib/navigation/query-params';
import {
  type DepositStepState,
  depositHeadingOf,
  depositStepHref,
  pendingWithdrawalsHref,
  resolveDepositStep,
  shownDepositStep,
} from './deposit-steps';

const state = (overrides: Partial<DepositStepState> = {}): DepositStepState => ({
  step: 'select-deposit-method',
  bonusStep: false,
  providerStart: false,
  outcome: false,
  txnId: undefined,
  ...overrides,
});

/** What resolveDepositStep and shownDepositStep answer: go to another step's url, or show a view. */
const redirectTo = (step: string) => ({ kind: 'redirect', step });
const shows = (view: string) => ({ kind: 'show', view });

/** Any state of the modal: every step of the url or none, with or without a live transaction. */
const anyState = fc.record({
  step: fc.constantFrom(undefined, ...DEPOSIT_STEPS),
  bonusStep: fc.boolean(),
  providerStart: fc.boolean(),
  outcome: fc.boolean(),
  txnId: fc.option(fc.constant('9'), { nil: undefined }),
});

describe('the step the url names', () => {
  it('starts at the bonus step when it shows, else at step 1', () => {
    expect(resolveDepositStep(state({ step: undefined, bonusStep: true }))).toEqual(redirectTo('select-bonus'));
    expect(resolveDepositStep(state({ step: undefined }))).toEqual(redirectTo('select-deposit-method'));
  });

  it('skips a select-bonus step with no bonus to offer', () => {
    expect(resolveDepositStep(state({ step: 'select-bonus' }))).toEqual(redirectTo('select-deposit-method'));
    expect(resolveDepositStep(state({ step: 'select-bonus', bonusStep: true }))).toEqual(shows('bonus'));
  });

  it('goes back to step 1 from a 3-D Secure step without a live transaction (a reload)', () => {
    expect(resolveDepositStep(state({ step: '3d-verification' }))).toEqual(redirectTo('select-deposit-method'));
    expect(resolveDepositStep(state({ step: '3d-verification', providerStart: true }))).toEqual(shows('provider'));
  });

  it('shows a known result, asks the status of a named transaction, and otherwise goes to step 1', () => {
    expect(resolveDepositStep(state({ step: 'deposit-status', outcome: true, txnId: '5' }))).toEqual(shows('result'));
    expect(resolveDepositStep(state({ step: 'deposit-status', txnId: '5' }))).toEqual(shows('statusCheck'));
    expect(resolveDepositStep(state({ step: 'deposit-status' }))).toEqual(redirectTo('select-deposit-method'));
  });

  it('never redirects to a step that redirects again (property)', () => {
    fc.assert(
      fc.property(anyState, (current) => {
        const first = resolveDepositStep(current);
        if (first.kind === 'redirect') {
          expect(resolveDepositStep({ ...current, step: first.step }).kind).toBe('show');
        }
      }),
    );
  });
});

describe('the step shown while the url is corrected', () => {
  it('shows step 1 for a click on Deposit (no step), and the bonus step when it shows', () => {
    expect(shownDepositStep(state({ step: undefined }))).toEqual(shows('method'));
    expect(shownDepositStep(state({ step: undefined, bonusStep: true }))).toEqual(shows('bonus'));
  });

  it("is the url's own step when it shows, else the view of the step it is corrected to (property)", () => {
    fc.assert(
      fc.property(anyState, (current) => {
        const resolution = resolveDepositStep(current);
        const target = resolution.kind === 'show' ? current : { ...current, step: resolution.step };
        expect(shownDepositStep(current)).toEqual(resolveDepositStep(target));
        expect(shownDepositStep(current).kind).toBe('show');
      }),
    );
  });
});

describe('the heading', () => {
  it("reads 'Step 1', 'Step 2', and 'Verification' while the card issuer's page shows", () => {
    expect(depositHeadingOf('method', false)).toBe('step1');
    expect(depositHeadingOf('provider', false)).toBe('step2');
    expect(depositHeadingOf('provider', true)).toBe('verification');
    expect(depositHeadingOf('result', false)).toBe('result');
  });
});

describe('the urls of the steps', () => {
  const page = { pathname: '/en/casino', search: '?tab=new&step=select-deposit-method&amount=20' };

  it('put the transaction id on the status step only', () => {
    expect(depositStepHref(page, 'deposit-status', { txnId: '41', method: 'CREDITCARD' })).toBe(
      '/en/casino?tab=new&step=deposit-status&amount=20&txnId=41&method=CREDITCARD',
    );
    expect(
      depositStepHref(
        { pathname: '/en', search: '?step=deposit-status&txnId=41&method=SKRILL' },
        'select-deposit-method',
      ),
    ).toBe('/en?step=select-deposit-method&method=SKRILL');
  });

  it('open the pending withdrawals over the same page', () => {
    expect(pendingWithdrawalsHref(page)).toBe('/en/casino?tab=new&pendingWithdrawal=true');
  });
});

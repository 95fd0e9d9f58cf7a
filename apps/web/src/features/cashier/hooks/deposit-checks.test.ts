import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileQuery } from '../../../lib/session/session-queries';
import { mockApi } from '../../../test-support/api-mock';
import { profile } from '../../../test-support/fixtures/session';
import { testQueryClient } from '../../../test-support/render';
import { access, cashierToken, depositRoutes, standardDetails } from '../test-support/deposit-fixtures';
import {
  answeredDepositChecks,
  clickAnswersPending,
  clickOpening,
  readStepOneAhead,
  STARTED_CHECKS_FRESH_MS,
  startDepositChecks,
  takeDepositChecks,
} from './deposit-checks';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const ready = {
  kind: 'ready',
  cashierType: 'internal',
  bonuses: [],
  depositThresholdNotice: false,
  playMoneyMinimumMinor: null,
};

function countOf(calls: { path: string }[], path: string) {
  return calls.filter((call) => call.path === path).length;
}

describe("a deposit's opening checks", () => {
  it('answer ready with the internal type and the bonuses, and no token, when the policies and the gates let the player in', async () => {
    const { calls } = mockApi(depositRoutes());
    expect(await takeDepositChecks(testQueryClient())).toEqual(ready);
    expect(countOf(calls, '/cashier/token')).toBe(1);
  });

  it("answer ready with the provider's token when the cashier is hosted", async () => {
    mockApi(depositRoutes({ 'GET /cashier/type': { cashierType: 'hosted' } }));
    expect(await takeDepositChecks(testQueryClient())).toEqual({
      ...ready,
      cashierType: 'hosted',
      token: cashierToken(),
    });
  });

  it('ask the gates, the type and the bonuses with the policies, and the token only after the gates', async () => {
    let releaseAccess: (value: unknown) => void = () => {};
    const { calls } = mockApi(
      depositRoutes({ 'GET /cashier/access': () => new Promise((resolve) => (releaseAccess = resolve)) }),
    );
    const checks = takeDepositChecks(testQueryClient());
    await vi.waitFor(() => expect(countOf(calls, '/cashier/eligible-bonuses')).toBe(1));
    expect(calls.map((call) => call.path).sort()).toEqual([
      '/cashier/access',
      '/cashier/eligible-bonuses',
      '/cashier/type',
      '/content/policies',
      '/policies/acceptances',
    ]);
    releaseAccess(access());
    expect(await checks).toEqual(ready);
    expect(countOf(calls, '/cashier/token')).toBe(1);
  });

  it('answer a refusal with its code and message, and ask no token', async () => {
    const { calls } = mockApi(
      depositRoutes({
        'GET /cashier/access': access({ status: 'REFUSED', code: 'LICENCE_PENDING', message: 'licence' }),
      }),
    );
    expect(await takeDepositChecks(testQueryClient())).toEqual({
      kind: 'refused',
      code: 'LICENCE_PENDING',
      message: 'licence',
    });
    expect(countOf(calls, '/cashier/token')).toBe(0);
  });

  it('answer policy, and ask no token, while a policy waits to be accepted', async () => {
    const { calls } = mockApi(
      depositRoutes({
        'GET /content/policies': {
          status: 'SUCCESS',
          policyConfigs: [{ policyType: 'terms', policyVersionId: '2026-11-01' }],
          policyTypes: [],
        },
      }),
    );
    expect(await takeDepositChecks(testQueryClient())).toEqual({ kind: 'policy' });
    expect(countOf(calls, '/cashier/token')).toBe(0);
  });
});

describe('checks started by the click on Deposit', () => {
  it('are taken by the modal as it mounts, once: the platform is asked once, and a later opening asks again', async () => {
    const { calls } = mockApi(depositRoutes());
    const queryClient = testQueryClient();
    startDepositChecks(queryClient);
    startDepositChecks(queryClient);
    expect(await takeDepositChecks(queryClient)).toEqual(ready);
    expect(countOf(calls, '/cashier/access')).toBe(1);
    expect(countOf(calls, '/cashier/token')).toBe(1);
    await takeDepositChecks(queryClient);
    expect(countOf(calls, '/cashier/access')).toBe(2);
  });

  it("start step 1's reads too when the page has not read them ahead: the methods, the pending withdrawals and the quick amounts of the player's currency", async () => {
    const { calls } = mockApi(depositRoutes());
    const queryClient = testQueryClient();
    queryClient.setQueryData(profileQuery.queryKey, profile());
    startDepositChecks(queryClient);
    await vi.waitFor(() => expect(countOf(calls, '/cashier/amount-config')).toBe(1));
    expect(countOf(calls, '/cashier/details')).toBe(1);
    expect(countOf(calls, '/cashier/pending-cashouts')).toBe(1);
    expect(clickOpening()).toEqual({ refreshAfterShown: false });
    await takeDepositChecks(queryClient);
  });

  it("ask only the opening checks when the page read step 1's reads ahead, and leave those to be read again once step 1 shows", async () => {
    const { calls } = mockApi(depositRoutes());
    const queryClient = testQueryClient();
    queryClient.setQueryData(profileQuery.queryKey, profile());
    readStepOneAhead(queryClient);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    calls.length = 0;
    startDepositChecks(queryClient);
    expect(clickOpening()).toEqual({ refreshAfterShown: true });
    expect(await takeDepositChecks(queryClient)).toEqual(ready);
    expect(calls.map((call) => call.path).sort()).toEqual([
      '/cashier/access',
      '/cashier/eligible-bonuses',
      '/cashier/token',
      '/cashier/type',
      '/content/policies',
      '/policies/acceptances',
    ]);
  });

  it('are pending for the modal until the checks and the methods the click asked have both answered', async () => {
    let releaseDetails: (value: unknown) => void = () => {};
    mockApi(depositRoutes({ 'POST /cashier/details': () => new Promise((resolve) => (releaseDetails = resolve)) }));
    const queryClient = testQueryClient();
    startDepositChecks(queryClient);
    const answers = clickAnswersPending();
    expect(answers).not.toBeNull();
    await vi.waitFor(() => expect(answeredDepositChecks()).toEqual(ready));
    expect(clickAnswersPending()).toBe(answers);
    releaseDetails(standardDetails());
    await answers;
    expect(clickAnswersPending()).toBeNull();
    await takeDepositChecks(queryClient);
    expect(clickOpening()).toBeNull();
  });

  it('offer their answer to the first render once it came, and nothing after the modal took them', async () => {
    mockApi(depositRoutes());
    const queryClient = testQueryClient();
    startDepositChecks(queryClient);
    expect(answeredDepositChecks()).toBeNull();
    await vi.waitFor(() => expect(answeredDepositChecks()).toEqual(ready));
    await takeDepositChecks(queryClient);
    expect(answeredDepositChecks()).toBeNull();
  });

  it(`are asked again when the modal comes more than ${STARTED_CHECKS_FRESH_MS} ms after the click`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { calls } = mockApi(depositRoutes());
    const queryClient = testQueryClient();
    startDepositChecks(queryClient);
    vi.setSystemTime(Date.now() + STARTED_CHECKS_FRESH_MS + 1);
    await takeDepositChecks(queryClient);
    expect(countOf(calls, '/cashier/access')).toBe(2);
  });
});

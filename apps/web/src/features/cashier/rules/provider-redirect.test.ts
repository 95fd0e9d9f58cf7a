import type { RedirectOutput, StatusResponse } from '@vauhti/contracts/cashier';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DepositStatus } from './deposit-outcome';
import type { StatusCheckResult } from './polling-status-check';
import type { ProviderPageState } from './provider-messages';
import { frameHeightOf, pageSender, popupFeatures, providerPagePlan, providerPageStatus } from './provider-redirect';

function redirect(changes: Partial<RedirectOutput> = {}): RedirectOutput {
  return {
    url: 'http://localhost:5000/pages/bank/tx-1?token=t',
    method: 'GET',
    parameters: {},
    html: null,
    container: 'iframe',
    height: null,
    ...changes,
  };
}

describe('the frame height', () => {
  it.each(['600px', '1000px', '1185px', '75vh'])('keeps the known height %s', (height) => {
    expect(frameHeightOf(height)).toBe(height);
  });

  it("takes the answer's height first, then the method's, else 600px", () => {
    expect(frameHeightOf('1185px', '1000px')).toBe('1185px');
    expect(frameHeightOf(null, '1000px')).toBe('1000px');
    expect(frameHeightOf(null, undefined)).toBe('600px');
  });

  it('never passes on a height that is not one of the four (property)', () => {
    fc.assert(
      fc.property(fc.string(), (height) => ['600px', '1000px', '1185px', '75vh'].includes(frameHeightOf(height))),
    );
  });
});

describe('the plan for a provider page', () => {
  it("follows the answer's container, then the method's redirect kind, else an iframe", () => {
    expect(providerPagePlan(redirect({ container: 'popup' }), { redirectKind: 'iframe' }).kind).toBe('popup');
    expect(providerPagePlan(redirect({ container: '' }), { redirectKind: 'window' }).kind).toBe('window');
    expect(providerPagePlan(redirect({ container: 'sideways' }), {}).kind).toBe('iframe');
  });

  it("shows a provider's own HTML in the sandboxed frame, whatever the container", () => {
    const plan = providerPagePlan(redirect({ container: 'popup', html: '<form></form>' }), {});
    expect(plan).toMatchObject({ kind: 'html', html: '<form></form>' });
  });

  it('posts only a POST page that has parameters; anything else is loaded', () => {
    const posted = providerPagePlan(redirect({ method: 'POST', parameters: { token: 'a' } }), {});
    expect(posted).toMatchObject({ method: 'POST', parameters: { token: 'a' } });
    expect(providerPagePlan(redirect({ method: 'POST' }), {}).method).toBe('GET');
  });

  it("takes the page's origin for the message check and its height from the answer or method", () => {
    const plan = providerPagePlan(redirect({ height: '75vh' }), { frameHeight: '1000px' });
    expect(plan).toMatchObject({ origin: 'http://localhost:5000', height: '75vh' });
    expect(providerPagePlan(redirect(), { frameHeight: '1185px' }).height).toBe('1185px');
  });
});

describe('whom a done message must come from', () => {
  const frameWindow = {} as MessageEventSource;

  it("is the page's origin (and its window when known)", () => {
    const plan = providerPagePlan(redirect(), {});
    expect(pageSender(plan, frameWindow)).toEqual({ origin: 'http://localhost:5000', window: frameWindow });
    expect(pageSender(plan, null)).toEqual({ origin: 'http://localhost:5000', window: null });
  });

  it("is the sandboxed frame's own window for the provider's HTML, and no one without it", () => {
    const plan = providerPagePlan(redirect({ html: '<p></p>' }), {});
    expect(pageSender(plan, frameWindow)).toEqual({ origin: 'null', window: frameWindow });
    expect(pageSender(plan, null)).toBeNull();
  });

  it('is no one for a page that is not a web address', () => {
    expect(pageSender(providerPagePlan(redirect({ url: 'about:blank' }), {}), frameWindow)).toBeNull();
  });
});

describe('the popup features', () => {
  it('are 800 by 600, centred over the site window', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1400, outerHeight: 900 })).toBe(
      'popup=yes,width=800,height=600,left=400,top=200',
    );
  });

  it('never place the window off the left or top of the screen', () => {
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 390, outerHeight: 500 })).toBe(
      'popup=yes,width=800,height=600,left=0,top=0',
    );
  });
});

describe("a provider deposit's status after its page", () => {
  const answer = (txnStatus: string, status: StatusResponse['status']): StatusResponse => ({
    status,
    txnStatus,
    actualStatusInDB: txnStatus,
    errorCode: null,
    errorDescription: null,
  });
  const final = (txnStatus: string, status: DepositStatus, wire: StatusResponse['status']): StatusCheckResult => ({
    kind: 'final',
    status,
    answer: answer(txnStatus, wire),
  });
  const stillOpen = final('txn_pending', 'FAILED', 'PENDING');
  const unavailable: StatusCheckResult = { kind: 'unavailable', error: new Error('offline') };

  const settledSuccess = final('txn_confirmed_success', 'SUCCESS', 'SUCCESS');
  const settledFailure = final('txn_confirmed_failure', 'FAILED', 'FAILURE');
  it.each([
    ['SUCCESSFUL', 'settled as success', 'SUCCESS', settledSuccess],
    ['SUCCESSFUL', 'settled as failure', 'FAILED', settledFailure],
    ['SUCCESSFUL', 'still open', 'PENDING', stillOpen],
    ['SUCCESSFUL', 'unreachable', 'PENDING', unavailable],
    ['WAITING_APPROVAL', 'still open', 'PENDING', stillOpen],
    ['WAITING_INPUT', 'still open', 'PENDING', stillOpen],
    ['CANCELLED', 'still open', 'FAILED', stillOpen],
    ['FAILED', 'unreachable', 'FAILED', unavailable],
    [null, 'still open', 'PENDING', stillOpen],
    [null, 'settled as success', 'SUCCESS', settledSuccess],
  ] as const)('page state %s with the platform %s is %s', (pageState, _platform, expected, check) => {
    expect(providerPageStatus(pageState, check)).toBe(expected);
  });

  it("takes the platform's settled status whatever the page said, and never shows success without it (property)", () => {
    const pageStates: (ProviderPageState | null)[] = [
      'WAITING_INPUT',
      'WAITING_APPROVAL',
      'SUCCESSFUL',
      'FAILED',
      'CANCELLED',
      null,
    ];
    const checks = fc.oneof(
      fc.constantFrom(unavailable, stillOpen, final('txn_initiated', 'FAILED', 'PENDING')),
      fc.constantFrom(settledSuccess, settledFailure),
    );
    fc.assert(
      fc.property(fc.constantFrom(...pageStates), checks, (pageState, check) => {
        const status = providerPageStatus(pageState, check);
        const settled = check.kind === 'final' && !['txn_initiated', 'txn_pending'].includes(check.answer.txnStatus);
        if (settled) return status === check.status;
        return status !== 'SUCCESS';
      }),
    );
  });
});

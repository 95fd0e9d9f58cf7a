import { describe, expect, it } from 'vitest';
import {
  defaultInstrument,
  frameHeightStyle,
  isSettledForPage,
  lastUsedMethod,
  POLL_INTERVAL_MS_MAX,
  POLL_INTERVAL_MS_MIN,
  pollDelayMs,
  popupFeatures,
  screenAfterMethods,
  screenForTransaction,
  sortMethods,
} from './screens';
import { methodView, transactionView } from './test-support';

const card = methodView();
const trustly = methodView({
  method: 'TRUSTLY',
  displayName: 'Trustly',
  updatedTime: '2026-11-20T10:00:00Z',
  fields: [],
});
const skrill = methodView({ method: 'SKRILL', displayName: 'Skrill', updatedTime: '2026-11-21T10:00:00Z' });

describe('the method list', () => {
  it('puts the latest used first, then the unused ones in the provider order', () => {
    expect(sortMethods([card, trustly, skrill]).map((method) => method.method)).toEqual([
      'SKRILL',
      'TRUSTLY',
      'CREDITCARD',
    ]);
    expect(lastUsedMethod([card, trustly, skrill])).toBe('SKRILL');
    expect(lastUsedMethod([card])).toBeNull();
  });

  it("opens the merchant's preselected method or the only one directly, else the list", () => {
    expect(screenAfterMethods([card, trustly], 'TRUSTLY')).toEqual({ screen: 'form', method: 'TRUSTLY' });
    expect(screenAfterMethods([card, trustly], 'IDEAL')).toEqual({ screen: 'methods', method: null });
    expect(screenAfterMethods([card], null)).toEqual({ screen: 'form', method: 'CREDITCARD' });
    expect(screenAfterMethods([], null)).toEqual({ screen: 'methods', method: null });
  });

  it('preselects the most recently used saved account', () => {
    const withCards = methodView({
      instruments: [
        {
          instrumentId: 'a',
          method: 'CREDITCARD',
          maskedAccount: '411111******1111',
          expiry: '12/28',
          lastUsedAt: '2026-01-01T00:00:00Z',
        },
        {
          instrumentId: 'b',
          method: 'CREDITCARD',
          maskedAccount: '555555******4444',
          expiry: '10/27',
          lastUsedAt: '2026-06-01T00:00:00Z',
        },
      ],
    });
    expect(defaultInstrument(withCards)).toBe('b');
    expect(defaultInstrument(card)).toBeNull();
  });
});

describe('a transaction on the page', () => {
  it('shows the provider page while the player must act, else the receipt', () => {
    const redirect = {
      url: 'http://localhost:5000/pages/threeds/1?token=t',
      kind: 'iframe' as const,
      height: '600px' as const,
    };
    expect(screenForTransaction(transactionView({ state: 'WAITING_INPUT', redirect }))).toBe('provider');
    expect(screenForTransaction(transactionView({ state: 'WAITING_APPROVAL' }))).toBe('receipt');
    expect(isSettledForPage(transactionView({ state: 'WAITING_INPUT' }))).toBe(false);
    expect(isSettledForPage(transactionView({ state: 'WAITING_APPROVAL' }))).toBe(true);
  });

  it('polls quickly first and never slower than the ceiling', () => {
    expect(pollDelayMs(0)).toBe(POLL_INTERVAL_MS_MIN);
    for (let attempt = 1; attempt < 50; attempt += 1) {
      expect(pollDelayMs(attempt)).toBeGreaterThanOrEqual(pollDelayMs(attempt - 1));
      expect(pollDelayMs(attempt)).toBeLessThanOrEqual(POLL_INTERVAL_MS_MAX);
    }
  });

  it('sizes the provider iframe by the method and opens popups at 800 x 600', () => {
    expect(frameHeightStyle('75vh')).toBe('75vh');
    expect(frameHeightStyle('1185px')).toBe('1185px');
    expect(frameHeightStyle('expression(alert(1))')).toBe('600px');
    expect(popupFeatures({ width: 1920, height: 1080, left: 0, top: 0 })).toBe(
      'popup=yes,width=800,height=600,left=560,top=240',
    );
  });
});

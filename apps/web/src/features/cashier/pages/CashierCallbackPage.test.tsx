import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../../lib/storage/keys';
import { renderWithSite } from '../../../test-support/render';
import { CashierCallbackPage } from './CashierCallbackPage';

const PATH = '/:lang/cashier/callback/:paymentType/:encodedData';

/** encodedData as the platform writes it: base64url JSON. */
function encoded(value: unknown): string {
  return btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

const DATA = encoded({ txnId: '42', merchantTransactionId: '42', amount: '20.00', customerId: 'vauhti-7' });

function renderCallback(url: string) {
  return renderWithSite(<CashierCallbackPage />, { url, path: PATH });
}

const urlOf = (router: ReturnType<typeof renderCallback>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** Makes this window look framed (a parent) or opened as a popup (an opener) for one test. */
function openedAs(kind: 'iframe' | 'popup') {
  const other = { postMessage: vi.fn() };
  const property = kind === 'iframe' ? 'parent' : 'opener';
  const original = Object.getOwnPropertyDescriptor(window, property);
  Object.defineProperty(window, property, { value: other, configurable: true });
  const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
  restore = () => {
    if (original) Object.defineProperty(window, property, original);
    close.mockRestore();
  };
  return { other, close };
}

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

describe('the provider’s return page in the site’s own tab', () => {
  it('shows the result in the deposit modal over the game the player came from, and forgets the stored page', async () => {
    window.sessionStorage.setItem(SESSION_KEYS.cashierReturnPage, '/en/gameplay/book-of-vauhti?mode=real');
    const { router } = renderCallback(`/en/cashier/callback/TRUSTLY/${DATA}?txId=900123&state=SUCCESSFUL`);
    await waitFor(() =>
      expect(urlOf(router)).toBe('/en/gameplay/book-of-vauhti?mode=real&step=deposit-status&txnId=42&method=TRUSTLY'),
    );
    expect(window.sessionStorage.getItem(SESSION_KEYS.cashierReturnPage)).toBeNull();
    // Replaced, not pushed: Back does not return to the provider's address.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the result over the all-games lobby when the player came from a page that is not a game', async () => {
    window.sessionStorage.setItem(SESSION_KEYS.cashierReturnPage, '/en/promotions');
    const { router } = renderCallback(`/en/cashier/callback/CREDITCARD/${DATA}`);
    await waitFor(() =>
      expect(urlOf(router)).toBe('/en/casino/allgames?step=deposit-status&txnId=42&method=CREDITCARD'),
    );
  });

  it('shows the result over the all-games lobby of the page’s language when nothing was stored', async () => {
    const { router } = renderWithSite(<CashierCallbackPage />, {
      url: `/fi/cashier/callback/ZIMPLER/${DATA}`,
      path: PATH,
      language: 'fi',
    });
    await waitFor(() => expect(urlOf(router)).toBe('/fi/casino/allgames?step=deposit-status&txnId=42&method=ZIMPLER'));
  });

  it('explains data it cannot read and links home, staying put', async () => {
    const { router } = renderCallback('/en/cashier/callback/TRUSTLY/not-our-data');
    expect(await screen.findByRole('heading', { name: 'This payment link could not be read' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/en');
    expect(urlOf(router)).toBe('/en/cashier/callback/TRUSTLY/not-our-data');
  });
});

describe('the provider’s return page inside the cashier’s window', () => {
  it('inside the iframe tells the parent, on the site’s origin, which transaction ended how, and stays', async () => {
    const { other, close } = openedAs('iframe');
    const { router } = renderCallback(`/en/cashier/callback/TRUSTLY/${DATA}?txId=900123&state=FAILED`);
    expect(await screen.findByText('You can close this window.')).toBeTruthy();
    expect(other.postMessage).toHaveBeenCalledTimes(1);
    expect(other.postMessage).toHaveBeenCalledWith(
      { eventType: 'PROVIDER_PAGE_DONE', payload: { txId: '900123', txnId: '42', state: 'FAILED' } },
      window.location.origin,
    );
    expect(close).not.toHaveBeenCalled();
    expect(urlOf(router)).toBe(`/en/cashier/callback/TRUSTLY/${DATA}?txId=900123&state=FAILED`);
  });

  it('in a popup tells the opener and closes itself', async () => {
    const { other, close } = openedAs('popup');
    renderCallback(`/en/cashier/callback/BANK_PIQ/${DATA}?txId=900124&state=SUCCESSFUL`);
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(other.postMessage).toHaveBeenCalledWith(
      { eventType: 'PROVIDER_PAGE_DONE', payload: { txId: '900124', txnId: '42', state: 'SUCCESSFUL' } },
      window.location.origin,
    );
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSiteEvent } from '../../../lib/events/site-events';
import type { Profile } from '../../../lib/session/session-types';
import type { SiteContext } from '../../../lib/site-context/site-context';
import { LOCAL_KEYS } from '../../../lib/storage/keys';
import { guestStatus, mockApi } from '../../../test-support/api-mock';
import { finnishProfile, loggedInStatus } from '../../../test-support/fixtures/session';
import { finnishSiteContext } from '../../../test-support/fixtures/site';
import { renderWithSite } from '../../../test-support/render';
import { MAINTENANCE_RECHECK_MS } from '../hooks/use-takeover';
import { TakeoverGate } from './TakeoverGate';

type Setup = { context: () => SiteContext; loggedIn?: boolean; profile?: Partial<Profile> };

/** A server whose session ends on logout, like the real one. */
function setup({ context, loggedIn = false, profile = {} }: Setup) {
  let sessionOpen = loggedIn;
  return mockApi({
    'GET /site/context': () => context(),
    'GET /auth/status': () => (sessionOpen ? loggedInStatus() : guestStatus),
    'GET /profile': finnishProfile(profile),
    'POST /auth/logout': () => {
      sessionOpen = false;
      return undefined;
    },
  });
}

function renderGate(url = '/en/casino') {
  return renderWithSite(
    <TakeoverGate keepVisible={<aside>dev country panel</aside>}>
      <p>the site</p>
    </TakeoverGate>,
    { url, path: '/:lang/*' },
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('TakeoverGate (spec 2.3)', () => {
  it('shows the site when no takeover applies, with the kept-visible content', async () => {
    setup({ context: () => finnishSiteContext(), loggedIn: true });
    renderGate();
    expect(await screen.findByText('the site')).toBeTruthy();
    expect(screen.getByText('dev country panel')).toBeTruthy();
  });

  it('maintenance hides the site while the flag is on', async () => {
    setup({ context: () => finnishSiteContext({ maintenance: true }) });
    renderGate();
    expect(await screen.findByRole('heading', { level: 1, name: 'We will be back shortly' })).toBeTruthy();
    expect(screen.queryByText('the site')).toBeNull();
    const mail = screen.getByRole('link', { name: 'support@vauhti.test' });
    expect(mail.getAttribute('href')).toBe('mailto:support@vauhti.test');
    expect(screen.getByText('dev country panel')).toBeTruthy();
  });

  it('maintenance re-checks every 30 s and returns to the site when the flag is off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let maintenance = true;
    const { calls } = setup({ context: () => finnishSiteContext({ maintenance }) });
    renderGate();
    await screen.findByRole('heading', { name: 'We will be back shortly' });
    const contextCalls = () => calls.filter((call) => call.path === '/site/context').length;
    const before = contextCalls();
    maintenance = false;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MAINTENANCE_RECHECK_MS - 1_000);
    });
    expect(contextCalls()).toBe(before);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(contextCalls()).toBe(before + 1);
    expect(await screen.findByText('the site')).toBeTruthy();
  });

  it('"Check now" re-reads the flag at once', async () => {
    let maintenance = true;
    setup({ context: () => finnishSiteContext({ maintenance }) });
    renderGate();
    await screen.findByRole('heading', { name: 'We will be back shortly' });
    maintenance = false;
    await userEvent.click(screen.getByRole('button', { name: 'Check now' }));
    expect(await screen.findByText('the site')).toBeTruthy();
  });

  it('a blocked country shows the blocked page, logs the player out and clears storage but the language', async () => {
    window.localStorage.setItem(LOCAL_KEYS.language, 'en');
    window.localStorage.setItem(LOCAL_KEYS.landingPage, 'true');
    window.localStorage.setItem(LOCAL_KEYS.utm, '{"utm_source":"x"}');
    const logouts: unknown[] = [];
    const stop = onSiteEvent('logout', (detail) => logouts.push(detail));
    const blocked = { isIpBlocked: true, blockType: 'country' as const, countryCode: 'US' };
    const { calls } = setup({
      context: () => finnishSiteContext({ countryCode: 'US', countryName: 'United States', blocked }),
      loggedIn: true,
    });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Vauhti is not available in your country' })).toBeTruthy();
    expect(
      screen.getByText('We are sorry, but we cannot offer our games to visitors from this country: United States.'),
    ).toBeTruthy();
    expect(screen.queryByText('the site')).toBeNull();
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path === '/auth/logout')).toBe(true),
    );
    await waitFor(() => expect(logouts).toHaveLength(1));
    expect(window.localStorage.getItem(LOCAL_KEYS.language)).toBe('en');
    expect(window.localStorage.getItem(LOCAL_KEYS.landingPage)).toBeNull();
    expect(window.localStorage.getItem(LOCAL_KEYS.utm)).toBeNull();
    const terms = screen.getByRole('link', { name: 'See the restricted territories in our Terms and Conditions' });
    expect(terms.getAttribute('href')).toBe('/en/info/terms?scrollTo=blockedTerritory');
    expect(screen.getByText('dev country panel')).toBeTruthy();
    stop();
  });

  it('a blocked guest is not logged out, but the storage is still cleared', async () => {
    window.localStorage.setItem(LOCAL_KEYS.language, 'fi');
    window.localStorage.setItem(LOCAL_KEYS.bonusRemainder, '5');
    const blocked = { isIpBlocked: true, blockType: 'country' as const, countryCode: 'US' };
    const { calls } = setup({ context: () => finnishSiteContext({ blocked }) });
    renderGate();
    await screen.findByRole('heading', { name: 'Vauhti is not available in your country' });
    await waitFor(() => expect(calls.some((call) => call.path === '/auth/status')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls.some((call) => call.path === '/auth/logout')).toBe(false);
    expect(window.localStorage.getItem(LOCAL_KEYS.bonusRemainder)).toBeNull();
    expect(window.localStorage.getItem(LOCAL_KEYS.language)).toBe('fi');
  });

  it('the terms stay readable from a blocked country', async () => {
    const blocked = { isIpBlocked: true, blockType: 'country' as const, countryCode: 'US' };
    setup({ context: () => finnishSiteContext({ blocked }) });
    renderGate('/en/info/terms?scrollTo=blockedTerritory');
    expect(await screen.findByText('the site')).toBeTruthy();
  });

  it('a locked account shows the locked page; going home logs out and goes to the language home', async () => {
    const { calls } = setup({
      context: () => finnishSiteContext(),
      loggedIn: true,
      profile: { accountState: { state: 'locked', until: null } },
    });
    const { router } = renderGate('/en/casino/slots');
    expect(await screen.findByRole('heading', { name: 'Your account is locked' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@vauhti.test' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the home page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(calls.some((call) => call.method === 'POST' && call.path === '/auth/logout')).toBe(true);
    expect(await screen.findByText('the site')).toBeTruthy();
  });

  it('maintenance comes before a blocked country', async () => {
    const blocked = { isIpBlocked: true, blockType: 'country' as const, countryCode: 'US' };
    setup({ context: () => finnishSiteContext({ maintenance: true, blocked }) });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'We will be back shortly' })).toBeTruthy();
  });
});

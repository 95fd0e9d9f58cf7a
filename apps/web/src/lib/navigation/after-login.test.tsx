import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test-support/api-mock';
import { renderWithSite } from '../../test-support/render';
import { onSiteEvent } from '../events/site-events';
import type { AuthStatus, Profile, RegistrationProgress } from '../session/session-types';
import type { SiteContext } from '../site-context/site-context';
import { readStorage, SESSION_KEYS } from '../storage/keys';
import {
  type AfterLoginOptions,
  readPendingDeposit,
  rememberGameForRegistration,
  storePendingDeposit,
  storePendingGameLaunch,
  useAfterLogin,
} from './after-login';
import { storePreviousUrl } from './previous-url';

afterEach(() => {
  vi.unstubAllGlobals();
});

const REGISTRATION: RegistrationProgress = {
  complete: true,
  nextStep: null,
  otpRequired: true,
  otpChannel: 'email',
  fallbackChannel: 'sms',
  verifiedChannels: ['email'],
};

function loggedInStatus(): AuthStatus {
  return { status: 'logged_in', loggedIn: true, playerId: 7, registration: REGISTRATION };
}

function siteContext(): Partial<SiteContext> {
  return {
    countryCode: 'DE',
    otpExemptCountries: ['SE', 'DK'],
    nationalIdCountries: ['FI', 'SE', 'NO', 'DK', 'EE', 'ES'],
  };
}

/** A German player with a complete profile: no redirect case of the profile applies. */
function profile(overrides: Partial<Profile> = {}): Partial<Profile> {
  return {
    playerID: 7,
    countryCode: 'DE',
    jurisdiction: 'GGL',
    userCategory: 'c1',
    userStatus: 'real',
    nationalId: null,
    missingProfileFields: [],
    migrationRequired: false,
    registration: REGISTRATION,
    accountState: { state: 'active', until: null },
    ...overrides,
  };
}

function Harness({ options }: { options: AfterLoginOptions }) {
  const afterLogin = useAfterLogin();
  return (
    <button type="button" onClick={() => afterLogin(options)}>
      continue
    </button>
  );
}

async function runAfterLogin(url: string, options: AfterLoginOptions, playerProfile: Partial<Profile> = {}) {
  mockApi({
    'GET /auth/status': loggedInStatus(),
    'GET /profile': profile(playerProfile),
    'GET /site/context': siteContext(),
  });
  renderWithSite(<Harness options={options} />, { url });
  await userEvent.setup().click(screen.getByRole('button', { name: 'continue' }));
  return (await screen.findByTestId('location')).textContent;
}

describe('after login and registration (spec part 2, section 4)', () => {
  it('keeps a stored withdraw=true url for a real-money player, so the withdrawal opens', async () => {
    storePreviousUrl('/en/casino/slots?withdraw=true');
    expect(await runAfterLogin('/en/login', { event: 'login' }, { userStatus: 'real' })).toBe(
      'at /en/casino/slots?withdraw=true',
    );
    expect(readStorage('session', SESSION_KEYS.previousUrl)).toBeNull();
  });

  it('does not open the withdrawal for a play-status player: the stored url is followed without its query', async () => {
    storePreviousUrl('/en/casino/slots?withdraw=true');
    expect(await runAfterLogin('/en/login', { event: 'login' }, { userStatus: 'play' })).toBe('at /en/casino/slots');
  });

  it('keeps pendingWithdrawal and withdrawHistory urls for any player', async () => {
    storePreviousUrl('/en/casino?pendingWithdrawal=true');
    expect(await runAfterLogin('/en/login', { event: 'login' }, { userStatus: 'play' })).toBe(
      'at /en/casino?pendingWithdrawal=true',
    );
  });

  it('under the quick-login modal keeps the page itself when it asks for the withdrawal', async () => {
    mockApi({ 'GET /auth/status': loggedInStatus(), 'GET /profile': profile(), 'GET /site/context': siteContext() });
    const { router } = renderWithSite(<Harness options={{ event: 'login', stayOnPage: true }} />, {
      url: '/en/casino?withdrawHistory=true&quicklogin=true',
      path: '/en/casino',
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'continue' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?withdrawHistory=true'));
  });

  it('after quick login with nothing pending, stays on the page without the quicklogin parameter', async () => {
    mockApi({ 'GET /auth/status': loggedInStatus(), 'GET /profile': profile(), 'GET /site/context': siteContext() });
    const { router } = renderWithSite(<Harness options={{ event: 'login', stayOnPage: true }} />, {
      url: '/en/casino?quicklogin=true&sort=new',
      path: '/en/casino',
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'continue' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?sort=new'));
  });

  it('sends a paused or self-excluded player to the account status page, dropping a stored deposit, game and url', async () => {
    for (const state of ['paused', 'self_excluded'] as const) {
      storePreviousUrl('/en/casino/slots');
      storePendingDeposit({ amount: '25' });
      storePendingGameLaunch('book-of-vauhti');
      const accountState = { state, until: '2030-05-01T12:00:00.000Z' };
      expect(await runAfterLogin('/en/login', { event: 'login' }, { accountState }), state).toBe(
        'at /en/accountstatus',
      );
      expect(readStorage('session', SESSION_KEYS.previousUrl)).toBeNull();
      expect(readPendingDeposit()).toBeNull();
      expect(readStorage('session', SESSION_KEYS.pendingGameLaunch)).toBeNull();
      cleanup();
    }
  });

  it('goes to the page with the stored deposit asked for (service=deposit, amount, bonus) and clears it (case 9)', async () => {
    storePendingDeposit({ amount: '25', bonus: 'SPIN' });
    expect(await runAfterLogin('/en/login', { event: 'login' })).toBe('at /en?service=deposit&amount=25&bonus=SPIN');
    expect(readPendingDeposit()).toBeNull();
  });

  it('after registration broadcasts regThreeUrlTrack and regClose and asks for the deposit modal (service=deposit)', async () => {
    const events: string[] = [];
    const stops = [
      onSiteEvent('regThreeUrlTrack', () => events.push('regThreeUrlTrack')),
      onSiteEvent('regClose', () => events.push('regClose')),
      onSiteEvent('loginsuccess', () => events.push('loginsuccess')),
    ];
    expect(await runAfterLogin('/en/register', { event: 'registration' })).toBe('at /en?service=deposit');
    expect(events).toEqual(['regThreeUrlTrack', 'regClose']);
    for (const stop of stops) stop();
  });

  it('after registration from the game window returns to the game with the deposit modal asked for (service=deposit)', async () => {
    rememberGameForRegistration('/en/gameplay/book-of-vauhti?x=1');
    expect(readStorage('session', SESSION_KEYS.pendingGameLaunch)).toBe('book-of-vauhti');
    expect(await runAfterLogin('/en/register/step1', { event: 'registration' })).toBe(
      'at /en/gameplay/book-of-vauhti?service=deposit',
    );
  });

  it('drops a stored promotions redirect after (quick) registration', async () => {
    storePreviousUrl('/en/promotions');
    storePendingGameLaunch(null);
    expect(await runAfterLogin('/en/register', { event: 'registration' })).toBe('at /en?service=deposit');
    expect(readStorage('session', SESSION_KEYS.previousUrl)).toBeNull();
  });

  it('keeps a promotions redirect after a plain login', async () => {
    storePreviousUrl('/en/promotions');
    expect(await runAfterLogin('/en/login', { event: 'login' })).toBe('at /en/promotions');
  });
});

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { broadcast } from '../events/site-events';
import { useSiteLanguage } from '../i18n/site-language';
import { profileQuery, useRefreshSession, useSession } from '../session/session-queries';
import type { Profile } from '../session/session-types';
import { siteContextQuery } from '../site-context/site-context';
import { readStorage, SESSION_KEYS, writeStorage } from '../storage/keys';
import {
  forceRealGameLogin,
  isPromotionsPath,
  keepsQueryAfterLogin,
  type LoginFlags,
  type LoginRedirect,
  loginRedirectTarget,
  type PendingDeposit,
  withDepositModal,
  withoutQueryParam,
} from './login-redirect';
import { clearPreviousUrl, readPreviousUrl, storePreviousUrl } from './previous-url';

/*
 * What happens once a player is logged in (spec part 2, section 4, "After login/registration
 * events"), shared by the login page, the quick-login modal, registration and the pages that
 * continue the redirect order (OTP, complete profile).
 */

/** Stored as JSON {amount?, bonus?}: what the cashier was asked to open before login (case 9). */
export function storePendingDeposit(deposit: PendingDeposit) {
  const value: PendingDeposit = {};
  if (deposit.amount) value.amount = deposit.amount;
  if (deposit.bonus) value.bonus = deposit.bonus;
  writeStorage('session', SESSION_KEYS.pendingDeposit, value.amount || value.bonus ? JSON.stringify(value) : null);
}

export function readPendingDeposit(): PendingDeposit | null {
  const raw = readStorage('session', SESSION_KEYS.pendingDeposit);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { amount, bonus } = parsed as Record<string, unknown>;
    const deposit: PendingDeposit = {};
    if (typeof amount === 'string' || typeof amount === 'number') deposit.amount = String(amount);
    if (typeof bonus === 'string') deposit.bonus = bonus;
    return deposit;
  } catch {
    return null;
  }
}

/** Stored as the game's launch path (gameLaunchUrlPath), e.g. "book-of-vauhti" (case 10). */
export function storePendingGameLaunch(launchPath: string | null) {
  writeStorage('session', SESSION_KEYS.pendingGameLaunch, launchPath);
}

export function readPendingGameLaunch(): string | null {
  return readStorage('session', SESSION_KEYS.pendingGameLaunch);
}

/**
 * Sign-up from the game window (spec 2.1, register/step1): the game's url becomes the previous
 * url and its launch path the pending launch, so the player returns to the game afterwards.
 */
export function rememberGameForRegistration(gameplayUrl: string) {
  const match = /^\/[^/]+\/gameplay\/([^?#]+)/.exec(gameplayUrl);
  if (!match?.[1]) return;
  storePreviousUrl(gameplayUrl);
  storePendingGameLaunch(match[1]);
}

export type AfterLoginEvent =
  /** A login (login page, quick login): broadcasts loginsuccess. */
  | 'login'
  /** Registration finished (step three, or step two where step three is skipped): regThreeUrlTrack, regClose, deposit. */
  | 'registration'
  /** The redirect order continues after a completion page (OTP, profile): nothing is broadcast. */
  | 'continue';

export type AfterLoginOptions = {
  event: AfterLoginEvent;
  /** The login url's flags (toSetLimit, ...). */
  flags?: LoginFlags;
  /** The quick-login modal: the page under it is the page to stay on. */
  stayOnPage?: boolean;
};

/** Account states in which deposits and play are closed and only the account pages and a withdrawal are of use. */
const RESTRICTED_STATES: readonly string[] = ['paused', 'self_excluded'];

export type AfterLoginResult = { target: string; redirect: LoginRedirect | null; profile: Profile };

function clearUsed(redirect: LoginRedirect) {
  if (redirect.matched === 8) clearPreviousUrl();
  if (redirect.matched === 9) writeStorage('session', SESSION_KEYS.pendingDeposit, null);
  if (redirect.matched === 10) storePendingGameLaunch(null);
}

/**
 * Returns the function to call after a successful login or registration: it refreshes the
 * session, reads the profile, broadcasts the event, and navigates by the spec's rules. It
 * resolves with the target, so a caller can tell where the player went.
 */
export function useAfterLogin() {
  const queryClient = useQueryClient();
  const refreshSession = useRefreshSession();
  const navigate = useNavigate();
  const language = useSiteLanguage();
  const location = useLocation();
  const currentUrl = useRef('');
  currentUrl.current = `${location.pathname}${location.search}`;

  return useCallback(
    async (options: AfterLoginOptions): Promise<AfterLoginResult> => {
      const pageUrl = withoutQueryParam(currentUrl.current, 'quicklogin');
      await refreshSession();
      const profile = await queryClient.fetchQuery({ ...profileQuery, staleTime: 0 });
      const context = await queryClient.ensureQueryData(siteContextQuery).catch(() => undefined);
      const playerId = String(profile.playerID);
      if (options.event === 'login') broadcast('loginsuccess', { playerId });
      if (options.event === 'registration') {
        broadcast('regThreeUrlTrack', { playerId });
        broadcast('regClose', { playerId });
      }

      // ADR 0022: a player on a break or self-excluded logs in to see that and to withdraw their
      // cash; what they asked for before (a game, a deposit, another page) is dropped.
      if (RESTRICTED_STATES.includes(profile.accountState.state)) {
        clearPreviousUrl();
        writeStorage('session', SESSION_KEYS.pendingDeposit, null);
        storePendingGameLaunch(null);
        const target = `/${language}/accountstatus`;
        navigate(target, { replace: true });
        return { target, redirect: null, profile };
      }

      // The url that was asked for: the page itself under the modal, else the stored one.
      const storedUrl = readPreviousUrl();
      const askedUrl = options.stayOnPage ? pageUrl : storedUrl;
      if (askedUrl && keepsQueryAfterLogin(askedUrl, profile.userStatus)) {
        if (askedUrl === storedUrl) clearPreviousUrl();
        navigate(askedUrl, { replace: true });
        return { target: askedUrl, redirect: null, profile };
      }
      if (options.event === 'registration' && storedUrl && isPromotionsPath(storedUrl)) clearPreviousUrl();

      const redirect = loginRedirectTarget({
        language,
        flags: options.flags ?? {},
        profile,
        site: {
          nationalIdCountries: context?.nationalIdCountries ?? [],
          otpExemptCountries: context?.otpExemptCountries ?? [],
        },
        previousUrl: readPreviousUrl(),
        pendingDeposit: readPendingDeposit(),
        pendingGameLaunch: readPendingGameLaunch(),
        currentPath: options.stayOnPage ? pageUrl : undefined,
      });
      clearUsed(redirect);
      let target = redirect.matched === 'home' && options.stayOnPage ? pageUrl : redirect.target;
      if (options.event === 'registration') target = withDepositModal(target);
      navigate(target, { replace: true });
      return { target, redirect, profile };
    },
    [queryClient, refreshSession, navigate, language],
  );
}

/**
 * Spec 2.1: a guest on a gameplay url with forceRealGame is sent to login, the url stored to
 * come back to. For the app shell (or the game window) to mount once.
 */
export function useForceRealGameLogin() {
  const session = useSession();
  const location = useLocation();
  const language = useSiteLanguage();
  const navigate = useNavigate();
  useEffect(() => {
    if (session.state === 'loading') return;
    const rule = forceRealGameLogin({
      pathname: location.pathname,
      search: location.search,
      language,
      loggedIn: session.state === 'player',
    });
    if (!rule) return;
    storePreviousUrl(rule.previousUrl);
    navigate(rule.target, { replace: true });
  }, [session.state, location.pathname, location.search, language, navigate]);
}

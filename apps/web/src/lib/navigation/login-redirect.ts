import type { Profile } from '../session/session-types';
import { TAKE_A_BREAK_ENABLED } from './account-area';
import { isSitePath } from './previous-url';

/*
 * Where a player goes after logging in (spec part 2, section 4, "Login redirect order"): ten
 * cases, the first that applies decides, else the language home. Pure, so the order can be
 * proven case against case; the hook in after-login.ts reads storage and navigates.
 */

// Defined with the account area's tabs, which the first load carries; importing it from there keeps
// these rules (needed only after a login) out of the first load. Re-exported for existing readers.
export { TAKE_A_BREAK_ENABLED };

/** The login url's query flags (spec 2.1): a guest who asked for a protected page is sent there. */
export const LOGIN_FLAG_NAMES = ['toSetLimit', 'toAccountstatus', 'toAccountpreferences', 'toDsar'] as const;
export type LoginFlagName = (typeof LOGIN_FLAG_NAMES)[number];
export type LoginFlags = Partial<Record<LoginFlagName, boolean>>;

/** A flag counts when present, unless its value says no ('false' or '0'). */
export function loginFlagsOf(search: string | URLSearchParams): LoginFlags {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const flags: LoginFlags = {};
  for (const name of LOGIN_FLAG_NAMES) {
    const value = params.get(name);
    if (value !== null && value !== 'false' && value !== '0') flags[name] = true;
  }
  return flags;
}

/** The login url that brings a guest back to a protected area with the flag for it. */
export function loginPathWithFlag(language: string, flag: LoginFlagName): string {
  return `/${language}/login?${flag}=true`;
}

export type RedirectProfile = Pick<
  Profile,
  | 'missingProfileFields'
  | 'nationalId'
  | 'countryCode'
  | 'userStatus'
  | 'registration'
  | 'jurisdiction'
  | 'userCategory'
  | 'migrationRequired'
>;

/** A deposit asked for before login (SESSION_KEYS.pendingDeposit): an amount, a bonus code, or both. */
export type PendingDeposit = { amount?: string; bonus?: string };

export type LoginRedirectInput = {
  language: string;
  flags: LoginFlags;
  profile: RedirectProfile;
  /** From the site context: countries whose players need a national id, and those exempt from step 3. */
  site: { nationalIdCountries: readonly string[]; otpExemptCountries: readonly string[] };
  /** The stored previous url (SESSION_KEYS.previousUrl). */
  previousUrl: string | null;
  pendingDeposit: PendingDeposit | null;
  /** The stored game launch path (SESSION_KEYS.pendingGameLaunch): the gameLaunchUrlPath of a game. */
  pendingGameLaunch: string | null;
  /** The page the deposit modal opens over (case 9); an auth page or none means the home page. */
  currentPath?: string;
};

export type LoginRedirectCase = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 'home';

export type LoginRedirect = {
  target: string;
  matched: LoginRedirectCase;
  /** Swedish licence, category c3: the cashier shows the Swedish notice (spec 4; cashier document). */
  swedishNotice: boolean;
};

/** Pages that start or replace a login: following them after login would loop. */
const AUTH_ENTRY_PATH =
  /^\/[^/]+\/(login|register|forgotpassword|reset-password|playnow|payandplay|pnp-login|pnp-process)(\/|$)/;

export function isAuthEntryPath(path: string): boolean {
  return AUTH_ENTRY_PATH.test(path);
}

/** The path of a site url without its query and fragment (case 8 follows the stored url so). */
export function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/, '');
}

function usablePreviousUrl(previousUrl: string | null): string | null {
  if (!previousUrl || !isSitePath(previousUrl)) return null;
  const path = withoutQuery(previousUrl);
  return path && !isAuthEntryPath(path) ? path : null;
}

function depositQuery(deposit: PendingDeposit | null): URLSearchParams | null {
  const amount = deposit?.amount?.trim();
  const bonus = deposit?.bonus?.trim();
  if (!amount && !bonus) return null;
  const query = new URLSearchParams({ service: 'deposit' });
  if (amount) query.set('amount', amount);
  if (bonus) query.set('bonus', bonus);
  return query;
}

/** A launch path is up to a few plain segments; anything that could leave the gameplay route is refused. */
const LAUNCH_PATH = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

export function gameLaunchPathOf(stored: string | null): string | null {
  if (!stored) return null;
  // A full gameplay url ("/en/gameplay/book-of-vauhti") is accepted too: only its launch path counts.
  const launchPath = stored.replace(/^\/?[^/]+\/gameplay\//, '').replace(/^\/+/, '');
  return LAUNCH_PATH.test(launchPath) ? launchPath : null;
}

export function needsNationalId(profile: Pick<Profile, 'countryCode' | 'nationalId'>, countries: readonly string[]) {
  return countries.includes(profile.countryCode) && !profile.nationalId;
}

export function needsOtp(profile: RedirectProfile, otpExemptCountries: readonly string[]): boolean {
  if (profile.userStatus === 'play') return false;
  if (otpExemptCountries.includes(profile.countryCode)) return false;
  return profile.registration.otpRequired && profile.registration.verifiedChannels.length === 0;
}

type Rule = { matched: Exclude<LoginRedirectCase, 'home'>; target: (input: LoginRedirectInput) => string | null };

const RULES: Rule[] = [
  {
    matched: 1,
    target: ({ flags, language }) =>
      flags.toSetLimit ? `/${language}/myaccount?page=setlimits${TAKE_A_BREAK_ENABLED ? '&tab=limits' : ''}` : null,
  },
  { matched: 2, target: ({ flags, language }) => (flags.toAccountstatus ? `/${language}/accountstatus` : null) },
  {
    matched: 3,
    target: ({ flags, language }) =>
      flags.toAccountpreferences ? `/${language}/myaccount?page=preferencecenter` : null,
  },
  { matched: 4, target: ({ flags, language }) => (flags.toDsar ? `/${language}/myaccount?page=dsar` : null) },
  {
    matched: 5,
    target: ({ profile, language }) =>
      profile.migrationRequired ? `/${language}/completeprofile?migration=true` : null,
  },
  {
    matched: 6,
    target: ({ profile, site, language }) =>
      profile.missingProfileFields.length > 0 || needsNationalId(profile, site.nationalIdCountries)
        ? `/${language}/completeprofile`
        : null,
  },
  {
    matched: 7,
    target: ({ profile, site, language }) => (needsOtp(profile, site.otpExemptCountries) ? `/${language}/otp` : null),
  },
  { matched: 8, target: ({ previousUrl }) => usablePreviousUrl(previousUrl) },
  {
    matched: 9,
    target: ({ pendingDeposit, currentPath, language }) => {
      const query = depositQuery(pendingDeposit);
      if (!query) return null;
      const page =
        currentPath && isSitePath(currentPath) && !isAuthEntryPath(currentPath) ? currentPath : `/${language}`;
      return `${withoutQuery(page)}?${query.toString()}`;
    },
  },
  {
    matched: 10,
    target: ({ pendingGameLaunch, language }) => {
      const launchPath = gameLaunchPathOf(pendingGameLaunch);
      return launchPath ? `/${language}/gameplay/${launchPath}` : null;
    },
  },
];

/** The first matching case of the login redirect order, with its target url. */
export function loginRedirectTarget(input: LoginRedirectInput): LoginRedirect {
  const swedishNotice = input.profile.jurisdiction === 'SGA' && input.profile.userCategory === 'c3';
  for (const rule of RULES) {
    const target = rule.target(input);
    if (target !== null) return { target, matched: rule.matched, swedishNotice };
  }
  return { target: `/${input.language}`, matched: 'home', swedishNotice };
}

/**
 * After login the url itself may ask for something the cashier opens (spec 4): withdraw=true
 * opens the withdrawal, for real-money players only; pendingWithdrawal or withdrawHistory opens
 * the pending withdrawals. Such a url is kept as it is instead of following the redirect order.
 */
export function keepsQueryAfterLogin(url: string, userStatus: Profile['userStatus']): boolean {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return false;
  const query = new URLSearchParams(url.slice(queryStart + 1).replace(/#.*$/, ''));
  if (query.get('withdraw') === 'true' && userStatus === 'real') return true;
  return query.has('pendingWithdrawal') || query.has('withdrawHistory');
}

/** The promotions page: a redirect to it is dropped after quick registration (spec 4). */
export function isPromotionsPath(url: string): boolean {
  return /^\/[^/]+\/promotions\/?$/.test(withoutQuery(url));
}

/** The url with the deposit modal asked for (after registration step three, spec 4). */
export function withDepositModal(url: string): string {
  const [path = '', query = ''] = withoutFragment(url).split('?');
  const params = new URLSearchParams(query);
  if (!params.has('service')) params.set('service', 'deposit');
  return `${path}?${params.toString()}`;
}

function withoutFragment(url: string) {
  return url.replace(/#.*$/, '');
}

/** Removes one query parameter from a site url (quicklogin after the quick-login modal closes). */
export function withoutQueryParam(url: string, name: string): string {
  const [path = '', query = ''] = withoutFragment(url).split('?');
  const params = new URLSearchParams(query);
  params.delete(name);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

/**
 * Spec 5: in personal-id countries a player without a national id is sent to complete the
 * profile, except on the registration pages (step 2 asks for it) and the completion pages.
 */
export function nationalIdRedirect(input: {
  pathname: string;
  language: string;
  profile: Pick<Profile, 'countryCode' | 'nationalId'>;
  nationalIdCountries: readonly string[];
}): string | null {
  if (!needsNationalId(input.profile, input.nationalIdCountries)) return null;
  if (/^\/[^/]+\/(register|completeprofile|completedetails)(\/|$)/.test(input.pathname)) return null;
  return `/${input.language}/completeprofile`;
}

/**
 * Spec 2.1: forceRealGame on a gameplay url sends a guest to login, after storing the url to come
 * back to. Returns what to store and where to go, or null when the rule does not apply.
 */
export function forceRealGameLogin(input: {
  pathname: string;
  search: string;
  language: string;
  loggedIn: boolean;
}): { previousUrl: string; target: string } | null {
  if (input.loggedIn || !/^\/[^/]+\/gameplay\//.test(input.pathname)) return null;
  const params = new URLSearchParams(input.search);
  const value = params.get('forceRealGame');
  if (value === null || value === 'false') return null;
  params.delete('forceRealGame');
  const rest = params.toString();
  return { previousUrl: `${input.pathname}${rest ? `?${rest}` : ''}`, target: `/${input.language}/login` };
}

import type { PendingDeposit } from './login-redirect';
import { isSitePath } from './previous-url';
import {
  CASHIER_PARAMS,
  DEPOSIT_STEPS,
  type DepositStep,
  isDepositStep,
  isGameplayPath,
  withoutCashierParams,
} from './url-checks';

// The deposit steps, the cashier's parameters and the game window check live in url-checks.ts,
// which the app shell's first load imports instead of this file; re-exported so readers of the
// query rules find them here.
export { CASHIER_PARAMS, DEPOSIT_STEPS, type DepositStep, isGameplayPath, withoutCashierParams };

/*
 * The query parameters any page may carry (spec part 2, section 2.2), read as pure functions so
 * every rule is testable without a browser. app/QueryParamEffects.tsx acts on them; the cashier
 * reads cashierRequestOf() to know which modal to open.
 */

/** Longest value kept from a link for a bonus code, method or provider id. */
const CODE_LENGTH_MAX = 64;
const AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;
const CODE_PATTERN = /^[\w.-]+$/;

export type CashierRequestKind = 'withdraw' | 'pendingWithdrawals' | 'deposit';

/** What a link asks the cashier to open, with the details it carries. */
export type CashierRequest = {
  kind: CashierRequestKind;
  step?: DepositStep;
  /** The amount in major units as written in the link, e.g. '50' or '25.50'. */
  amount?: string;
  bonus?: string;
  method?: string;
  providerId?: string;
  withdrawSuccess?: boolean;
  /** The platform's transaction a deposit-status step shows (the provider's return page sends it). */
  txnId?: string;
};

type SearchInput = string | URLSearchParams;

function paramsOf(search: SearchInput): URLSearchParams {
  return typeof search === 'string' ? new URLSearchParams(search) : search;
}

/** A code-like value (bonus code, method, provider id) or undefined when absent or malformed. */
function codeOf(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  if (!value || value.length > CODE_LENGTH_MAX || !CODE_PATTERN.test(value)) return undefined;
  return value;
}

const TXN_ID_PATTERN = /^[1-9][0-9]{0,17}$/;

function txnIdOf(params: URLSearchParams): string | undefined {
  const value = params.get('txnId')?.trim();
  return value && TXN_ID_PATTERN.test(value) ? value : undefined;
}

function amountOf(params: URLSearchParams): string | undefined {
  const value = params.get('amount')?.trim();
  return value && AMOUNT_PATTERN.test(value) && Number(value) > 0 ? value : undefined;
}

/** A flag parameter is on when present, unless it says false or 0. */
function flagOf(params: URLSearchParams, name: string): boolean {
  if (!params.has(name)) return false;
  const value = params.get(name)?.trim().toLowerCase();
  return value !== 'false' && value !== '0';
}

function withoutUndefined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/**
 * The cashier modal a link asks for: withdraw=true the withdrawal, pendingWithdrawal or
 * withdrawHistory the pending withdrawals, service=deposit or a known deposit step the deposit
 * (with amount, bonus and method). Null when the link asks for none of them.
 */
export function cashierRequestOf(search: SearchInput): CashierRequest | null {
  const params = paramsOf(search);
  const details = {
    providerId: codeOf(params, 'providerId'),
    withdrawSuccess: params.has('withdrawSuccess') ? flagOf(params, 'withdrawSuccess') : undefined,
  };
  if (params.get('withdraw') === 'true') return withoutUndefined<CashierRequest>({ kind: 'withdraw', ...details });
  if (params.has('pendingWithdrawal') || params.has('withdrawHistory')) {
    return withoutUndefined<CashierRequest>({ kind: 'pendingWithdrawals', ...details });
  }
  const step = params.get('step');
  if (params.get('service') === 'deposit' || isDepositStep(step)) {
    return withoutUndefined<CashierRequest>({
      kind: 'deposit',
      step: isDepositStep(step) ? step : undefined,
      amount: amountOf(params),
      bonus: codeOf(params, 'bonus'),
      method: codeOf(params, 'method'),
      txnId: txnIdOf(params),
      ...details,
    });
  }
  return null;
}

/** A step value that is not a deposit step: the link is broken and the site goes home. */
export function hasUnknownStep(search: SearchInput): boolean {
  const params = paramsOf(search);
  return params.has('step') && !isDepositStep(params.get('step'));
}

/** The query without one parameter, as '?a=b' or ''. */
export function withoutParam(search: SearchInput, name: string): string {
  const params = new URLSearchParams(paramsOf(search));
  params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The page a pageurlid link redirects to, when it is a path on this site; otherwise null. */
export function pageUrlIdOf(search: SearchInput): string | null {
  const value = paramsOf(search).get('pageurlid')?.trim();
  return value && isSitePath(value) ? value : null;
}

export function asksForQuickLogin(search: SearchInput): boolean {
  return flagOf(paramsOf(search), 'quicklogin');
}

export type QuickLoginDecision = 'open' | 'strip' | 'none';

/**
 * quicklogin opens the quick-login modal for a guest; on mobile at game launch the parameter is
 * removed instead (the game window needs the whole small screen).
 */
export function quickLoginDecisionOf(input: {
  search: SearchInput;
  pathname: string;
  loggedIn: boolean;
  mobile: boolean;
}): QuickLoginDecision {
  if (!asksForQuickLogin(input.search)) return 'none';
  if (input.mobile && isGameplayPath(input.pathname)) return 'strip';
  return input.loggedIn ? 'none' : 'open';
}

/**
 * Where a link's parameters send the visitor: 'stay' (nothing to do here; a logged-in player's
 * cashier request is the cashier's), 'login' (a guest asked for the cashier: the page is
 * remembered, with the deposit details), or 'go' (an unknown step goes home; pageurlid redirects).
 */
export type QueryNavigation =
  | { kind: 'stay' }
  | { kind: 'login'; to: string; previousUrl: string; pendingDeposit: PendingDeposit | null }
  | { kind: 'go'; to: string };

export function queryNavigationOf(input: {
  pathname: string;
  search: string;
  language: string;
  loggedIn: boolean;
}): QueryNavigation {
  const { pathname, search, language, loggedIn } = input;
  const home = `/${language}`;
  const loginPath = `${home}/login`;
  const cashier = cashierRequestOf(search);
  if (cashier && !loggedIn && pathname !== loginPath) {
    const pendingDeposit =
      cashier.kind === 'deposit' && (cashier.amount || cashier.bonus)
        ? withoutUndefined({ amount: cashier.amount, bonus: cashier.bonus })
        : null;
    return { kind: 'login', to: loginPath, previousUrl: `${pathname}${search}`, pendingDeposit };
  }
  if (!cashier && hasUnknownStep(search)) return { kind: 'go', to: `${home}${withoutCashierParams(search)}` };
  const redirect = pageUrlIdOf(search);
  if (redirect && redirect !== `${pathname}${search}`) return { kind: 'go', to: redirect };
  return { kind: 'stay' };
}

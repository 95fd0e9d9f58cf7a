import { isSetLimitsPage } from '../../../lib/navigation/account-area';
import { TAKE_A_BREAK_ENABLED } from '../../../lib/navigation/login-redirect';
import { isSitePath } from '../../../lib/navigation/previous-url';
import { withoutCashierParams } from '../../../lib/navigation/query-params';
import { depositUrl } from './cashier-url';

/*
 * The ways into the deposit limits page and back out of it: the cashier's 'manage limits' link
 * (spec part 1 section 2, step 1) and the from=deposit return to the deposit modal after saving.
 * A guest's way in (login with the toSetLimit flag) is lib/navigation/account-area.ts.
 */

/** Router state the 'manage limits' link carries: the page under the deposit modal, to come back to. */
export type LimitsReturnState = { returnTo?: string };

type Url = { pathname: string; search: string };

/** The deposit limits tab of the account area (login-redirect case 1 lands here too). */
export function depositLimitsPath(language: string): string {
  return `/${language}/myaccount?page=setlimits${TAKE_A_BREAK_ENABLED ? '&tab=limits' : ''}`;
}

/** The deposit modal's 'manage limits' link: the limits page with from=deposit, remembering the page below. */
export function manageLimitsLink(language: string, from: Url): { to: string; state: LimitsReturnState } {
  return {
    to: `${depositLimitsPath(language)}&from=deposit`,
    state: { returnTo: `${from.pathname}${withoutCashierParams(from.search)}` },
  };
}

/**
 * Where saving with from=deposit goes: the deposit modal (service=deposit) over the page the
 * player left for the limits, or over the language home when the link did not say (a link typed
 * or followed from elsewhere).
 */
export function depositReturnUrl(language: string, state: unknown): string {
  const returnTo = (state as LimitsReturnState | null)?.returnTo;
  const usable = typeof returnTo === 'string' && isSitePath(returnTo) && !isLimitsPage(returnTo);
  const [pathname = `/${language}`, query = ''] = (usable ? returnTo : `/${language}`).split('?');
  return depositUrl({ pathname, search: query ? `?${query}` : '' });
}

function isLimitsPage(url: string): boolean {
  const [pathname = '', query = ''] = url.split('?');
  return (
    /^\/[^/]+\/(myaccount|setmonthlydepositlimit)\/?$/.test(pathname) &&
    (isSetLimitsPage(query) || pathname.endsWith('setmonthlydepositlimit'))
  );
}

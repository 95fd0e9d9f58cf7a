/*
 * The account area's tabs (spec part 2, section 2.1, "account areas"), in the order the tab list
 * shows them, with the url of each. Several features fill the area (accounts: profile, password,
 * transactions, status; the cashier: its history and the deposit limits), so the list lives here
 * and each feature renders its own tabs inside the shared frame (components/AccountArea).
 */

/**
 * Take-a-break is on in this product, so the set-limits page opens on its limits tab (spec 2.1).
 * It lives here rather than with the login redirect rules (login-redirect.ts re-exports it): the
 * app shell's first load reads it through this file, and must not carry those rules with it.
 */
export const TAKE_A_BREAK_ENABLED = true;

export const ACCOUNT_AREA_TABS = ['profile', 'password', 'transactions', 'cashier', 'limits', 'status'] as const;
export type AccountAreaTab = (typeof ACCOUNT_AREA_TABS)[number];

/** The set-limits page's tab values that open the deposit limits (spec 2.1); the spec's wagering-limits has no page here. */
export const DEPOSIT_LIMITS_TAB_VALUES = ['limits', 'deposit-limits'] as const;

/** The path and query of each tab under /{lang}/ (myaccount?page=setlimits is the deposit limits, spec 2.1). */
export const ACCOUNT_TAB_PATH: Record<AccountAreaTab, string> = {
  profile: 'myaccount',
  password: 'myaccount/password',
  transactions: 'myaccount/transactions',
  cashier: 'myaccount/cashier',
  limits: 'myaccount?page=setlimits&tab=limits',
  status: 'myaccount/status',
};

/** Whether a {lang}/myaccount query asks for the deposit limits (page=setlimits): the cashier serves it. */
export function isSetLimitsPage(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.get('page') === 'setlimits';
}

/**
 * Where a guest who asked for the deposit limits goes (spec 2.1): the login with the flag
 * toSetLimit=setlimits (and tab=limits, take-a-break being on), which brings them back after it.
 */
export function setLimitsLoginPath(language: string): string {
  return `/${language}/login?toSetLimit=setlimits${TAKE_A_BREAK_ENABLED ? '&tab=limits' : ''}`;
}

/*
 * The checks the app shell makes on every url (is it the game window, does its query ask for a
 * cashier) and the links that open a cashier over a page. They live apart from query-params.ts
 * (which builds on them and re-exports them) because the shell is in every visitor's first load:
 * importing one function from query-params.ts would bring all of its rules there, which only the
 * lazy query-parameter effects and the cashier use.
 */

/** The deposit steps a link may open the deposit modal at; any other step value resets the query. */
export const DEPOSIT_STEPS = ['select-bonus', 'select-deposit-method', '3d-verification', 'deposit-status'] as const;
export type DepositStep = (typeof DEPOSIT_STEPS)[number];

export function isDepositStep(value: string | null): value is DepositStep {
  return value !== null && (DEPOSIT_STEPS as readonly string[]).includes(value);
}

/**
 * Whether the query asks for a cashier modal: the same answer as cashierRequestOf(search) !== null
 * (query-params.ts, which reads the details), without reading them.
 */
export function asksForCashier(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return (
    params.get('withdraw') === 'true' ||
    params.has('pendingWithdrawal') ||
    params.has('withdrawHistory') ||
    params.get('service') === 'deposit' ||
    isDepositStep(params.get('step'))
  );
}

/** Every parameter that belongs to the cashier: removed together when a link is invalid. */
export const CASHIER_PARAMS = [
  'withdraw',
  'pendingWithdrawal',
  'withdrawHistory',
  'service',
  'step',
  'amount',
  'bonus',
  'method',
  'providerId',
  'withdrawSuccess',
  'txnId',
] as const;

/** The query without the cashier's parameters, as '?a=b' or '': what of it belongs to the page. */
export function withoutCashierParams(search: string | URLSearchParams): string {
  const params = new URLSearchParams(search);
  for (const name of CASHIER_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * A link that opens a cashier over the page at `pathname` (spec 2.2): the page's own query kept,
 * an earlier cashier's parameters dropped, so links never pile up stale ones
 * (`?pendingWithdrawal=true&service=deposit`), and `params` set: service=deposit for a Deposit
 * button, withdraw=true for the withdrawal, pendingWithdrawal=true for the pending withdrawals.
 */
export function cashierLinkOf(pathname: string, search: string, params: Record<string, string>): string {
  const query = new URLSearchParams(withoutCashierParams(search));
  for (const [name, value] of Object.entries(params)) query.set(name, value);
  return `${pathname}?${query.toString()}`;
}

/** A game window path: {lang}/gameplay/{launch path}. */
export function isGameplayPath(pathname: string): boolean {
  return /^\/[^/]+\/gameplay\/[^/]/.test(pathname);
}

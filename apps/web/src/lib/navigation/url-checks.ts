/*
 * The two checks the app shell makes on every url: is it the game window, and does its query ask
 * for a cashier. They live apart from query-params.ts (which builds on them and re-exports them)
 * because the shell is in every visitor's first load: importing one function from query-params.ts
 * would bring all of its rules there, which only the lazy query-parameter effects and the cashier use.
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

/** A game window path: {lang}/gameplay/{launch path}. */
export function isGameplayPath(pathname: string): boolean {
  return /^\/[^/]+\/gameplay\/[^/]/.test(pathname);
}

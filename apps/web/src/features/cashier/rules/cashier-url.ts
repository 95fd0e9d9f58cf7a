import { CASHIER_PARAMS, type DepositStep, withoutCashierParams } from '../../../lib/navigation/query-params';
import { cashierLinkOf } from '../../../lib/navigation/url-checks';

/*
 * The cashier lives in the url (spec part 1 section 2): its modal opens from the query of any
 * page, and the deposit's step is the step parameter, so reload, back and forward land on the
 * same step. These build the urls the modals navigate to; the page under the modal stays.
 */

type Url = { pathname: string; search: string; hash?: string };

function withQuery({ pathname, hash = '' }: Url, params: URLSearchParams): string {
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}

/** The same page with the cashier's parameters removed: the modal closes. */
export function closedCashierUrl(url: Url): string {
  return `${url.pathname}${withoutCashierParams(url.search)}${url.hash ?? ''}`;
}

/**
 * The same page at a deposit step, keeping the deposit's details (amount, bonus, method) and the
 * page's own parameters; `changes` sets (a string) or removes (null) details at the same time.
 */
export function depositStepUrl(
  url: Url,
  step: DepositStep,
  changes: Partial<Record<'amount' | 'bonus' | 'method', string | null>> = {},
): string {
  // The step takes the place of service=deposit or of the step before it, so a step's url does
  // not depend on whether the url was corrected from service=deposit first.
  const entries = [...new URLSearchParams(url.search)];
  const place = entries.findIndex(([name]) => name === 'service' || name === 'step');
  const others = entries.filter(([name]) => name !== 'service' && name !== 'step');
  others.splice(place === -1 ? others.length : place, 0, ['step', step]);
  const params = new URLSearchParams(others);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') params.delete(name);
    else params.set(name, value);
  }
  return withQuery(url, params);
}

/** The same page with another cashier asked for (cashierLinkOf), its hash kept. */
function withCashier(url: Url, params: Record<string, string>): string {
  return `${cashierLinkOf(url.pathname, url.search, params)}${url.hash ?? ''}`;
}

/** The same page with the deposit modal asked for (the activation screen's Add funds, the withdrawal's activation). */
export function depositUrl(url: Url, details: Partial<Record<'amount' | 'bonus' | 'method', string>> = {}): string {
  const given = Object.entries(details).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return withCashier(url, { service: 'deposit', ...Object.fromEntries(given) });
}

/** The same page with the withdrawal modal asked for (withdraw=true), dropping another cashier request. */
export function withdrawalUrl(url: Url): string {
  return withCashier(url, { withdraw: 'true' });
}

/** After a successful withdrawal (spec part 1 section 2): the pending withdrawals open, with the success flag. */
export function withdrawSuccessUrl(url: Url): string {
  return withCashier(url, { pendingWithdrawal: 'true', withdrawSuccess: 'true' });
}

/** Whether a parameter name is one of the cashier's (the rest of a query belongs to the page). */
export function isCashierParam(name: string): boolean {
  return (CASHIER_PARAMS as readonly string[]).includes(name);
}

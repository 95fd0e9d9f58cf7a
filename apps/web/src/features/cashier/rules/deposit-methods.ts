import type { DepositDetails, MethodEntry } from '@vauhti/contracts/cashier';

/*
 * The deposit methods of step 1 (spec part 1 section 4, "Deposit flow"): the list cashier details
 * answers, the method chosen at the start, and whether a method is paid by card on the site's own
 * form. Pure, so the preselection is proven on its own.
 */

/** A deposit method with its key (CREDITCARD, TRUSTLY, ...), in the order the platform listed it. */
export type DepositMethod = MethodEntry & { key: string };

/** Cashier details is asked again this many times while the list comes back empty (spec section 9). */
export const EMPTY_METHOD_LIST_RETRIES = 3;

/** The wait before asking again for an empty list: the provider's list is usually back a moment later. */
export const EMPTY_METHOD_LIST_RETRY_DELAY_MS = 1000;

export function depositMethodsOf(details: Pick<DepositDetails, 'methods'> | undefined): DepositMethod[] {
  if (!details) return [];
  return Object.entries(details.methods).map(([key, entry]) => ({ ...entry, key }));
}

function updatedAtOf(method: Pick<MethodEntry, 'updatedTime'>): number {
  const time = method.updatedTime === null ? Number.NaN : Date.parse(method.updatedTime);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * The method selected when step 1 opens: the link's `method` when it is offered, else the one with
 * the latest updatedTime (a method without a readable time counts as the oldest; the first listed
 * wins a tie). Null when nothing is offered.
 */
export function preselectedMethod(methods: readonly DepositMethod[], linkMethod?: string): string | null {
  if (linkMethod && methods.some((method) => method.key === linkMethod)) return linkMethod;
  let latest: DepositMethod | null = null;
  for (const method of methods) {
    if (latest === null || updatedAtOf(method) > updatedAtOf(latest)) latest = method;
  }
  return latest?.key ?? null;
}

/** A card method: its form asks for a card number, so the site's card form (saved cards, new card) pays it. */
export function isCardMethod(method: Pick<MethodEntry, 'fields'>): boolean {
  return method.fields.some((field) => field.type === 'card-number');
}

/**
 * Whether react-query asks again after a failed load: only for an empty list, at most
 * EMPTY_METHOD_LIST_RETRIES times; other failures show at once.
 */
export function retriesEmptyMethodList(failureCount: number, error: unknown): boolean {
  return error instanceof EmptyMethodListError && failureCount < EMPTY_METHOD_LIST_RETRIES;
}

/** Cashier details answered no method: asked again, then 'no payment options available'. */
export class EmptyMethodListError extends Error {
  constructor() {
    super('cashier details listed no deposit method');
    this.name = 'EmptyMethodListError';
  }
}

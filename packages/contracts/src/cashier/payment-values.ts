/*
 * The payment enumerations the site, the platform and the provider share, without Zod, so the site
 * can read a list at run time (a guard, a choice) without bundling the schemas that use it.
 */

/** What a payment is: money in or money out. */
export const TRANSACTION_KINDS = ['deposit', 'withdrawal'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** PaymentIQ's transaction states (contracts/payments.md section 2). */
export const PROVIDER_STATES = ['WAITING_INPUT', 'WAITING_APPROVAL', 'SUCCESSFUL', 'FAILED', 'CANCELLED'] as const;
export type ProviderState = (typeof PROVIDER_STATES)[number];

/** The methods that offer pay-and-play: a deposit whose bank identifies the payer (no player yet). */
export const PAY_AND_PLAY_METHODS = ['TRUSTLY', 'ZIMPLER', 'BRITEPLAY'] as const;
export type PayAndPlayMethod = (typeof PAY_AND_PLAY_METHODS)[number];

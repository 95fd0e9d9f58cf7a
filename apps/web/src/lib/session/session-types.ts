/*
 * The identity and wallet answers the whole site reads; their shapes are the platform's, in
 * @vauhti/contracts/accounts (dozens of files name them from here).
 */
export type { AuthStatus, Balances, Profile, RegistrationProgress } from '@vauhti/contracts/accounts';

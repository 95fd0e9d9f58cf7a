/*
 * The wire shapes of the player's account (identity: registration, sessions, passwords, profile,
 * suspension) and of the player's own money (balances, transactions, pending withdrawals), shared
 * by the platform (which validates and documents them) and the site (which imports the types,
 * and reads the Zod-free lists of account-values.ts and transfer-codes.ts at run time).
 */
export * from './account-values';
export * from './profile';
export * from './registration';
export * from './session';
export * from './transfer-codes';
export * from './wallet';

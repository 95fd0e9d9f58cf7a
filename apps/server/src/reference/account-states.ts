/*
 * The names of a player's account states, which identity decides and other domains act on (games
 * refuse a launch, the cashier refuses a deposit). Only the names are shared: which restriction
 * wins when several apply is identity's rule (player-status.ts accountStateOf).
 */

/** What an account may do now: a lock, a self-exclusion or a pause (a break) restricts it (a wire value too). */
/** A play-money account has never deposited; a real one has (a wire value too). */
export type { AccountStateName, UserStatus } from '@vauhti/contracts/accounts';

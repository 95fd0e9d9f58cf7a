/*
 * The wire shapes of the player's cashier (spec part 1 sections 3 and 7), shared by the platform
 * (which validates and documents them) and the site (which imports the types only, so no schema
 * code enters its bundle).
 */
export * from './aml-verification';
export * from './cashier-details';
export * from './cashier-history';
export * from './cashier-state';
export * from './payment-values';
export * from './player-cashier';

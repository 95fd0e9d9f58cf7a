/**
 * The platform's development secrets, in one place: they are public (this file, the sandboxes'
 * defaults, the docs), so the production preflight (preflight.ts) refuses every one of them.
 */
export const DEVELOPMENT_SECRETS = {
  /** Signs the platform's calls to the game provider's operator API (sandbox-games's OPERATOR_SECRETS). */
  gameOperator: 'dev-operator-secret',
  /** Seamless-wallet provider id to the secret its calls are signed with (the sandboxes' WALLET_SECRET). */
  walletProviders: { 'sandbox-games': 'dev-games-secret', 'sandbox-sports': 'dev-sports-secret' },
  /** The payment provider's merchant secret, both directions (sandbox-pay's MERCHANT_SECRET). */
  payments: 'dev-pay-secret',
} as const;

const KNOWN = new Set<string>([
  DEVELOPMENT_SECRETS.gameOperator,
  ...Object.values(DEVELOPMENT_SECRETS.walletProviders),
  DEVELOPMENT_SECRETS.payments,
]);

/** Whether a secret is one of the public development secrets, whichever system it was meant for. */
export function isDevelopmentSecret(secret: string): boolean {
  return KNOWN.has(secret.trim());
}

import { DEVELOPMENT_SECRETS } from '../../development-secrets';
import type { Environment } from '../../reference/environments';
import { type ProviderAddresses, parseProviderAddresses } from './provider-addresses';

/** The payment provider's configuration, read from the environment (see the workflow README). */
export type PaymentsConfig = {
  /** The provider's API (sandbox-pay in development). */
  providerUrl: string;
  /** The platform as the provider knows it (X-Merchant-Id both ways). */
  merchantId: string;
  /**
   * The bootstrapper environment the site's hosted cashier loads from (packages/cashier-embed):
   * `development` (the sandbox on localhost:5000) outside production, `production` in it.
   */
  cashierEnvironment: string;
  /** The shared HMAC secret; null in production when none is set, and then the platform takes no payments. */
  secret: string | null;
  providerTimeoutMs: number;
  reconcileIntervalMs: number;
  /**
   * How old a withdrawal that never got a provider transaction id (the provider was unreachable
   * when it was made) may grow before the job queue expires it and returns any hold.
   */
  withdrawalExpiryMs: number;
  /** Who may call the merchant API: any address outside production unless set; in production only these. */
  providerAddresses: ProviderAddresses;
};

/**
 * An hour: far past the provider call's time-out and any late authorize of a call that did arrive
 * (authorize records the provider's id, which takes a withdrawal out of expiry), yet short enough
 * that a player's pending list clears the same day.
 */
const WITHDRAWAL_EXPIRY_MS_DEFAULT = 60 * 60_000;

export function paymentsConfigOf(environment: NodeJS.ProcessEnv, nodeEnvironment: Environment): PaymentsConfig {
  const secret = nonEmpty(environment.PAYMENT_SECRET);
  return {
    providerUrl: (nonEmpty(environment.PAYMENT_PROVIDER_URL) ?? 'http://localhost:5000').replace(/\/+$/, ''),
    merchantId: nonEmpty(environment.PAYMENT_MERCHANT_ID) ?? 'vauhti',
    cashierEnvironment: cashierEnvironmentOf(environment, nodeEnvironment),
    // A default secret in production would let anyone who read this file sign merchant calls.
    secret: secret ?? (nodeEnvironment === 'production' ? null : DEVELOPMENT_SECRETS.payments),
    providerTimeoutMs: positiveInteger(environment, 'PAYMENT_PROVIDER_TIMEOUT_MS', 10_000),
    reconcileIntervalMs: positiveInteger(environment, 'RECONCILE_INTERVAL_MS', 60_000),
    withdrawalExpiryMs: positiveInteger(environment, 'WITHDRAWAL_EXPIRY_MS', WITHDRAWAL_EXPIRY_MS_DEFAULT),
    providerAddresses: providerAddressesOf(environment, nodeEnvironment),
  };
}

/** Production without PAYMENT_PROVIDER_ADDRESSES accepts merchant calls from nowhere, as without a secret. */
function providerAddressesOf(environment: NodeJS.ProcessEnv, nodeEnvironment: Environment): ProviderAddresses {
  const text = nonEmpty(environment.PAYMENT_PROVIDER_ADDRESSES);
  if (text !== undefined) return parseProviderAddresses(text);
  return nodeEnvironment === 'production' ? [] : null;
}

/** A bootstrapper environment name (production, test, development, a brand's); lower-case letters only. */
function cashierEnvironmentOf(environment: NodeJS.ProcessEnv, nodeEnvironment: Environment): string {
  const name = nonEmpty(environment.PAYMENT_CASHIER_ENVIRONMENT);
  if (name === undefined) return nodeEnvironment === 'production' ? 'production' : 'development';
  if (!/^[a-z]{1,40}$/.test(name))
    throw new Error('PAYMENT_CASHIER_ENVIRONMENT must be a bootstrapper environment name');
  return name;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function positiveInteger(environment: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = nonEmpty(environment[name]);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive whole number of milliseconds`);
  return value;
}

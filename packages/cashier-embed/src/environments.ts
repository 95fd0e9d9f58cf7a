import { LOOKUP_VERSION_DEFAULT } from './constants';

/*
 * Where the cashier and the customer lookup load from, per environment (spec section 2). The
 * PaymentIQ-hosted environments share the checkout host (the lookup's checkout client) and the pay
 * host; the white-label tenants the original package knows have hosts of their own. development is
 * the local sandbox: the cashier on port 5000, the lookup on port 4000.
 */

export const DEFAULT_ENVIRONMENT = 'production';
export const PAY_HOST = 'https://pay.paymentiq.io';
export const CHECKOUT_HOST = 'https://checkout.paymentiq.io';
/** The provider's static CDN, where `useExperimentalCdn` loads the checkout client from. */
export const EXPERIMENTAL_CDN_HOST = 'https://static.paymentiq.io';
export const DEVELOPMENT_CASHIER_HOST = 'http://localhost:5000';
export const DEVELOPMENT_LOOKUP_HOST = 'http://localhost:4000';

export interface EnvironmentHosts {
  /** The cashier iframe's address (the query string follows `/?`). */
  cashier: string;
  /** The checkout host: the lookup's checkout client, and a target of messages to an API host. */
  checkout: string;
  /** The pay host, where the cashier behind an API host answers (PaymentIQ-hosted environments). */
  pay?: string;
  /** The CDN the experimental lookup loads from. */
  cdn?: string;
}

/** A PaymentIQ-hosted environment: `https://<prefix>api.paymentiq.io/paymentiq/cashier`. */
const paymentIq = (prefix: string): EnvironmentHosts => ({
  cashier: `https://${prefix}api.paymentiq.io/paymentiq/cashier`,
  checkout: CHECKOUT_HOST,
  pay: PAY_HOST,
  cdn: EXPERIMENTAL_CDN_HOST,
});

/** A white-label tenant on its own domain. */
const whiteLabel = (domain: string): EnvironmentHosts => ({
  cashier: `https://api.${domain}/ui/cashier`,
  checkout: `https://checkout.${domain}`,
});

export const ENVIRONMENTS: Record<string, EnvironmentHosts> = {
  production: paymentIq(''),
  test: paymentIq('test-'),
  mrgreen: paymentIq('mrgreen-'),
  casumo: paymentIq('casumo-'),
  ecom: whiteLabel('ecomtransactions.io'),
  oceanharborlight: whiteLabel('oceanharborlight.com'),
  silvercurrent: whiteLabel('silvercurrent.zone'),
  softember: whiteLabel('softember.tools'),
  sunpetal: whiteLabel('sunpetal.xyz'),
  // The sandbox answers on the cashier's own origin; its lookup (port 4000) is addressed in lookupAddress.
  development: { cashier: DEVELOPMENT_CASHIER_HOST, checkout: DEVELOPMENT_CASHIER_HOST },
};

/** The hosts of an environment; a missing or unknown name means production. */
export function environmentHosts(environment: unknown): EnvironmentHosts {
  const known = typeof environment === 'string' && Object.hasOwn(ENVIRONMENTS, environment);
  return ENVIRONMENTS[known ? environment : DEFAULT_ENVIRONMENT] as EnvironmentHosts;
}

/** The cashier iframe's address before its query string, e.g. `http://localhost:5000/`. */
export function cashierAddress(environment: unknown): string {
  return `${environmentHosts(environment).cashier}/`;
}

/**
 * The lookup iframe's address before its query string: the checkout client under its version path
 * (`master` by default), from the CDN when asked and the environment has one; development serves
 * the lookup at the root of its port.
 */
export function lookupAddress(environment: unknown, version?: unknown, useExperimentalCdn?: unknown): string {
  if (environment === 'development') return `${DEVELOPMENT_LOOKUP_HOST}/`;
  const hosts = environmentHosts(environment);
  const host = (useExperimentalCdn && hosts.cdn) || hosts.checkout;
  return `${host}/checkout-client/${version || LOOKUP_VERSION_DEFAULT}/`;
}

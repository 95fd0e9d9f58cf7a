import { DEVELOPMENT_LOOKUP_HOST, ENVIRONMENTS, environmentHosts } from './environments';

/*
 * Which origins the page trusts and where it sends (spec section 5, "Embedded integration"). A
 * cashier reads a message only from its own environments' hosts (environmentOrigins, in
 * cashier.ts); allowedOrigins is every environment's, the list the original package trusts on
 * every page.
 */

const originOf = (address: string) => new URL(address).origin;

/** The origins of an environment's hosts: cashier, checkout, pay and CDN (production for unknown names). */
export function environmentOrigins(environment: unknown): string[] {
  const { cashier, checkout, pay, cdn } = environmentHosts(environment);
  return [...new Set([cashier, checkout, pay, cdn].filter((address): address is string => !!address).map(originOf))];
}

let allowList: string[] | undefined;

/** Every environment's origins and the local lookup port: the original package's trust list. */
export function allowedOrigins(): string[] {
  if (!allowList) {
    allowList = [...new Set([DEVELOPMENT_LOOKUP_HOST, ...Object.keys(ENVIRONMENTS).flatMap(environmentOrigins)])];
  }
  return allowList;
}

export function isAllowedOrigin(origin: string): boolean {
  return allowedOrigins().includes(origin);
}

/**
 * The origins a message to an iframe is addressed to: the iframe's own origin, except behind an API
 * host, where the cashier answers from the pay host (the target) with a copy to the checkout host;
 * an API host without a pay host (white-label tenants) sends to its checkout host.
 */
export function targetOrigins(frameAddress: string): string[] {
  const origin = originOf(frameAddress);
  for (const hosts of Object.values(ENVIRONMENTS)) {
    if (originOf(hosts.cashier) === origin && originOf(hosts.checkout) !== origin) {
      return hosts.pay ? [hosts.pay, hosts.checkout] : [hosts.checkout];
    }
  }
  return [origin];
}

import { DEVELOPMENT_LOOKUP_HOST, ENVIRONMENTS } from './environments';

/*
 * Which origins the page trusts and where it sends (spec section 5, "Embedded integration"). A
 * message is read only from the provider's hosts (every environment's cashier, checkout, pay and
 * CDN host, and the local ports 5000 and 4000); the events that only announce loading pass from
 * anywhere, so a cashier behind an unexpected redirect still boots.
 */

/** Events read from any origin. */
export const ANY_ORIGIN_EVENTS = ['CASHIER_INIT_LOAD', 'CASHIER_BOOT_REQUEST', 'LOOKUP_INIT_LOAD', 'IS_LOADING'];

const originOf = (address: string) => new URL(address).origin;

let allowList: string[] | undefined;

/** Every origin a cashier or lookup message may come from. */
export function allowedOrigins(): string[] {
  if (!allowList) {
    const origins = new Set([DEVELOPMENT_LOOKUP_HOST]);
    for (const hosts of Object.values(ENVIRONMENTS)) {
      for (const address of [hosts.cashier, hosts.checkout, hosts.pay, hosts.cdn]) {
        if (address) origins.add(originOf(address));
      }
    }
    allowList = [...origins];
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

import { localAddressProblem, refuseUnsafeProduction } from '@vauhti/server-kit';
import type { PlatformConfig } from './config';
import { isDevelopmentSecret } from './development-secrets';

/**
 * Everything that makes a configuration unfit for production, all of it at once (ADR 0021): a
 * missing or public development secret, an http SITE_URL (the session cookie would lose its Secure
 * flag), a provider left at its localhost default, the development tools.
 */
export function productionProblemsOf(config: PlatformConfig): string[] {
  const problems = [
    config.devTools ? 'the development tools (dev mailbox, embed demo, Dev panel, demo seed) are on' : null,
    config.siteUrl.startsWith('https://')
      ? null
      : `SITE_URL is ${config.siteUrl}: production needs https, or the session cookie loses its Secure flag`,
    config.sessions.secureCookie ? null : 'the session cookie is not marked Secure',
    secretProblem('GAME_PROVIDER_SECRET', config.gameProvider.secret),
    localAddressProblem('GAME_PROVIDER_URL', config.gameProvider.url),
    ...walletProviderProblems(config.walletProviders),
    secretProblem('PAYMENT_SECRET', config.payments.secret),
    localAddressProblem('PAYMENT_PROVIDER_URL', config.payments.providerUrl),
    config.payments.providerAddresses === null || config.payments.providerAddresses.length === 0
      ? 'PAYMENT_PROVIDER_ADDRESSES is not set: the merchant API would take calls from no address'
      : null,
    config.payments.cashierEnvironment === 'development'
      ? 'PAYMENT_CASHIER_ENVIRONMENT is development: the hosted cashier would load from localhost'
      : null,
    config.mail.smtpUrl ? null : 'SMTP_URL is not set: one-time codes and reset links would never be sent',
  ];
  return problems.filter((problem) => problem !== null);
}

/** In production, refuses to go on (one error listing every problem); elsewhere does nothing. */
export function assertReadyForProduction(config: PlatformConfig): void {
  if (config.environment !== 'production') return;
  refuseUnsafeProduction('the platform', productionProblemsOf(config));
}

function secretProblem(variable: string, secret: string | null): string | null {
  if (secret === null) return `${variable} is not set`;
  return isDevelopmentSecret(secret) ? `${variable} is a public development secret` : null;
}

function walletProviderProblems(providers: PlatformConfig['walletProviders']): string[] {
  const entries = Object.entries(providers);
  if (entries.length === 0)
    return ['WALLET_PROVIDERS is not set: no game or sportsbook provider could call the wallet'];
  return entries
    .filter(([, provider]) => isDevelopmentSecret(provider.secret))
    .map(([id]) => `WALLET_PROVIDERS gives ${id} a public development secret`);
}

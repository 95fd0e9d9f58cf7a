import type { CashierToken } from '@vauhti/contracts/cashier';
import { HOSTED_CASHIER_THEME } from '../rules/hosted-theme';
import { cashierToken } from './deposit-fixtures';

/* Test data for the hosted cashier: the provider's session and what the bootstrapper is given. */

/** POST /cashier/token of a hosted cashier: the provider's session. */
export const hostedToken: CashierToken = cashierToken({
  token: 'session-abc',
  expiresAt: '2026-01-10T08:30:00.000Z',
  ipAddr: '203.0.113.9',
  merchantId: 'vauhti-merchant',
});

/** The bootstrapper's config for a deposit with WELCOME by player ecr-7 on the Finnish site, from hostedToken. */
export const hostedDepositConfig = {
  merchantId: 'vauhti-merchant',
  userId: 'ecr-7',
  sessionId: 'session-abc',
  environment: 'development',
  locale: 'fi_FI',
  method: 'deposit',
  attributes: { labelId: 'vauhti', productId: 'CASINO', ipAddr: '203.0.113.9', bonusCode: 'WELCOME' },
  theme: HOSTED_CASHIER_THEME,
  themeMode: 'dark',
};

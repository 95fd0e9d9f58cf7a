import type { Database } from '@vauhti/db';
import type { Logger } from 'pino';
import type { PlatformConfig } from '../../config';
import type { Cashier } from '../../domains/cashier/cashier-wiring';
import type { IdentityService } from '../../domains/identity/identity-service';
import type { Ledger } from '../../domains/wallet/ledger/ledger';
import type { JobQueue } from '../../infra/jobs/job-queue';
import type { JobKind } from '../../infra/jobs/job-worker';
import type { LiveService } from '../../infra/live/live-service';
import type { Clock } from '../../infra/time/clock';
import type { PlatformTables } from '../../platform-tables';
import { CashierTransactions } from './cashier-transactions';
import { IdentityVerifications } from './identity-verifications';
import { MerchantApi } from './merchant-api';
import { PlayerCashier } from './player-cashier';
import { disabledProvider } from './provider/disabled-provider';
import {
  disabledIdentityVerificationProvider,
  type IdentityVerificationProvider,
  SandboxIdentityVerificationProvider,
} from './provider/identity-verification-provider';
import type { PaymentProvider } from './provider/payment-provider';
import { SandboxPayProvider } from './provider/sandbox-pay-provider';
import { Reconciler } from './reconciler';
import { WithdrawalExpiry } from './withdrawal-expiry';

export type PaymentsWiringDeps = {
  database: Database<PlatformTables>;
  config: PlatformConfig;
  clock: Clock;
  logger: Logger;
  identity: IdentityService;
  ledger: Ledger;
  cashier: Cashier;
  live: Pick<LiveService, 'balanceEvent' | 'pendingWithdrawalsEvent'>;
  /** The platform's job queue; the workflow registers its kinds through `jobKinds`. */
  jobs: JobQueue;
};

/** The reconcile job looks this far back each run: a payout may take days to be approved. */
export const RECONCILE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** How often the job queue looks for withdrawals to expire (the expiry age is WITHDRAWAL_EXPIRY_MS). */
export const EXPIRE_WITHDRAWALS_INTERVAL_MS = 60_000;

/** The payments workflows (merchant API, provider adapter, reconciliation), built by services.ts. */
export function createPayments(
  deps: PaymentsWiringDeps,
  overrides: { provider?: PaymentProvider; identityVerificationProvider?: IdentityVerificationProvider } = {},
) {
  const config = deps.config.payments;
  const { clock } = deps;
  const db = deps.database.kysely;
  const logger = deps.logger.child({ module: 'payments' });
  const provider =
    overrides.provider ??
    (config.secret === null
      ? disabledProvider
      : new SandboxPayProvider({
          baseUrl: config.providerUrl,
          merchantId: config.merchantId,
          secret: config.secret,
          timeoutMs: config.providerTimeoutMs,
          clock,
        }));
  const transactions = new CashierTransactions(db, clock);
  const identityVerifications = new IdentityVerifications({
    db,
    provider:
      overrides.identityVerificationProvider ??
      (config.secret === null
        ? disabledIdentityVerificationProvider
        : new SandboxIdentityVerificationProvider({
            baseUrl: config.providerUrl,
            merchantId: config.merchantId,
            secret: config.secret,
            timeoutMs: config.providerTimeoutMs,
            clock,
          })),
    kyc: deps.cashier.kyc,
    identity: deps.identity,
    siteUrl: deps.config.siteUrl,
    clock,
    logger,
  });
  const publishBalance = (playerId: number, currency: string) => deps.live.balanceEvent(playerId, currency);
  const publishPendingWithdrawals = (playerId: number) => deps.live.pendingWithdrawalsEvent(playerId);
  const merchantApi = new MerchantApi({
    db,
    transactions,
    cashier: deps.cashier,
    clock,
    logger,
    markRealMoney: (playerId, executor) => deps.identity.markRealMoney(playerId, executor),
    publishBalance,
    publishPendingWithdrawals,
    payAndPlay: { provider, identity: deps.identity },
  });
  const playerCashier = new PlayerCashier({
    provider,
    transactions,
    cashier: deps.cashier,
    identity: deps.identity,
    ledger: deps.ledger,
    config: deps.config,
    clock,
    logger,
    database: deps.database,
  });
  const reconciler = new Reconciler({ db, transactions, provider, logger, publishBalance, publishPendingWithdrawals });
  const withdrawalExpiry = new WithdrawalExpiry({
    db,
    transactions,
    clock,
    logger,
    expiryMs: config.withdrawalExpiryMs,
    publishBalance,
    publishPendingWithdrawals,
  });
  const { jobs } = deps;
  // Without a secret there is no provider to reconcile with (production without PAYMENT_SECRET),
  // and every withdrawal is refused before it could wait for one: no kinds are registered.
  const jobKinds: Record<string, JobKind> =
    config.secret === null
      ? {}
      : {
          reconcile: {
            periodic: { intervalMs: config.reconcileIntervalMs },
            async run() {
              const to = clock.now();
              const result = await reconciler.reconcile({ from: new Date(to.getTime() - RECONCILE_WINDOW_MS), to });
              if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
              return { next: new Date(clock.now().getTime() + config.reconcileIntervalMs) };
            },
          },
          expire_withdrawals: {
            periodic: { intervalMs: EXPIRE_WITHDRAWALS_INTERVAL_MS },
            async run() {
              const { more } = await withdrawalExpiry.expireDue();
              return { next: new Date(clock.now().getTime() + (more ? 0 : EXPIRE_WITHDRAWALS_INTERVAL_MS)) };
            },
          },
        };

  return {
    config,
    clock,
    provider,
    transactions,
    merchantApi,
    playerCashier,
    identityVerifications,
    reconciler,
    withdrawalExpiry,
    jobs,
    /** The workflow's job kinds, run by the platform's job worker (services.ts). */
    jobKinds,
  };
}

export type Payments = ReturnType<typeof createPayments>;

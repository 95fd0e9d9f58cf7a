import type { Database } from '@vauhti/db';
import type { Logger } from 'pino';
import type { PlatformConfig } from './config';
import { createCashier } from './domains/cashier/cashier-wiring';
import { ComplianceService } from './domains/compliance/compliance-service';
import { senderAccountsOf } from './domains/compliance/contact-requests';
import { ContentService } from './domains/content/content-service';
import { GameSessions } from './domains/games/game-sessions';
import { createGamesService } from './domains/games/games-wiring';
import { IdentityService } from './domains/identity/identity-service';
import { PRODUCTION_ARGON2_COST, TEST_ARGON2_COST } from './domains/identity/passwords';
import { Ledger } from './domains/wallet/ledger/ledger';
import { listPendingWithdrawals, readBalances } from './domains/wallet/ledger/ledger-queries';
import { PostedDeposits } from './domains/wallet/ledger/posted-deposits';
import { pruneDoneJobsKind } from './infra/jobs/done-job-pruning';
import { JobQueue } from './infra/jobs/job-queue';
import { JobWorker } from './infra/jobs/job-worker';
import { purgeKind } from './infra/jobs/purge-kind';
import { createLiveService } from './infra/live/live-service';
import type { MessageChannel } from './infra/messaging/outbound-messages-table';
import { Outbox } from './infra/messaging/outbox';
import type { Clock } from './infra/time/clock';
import type { PlatformTables } from './platform-tables';
import { createPayments } from './workflows/payments/payments-wiring';
import { createSeamlessWallet } from './workflows/seamless-wallet/seamless-wallet-wiring';

/**
 * The composition root of the platform's domain services. The HTTP app, the operator CLI and
 * the demo seeder all build their services here, so each runs the same code.
 */
export function createPlatformServices(deps: {
  database: Database<PlatformTables>;
  config: PlatformConfig;
  clock: Clock;
  logger: Logger;
}) {
  const db = deps.database.kysely;
  const deliverable = new Set<MessageChannel>(deps.config.mail.smtpUrl ? ['email'] : []);
  const outbox = new Outbox(db, deliverable);
  const ledger = new Ledger(db, deps.database.preparedQuery);
  const identity = new IdentityService({
    db,
    clock: deps.clock,
    outbox,
    logger: deps.logger,
    siteUrl: deps.config.siteUrl,
    sessions: deps.config.sessions,
    login: deps.config.login,
    argon2: deps.config.environment === 'test' ? TEST_ARGON2_COST : PRODUCTION_ARGON2_COST,
  });
  const compliance = new ComplianceService({
    db,
    clock: deps.clock,
    outbox,
    country: { devTools: deps.config.devTools, ...deps.config.country },
    site: { devTools: deps.config.devTools, ...deps.config.site },
    senderAccounts: senderAccountsOf(identity),
  });
  const content = new ContentService({ db, clock: deps.clock });
  const live = createLiveService({
    database: deps.database,
    logger: deps.logger,
    facts: {
      balances: (playerId, currency) => readBalances(db, playerId, currency),
      pendingWithdrawalCount: async (playerId) => (await listPendingWithdrawals(db, playerId)).count,
      activeSessionIds: (sessionIds) => identity.activeSessionIds(sessionIds),
    },
  });
  const gameSessions = new GameSessions({
    db,
    preparedQuery: deps.database.preparedQuery,
    clock: deps.clock,
    identity,
  });
  const games = createGamesService({
    db,
    config: deps.config,
    clock: deps.clock,
    logger: deps.logger,
    launchTokens: gameSessions,
    playerStanding: (playerId) => identity.getPlayer(playerId),
    publishLiveTables: live.publishLiveTables,
  });
  const seamlessWallet = createSeamlessWallet({ ...deps, gameSessions, games, live });
  const cashier = createCashier({
    db,
    config: deps.config.cashier,
    clock: deps.clock,
    identity,
    deposits: new PostedDeposits(db),
  });
  const jobs = new JobQueue(db, deps.clock);
  const payments = createPayments({ ...deps, identity, ledger, cashier, live, jobs });
  // One queue for all background work (ADR 0027): each owner registers its kinds here.
  const jobWorker = new JobWorker({
    jobs,
    clock: deps.clock,
    logger: deps.logger.child({ module: 'jobs' }),
    kinds: {
      ...payments.jobKinds,
      prune_done_jobs: pruneDoneJobsKind(jobs, deps.clock),
      purge_identity_records: purgeKind((now, limit) => identity.purgeExpired(now, limit), deps.clock),
      purge_game_launch_tokens: purgeKind((now, limit) => gameSessions.purgeExpired(now, limit), deps.clock),
      purge_cashier_sessions: purgeKind((now, limit) => cashier.sessions.purgeExpired(now, limit), deps.clock),
    },
  });
  return {
    ...deps,
    db,
    outbox,
    ledger,
    identity,
    compliance,
    content,
    live,
    gameSessions,
    games,
    seamlessWallet,
    cashier,
    payments,
    jobs,
    jobWorker,
  };
}

export type PlatformServices = ReturnType<typeof createPlatformServices>;

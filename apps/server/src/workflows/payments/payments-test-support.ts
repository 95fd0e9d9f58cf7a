import type { Database } from '@vauhti/db';
import { createLogger, createServiceApp, signRequest } from '@vauhti/server-kit';
import { testPlatformConfig } from '../../config';
import { checkLedger, formatLedgerCheck } from '../../domains/wallet/ledger/ledger-check';
import { readBalances } from '../../domains/wallet/ledger/ledger-queries';
import { fixedClock } from '../../infra/time/clock';
import type { PlatformTables } from '../../platform-tables';
import { createPlatformServices, type PlatformServices } from '../../services';
import { openPlatformTestDatabase } from '../../test-support/platform-test-database';
import type { DepositLimitCheck, GateResult, KycDocumentStatus, PaymentsCashier } from './cashier-port';
import { CashierTransactions } from './cashier-transactions';
import { MerchantApi } from './merchant-api';
import { merchantApiRoutes } from './merchant-api.routes';
import { paymentsConfigOf } from './payments-config';
import type {
  PaymentProvider,
  ProviderResult,
  ReconciliationTransaction,
  TransactionView,
} from './provider/payment-provider';

/*
 * The merchant API's routes on a test database, with the cashier domain's answers replaced by
 * settable fakes and every balance and pending-withdrawal push recorded. `instance()` builds another platform instance
 * (its own services, merchant API and HTTP app) on the same database: a restart.
 */

export const TEST_START = new Date('2025-06-15T12:00:00.000Z');
export const MERCHANT_ID = 'vauhti';
export const SECRET = 'dev-pay-secret';

export type MerchantCallOptions = {
  merchantId?: string | null;
  secret?: string;
  ts?: number | null;
  rawBody?: string;
  signature?: string | null;
  /** The call whose path the signature covers, when it is not the one made. */
  signedCall?: string;
  contentType?: string;
};

export type MerchantCallResult = { statusCode: number; body: Record<string, unknown> };

export type TestPlayer = { playerId: number; externalId: string; sessionId: string };

/** The cashier domain as the tests set it: everything allowed unless a test says otherwise. */
export class FakeCashier implements PaymentsCashier {
  readonly sessionsById = new Map<string, number>();
  depositGate: GateResult = { ok: true };
  withdrawalGate: GateResult = { ok: true };
  limit: DepositLimitCheck = { ok: true };
  limitCalls: Array<{ playerId: number; amountMinor: number; pendingMinor: number }> = [];
  playMoneyMinimum: number | null = null;
  identityStatus: KycDocumentStatus = 'verified';

  sessions = {
    lookup: async (sessionId: string) => {
      const playerId = this.sessionsById.get(sessionId);
      return playerId === undefined
        ? { ok: false as const, code: 'SESSION_EXPIRED' as const }
        : { ok: true as const, playerId };
    },
  };
  depositLimits = {
    check: async (playerId: number, _currency: string, amountMinor: number, pendingMinor: number) => {
      this.limitCalls.push({ playerId, amountMinor, pendingMinor });
      return this.limit;
    },
  };
  gates = { deposit: async () => this.depositGate, withdrawal: async () => this.withdrawalGate };
  playMoneyMinimumMinor = async () => this.playMoneyMinimum;
  kyc = {
    status: async () => ({ documents: { identityStatus: this.identityStatus, addressStatus: 'not_started' as const } }),
  };

  reset() {
    this.depositGate = { ok: true };
    this.withdrawalGate = { ok: true };
    this.limit = { ok: true };
    this.limitCalls = [];
    this.playMoneyMinimum = null;
    this.identityStatus = 'verified';
  }
}

const unsupported = async (): Promise<ProviderResult<never>> => ({
  ok: false,
  code: 'NOT_IN_TEST',
  message: 'this fake provider answers reconciliation and payouts only',
});

/** A provider whose reconciliation report and waiting payouts the test writes. */
export class FakeProvider implements PaymentProvider {
  transactions: ReconciliationTransaction[] = [];
  failing: { code: string; message: string } | null = null;
  reconciliationCalls = 0;

  methods = unsupported;
  collectThreeDs = unsupported;
  createTransaction = unsupported;
  status = unsupported;
  cancel = unsupported;
  instruments = unsupported;
  createSession = unsupported;
  startPayNPlay = unsupported;
  payNPlayIdentity: PaymentProvider['payNPlayIdentity'] = unsupported;
  waitingPayouts: TransactionView[] = [];
  decisions: Array<{ txId: string; decision: 'approve' | 'reject'; reason: string | undefined }> = [];

  async payouts(): Promise<ProviderResult<TransactionView[]>> {
    return { ok: true, value: this.waitingPayouts };
  }

  approvePayout(txId: string, reason?: string) {
    return this.decide(txId, 'approve', reason);
  }

  rejectPayout(txId: string, reason?: string) {
    return this.decide(txId, 'reject', reason);
  }

  private async decide(txId: string, decision: 'approve' | 'reject', reason: string | undefined) {
    const payout = this.waitingPayouts.find((candidate) => candidate.txId === txId);
    if (!payout) return { ok: false as const, code: 'NOT_FOUND', message: `no payout ${txId}`, httpStatus: 404 };
    this.decisions.push({ txId, decision, reason });
    this.waitingPayouts = this.waitingPayouts.filter((candidate) => candidate !== payout);
    const state = decision === 'approve' ? ('SUCCESSFUL' as const) : ('FAILED' as const);
    return { ok: true as const, value: { ...payout, state } };
  }

  async reconciliation(): Promise<ProviderResult<ReconciliationTransaction[]>> {
    this.reconciliationCalls += 1;
    if (this.failing) return { ok: false, ...this.failing };
    return { ok: true, value: this.transactions };
  }
}

let nextEmail = 0;
let nextTxId = 0;

/** A fresh provider transaction id (decimal digits, as the provider's are). */
export function uniqueTxId(): string {
  nextTxId += 1;
  return `${process.pid}${String(nextTxId).padStart(6, '0')}${Math.floor(Math.random() * 1000)}`;
}

/**
 * `realDepositLimits`: the merchant API checks the cashier domain's stored deposit limits (set them
 * with `services.cashier.depositLimits.set`) instead of the fake cashier's `limit`.
 */
export async function startPaymentsTestApp(
  options: { poolSizeMax?: number; realDepositLimits?: boolean; provider?: PaymentProvider } = {},
) {
  const database: Database<PlatformTables> = await openPlatformTestDatabase(
    options.poolSizeMax === undefined ? {} : { poolSizeMax: options.poolSizeMax },
  );
  const clock = fixedClock(TEST_START);
  const cashier = new FakeCashier();
  const balancePushes: Array<{ playerId: number; currency: string }> = [];
  const pendingWithdrawalPushes: number[] = [];
  const config = { ...testPlatformConfig(), payments: paymentsConfigOf({}, 'test') };
  const logger = createLogger({ name: 'test', level: 'silent' });

  /** One platform instance: its own services, merchant API and HTTP app on the shared database. */
  async function instance() {
    const services: PlatformServices = createPlatformServices({ database, config, clock, logger });
    const transactions = new CashierTransactions(database.kysely, clock);
    const merchantApi = new MerchantApi({
      db: database.kysely,
      transactions,
      cashier,
      clock,
      logger,
      markRealMoney: (playerId, executor) => services.identity.markRealMoney(playerId, executor),
      publishBalance: async (playerId, currency) => {
        balancePushes.push({ playerId, currency });
      },
      // Recorded, and sent through the instance's real live hub, so a test can read the event itself.
      publishPendingWithdrawals: async (playerId) => {
        pendingWithdrawalPushes.push(playerId);
        await services.live.pendingWithdrawalsEvent(playerId);
      },
      ...(options.realDepositLimits ? {} : { depositLimitsWithin: () => cashier.depositLimits }),
      payAndPlay: { provider: options.provider ?? new FakeProvider(), identity: services.identity },
    });
    const app = createServiceApp({ logger });
    await app.register(merchantApiRoutes, {
      prefix: '/api/payments/piq',
      payments: { config: config.payments, clock, merchantApi },
    });
    await app.ready();

    async function call(
      name: string,
      body: Record<string, unknown>,
      callOptions: MerchantCallOptions = {},
    ): Promise<MerchantCallResult> {
      const ts = callOptions.ts === undefined ? clock.now().getTime() : callOptions.ts;
      const payload = callOptions.rawBody ?? JSON.stringify(ts === null ? body : { ...body, ts });
      const signed = { method: 'POST', path: `/api/payments/piq/${callOptions.signedCall ?? name}`, content: payload };
      const signature =
        callOptions.signature === undefined ? signRequest(signed, callOptions.secret ?? SECRET) : callOptions.signature;
      const merchantId = callOptions.merchantId === undefined ? MERCHANT_ID : callOptions.merchantId;
      const response = await app.inject({
        method: 'POST',
        url: `/api/payments/piq/${name}`,
        headers: {
          'content-type': callOptions.contentType ?? 'application/json',
          ...(merchantId === null ? {} : { 'x-merchant-id': merchantId }),
          ...(signature === null ? {} : { 'x-signature': signature }),
        },
        payload,
      });
      return { statusCode: response.statusCode, body: response.json() as Record<string, unknown> };
    }

    return { services, transactions, merchantApi, app, call };
  }

  const first = await instance();

  /** A verified real-money player (unless `play`) with a cashier session and optional cash. */
  async function createPlayer(
    setup: { cashMinor?: number; play?: boolean; currency?: string } = {},
  ): Promise<TestPlayer> {
    nextEmail += 1;
    const currency = setup.currency ?? 'EUR';
    const created = await first.services.identity.createPlayerByOperator({
      email: `payments.${nextEmail}.${process.pid}@example.test`,
      password: 'Payments-Test-Pass-1',
      country: currency === 'NOK' ? 'NO' : 'FI',
      currency,
      verified: true,
      firstName: 'Aino',
      lastName: 'Tester',
    });
    if (!created.ok) throw new Error(`could not create a player: ${created.error.message}`);
    const { playerId, externalId } = created.value;
    if (!setup.play) await first.services.identity.markRealMoney(playerId);
    if (setup.cashMinor) {
      const deposit = await first.services.ledger.deposit({
        source: 'test-psp',
        externalId: `opening-${playerId}`,
        playerId,
        currency,
        amountMinor: setup.cashMinor,
        provider: 'test-psp',
      });
      if (!deposit.ok) throw new Error('opening deposit failed');
    }
    const sessionId = `cashier-session-${playerId}`;
    cashier.sessionsById.set(sessionId, playerId);
    return { playerId, externalId, sessionId };
  }

  return {
    database,
    clock,
    cashier,
    config,
    balancePushes,
    pendingWithdrawalPushes,
    instance,
    ...first,
    createPlayer,
    balancesOf: (playerId: number, currency = 'EUR') => readBalances(database.kysely, playerId, currency),
    /** The player's ledger transfers of a code posted by the merchant API. */
    async transfersOf(
      playerId: number,
      code: 'deposit' | 'withdrawal_hold' | 'withdrawal_paid' | 'withdrawal_cancelled',
    ) {
      const rows = await database.kysely
        .selectFrom('ledger_transfers')
        .select('id')
        .where('player_id', '=', playerId)
        .where('code', '=', code)
        .where('source', '=', 'piq')
        .execute();
      return rows.length;
    },
    async close() {
      await first.app.close();
      await database.close();
    },
  };
}

export type PaymentsTestApp = Awaited<ReturnType<typeof startPaymentsTestApp>>;

/**
 * For a file's afterAll: fails when any ledger invariant is broken after the file's calls (the
 * report says which), and closes the app either way.
 */
export async function closeAfterLedgerCheck(t: PaymentsTestApp) {
  try {
    const report = await checkLedger(t.database.kysely);
    if (!report.ok) throw new Error(`the ledger check failed:\n${formatLedgerCheck(report)}`);
  } finally {
    await t.close();
  }
}

/** The bodies of the merchant calls as the provider sends them (amounts as decimal strings). */
export const bodies = {
  authorize(player: TestPlayer, txId: string, txAmount: string, extra: Record<string, unknown> = {}) {
    const withdrawal = txAmount.startsWith('-');
    return {
      userId: player.externalId,
      txAmount,
      txAmountCy: 'EUR',
      txId,
      txTypeId: withdrawal ? 102 : 101,
      txName: withdrawal ? 'SKRILLWithdrawal' : 'CREDITCARDDeposit',
      provider: withdrawal ? 'Skrill' : 'SafeCharge',
      ...extra,
    };
  },
  settle(player: TestPlayer, txId: string, authCode: string, txAmount: string, extra: Record<string, unknown> = {}) {
    const withdrawal = txAmount.startsWith('-');
    return {
      userId: player.externalId,
      authCode,
      txAmount,
      txAmountCy: 'EUR',
      txId,
      txTypeId: withdrawal ? 102 : 101,
      txName: withdrawal ? 'SKRILLWithdrawal' : 'CREDITCARDDeposit',
      provider: withdrawal ? 'Skrill' : 'SafeCharge',
      ...extra,
    };
  },
};

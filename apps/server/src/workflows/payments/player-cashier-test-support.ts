import { createLogger, createServiceApp } from '@vauhti/server-kit';
import type { FastifyInstance } from 'fastify';
import type { MerchantApi } from './merchant-api';
import type {
  CreateTransactionRequest,
  MethodView,
  PaymentProvider,
  PayNPlayIdentity,
  PayNPlayStatus,
  ProviderResult,
  ProviderStatus,
  SavedInstrument,
  StartPayNPlayRequest,
  ThreeDsCollect,
  TransactionView,
} from './provider/payment-provider';

/*
 * A payment provider for the player cashier's tests that behaves like the sandbox
 * (docs/payments-integration.md section 6): test card numbers decide the outcome, and the provider
 * calls the platform's merchant API (authorize, then transfer or cancel) as the real one does, so
 * money really moves through the ledger. It records every request it received.
 */

export const CARDS = {
  frictionless: '4111111111111111',
  challenge: '4000000000001091',
  declined: '4000000000000002',
} as const;

const LIMITS = {
  minTxnLimit: 10,
  maxTxnLimit: 5000,
  feeType: 'none',
  feeAmount: 0,
  minFeeAmount: 0,
  maxFeeAmount: 0,
} as const;

function method(name: string, kind: 'deposit' | 'withdrawal', overrides: Partial<MethodView> = {}): MethodView {
  const card = name === 'CREDITCARD';
  return {
    method: name,
    displayName: name,
    icons: [name.toLowerCase()],
    kind,
    piqGroup: name.endsWith('_PIQ'),
    limits: { ...LIMITS },
    redirectKind: card ? 'iframe' : 'popup',
    frameHeight: card ? '600px' : '1000px',
    fields: card
      ? [
          { name: 'cardNumber', labelKey: 'field.cardNumber', type: 'card-number', required: true },
          { name: 'expiryMonth', labelKey: 'field.expiryMonth', type: 'expiry-month', required: true },
          { name: 'expiryYear', labelKey: 'field.expiryYear', type: 'expiry-year', required: true },
          ...(kind === 'deposit' ? [{ name: 'cvv', labelKey: 'field.cvv', type: 'cvv' as const, required: true }] : []),
          { name: 'holderName', labelKey: 'field.holderName', type: 'text', required: false },
        ]
      : name === 'SKRILL' || name === 'TRUSTLY'
        ? [{ name: 'email', labelKey: 'field.email', type: 'email', required: name === 'SKRILL' }]
        : [],
    instruments: [],
    updatedTime: null,
    ...overrides,
  };
}

type Stored = TransactionView & { authCode: string | null; merchantTxId: string | null; userIdForMerchant: string };

const unknownTransaction = (txId: string): ProviderResult<never> => ({
  ok: false,
  code: 'UNKNOWN_TRANSACTION',
  message: `no transaction ${txId}`,
  httpStatus: 404,
});

export class FakePayProvider implements PaymentProvider {
  /** Set to make every call fail as a network error would. */
  unavailable = false;
  merchant: MerchantApi | null = null;
  readonly requests: Array<{ call: string; body: unknown }> = [];
  readonly transactions = new Map<string, Stored>();
  savedCards: SavedInstrument[] = [
    {
      instrumentId: 'card-1',
      method: 'CREDITCARD',
      maskedAccount: '411111******1111',
      expiry: '12/30',
      lastUsedAt: '2025-06-01T00:00:00.000Z',
    },
  ];
  depositMethods: MethodView[] = ['CREDITCARD', 'TRUSTLY', 'SKRILL', 'VENUSPOINT_PIQ'].map((name) =>
    method(name, 'deposit'),
  );
  withdrawalMethods: MethodView[] = ['CREDITCARD', 'TRUSTLY', 'SKRILL', 'BANK_PIQ'].map((name) =>
    method(name, 'withdrawal'),
  );
  private nextTxId = 7_000_000;

  constructor(private readonly now: () => Date) {}

  private record(call: string, body: unknown) {
    this.requests.push({ call, body });
  }

  private down<T>(): ProviderResult<T> | null {
    return this.unavailable
      ? { ok: false, code: 'PROVIDER_UNAVAILABLE', message: 'the provider is unreachable' }
      : null;
  }

  async methods(request: { userId: string; kind: 'deposit' | 'withdrawal' }): Promise<ProviderResult<MethodView[]>> {
    this.record('methods', request);
    const list = request.kind === 'deposit' ? this.depositMethods : this.withdrawalMethods;
    return (
      this.down() ?? {
        ok: true,
        value: list.map((view) => (view.method === 'CREDITCARD' ? { ...view, instruments: this.savedCards } : view)),
      }
    );
  }

  async collectThreeDs(request: { userId: string; cardNumberPrefix: string }): Promise<ProviderResult<ThreeDsCollect>> {
    this.record('collectThreeDs', request);
    const referenceId = `ref-${this.requests.length}`;
    return (
      this.down() ?? {
        ok: true,
        value: { referenceId, jwt: `jwt-${referenceId}`, collectUrl: `http://pay.test/threeds/collect/${referenceId}` },
      }
    );
  }

  async createTransaction(request: CreateTransactionRequest): Promise<ProviderResult<TransactionView>> {
    this.record('createTransaction', request);
    const down = this.down<TransactionView>();
    if (down) return down;
    const stored = this.store(
      request.kind,
      request.method,
      request.userId,
      request.amount,
      request.currency,
      request.merchantTxId ?? null,
    );
    const authorized = await this.authorize(stored);
    if (!authorized) return { ok: true, value: this.view(stored) };
    if (request.kind === 'withdrawal') return { ok: true, value: this.view(this.move(stored, 'WAITING_APPROVAL')) };
    const number = request.fields.cardNumber ?? (request.instrumentId ? CARDS.frictionless : null);
    if (number === CARDS.frictionless) return { ok: true, value: this.view(await this.finish(stored, 'SUCCESSFUL')) };
    if (number === CARDS.declined) {
      return {
        ok: true,
        value: this.view(
          await this.finish(stored, 'FAILED', { code: 'CARD_DECLINED', message: 'the card was declined' }),
        ),
      };
    }
    const page = number === null ? 'bank' : 'threeds';
    stored.redirect = {
      url: `http://pay.test/pages/${page}/${stored.txId}`,
      kind: number === null ? 'popup' : 'iframe',
      height: '600px',
    };
    return { ok: true, value: this.view(stored) };
  }

  async status(userId: string, txId: string): Promise<ProviderResult<ProviderStatus>> {
    this.record('status', { userId, txId });
    const down = this.down<ProviderStatus>();
    if (down) return down;
    const stored = this.transactions.get(txId);
    if (!stored || stored.userIdForMerchant !== userId) return unknownTransaction(txId);
    return {
      ok: true,
      value: {
        success: stored.state !== 'FAILED' && stored.state !== 'CANCELLED',
        txState: stored.state,
        txRefId: stored.txId,
        receiptAmount: stored.amount,
        receiptTxId: stored.txId,
        messages: [],
        errors: [],
      },
    };
  }

  async cancel(userId: string, txId: string): Promise<ProviderResult<TransactionView>> {
    this.record('cancel', { userId, txId });
    const down = this.down<TransactionView>();
    if (down) return down;
    const stored = this.transactions.get(txId);
    if (!stored || stored.userIdForMerchant !== userId) return unknownTransaction(txId);
    if (stored.kind !== 'withdrawal' || stored.state !== 'WAITING_APPROVAL') {
      return {
        ok: false,
        code: 'NOT_CANCELLABLE',
        message: 'only a withdrawal waiting for approval can be cancelled',
        httpStatus: 409,
      };
    }
    return { ok: true, value: this.view(await this.finish(stored, 'CANCELLED')) };
  }

  async instruments(userId: string): Promise<ProviderResult<SavedInstrument[]>> {
    this.record('instruments', { userId });
    return this.down() ?? { ok: true, value: this.savedCards };
  }

  async createSession(): Promise<ProviderResult<{ url: string }>> {
    return { ok: true, value: { url: 'http://pay.test/cashier' } };
  }

  async startPayNPlay(request: StartPayNPlayRequest): Promise<ProviderResult<TransactionView>> {
    this.record('startPayNPlay', request);
    const down = this.down<TransactionView>();
    if (down) return down;
    const stored = this.store('deposit', request.method, '', request.amount, request.currency, request.merchantTxId);
    stored.userIdForMerchant = `pnp-${stored.txId}`;
    stored.userId = stored.userIdForMerchant;
    stored.redirect = { url: `http://pay.test/pages/paynplay/${stored.txId}`, kind: 'iframe', height: '75vh' };
    return { ok: true, value: this.view(stored) };
  }

  async payNPlayIdentity(txId: string): Promise<ProviderResult<PayNPlayStatus>> {
    this.record('payNPlayIdentity', { txId });
    const stored = this.transactions.get(txId);
    if (!stored) return unknownTransaction(txId);
    const chosen = this.payNPlayIdentities.get(txId);
    if (chosen !== undefined)
      return { ok: true, value: { txState: stored.state, ...(chosen ? { identity: chosen } : {}) } };
    return {
      ok: true,
      value: {
        txState: stored.state,
        identity: {
          firstName: 'Aino',
          lastName: 'Virtanen',
          nationalId: '120490-123A',
          birthDate: '1990-04-12',
          street: 'Mannerheimintie 1',
          city: 'Helsinki',
          zip: '00100',
          country: 'FI',
        },
      },
    };
  }

  async reconciliation(): Promise<ProviderResult<never>> {
    return { ok: false, code: 'NOT_IN_TEST', message: 'not used by these tests' };
  }
  payouts = this.reconciliation;
  approvePayout = this.reconciliation;
  rejectPayout = this.reconciliation;

  /**
   * The bank's identity of a pay-and-play transaction, for tests that need their own payer; null
   * for a payer the bank has not identified yet. Without an entry every payer is the same Aino.
   */
  readonly payNPlayIdentities = new Map<string, PayNPlayIdentity | null>();

  /** The bank identified the pay-and-play payer: the provider authorizes with the merchant (verifyuser's work). */
  async identifyPayNPlay(txId: string): Promise<boolean> {
    const stored = this.transactions.get(txId);
    if (stored?.state !== 'WAITING_INPUT') throw new Error(`transaction ${txId} is not waiting for input`);
    return this.authorize(stored);
  }

  /** The player completes (or fails) the 3-D Secure challenge or bank page of a waiting deposit. */
  async completePage(txId: string, outcome: 'SUCCESSFUL' | 'FAILED'): Promise<void> {
    const stored = this.transactions.get(txId);
    if (stored?.state !== 'WAITING_INPUT') throw new Error(`transaction ${txId} is not waiting for input`);
    await this.finish(
      stored,
      outcome,
      outcome === 'FAILED' ? { code: 'THREEDS_FAILED', message: '3-D Secure authentication failed' } : undefined,
    );
  }

  /** The payout is approved and paid: the merchant transfer posts the hold as paid. */
  async approvePayoutNow(txId: string): Promise<void> {
    const stored = this.transactions.get(txId);
    if (!stored) throw new Error(`no transaction ${txId}`);
    await this.finish(stored, 'SUCCESSFUL');
  }

  /** The requests of one call, in order. */
  requestsOf(call: string): unknown[] {
    return this.requests.filter((request) => request.call === call).map((request) => request.body);
  }

  private store(
    kind: 'deposit' | 'withdrawal',
    methodName: string,
    userId: string,
    amountMinor: number,
    currency: string,
    merchantTxId: string | null,
  ) {
    this.nextTxId += 1;
    const at = this.now().toISOString();
    const stored: Stored = {
      txId: String(this.nextTxId),
      kind,
      method: methodName,
      userId,
      amount: amountMinor,
      fee: 0,
      currency,
      state: 'WAITING_INPUT',
      createdAt: at,
      updatedAt: at,
      authCode: null,
      merchantTxId,
      userIdForMerchant: userId,
    };
    this.transactions.set(stored.txId, stored);
    return stored;
  }

  private move(stored: Stored, state: Stored['state'], error?: { code: string; message: string }) {
    stored.state = state;
    stored.redirect = undefined;
    if (error) stored.error = error;
    return stored;
  }

  private merchantBody(stored: Stored) {
    const decimals = (stored.amount / 100).toFixed(2);
    return {
      userId: stored.userIdForMerchant,
      txAmount: stored.kind === 'withdrawal' ? `-${decimals}` : decimals,
      txAmountCy: stored.currency,
      txId: stored.txId,
      txTypeId: stored.kind === 'deposit' ? 101 : 102,
      txName: `${stored.method}${stored.kind === 'deposit' ? 'Deposit' : 'Withdrawal'}`,
      provider: stored.method,
    };
  }

  /** The merchant's authorize; a refusal fails the transaction with the merchant's errCode. */
  private async authorize(stored: Stored): Promise<boolean> {
    if (!this.merchant) return true;
    const reply = await this.merchant.authorize({
      ...this.merchantBody(stored),
      ...(stored.merchantTxId ? { attributes: { merchantTxId: stored.merchantTxId } } : {}),
    });
    const body = reply.body as { success: boolean; authCode?: string; errCode?: string; errMsg?: string };
    if (!body.success) {
      this.move(stored, 'FAILED', {
        code: body.errCode ?? 'REFUSED',
        message: body.errMsg ?? 'refused by the merchant',
      });
      return false;
    }
    stored.authCode = body.authCode ?? null;
    return true;
  }

  private async finish(
    stored: Stored,
    state: 'SUCCESSFUL' | 'FAILED' | 'CANCELLED',
    error?: { code: string; message: string },
  ) {
    if (this.merchant && stored.authCode) {
      const body = { ...this.merchantBody(stored), authCode: stored.authCode };
      if (state === 'SUCCESSFUL') await this.merchant.transfer(body);
      else await this.merchant.cancel(body);
    }
    return this.move(stored, state, error);
  }

  private view(stored: Stored): TransactionView {
    const { authCode: _authCode, merchantTxId: _merchantTxId, userIdForMerchant: _user, ...view } = stored;
    return structuredClone(view);
  }
}

/**
 * The fake provider behind the provider API's HTTP paths (docs section 4), for tests of the real
 * app with its real HTTP adapter. Every request must carry the merchant id and a signature.
 */
export async function startFakeProviderServer(
  provider: FakePayProvider,
): Promise<{ url: string; close(): Promise<void>; unsigned: number }> {
  const app: FastifyInstance = createServiceApp({ logger: createLogger({ name: 'fake-pay', level: 'silent' }) });
  const state = { unsigned: 0 };
  app.addHook('onRequest', async (request) => {
    if (!request.headers['x-merchant-id'] || !request.headers['x-signature']) state.unsigned += 1;
  });
  const answer = async (
    reply: import('fastify').FastifyReply,
    result: ProviderResult<unknown>,
    wrap?: (value: never) => unknown,
  ) => {
    if (result.ok) return reply.send(wrap ? wrap(result.value as never) : result.value);
    if (result.code === 'PROVIDER_UNAVAILABLE')
      return reply.status(503).send({ error: { code: 'DOWN', message: 'down' } });
    return reply.status(result.httpStatus ?? 400).send({ error: { code: result.code, message: result.message } });
  };
  app.post('/api/v1/methods', async (request, reply) =>
    answer(reply, await provider.methods(request.body as never), (methods) => ({ methods })),
  );
  app.post('/api/v1/threeds/collect', async (request, reply) =>
    answer(reply, await provider.collectThreeDs(request.body as never)),
  );
  app.post('/api/v1/transactions', async (request, reply) =>
    answer(reply, await provider.createTransaction(request.body as never)),
  );
  app.post('/api/v1/transactions/:txId/cancel', async (request, reply) =>
    answer(
      reply,
      await provider.cancel((request.body as { userId: string }).userId, (request.params as { txId: string }).txId),
    ),
  );
  app.post('/api/v1/paynplay', async (request, reply) =>
    answer(reply, await provider.startPayNPlay(request.body as never)),
  );
  app.get('/api/v1/paynplay/:txId', async (request, reply) =>
    answer(reply, await provider.payNPlayIdentity((request.params as { txId: string }).txId)),
  );
  app.get('/api/v1/:userId/:txId/status', async (request, reply) => {
    const params = request.params as { userId: string; txId: string };
    return answer(reply, await provider.status(params.userId, params.txId));
  });
  // The app's reconcile job asks too; these tests have nothing to reconcile.
  app.post('/api/v1/reconciliation', async () => ({ transactions: [] }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    close: () => app.close(),
    get unsigned() {
      return state.unsigned;
    },
  };
}

import { createHmac } from 'node:crypto';
import type { ReconciliationTransaction, ThreeDsCollect } from '@vauhti/contracts/payment-provider';
import { readVerifyUserAnswer } from '../merchant-client/merchant-answers';
import { approvePayout, cancelWithdrawal, listPayouts, rejectPayout } from '../payouts/payouts';
import type {
  CashierFacade,
  MethodView,
  SavedInstrument,
  TransactionKind,
  TransactionView,
  VerifyUserOutcome,
} from './cashier-facade';
import { availableMethods, fieldsFor } from './methods';
import { payAndPlayStatus, startPayAndPlay } from './pay-and-play';
import type { PaymentContext } from './payment-context';
import { completeChallenge, completeCollect, pageContext, resolvePage } from './provider-pages';
import type { ProviderPagesFacade } from './provider-pages-facade';
import { startTransaction } from './start-transaction';
import type { CoreStartRequest } from './start-validation';
import { newOpaqueId, transactionView } from './transaction-view';

const HISTORY_SIZE_MAX = 100;
const PENDING_LIST_SIZE_MAX = 50;
const RECONCILIATION_SIZE_MAX = 5_000;

/** What the provider API offers beyond the two facades. */
export type PaymentService = {
  cashier: CashierFacade;
  pages: ProviderPagesFacade;
  start(request: CoreStartRequest): ReturnType<CashierFacade['start']>;
  methodsFor(userId: string, kind: TransactionKind, currency: string, country: string): Promise<MethodView[]>;
  instruments(userId: string): Promise<SavedInstrument[]>;
  collect(userId: string, cardNumberPrefix: string): Promise<ThreeDsCollect>;
  startPayAndPlay: (request: Parameters<typeof startPayAndPlay>[1]) => ReturnType<typeof startPayAndPlay>;
  payAndPlayStatus: (txId: string) => ReturnType<typeof payAndPlayStatus>;
  reconciliation(from: Date, to: Date): Promise<ReconciliationTransaction[]>;
  payouts(state: TransactionView['state']): Promise<TransactionView[]>;
};

export function createPaymentService(context: PaymentContext): PaymentService {
  const instruments = (userId: string) => savedInstruments(context, userId);
  const methodsFor = (userId: string, kind: TransactionKind, currency: string, country: string) =>
    methodViews(context, userId, kind, currency, country);

  const cashier: CashierFacade = {
    verifyUser: (merchantId, userId, sessionId) => verifyUser(context, merchantId, userId, sessionId),
    methods: (user, kind) => methodsFor(user.userId, kind, user.currency, user.country),
    start: (request) => startTransaction(context, request),
    transaction: async (userId, txId) => {
      const row = await context.kysely
        .selectFrom('transactions')
        .selectAll()
        .where('tx_id', '=', txId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? transactionView(row) : undefined;
    },
    pendingWithdrawals: async (userId) => {
      const rows = await context.kysely
        .selectFrom('transactions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('kind', '=', 'withdrawal')
        .where('state', '=', 'WAITING_APPROVAL')
        .orderBy('created_at', 'desc')
        .limit(PENDING_LIST_SIZE_MAX)
        .execute();
      return rows.map((row) => transactionView(row));
    },
    cancelWithdrawal: (userId, txId) => cancelWithdrawal(context, userId, txId),
    history: async (userId, limit) => {
      const rows = await context.kysely
        .selectFrom('transactions')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .limit(Math.max(1, Math.min(limit, HISTORY_SIZE_MAX)))
        .execute();
      return rows.map((row) => transactionView(row));
    },
  };

  const pages: ProviderPagesFacade = {
    pageContext: (txId, token) => pageContext(context, txId, token),
    completeChallenge: (txId, token, code) => completeChallenge(context, txId, token, code),
    resolvePage: (txId, token, outcome, details) => resolvePage(context, txId, token, outcome, details),
    completeCollect: (referenceId) => completeCollect(context, referenceId),
    payouts: () => listPayouts(context),
    approvePayout: (txId) => approvePayout(context, txId),
    rejectPayout: (txId, reason) => rejectPayout(context, txId, reason),
  };

  return {
    cashier,
    pages,
    start: (request) => startTransaction(context, request),
    methodsFor,
    instruments,
    collect: (userId, prefix) => createCollectReference(context, userId, prefix),
    startPayAndPlay: (request) => startPayAndPlay(context, request),
    payAndPlayStatus: (txId) => payAndPlayStatus(context, txId),
    reconciliation: (from, to) => reconciliation(context, from, to),
    payouts: (state) => listPayouts(context, state),
  };
}

async function verifyUser(
  context: PaymentContext,
  merchantId: string,
  userId: string,
  sessionId: string,
): Promise<VerifyUserOutcome> {
  if (merchantId !== context.config.merchant.merchantId) {
    return { ok: false, errCode: 'UNKNOWN_MERCHANT', errMsg: `merchantId ${merchantId} is not known` };
  }
  const outcome = await context.http.call('verifyuser', { sessionId, userId });
  if (outcome.kind === 'unavailable') {
    return { ok: false, errCode: 'MERCHANT_UNAVAILABLE', errMsg: 'The merchant did not answer; try again shortly.' };
  }
  const answer = readVerifyUserAnswer(outcome);
  if (!answer.ok) return { ok: false, errCode: answer.errCode, errMsg: answer.errMsg };
  return { ok: true, user: { ...answer.user, merchantId, sessionId } };
}

async function savedInstruments(context: PaymentContext, userId: string, method?: string): Promise<SavedInstrument[]> {
  let query = context.kysely.selectFrom('instruments').selectAll().where('user_id', '=', userId);
  if (method) query = query.where('method', '=', method);
  const rows = await query.orderBy('last_used_at', 'desc').execute();
  return rows.map((row) => {
    const instrument: SavedInstrument = {
      instrumentId: row.instrument_id,
      method: row.method,
      maskedAccount: row.masked_account,
      lastUsedAt: row.last_used_at.toISOString(),
    };
    if (row.expiry) instrument.expiry = row.expiry;
    return instrument;
  });
}

async function methodViews(
  context: PaymentContext,
  userId: string,
  kind: TransactionKind,
  currency: string,
  country: string,
): Promise<MethodView[]> {
  const [instruments, lastUses] = await Promise.all([
    savedInstruments(context, userId),
    context.kysely
      .selectFrom('transactions')
      .select(['method', (eb) => eb.fn.max('created_at').as('last_used')])
      .where('user_id', '=', userId)
      .groupBy('method')
      .execute(),
  ]);
  const lastUseOf = new Map(lastUses.map((row) => [row.method, new Date(row.last_used).toISOString()]));
  return availableMethods(kind, currency, country).map(({ definition, limits }) => ({
    method: definition.method,
    displayName: definition.displayName,
    icons: [...definition.icons],
    kind,
    piqGroup: definition.piqGroup,
    limits,
    redirectKind: definition.redirectKind,
    frameHeight: definition.frameHeight,
    fields: fieldsFor(definition, kind).map((field) => ({ ...field })),
    instruments: instruments.filter((instrument) => instrument.method === definition.method),
    updatedTime: lastUseOf.get(definition.method) ?? null,
  }));
}

/**
 * 3-D Secure 2 "collect": a reference the card transaction must name once the collect page has
 * run. The jwt is what a real 3-D Secure server hands the collect frame: signed, naming the reference.
 */
async function createCollectReference(context: PaymentContext, userId: string, cardNumberPrefix: string) {
  const referenceId = newOpaqueId('3ds');
  await context.kysely
    .insertInto('threeds_references')
    .values({ reference_id: referenceId, user_id: userId, card_number_prefix: cardNumberPrefix })
    .execute();
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(
    JSON.stringify({ jti: referenceId, iat: Math.floor(context.now() / 1000), iss: 'sandbox-pay' }),
  ).toString('base64url');
  const signature = createHmac('sha256', context.config.merchant.secret)
    .update(`${header}.${payload}`)
    .digest('base64url');
  return {
    referenceId,
    jwt: `${header}.${payload}.${signature}`,
    collectUrl: `${context.config.publicUrl}/threeds/collect/${referenceId}`,
  };
}

async function reconciliation(context: PaymentContext, from: Date, to: Date): Promise<ReconciliationTransaction[]> {
  const rows = await context.kysely
    .selectFrom('transactions')
    .selectAll()
    .where('updated_at', '>=', from)
    .where('updated_at', '<', to)
    .orderBy('updated_at')
    .limit(RECONCILIATION_SIZE_MAX)
    .execute();
  return rows.map((row) => ({
    txId: row.tx_id,
    merchantTxId: row.merchant_tx_id,
    userId: row.user_id,
    kind: row.kind,
    method: row.method,
    amount: row.amount,
    fee: row.fee,
    currency: row.currency,
    state: row.state,
    updatedAt: row.updated_at.toISOString(),
  }));
}

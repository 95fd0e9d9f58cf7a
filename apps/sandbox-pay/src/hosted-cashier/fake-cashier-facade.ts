import type {
  CashierFacade,
  MethodView,
  StartOutcome,
  StartTransaction,
  TransactionKind,
  TransactionView,
  VerifiedUser,
} from '../payments/cashier-facade';

/*
 * A CashierFacade for the route tests of the hosted cashier and the lookup: one known player and
 * session, a card method that succeeds, and transactions kept in a map. It records what the routes
 * asked, so tests can check that the token's player (not the body's) reached the core.
 */

export const FAKE_USER: VerifiedUser = {
  merchantId: 'vauhti',
  userId: 'player-1',
  sessionId: 'session-1',
  firstName: 'Aino',
  lastName: 'Virtanen',
  email: 'aino@example.com',
  country: 'FI',
  currency: 'EUR',
  locale: 'fi_FI',
  balance: 50_000,
  kycStatus: 'VERIFIED',
  userCat: 'standard',
};

export const CARD_METHOD: MethodView = {
  method: 'CREDITCARD',
  displayName: 'Visa / Mastercard',
  icons: ['visa', 'mastercard'],
  kind: 'deposit',
  piqGroup: false,
  limits: { minTxnLimit: 10, maxTxnLimit: 5000, feeType: 'none', feeAmount: 0, minFeeAmount: 0, maxFeeAmount: 0 },
  redirectKind: 'iframe',
  frameHeight: '600px',
  fields: [
    { name: 'cardNumber', labelKey: 'field.cardNumber', type: 'card-number', required: true },
    { name: 'cvv', labelKey: 'field.cvv', type: 'cvv', required: true },
  ],
  instruments: [],
  updatedTime: null,
};

export type FakeCashier = CashierFacade & {
  started: StartTransaction[];
  transactions: Map<string, TransactionView>;
  methodCalls: { user: VerifiedUser; kind: TransactionKind }[];
};

export function createFakeCashier(): FakeCashier {
  const transactions = new Map<string, TransactionView>();
  const started: StartTransaction[] = [];
  const methodCalls: { user: VerifiedUser; kind: TransactionKind }[] = [];
  let nextTxId = 1000;

  const view = (request: StartTransaction, state: TransactionView['state']): TransactionView => {
    const now = new Date(0).toISOString();
    nextTxId += 1;
    return {
      txId: String(nextTxId),
      kind: request.kind,
      method: request.method,
      userId: request.userId,
      amount: request.amount,
      fee: 0,
      currency: request.currency,
      state,
      createdAt: now,
      updatedAt: now,
    };
  };

  return {
    started,
    transactions,
    methodCalls,
    async verifyUser(merchantId, userId, sessionId) {
      if (merchantId !== FAKE_USER.merchantId || userId !== FAKE_USER.userId) {
        return { ok: false, errCode: 'UNKNOWN_USER', errMsg: `no player ${userId}` };
      }
      if (sessionId !== FAKE_USER.sessionId)
        return { ok: false, errCode: 'SESSION_EXPIRED', errMsg: 'the session has expired' };
      return { ok: true, user: FAKE_USER };
    },
    async methods(user, kind) {
      methodCalls.push({ user, kind });
      return kind === 'deposit' ? [CARD_METHOD] : [{ ...CARD_METHOD, kind: 'withdrawal' }];
    },
    async start(request): Promise<StartOutcome> {
      started.push(request);
      if (request.method !== 'CREDITCARD') {
        return { ok: false, code: 'METHOD_UNAVAILABLE', message: `method ${request.method} is not available` };
      }
      if (request.amount < 1000) {
        return { ok: false, code: 'AMOUNT_TOO_SMALL', message: 'amount: at least 10.00 EUR', field: 'amount' };
      }
      const transaction = view(request, request.kind === 'withdrawal' ? 'WAITING_APPROVAL' : 'SUCCESSFUL');
      transactions.set(transaction.txId, transaction);
      return { ok: true, transaction };
    },
    async transaction(userId, txId) {
      const transaction = transactions.get(txId);
      return transaction && transaction.userId === userId ? transaction : undefined;
    },
    async pendingWithdrawals(userId) {
      return [...transactions.values()].filter(
        (transaction) => transaction.userId === userId && transaction.state === 'WAITING_APPROVAL',
      );
    },
    async cancelWithdrawal(userId, txId): Promise<StartOutcome> {
      const transaction = transactions.get(txId);
      if (!transaction || transaction.userId !== userId) {
        return { ok: false, code: 'UNKNOWN_TRANSACTION', message: `no transaction ${txId}` };
      }
      if (transaction.state !== 'WAITING_APPROVAL') {
        return {
          ok: false,
          code: 'NOT_CANCELLABLE',
          message: 'only a withdrawal waiting for approval can be cancelled',
        };
      }
      const cancelled = { ...transaction, state: 'CANCELLED' as const };
      transactions.set(txId, cancelled);
      return { ok: true, transaction: cancelled };
    },
    async history(userId, limit) {
      return [...transactions.values()].filter((transaction) => transaction.userId === userId).slice(0, limit);
    },
  };
}

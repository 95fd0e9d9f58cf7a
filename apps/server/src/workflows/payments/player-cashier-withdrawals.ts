import { checkWithdrawalAmount, formatDecimalAmount } from '@vauhti/money';
import { readBalances } from '../../domains/wallet/ledger/ledger-queries';
import type { CashierTransaction } from './cashier-transactions';
import type { PlayerCashierDeps } from './player-cashier';
import { minorFromPayloadAmount, payloadAmountOf } from './player-cashier-amounts';
import {
  type CashierCaller,
  type CashierPlayer,
  cashierPlayerOf,
  methodFor,
  recordWhileOpen,
  returnUrlOf,
} from './player-cashier-context';
import {
  failure,
  fieldError,
  providerFailure,
  type Result,
  success,
  transactionNotFound,
} from './player-cashier-errors';
import {
  piqRefusalOf,
  piqResponseOf,
  type Refusal,
  redirectOutputOf,
  transactionResponse,
} from './player-cashier-responses';
import {
  formFieldsOf,
  type PendingCashout,
  type PiqResponse,
  type TransactionResponse,
  WITHDRAWAL_OWN_KEYS,
  type WithdrawalBody,
} from './player-cashier-schemas';
import { piqSuccessOf } from './player-cashier-status';
import type { MethodView, ProviderResult, TransactionView } from './provider/payment-provider';

/*
 * Withdrawals (spec part 1 sections 4 and 5, "Withdrawal modal"): the platform's checks first, then
 * the provider. The money moves to the withdrawal hold when the provider calls authorize (the
 * merchant API), is paid at transfer and returned at cancel; this side never moves it.
 */

export const WITHDRAWAL_TXN_TYPE = 'withdrawal';
/** The method whose e-mail field is the profile's own address (spec section 3, withdrawal payload). */
const PROFILE_EMAIL_METHODS: ReadonlySet<string> = new Set(['TRUSTLY']);

type Checked = { player: CashierPlayer; method: MethodView; amountMinor: number; cashMinor: number };
type Outcome =
  | { kind: 'refused'; refusal: Refusal; cashMinor: number; transaction: CashierTransaction | null }
  | { kind: 'created'; view: TransactionView; transaction: CashierTransaction; cashMinor: number };
type Started = { player: CashierPlayer; amountMinor: number; outcome: Outcome };

/** The checks in the spec's order: gates, a real account, cash above 0, the withdrawable balance, the method's limits. */
async function withdrawalRefusal(
  deps: PlayerCashierDeps,
  checked: Omit<Checked, 'cashMinor'>,
): Promise<{ refusal: Refusal | null; cashMinor: number }> {
  const { player, method, amountMinor } = checked;
  const balances = await readBalances(deps.database.kysely, player.playerId, player.currency);
  const cashMinor = balances.cashMinor;
  const gate = await deps.cashier.gates.withdrawal(player.playerId);
  if (!gate.ok) return { refusal: { code: gate.code, message: gate.message }, cashMinor };
  if (player.userStatus !== 'real') {
    return {
      refusal: { code: 'NOT_REAL_ACCOUNT', message: 'a play-money account cannot withdraw; make a deposit first' },
      cashMinor,
    };
  }
  if (cashMinor <= 0)
    return { refusal: { code: 'NO_CASH_BALANCE', message: 'you have no cash balance to withdraw' }, cashMinor };
  const format = (minor: number) => `${formatDecimalAmount(minor, player.currency)} ${player.currency}`;
  if (amountMinor > balances.withdrawableMinor) {
    return {
      refusal: {
        code: 'INSUFFICIENT_FUNDS',
        message: `depositAmount is more than your withdrawable ${format(balances.withdrawableMinor)}`,
      },
      cashMinor,
    };
  }
  const amount = checkWithdrawalAmount(amountMinor, player.currency, method.limits, balances.withdrawableMinor);
  if (!amount.ok) {
    const bounds =
      amount.maxMinor === null
        ? `at least ${format(amount.minMinor)}`
        : `${format(amount.minMinor)} to ${format(amount.maxMinor)}`;
    return {
      refusal: { code: amount.code, message: `depositAmount must be ${bounds} for ${method.method}` },
      cashMinor,
    };
  }
  return { refusal: null, cashMinor };
}

/** The provider's form values: the method's own field names, filled from the spec's payload names. */
function withdrawalFieldsOf(player: CashierPlayer, method: MethodView, body: WithdrawalBody): Record<string, string> {
  const given: Record<string, string> = Object.fromEntries(formFieldsOf(body, WITHDRAWAL_OWN_KEYS));
  const email = PROFILE_EMAIL_METHODS.has(method.method) ? player.email : body.emailAddress;
  if (email !== undefined) given.email = email;
  if (body.accountNumber !== undefined) given.iban = body.accountNumber.replace(/\s/g, '');
  if (body.comments !== undefined) given.comments = body.comments;
  const declared = new Set(method.fields.map((field) => field.name));
  return Object.fromEntries(Object.entries(given).filter(([name]) => declared.has(name)));
}

/** The saved instrument a withdrawal pays to (creditCardID for a card, instrumentId otherwise), if any. */
function instrumentOf(method: MethodView, body: WithdrawalBody): Result<string | null> {
  const field = body.creditCardID !== undefined ? 'creditCardID' : 'instrumentId';
  const id = body.creditCardID ?? body.instrumentId;
  if (id === undefined) return success(null);
  if (!method.instruments.some((instrument) => instrument.instrumentId === id)) {
    return fieldError(field, `is not one of your saved ${method.displayName} accounts`);
  }
  return success(id);
}

async function startWithdrawal(
  deps: PlayerCashierDeps,
  caller: CashierCaller,
  body: WithdrawalBody,
): Promise<Result<Started>> {
  const found = await cashierPlayerOf(deps, caller);
  if (!found.ok) return found;
  const player = found.value;
  const amount = minorFromPayloadAmount(body.depositAmount, player.currency);
  if (!amount.ok) return fieldError('depositAmount', amount.message);
  const method = await methodFor(deps, player, 'withdrawal', body.paymentMethod);
  if (!method.ok) return method;
  const instrumentId = instrumentOf(method.value, body);
  if (!instrumentId.ok) return instrumentId;
  const { refusal, cashMinor } = await withdrawalRefusal(deps, {
    player,
    method: method.value,
    amountMinor: amount.minor,
  });
  const started = (outcome: Outcome): Result<Started> => success({ player, amountMinor: amount.minor, outcome });
  if (refusal) return started({ kind: 'refused', refusal, cashMinor, transaction: null });

  const transaction = await deps.transactions.create({
    playerId: player.playerId,
    kind: 'withdrawal',
    channel: 'internal',
    method: body.paymentMethod,
    amountMinor: amount.minor,
    currency: player.currency,
    status: 'co_initiated',
  });
  deps.logger.info(
    { playerId: player.playerId, txnId: transaction.id, method: body.paymentMethod, amountMinor: amount.minor },
    'cashier withdrawal made',
  );
  const session = await deps.cashier.sessions.issue(player.playerId, player.webSessionId);
  const created = await deps.provider.createTransaction({
    merchantTxId: String(transaction.id),
    userId: player.externalId,
    sessionId: session.sessionId,
    kind: 'withdrawal',
    method: body.paymentMethod,
    amount: amount.minor,
    currency: player.currency,
    locale: player.language,
    fields: withdrawalFieldsOf(player, method.value, body),
    ...(instrumentId.value === null ? {} : { instrumentId: instrumentId.value }),
    returnUrl: returnUrlOf(deps, player, body.paymentMethod, {
      txnId: String(transaction.id),
      merchantTransactionId: String(transaction.id),
      amount: payloadAmountOf(amount.minor, player.currency),
      customerId: player.externalId,
    }),
    ipAddr: player.ipAddr,
  });
  return started(await recordWithdrawalOutcome(deps, transaction, created, cashMinor));
}

/**
 * A refusal or a failure the provider reports ends a withdrawal here only while no hold exists;
 * once authorize has held the money, the merchant API's cancel returns it and marks it co_failed.
 * Without an answer the outcome is unknown: the withdrawal stays co_initiated for reconciliation.
 */
async function recordWithdrawalOutcome(
  deps: PlayerCashierDeps,
  transaction: CashierTransaction,
  created: ProviderResult<TransactionView>,
  cashMinor: number,
): Promise<Outcome> {
  if (!created.ok) {
    const unknownOutcome = created.code === 'PROVIDER_UNAVAILABLE' || created.code === 'PROVIDER_ANSWER_INVALID';
    const recorded = await recordWhileOpen(
      deps,
      transaction.id,
      {
        ...(unknownOutcome ? {} : { status: 'co_failed' as const }),
        errorCode: created.code,
        errorMessage: created.message,
      },
      { withoutHold: true },
    );
    return {
      kind: 'refused',
      refusal: { code: created.code, message: created.message },
      cashMinor,
      transaction: recorded ?? transaction,
    };
  }
  const view = created.value;
  const failed = !piqSuccessOf(view.state);
  await recordWhileOpen(deps, transaction.id, { providerTxId: view.txId, providerState: view.state });
  const recorded = failed
    ? await recordWhileOpen(
        deps,
        transaction.id,
        {
          status: 'co_failed',
          ...(view.error ? { errorCode: view.error.code, errorMessage: view.error.message } : {}),
        },
        { withoutHold: true },
      )
    : await deps.transactions.byId(transaction.id);
  return { kind: 'created', view, transaction: recorded ?? transaction, cashMinor };
}

/** Make withdrawal (standard): the spec's transaction response, status SUCCESS once the provider has it. */
export async function makeWithdrawal(
  deps: PlayerCashierDeps,
  caller: CashierCaller,
  body: WithdrawalBody,
): Promise<Result<TransactionResponse>> {
  const started = await startWithdrawal(deps, caller, body);
  if (!started.ok) return started;
  const { player, amountMinor, outcome } = started.value;
  const currentCashMinor = (await readBalances(deps.database.kysely, player.playerId, player.currency)).cashMinor;
  const base = {
    paymentMethod: body.paymentMethod,
    txnType: body.txnType ?? WITHDRAWAL_TXN_TYPE,
    currency: player.currency,
    amountMinor,
    previousCashMinor: outcome.cashMinor,
    currentCashMinor,
  };
  if (outcome.kind === 'refused') {
    const status = outcome.transaction?.status === 'co_initiated' ? 'PENDING' : 'FAILURE';
    return success(
      transactionResponse({
        ...base,
        status,
        txnStatus: outcome.transaction?.status ?? null,
        transaction: outcome.transaction,
        refusal: outcome.refusal,
      }),
    );
  }
  const failed = !piqSuccessOf(outcome.view.state);
  return success(
    transactionResponse({
      ...base,
      status: failed ? 'FAILURE' : 'SUCCESS',
      txnStatus: outcome.transaction.status,
      transaction: outcome.transaction,
      refusal: failed
        ? (outcome.view.error ?? { code: outcome.view.state, message: 'the withdrawal did not go through' })
        : null,
      redirectOutput: outcome.view.state === 'WAITING_INPUT' ? redirectOutputOf(outcome.view.redirect) : null,
    }),
  );
}

/** Make withdrawal (PIQ group): the PIQ-type answer. */
export async function makePiqWithdrawal(
  deps: PlayerCashierDeps,
  caller: CashierCaller,
  body: WithdrawalBody,
): Promise<Result<PiqResponse>> {
  const started = await startWithdrawal(deps, caller, body);
  if (!started.ok) return started;
  const { outcome } = started.value;
  if (outcome.kind === 'refused') return success(piqRefusalOf(outcome.refusal, outcome.transaction));
  return success(piqResponseOf(outcome.view, outcome.transaction));
}

export function pendingCashoutOf(transaction: CashierTransaction): PendingCashout {
  return {
    txnId: String(transaction.id),
    txRefId: transaction.providerTxId,
    paymentMethod: transaction.method,
    amount: payloadAmountOf(transaction.amountMinor, transaction.currency),
    amountMinor: transaction.amountMinor,
    currency: transaction.currency,
    txnStatus: transaction.status,
    createdAt: transaction.createdAt.toISOString(),
  };
}

/**
 * Cancels a pending withdrawal at the provider. The provider calls the merchant API's cancel, which
 * returns the hold; this answers what the provider answered and the transaction as it stands.
 */
export async function cancelPendingCashout(deps: PlayerCashierDeps, caller: CashierCaller, txnId: string) {
  const found = await cashierPlayerOf(deps, caller);
  if (!found.ok) return found;
  const player = found.value;
  const transaction = await deps.transactions.forPlayer(player.playerId, Number(txnId));
  if (transaction?.kind !== 'withdrawal') return transactionNotFound(txnId);
  if (transaction.status !== 'co_initiated' || transaction.providerTxId === null) {
    return failure('NOT_CANCELLABLE', `withdrawal ${txnId} is ${transaction.status} and can no longer be cancelled`, {
      txnId,
    });
  }
  const cancelled = await deps.provider.cancel(player.externalId, transaction.providerTxId);
  if (!cancelled.ok) {
    if (cancelled.code === 'NOT_CANCELLABLE') {
      return failure('NOT_CANCELLABLE', `the payment provider has already processed withdrawal ${txnId}`, { txnId });
    }
    return providerFailure(cancelled);
  }
  const recorded = await recordWhileOpen(deps, transaction.id, { providerState: cancelled.value.state });
  deps.logger.info(
    { playerId: player.playerId, txnId: transaction.id, txState: cancelled.value.state },
    'cashier withdrawal cancel asked',
  );
  return success({
    status: cancelled.value.state === 'CANCELLED' ? ('SUCCESS' as const) : ('FAILURE' as const),
    txnId: String(transaction.id),
    txState: cancelled.value.state,
    txnStatus: (recorded ?? transaction).status,
  });
}

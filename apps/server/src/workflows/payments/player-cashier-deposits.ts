import { checkDepositAmount, formatDecimalAmount } from '@vauhti/money';
import type { CashierTransaction } from './cashier-transactions';
import type { PlayerCashierDeps } from './player-cashier';
import { minorFromPayloadAmount } from './player-cashier-amounts';
import { type CardDetails, cardDetailsOf } from './player-cashier-card';
import {
  type CashierCaller,
  type CashierPlayer,
  cashierPlayerOf,
  cashOf,
  claimForProcessing,
  methodFor,
  recordMissingReason,
  recordWhileOpen,
  returnUrlOf,
} from './player-cashier-context';
import { failure, fieldError, type Result, success, transactionNotFound } from './player-cashier-errors';
import { type Refusal, redirectOutputOf, transactionResponse } from './player-cashier-responses';
import type {
  CardFields,
  MakeTransactionBody,
  ProcessDepositBody,
  TransactionResponse,
} from './player-cashier-schemas';
import { depositAnswerStatusOf, depositStatusAfter, isFinal } from './player-cashier-status';
import type { MethodView, ProviderResult, TransactionView } from './provider/payment-provider';

/*
 * The internal cashier's deposits (spec part 1 section 4, "Internal card transaction"): make
 * transaction, then for a card the 3-D Secure 2 flow — collect, process deposit, an optional
 * challenge — and the status check. Money moves only through the merchant API (authorize,
 * transfer), which the provider calls while it processes; this side records what the provider says.
 */

export const DEPOSIT_TXN_TYPE = 'deposit-cashier';
/** The 3-D Secure provider type the site's 3DS2 step expects for the sandbox's collect and challenge. */
export const THREE_DS_PROVIDER_TYPE = 'SANDBOX_3DS2';

/**
 * The platform's own deposit checks before the provider is asked (authorize re-checks them when
 * the provider calls): the deposit gates, the amount against the method's limits and a play-money
 * minimum, and the deposit limits counting authorized deposits not yet transferred.
 */
export async function depositRefusal(
  deps: PlayerCashierDeps,
  player: CashierPlayer,
  method: MethodView,
  amountMinor: number,
): Promise<Refusal | null> {
  const gate = await deps.cashier.gates.deposit(player.playerId);
  if (!gate.ok) return { code: gate.code, message: gate.message };
  const playMoneyMinimumMinor = await deps.cashier.playMoneyMinimumMinor(player.playerId);
  const amount = checkDepositAmount(amountMinor, player.currency, method.limits, { playMoneyMinimumMinor });
  if (!amount.ok) {
    const format = (minor: number) => formatDecimalAmount(minor, player.currency);
    const bounds =
      amount.maxMinor === null
        ? `at least ${format(amount.minMinor)}`
        : `${format(amount.minMinor)} to ${format(amount.maxMinor)}`;
    return { code: amount.code, message: `depositAmount must be ${bounds} ${player.currency} for ${method.method}` };
  }
  const pendingMinor = await deps.transactions.pendingDepositsMinor(player.playerId, player.currency);
  const limit = await deps.cashier.depositLimits.check(player.playerId, player.currency, amountMinor, pendingMinor);
  if (!limit.ok) {
    return {
      code: 'RG_LIMITS_EXCEEDED',
      message: `this deposit would pass your ${limit.period} deposit limit of ${formatDecimalAmount(limit.limitMinor, player.currency)} ${player.currency}`,
    };
  }
  return null;
}

/** The card of a payload; a saved card must be one of the player's, and its masked number comes from the list. */
function cardOf(method: MethodView, fields: CardFields): Result<CardDetails> {
  const check = cardDetailsOf(fields);
  if (!check.ok) return fieldError(check.field, check.message, check.missing ? 'FIELD_REQUIRED' : 'FIELD_INVALID');
  const card = check.card;
  if (card.instrumentId === null) return success(card);
  const saved = method.instruments.find((instrument) => instrument.instrumentId === card.instrumentId);
  if (!saved) return fieldError('creditCardID', 'is not one of your saved cards');
  const prefix = /^([0-9]{6,8})\*/.exec(saved.maskedAccount)?.[1] ?? null;
  return success({ ...card, maskedNumber: saved.maskedAccount, numberPrefix: card.numberPrefix ?? prefix });
}

function isCardMethod(method: MethodView): boolean {
  return method.fields.some((field) => field.type === 'card-number');
}

/** Make transaction: a card deposit starts the 3-D Secure collect; any other method goes to the provider at once. */
export async function makeTransaction(
  deps: PlayerCashierDeps,
  caller: CashierCaller,
  body: MakeTransactionBody,
): Promise<Result<TransactionResponse>> {
  const found = await cashierPlayerOf(deps, caller);
  if (!found.ok) return found;
  const player = found.value;
  const amount = minorFromPayloadAmount(body.depositAmount, player.currency);
  if (!amount.ok) return fieldError('depositAmount', amount.message);
  const method = await methodFor(deps, player, 'deposit', body.paymentMethod);
  if (!method.ok) return method;
  const card = isCardMethod(method.value) ? cardOf(method.value, body) : null;
  if (card && !card.ok) return card;
  const previousCashMinor = await cashOf(deps, player);
  const base = {
    paymentMethod: body.paymentMethod,
    txnType: body.txnType,
    currency: player.currency,
    amountMinor: amount.minor,
    cardNumber: card?.value.maskedNumber ?? null,
    previousCashMinor,
  };
  const refusal = await depositRefusal(deps, player, method.value, amount.minor);
  if (refusal) {
    // A refused deposit is a confirmed failure: the site maps RG_LIMITS_EXCEEDED with
    // txn_confirmed_failure to errors.error58 (spec part 1 section 8).
    return success(
      transactionResponse({
        ...base,
        txnStatus: 'txn_confirmed_failure',
        transaction: null,
        refusal,
        currentCashMinor: previousCashMinor,
      }),
    );
  }
  const transaction = await deps.transactions.create({
    playerId: player.playerId,
    kind: 'deposit',
    channel: 'internal',
    method: body.paymentMethod,
    amountMinor: amount.minor,
    currency: player.currency,
    status: 'txn_initiated',
    bonusCode: body.bonusCode ?? null,
  });
  deps.logger.info(
    {
      playerId: player.playerId,
      txnId: transaction.id,
      method: body.paymentMethod,
      amountMinor: amount.minor,
      card: base.cardNumber,
    },
    'cashier deposit made',
  );
  if (!card) {
    // A bank or e-wallet deposit sends no form fields: the provider's own page asks the player.
    const created = await createAtProvider(deps, player, transaction, {
      fields: {},
      instrumentId: null,
      storeInstrument: false,
    });
    return success(await depositAnswer(deps, player, transaction, created, base));
  }
  return success(await collectThreeDs(deps, player, transaction, card.value, base));
}

type AnswerBase = Pick<
  Parameters<typeof transactionResponse>[0],
  'paymentMethod' | 'txnType' | 'currency' | 'amountMinor' | 'cardNumber' | 'previousCashMinor'
>;

async function collectThreeDs(
  deps: PlayerCashierDeps,
  player: CashierPlayer,
  transaction: CashierTransaction,
  card: CardDetails,
  base: AnswerBase,
): Promise<TransactionResponse> {
  if (card.numberPrefix === null) {
    // A saved card whose masked number hides the first digits cannot be collected for.
    const refusal = {
      code: 'THREEDS_NOT_AVAILABLE',
      message: 'this saved card cannot be checked with 3-D Secure; enter the card again',
    };
    const failed = await recordWhileOpen(deps, transaction.id, {
      status: 'txn_confirmed_failure',
      errorCode: refusal.code,
      errorMessage: refusal.message,
    });
    return transactionResponse({
      ...base,
      txnStatus: 'txn_confirmed_failure',
      transaction: failed ?? transaction,
      refusal,
      currentCashMinor: base.previousCashMinor,
    });
  }
  const collect = await deps.provider.collectThreeDs({
    userId: player.externalId,
    cardNumberPrefix: card.numberPrefix,
  });
  if (!collect.ok) {
    // Only the collect failed: nothing was charged, so the deposit ends here (the site shows errors.error1).
    const refusal = { code: collect.code, message: collect.message };
    const failed = await recordWhileOpen(deps, transaction.id, {
      status: 'txn_confirmed_failure',
      errorCode: refusal.code,
      errorMessage: refusal.message,
    });
    return transactionResponse({
      ...base,
      txnStatus: 'txn_confirmed_failure',
      transaction: failed ?? transaction,
      refusal,
      currentCashMinor: base.previousCashMinor,
    });
  }
  return transactionResponse({
    ...base,
    txnStatus: 'txn_initiated',
    transaction,
    gatewayRequest: {
      providerType: THREE_DS_PROVIDER_TYPE,
      jwt: collect.value.jwt,
      referenceId: collect.value.referenceId,
      AuthResponse: null,
      params: null,
    },
    redirectOutput: {
      url: collect.value.collectUrl,
      method: 'GET',
      parameters: {},
      html: null,
      container: 'iframe',
      height: null,
    },
    currentCashMinor: base.previousCashMinor,
  });
}

/** Process deposit: the card, collected for, goes to the provider, which answers success, a challenge or a failure. */
export async function processDeposit(
  deps: PlayerCashierDeps,
  caller: CashierCaller,
  body: ProcessDepositBody,
): Promise<Result<TransactionResponse>> {
  const found = await cashierPlayerOf(deps, caller);
  if (!found.ok) return found;
  const player = found.value;
  const transaction = await deps.transactions.forPlayer(player.playerId, Number(body.txnId));
  if (transaction?.kind !== 'deposit' || transaction.channel !== 'internal') return transactionNotFound(body.txnId);
  const method = await methodFor(deps, player, 'deposit', transaction.method);
  if (!method.ok) return method;
  const card = cardOf(method.value, body);
  if (!card.ok) return card;
  const previousCashMinor = await cashOf(deps, player);
  const base = {
    paymentMethod: transaction.method,
    txnType: DEPOSIT_TXN_TYPE,
    currency: transaction.currency,
    amountMinor: transaction.amountMinor,
    cardNumber: card.value.maskedNumber,
    previousCashMinor,
  };
  if (isFinal(transaction.status)) {
    // A repeat after the outcome: answer it again rather than charge twice.
    return success(
      transactionResponse({
        ...base,
        txnStatus: transaction.status,
        transaction,
        refusal: refusalOf(transaction),
        currentCashMinor: previousCashMinor,
      }),
    );
  }
  if (transaction.status !== 'txn_initiated') {
    return failure(
      'TRANSACTION_NOT_OPEN',
      `txnId: deposit ${transaction.id} is already with the provider (${transaction.status})`,
      { field: 'txnId' },
    );
  }
  const refusal = await depositRefusal(deps, player, method.value, transaction.amountMinor);
  if (refusal) {
    const failed = await recordWhileOpen(deps, transaction.id, {
      status: 'txn_confirmed_failure',
      errorCode: refusal.code,
      errorMessage: refusal.message,
    });
    return success(
      transactionResponse({
        ...base,
        txnStatus: 'txn_confirmed_failure',
        transaction: failed ?? transaction,
        refusal,
        currentCashMinor: previousCashMinor,
      }),
    );
  }
  const claimed = await claimForProcessing(deps, transaction.id);
  if (!claimed) {
    return failure('TRANSACTION_NOT_OPEN', `txnId: deposit ${transaction.id} is already being processed`, {
      field: 'txnId',
    });
  }
  const created = await createAtProvider(deps, player, claimed, card.value, body.referenceId);
  return success(await depositAnswer(deps, player, claimed, created, base));
}

function refusalOf(transaction: CashierTransaction): Refusal | null {
  return transaction.errorCode
    ? { code: transaction.errorCode, message: transaction.errorMessage ?? transaction.errorCode }
    : null;
}

/** Asks the provider to run the deposit; the card data leaves here and nowhere else. */
export async function createAtProvider(
  deps: PlayerCashierDeps,
  player: CashierPlayer,
  transaction: CashierTransaction,
  card: Pick<CardDetails, 'fields' | 'instrumentId' | 'storeInstrument'>,
  threeDsReferenceId?: string,
): Promise<ProviderResult<TransactionView>> {
  const session = await deps.cashier.sessions.issue(player.playerId, player.webSessionId);
  const amount = formatDecimalAmount(transaction.amountMinor, transaction.currency);
  return deps.provider.createTransaction({
    merchantTxId: String(transaction.id),
    userId: player.externalId,
    sessionId: session.sessionId,
    kind: transaction.kind,
    method: transaction.method,
    amount: transaction.amountMinor,
    currency: transaction.currency,
    locale: player.language,
    fields: card.fields,
    ...(card.instrumentId === null ? {} : { instrumentId: card.instrumentId }),
    ...(card.storeInstrument ? { storeInstrument: true } : {}),
    ...(transaction.bonusCode === null ? {} : { bonusCode: transaction.bonusCode }),
    returnUrl: returnUrlOf(deps, player, transaction.method, {
      txnId: String(transaction.id),
      merchantTransactionId: String(transaction.id),
      amount,
      customerId: player.externalId,
    }),
    ipAddr: player.ipAddr,
    ...(threeDsReferenceId === undefined ? {} : { threeDsReferenceId }),
  });
}

/**
 * Records the provider's answer to a deposit and answers the site (spec section 4): SUCCESSFUL →
 * txn_confirmed_success; WAITING_INPUT → txn_pending with the challenge or bank page to show;
 * FAILED or CANCELLED → txn_confirmed_failure with the provider's code (RG_LIMITS_EXCEEDED when
 * authorize refused a deposit limit). No answer: the outcome is unknown, so the deposit waits as
 * txn_pending until the merchant calls or the reconciliation settle it.
 */
export async function depositAnswer(
  deps: PlayerCashierDeps,
  player: CashierPlayer,
  transaction: CashierTransaction,
  created: ProviderResult<TransactionView>,
  base: AnswerBase,
): Promise<TransactionResponse> {
  const recorded = await recordDepositOutcome(deps, transaction, created);
  const currentCashMinor = await cashOf(deps, player);
  if (!created.ok) {
    const refusal = { code: created.code, message: created.message };
    return transactionResponse({
      ...base,
      txnStatus: recorded.status,
      transaction: recorded,
      refusal,
      currentCashMinor,
    });
  }
  const view = created.value;
  const txnStatus = depositAnswerStatusOf(recorded.status, view.state);
  return transactionResponse({
    ...base,
    txnStatus,
    transaction: recorded,
    refusal:
      txnStatus === 'txn_confirmed_failure'
        ? (view.error ?? refusalOf(recorded) ?? { code: view.state, message: 'the payment did not go through' })
        : null,
    redirectOutput: view.state === 'WAITING_INPUT' ? redirectOutputOf(view.redirect) : null,
    currentCashMinor,
  });
}

/** What the provider's answer changes in the cashier transaction (guarded: a final status stays). */
export async function recordDepositOutcome(
  deps: PlayerCashierDeps,
  transaction: CashierTransaction,
  created: ProviderResult<TransactionView>,
): Promise<CashierTransaction> {
  if (!created.ok) {
    const unknownOutcome = created.code === 'PROVIDER_UNAVAILABLE' || created.code === 'PROVIDER_ANSWER_INVALID';
    const status = unknownOutcome ? depositStatusAfter(transaction.status, 'WAITING_INPUT') : 'txn_confirmed_failure';
    const recorded = await recordWhileOpen(deps, transaction.id, {
      ...(status === null ? {} : { status }),
      errorCode: created.code,
      errorMessage: created.message,
    });
    return recorded ?? transaction;
  }
  const view = created.value;
  const status = depositStatusAfter(transaction.status, view.state);
  const recorded = await recordWhileOpen(deps, transaction.id, {
    ...(status === null ? {} : { status }),
    providerTxId: view.txId,
    providerState: view.state,
    ...(view.error ? { errorCode: view.error.code, errorMessage: view.error.message } : {}),
  });
  if (view.error && recorded?.errorCode === null) {
    return (await recordMissingReason(deps, transaction.id, view.error)) ?? recorded;
  }
  return recorded ?? transaction;
}

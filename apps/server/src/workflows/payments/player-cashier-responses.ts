import type { CashierTransaction, CashierTransactionStatus } from './cashier-transactions';
import { payloadAmountOf } from './player-cashier-amounts';
import type { PiqResponse, RedirectOutput, TransactionResponse } from './player-cashier-schemas';
import { answerStatusOf, piqSuccessOf } from './player-cashier-status';
import type { TransactionView } from './provider/payment-provider';

/** Builders of the spec's answers (part 1 section 3): every field present, null where it has no value. */

export type Refusal = { code: string; message: string };

export function redirectOutputOf(redirect: TransactionView['redirect']): RedirectOutput | null {
  if (!redirect) return null;
  return {
    url: redirect.url,
    method: 'GET',
    parameters: {},
    html: null,
    container: redirect.kind,
    height: redirect.height,
  };
}

type TransactionAnswer = {
  status?: TransactionResponse['status'];
  txnStatus: CashierTransactionStatus | null;
  transaction: CashierTransaction | null;
  paymentMethod: string;
  txnType: string;
  currency: string;
  amountMinor: number;
  cardNumber?: string | null;
  refusal?: Refusal | null;
  gatewayRequest?: TransactionResponse['gatewayRequest'];
  redirectOutput?: RedirectOutput | null;
  previousCashMinor: number | null;
  currentCashMinor: number | null;
};

export function transactionResponse(answer: TransactionAnswer): TransactionResponse {
  const money = (minor: number | null) => (minor === null ? null : payloadAmountOf(minor, answer.currency));
  const status = answer.status ?? (answer.txnStatus === null ? 'FAILURE' : answerStatusOf(answer.txnStatus));
  return {
    status,
    txnStatus: answer.txnStatus,
    actualStatusInDB: answer.transaction?.status ?? null,
    txnId: answer.transaction ? String(answer.transaction.id) : null,
    errorCode: answer.refusal?.code ?? null,
    errorDescription: answer.refusal?.message ?? null,
    gatewayRequest: answer.gatewayRequest ?? null,
    redirectOutput: answer.redirectOutput ?? null,
    transactionAmount: money(answer.amountMinor),
    paymentMethod: answer.paymentMethod,
    cardNumber: answer.cardNumber ?? null,
    txnType: answer.txnType,
    amount: money(answer.amountMinor),
    currency: answer.currency,
    previousBalance: money(answer.previousCashMinor),
    currentBalance: money(answer.currentCashMinor),
  };
}

/** A PIQ-type answer for a transaction the provider created. */
export function piqResponseOf(view: TransactionView, transaction: CashierTransaction | null): PiqResponse {
  const settled = view.state === 'SUCCESSFUL';
  return {
    success: piqSuccessOf(view.state),
    txState: view.state,
    txRefId: view.txId,
    receiptAmount: settled ? payloadAmountOf(view.amount, view.currency) : null,
    receiptTxId: settled ? view.txId : null,
    messages: [],
    errors: view.error ? [{ keys: [view.error.code], msg: view.error.message }] : [],
    redirectOutput: redirectOutputOf(view.redirect),
    txnId: transaction ? String(transaction.id) : null,
  };
}

/** A PIQ-type refusal: nothing was created at the provider (or its outcome is unknown). */
export function piqRefusalOf(refusal: Refusal, transaction: CashierTransaction | null): PiqResponse {
  return {
    success: false,
    txState: null,
    txRefId: transaction?.providerTxId ?? null,
    receiptAmount: null,
    receiptTxId: null,
    messages: [],
    errors: [{ keys: [refusal.code], msg: refusal.message }],
    redirectOutput: null,
    txnId: transaction ? String(transaction.id) : null,
  };
}

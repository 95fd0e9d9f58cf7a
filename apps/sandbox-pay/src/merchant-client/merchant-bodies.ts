/*
 * The merchant-call bodies (contracts/payments.md section 1), built only from the stored
 * transaction so every attempt for one txId sends the same fields: the platform answers a repeat
 * as it answered the first, and a repeat that differs as DUPLICATE_MISMATCH.
 */
import {
  type AuthorizeRequestBody,
  type CancelRequestBody,
  MERCHANT_TX_TYPE_IDS,
  type TransferRequestBody,
} from '@vauhti/contracts/merchant-api';
import { formatDecimalAmount } from '@vauhti/money';
import type { Selectable } from 'kysely';
import type { TransactionsTable } from '../database/tables';
import { methodDefinition } from '../payments/methods';

type TransactionRow = Selectable<TransactionsTable>;

function commonFields(row: TransactionRow) {
  const deposit = row.kind === 'deposit';
  const signedAmount = deposit ? row.amount : -row.amount;
  return {
    userId: row.user_id,
    txAmount: formatDecimalAmount(signedAmount, row.currency),
    txAmountCy: row.currency,
    txId: row.tx_id,
    txTypeId: deposit ? MERCHANT_TX_TYPE_IDS.deposit : MERCHANT_TX_TYPE_IDS.withdrawal,
    txName: `${row.method}${deposit ? 'Deposit' : 'Withdrawal'}`,
    provider: methodDefinition(row.method)?.psp ?? row.method,
  };
}

export function authorizeBody(row: TransactionRow): AuthorizeRequestBody {
  const attributes: Record<string, string> = {};
  if (row.merchant_tx_id) attributes.merchantTxId = row.merchant_tx_id;
  if (row.bonus_code) attributes.bonusCode = row.bonus_code;
  if (row.ip_addr) attributes.ipAddr = row.ip_addr;
  return {
    ...commonFields(row),
    ...(row.instrument_id ? { accountId: row.instrument_id } : {}),
    ...(row.masked_account ? { maskedAccount: row.masked_account } : {}),
    ...(Object.keys(attributes).length > 0 ? { attributes } : {}),
  };
}

export function transferBody(row: TransactionRow): TransferRequestBody {
  return {
    ...commonFields(row),
    authCode: row.auth_code ?? '',
    txPspAmount: formatDecimalAmount(
      row.kind === 'deposit' ? row.amount + row.fee : row.amount - row.fee,
      row.currency,
    ),
    fee: formatDecimalAmount(row.fee, row.currency),
    feeCy: row.currency,
    txRefId: row.tx_id,
  };
}

/**
 * A cancel carries the authCode of the authorize it releases; after an authorize that got no
 * answer there is none, and the platform answers UNKNOWN_TRANSACTION if it never saw it.
 */
export function cancelBody(row: TransactionRow): CancelRequestBody {
  return { ...commonFields(row), authCode: row.auth_code ?? '' };
}

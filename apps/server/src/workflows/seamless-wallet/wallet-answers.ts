/** The statuses of contracts/seamless-wallet.md. */
export type WalletStatus =
  | 'OK'
  | 'DUPLICATE_MISMATCH'
  | 'INSUFFICIENT_FUNDS'
  | 'TOKEN_EXPIRED'
  | 'PLAYER_BLOCKED'
  | 'LIMIT_REACHED'
  | 'UNKNOWN_TRANSACTION'
  | 'TRANSACTION_ROLLED_BACK'
  | 'INVALID_REQUEST'
  | 'INVALID_SIGNATURE';

export type Balances = { cash: number; bonus: number; currency: string };

export type WalletBody = { status: WalletStatus } & Record<string, unknown>;

/** Business outcomes are HTTP 200; only a bad body (400) and a failed signature or ts (401) are not. */
export type WalletReply = { httpStatus: 200 | 400 | 401; body: WalletBody };

function balanceFields(balances: Balances) {
  return {
    balance: balances.cash + balances.bonus,
    cash: balances.cash,
    bonus: balances.bonus,
    currency: balances.currency,
  };
}

/** Success: the platform's transfer id (absent for authenticate and balance) and the balances now. */
export function okReply(balances: Balances, fields: { transactionId?: number } & Record<string, unknown> = {}) {
  const { transactionId, ...rest } = fields;
  const transaction = transactionId === undefined ? {} : { transactionId: String(transactionId) };
  return reply(200, { status: 'OK', ...transaction, ...rest, ...balanceFields(balances) });
}

export function insufficientFundsReply(balances: Balances): WalletReply {
  return reply(200, {
    status: 'INSUFFICIENT_FUNDS',
    message: 'cash and bonus do not cover the stake',
    ...balanceFields(balances),
  });
}

export function refusedReply(
  status: Exclude<WalletStatus, 'OK' | 'INSUFFICIENT_FUNDS' | 'INVALID_REQUEST' | 'INVALID_SIGNATURE'>,
  message: string,
): WalletReply {
  return reply(200, { status, message });
}

export function invalidRequestReply(message: string): WalletReply {
  return reply(400, { status: 'INVALID_REQUEST', message });
}

export function invalidSignatureReply(message: string): WalletReply {
  return reply(401, { status: 'INVALID_SIGNATURE', message });
}

function reply(httpStatus: WalletReply['httpStatus'], body: WalletBody): WalletReply {
  return { httpStatus, body };
}

import type {
  AuthenticateAnswer,
  WalletAnswer,
  WalletAnswerEnvelope,
  WalletBalances,
  WalletStatus,
} from '@vauhti/contracts/seamless-wallet';

export type Balances = { cashMinor: number; bonusMinor: number; currency: string };

/** Any answer's body as a reader sees it before it looks at `status` (tests read answers so). */
export type WalletBody = WalletAnswerEnvelope;

/** Business outcomes are HTTP 200; only a bad body (400) and a failed signature or ts (401) are not. */
export type WalletReply = { httpStatus: 200 | 400 | 401; body: WalletAnswer };

/** What authenticate adds to a success: the launch token's player. */
type AuthenticatedPlayer = Pick<AuthenticateAnswer, 'playerId' | 'country' | 'language'>;

function balanceFields(balances: Balances): WalletBalances {
  return {
    balance: balances.cashMinor + balances.bonusMinor,
    cash: balances.cashMinor,
    bonus: balances.bonusMinor,
    currency: balances.currency,
  };
}

/**
 * Success: the platform's transfer id (absent for authenticate and balance) and the balances now;
 * authenticate's adds the launch token's player.
 */
export function okReply(
  balances: Balances,
  fields: { transactionId?: number } | AuthenticatedPlayer = {},
): WalletReply {
  if ('playerId' in fields) return reply(200, { status: 'OK', ...fields, ...balanceFields(balances) });
  const transaction = fields.transactionId === undefined ? {} : { transactionId: String(fields.transactionId) };
  return reply(200, { status: 'OK', ...transaction, ...balanceFields(balances) });
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

function reply(httpStatus: WalletReply['httpStatus'], body: WalletAnswer): WalletReply {
  return { httpStatus, body };
}

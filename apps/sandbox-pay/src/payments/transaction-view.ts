import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { TransactionsTable } from '../database/tables';
import type { FrameHeight, RedirectKind, TransactionView } from './cashier-facade';

export type TransactionRow = Selectable<TransactionsTable>;

/**
 * The transaction as the merchant and the cashier see it. The provider page's address needs its
 * token, which only the caller that opened the page has (the database keeps its hash): without
 * it the view has no redirect.
 */
export function transactionView(row: TransactionRow, pageToken?: string): TransactionView {
  const view: TransactionView = {
    txId: row.tx_id,
    kind: row.kind,
    method: row.method,
    userId: row.user_id,
    amount: row.amount,
    fee: row.fee,
    currency: row.currency,
    state: row.state,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
  if (pageToken && row.state === 'WAITING_INPUT' && row.redirect_url && row.page_done_at === null) {
    view.redirect = {
      url: `${row.redirect_url}?token=${pageToken}`,
      kind: row.redirect_kind as RedirectKind,
      height: row.frame_height as FrameHeight,
    };
  }
  if (row.error_code) view.error = { code: row.error_code, message: row.error_message ?? row.error_code };
  if (row.masked_account) view.maskedAccount = row.masked_account;
  if (row.bonus_code) view.bonusCode = row.bonus_code;
  return view;
}

/** An ISO 3166-1 alpha-2 code as stored (upper case); null for anything else or nothing. */
export function countryCode(value: string | undefined): string | null {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}

/** PaymentIQ-style transaction ids: decimal digits, unique without a sequence. */
export function newTxId(now: number): string {
  return `${now}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** The secret in a provider page's address; only its hash is stored. */
export function newPageToken(): string {
  return randomBytes(24).toString('base64url');
}

export function hashPageToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newOpaqueId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

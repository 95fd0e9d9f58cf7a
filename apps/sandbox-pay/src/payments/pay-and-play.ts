import type { PayNPlayStatus } from '@vauhti/contracts/payment-provider';
import { checkDepositAmount } from '@vauhti/money';
import type { StartOutcome } from './cashier-facade';
import { availability, methodDefinition } from './methods';
import type { PaymentContext } from './payment-context';
import type { PayerIdentity } from './provider-pages-facade';
import { openPage } from './start-transaction';
import { countryCode, newTxId, transactionView } from './transaction-view';

export type PayAndPlayRequest = {
  merchantId: string;
  method: string;
  amount: number;
  currency: string;
  country: string;
  locale: string;
  successUrl: string;
  failureUrl: string;
  merchantTxId?: string;
};

/**
 * A pay-and-play deposit: no player yet. It belongs to `pnp-<txId>` until the bank identifies the
 * payer on its page; the merchant calls come then (provider-pages.ts).
 */
export async function startPayAndPlay(context: PaymentContext, request: PayAndPlayRequest): Promise<StartOutcome> {
  const definition = methodDefinition(request.method);
  if (!definition?.payAndPlay) {
    return {
      ok: false,
      code: 'METHOD_NOT_AVAILABLE',
      message: `${request.method} does not offer pay-and-play`,
      field: 'method',
    };
  }
  const offered = availability(definition, 'deposit', request.currency, request.country);
  if (!offered.ok) return { ok: false, code: offered.code, message: offered.message, field: 'method' };
  const check = checkDepositAmount(request.amount, request.currency, offered.limits);
  if (!check.ok) {
    return {
      ok: false,
      code: check.code,
      message: `amount must be within the method's limits (${check.minMinor}..${check.maxMinor ?? '∞'} minor units)`,
      field: 'amount',
    };
  }
  const txId = newTxId(context.now());
  const row = await context.kysely
    .insertInto('transactions')
    .values({
      tx_id: txId,
      merchant_id: request.merchantId,
      user_id: `pnp-${txId}`,
      kind: 'deposit',
      method: request.method,
      amount: request.amount,
      fee: 0,
      currency: request.currency,
      state: 'WAITING_INPUT',
      merchant_tx_id: request.merchantTxId ?? null,
      session_id: txId,
      locale: request.locale,
      country: countryCode(request.country),
      return_url: request.successUrl,
      failure_url: request.failureUrl,
      updated_at: new Date(context.now()),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const token = await openPage(context, row, 'paynplay');
  const opened = await context.kysely
    .selectFrom('transactions')
    .selectAll()
    .where('tx_id', '=', txId)
    .executeTakeFirstOrThrow();
  return { ok: true, transaction: transactionView(opened, token) };
}

/** What the merchant reads before it answers verifyuser for `pnp-<txId>`. */
export async function payAndPlayStatus(context: PaymentContext, txId: string): Promise<PayNPlayStatus | undefined> {
  const row = await context.kysely
    .selectFrom('transactions')
    .leftJoin('paynplay_identities', 'paynplay_identities.tx_id', 'transactions.tx_id')
    .select([
      'transactions.state',
      'transactions.page_kind',
      'paynplay_identities.first_name',
      'paynplay_identities.last_name',
      'paynplay_identities.national_id',
      'paynplay_identities.birth_date',
      'paynplay_identities.street',
      'paynplay_identities.city',
      'paynplay_identities.zip',
      'paynplay_identities.country',
      'paynplay_identities.email',
    ])
    .where('transactions.tx_id', '=', txId)
    .executeTakeFirst();
  if (row?.page_kind !== 'paynplay') return undefined;
  if (row.national_id === null) return { txState: row.state };
  const identity: PayerIdentity = {
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    nationalId: row.national_id,
    birthDate: row.birth_date ?? '',
    street: row.street ?? '',
    city: row.city ?? '',
    zip: row.zip ?? '',
    country: row.country ?? '',
  };
  if (row.email) identity.email = row.email;
  return { txState: row.state, identity };
}

import { readAuthorizeAnswer } from '../merchant-client/merchant-answers';
import { authorizeBody } from '../merchant-client/merchant-bodies';
import { callWithinDeadline } from '../merchant-client/synchronous-call';
import { cardOutcome } from './card-rules';
import type { StartOutcome } from './cashier-facade';
import { methodDefinition } from './methods';
import type { PaymentContext } from './payment-context';
import type { ProviderPageKind } from './provider-pages-facade';
import { type CoreStartRequest, type ValidatedStart, validateStart } from './start-validation';
import {
  countryCode,
  hashPageToken,
  newPageToken,
  newTxId,
  type TransactionRow,
  transactionView,
} from './transaction-view';
import { fail, succeed, transition } from './transitions';

/**
 * Starts a deposit or withdrawal: validates it, records it, asks the merchant to authorize it and
 * then takes it as far as it goes without the player — success, failure, a provider page to
 * complete, or a payout waiting for approval.
 */
export async function startTransaction(context: PaymentContext, request: CoreStartRequest): Promise<StartOutcome> {
  if (request.merchantId !== context.config.merchant.merchantId) {
    return {
      ok: false,
      code: 'UNKNOWN_MERCHANT',
      message: `merchantId ${request.merchantId} is not known`,
      field: 'merchantId',
    };
  }
  const validated = await validateStart(context.kysely, request, new Date(context.now()));
  if (!validated.ok) return validated;
  const existing = request.merchantTxId ? await sameMerchantTransaction(context, request) : undefined;
  if (existing) return existing;

  const row = await insertTransaction(context, request, validated);
  const authorized = await authorize(context, row);
  if (!authorized) return finalView(context, row.tx_id);
  if (request.kind === 'withdrawal') {
    const delay = context.config.payouts.approvalDelayMs;
    await transition(context, row.tx_id, {
      from: ['WAITING_INPUT'],
      to: 'WAITING_APPROVAL',
      set: { due_at: delay > 0 ? new Date(context.now() + delay) : null },
    });
    return finalView(context, row.tx_id);
  }
  const pageToken = await continueDeposit(context, row, validated);
  return finalView(context, row.tx_id, pageToken);
}

/** A repeated start with the platform's own merchantTxId answers the first one. */
async function sameMerchantTransaction(
  context: PaymentContext,
  request: CoreStartRequest,
): Promise<StartOutcome | undefined> {
  const row = await context.kysely
    .selectFrom('transactions')
    .selectAll()
    .where('merchant_id', '=', request.merchantId)
    .where('merchant_tx_id', '=', request.merchantTxId ?? '')
    .executeTakeFirst();
  if (!row) return undefined;
  if (
    row.user_id !== request.userId ||
    row.amount !== request.amount ||
    row.kind !== request.kind ||
    row.method !== request.method
  ) {
    return {
      ok: false,
      code: 'DUPLICATE_MERCHANT_TX',
      message: 'merchantTxId was already used for another transaction',
      field: 'merchantTxId',
    };
  }
  return { ok: true, transaction: transactionView(row) };
}

async function insertTransaction(context: PaymentContext, request: CoreStartRequest, validated: ValidatedStart) {
  const now = new Date(context.now());
  return context.kysely
    .insertInto('transactions')
    .values({
      tx_id: newTxId(context.now()),
      merchant_id: request.merchantId,
      user_id: request.userId,
      kind: request.kind,
      method: request.method,
      amount: request.amount,
      fee: validated.fee,
      currency: request.currency,
      // The provider is working on it; the first transition decides where it goes.
      state: 'WAITING_INPUT',
      outcome_key: validated.outcomeKey,
      masked_account: validated.maskedAccount,
      card_expiry: validated.cardExpiry,
      instrument_id: validated.instrumentId,
      store_instrument: validated.storeInstrument,
      bonus_code: request.bonusCode ?? null,
      merchant_tx_id: request.merchantTxId ?? null,
      three_ds_reference: request.threeDsReferenceId ?? null,
      session_id: request.sessionId,
      locale: request.locale,
      country: countryCode(request.country),
      return_url: request.returnUrl,
      ip_addr: request.ipAddr ?? null,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The synchronous authorize: a refusal fails the transaction with the merchant's reason; no answer
 * within the deadline fails it MERCHANT_UNAVAILABLE and queues a cancel in case the merchant did act.
 */
export async function authorize(context: PaymentContext, row: TransactionRow): Promise<boolean> {
  const outcome = await callWithinDeadline(context.http, 'authorize', authorizeBody(row), {
    deadlineMs: context.config.timing.authorizeDeadlineMs,
    callTimeoutMs: context.config.merchant.callTimeoutMs,
    now: context.now,
  });
  if (outcome.kind === 'unavailable') {
    context.logger.warn({ txId: row.tx_id, reason: outcome.reason }, 'authorize unanswered');
    await fail(
      context,
      row.tx_id,
      ['WAITING_INPUT'],
      { code: 'MERCHANT_UNAVAILABLE', message: 'The merchant did not answer the authorization in time.' },
      { deliver: 'soon', cancelWithoutAuthCode: true },
    );
    return false;
  }
  const answer = readAuthorizeAnswer(outcome);
  if (!answer.ok) {
    await fail(
      context,
      row.tx_id,
      ['WAITING_INPUT'],
      { code: answer.errCode, message: answer.errMsg || answer.errCode },
      { deliver: 'soon' },
    );
    return false;
  }
  await context.kysely
    .updateTable('transactions')
    .set({
      auth_code: answer.authCode,
      merchant_tx_id: row.merchant_tx_id ?? answer.merchantTxId,
      updated_at: new Date(context.now()),
    })
    .where('tx_id', '=', row.tx_id)
    .execute();
  return true;
}

/** After authorize: the card's own outcome, VenusPoint's test failures, or the method's page. */
async function continueDeposit(
  context: PaymentContext,
  row: TransactionRow,
  validated: ValidatedStart,
): Promise<string | undefined> {
  const { definition } = validated;
  if (definition.page === 'card') return continueCardDeposit(context, row);
  const venusPointFailure = definition.method === 'VENUSPOINT_PIQ' ? venusPointOutcome(row.amount) : undefined;
  if (venusPointFailure) {
    await fail(context, row.tx_id, ['WAITING_INPUT'], venusPointFailure, { deliver: 'now' });
    return undefined;
  }
  return openPage(context, row, definition.page === 'bank' ? 'bank' : 'ewallet');
}

async function continueCardDeposit(context: PaymentContext, row: TransactionRow): Promise<string | undefined> {
  const outcome = cardOutcome(row.outcome_key ?? '');
  switch (outcome.kind) {
    case 'frictionless':
      await succeed(context, row.tx_id, ['WAITING_INPUT'], 'now');
      return undefined;
    case 'challenge':
      return openPage(context, row, 'threeds-challenge');
    case 'declined':
      await fail(
        context,
        row.tx_id,
        ['WAITING_INPUT'],
        { code: outcome.code, message: outcome.message },
        { deliver: 'now' },
      );
      return undefined;
    case 'processing-timeout':
      // No page: the acquirer simply never answers, and the worker gives up when due_at passes.
      await context.kysely
        .updateTable('transactions')
        .set({
          page_done_at: new Date(context.now()),
          due_at: new Date(context.now() + context.config.timing.processingTimeoutMs),
        })
        .where('tx_id', '=', row.tx_id)
        .execute();
      return undefined;
  }
}

/** VenusPoint's test failures (section 6): amounts ending in 13 and 17 minor units. */
export function venusPointOutcome(amount: number): { code: string; message: string } | undefined {
  if (amount % 100 === 13)
    return { code: 'AMOUNT_MISMATCH', message: 'The VenusPoint balance does not cover the amount.' };
  if (amount % 100 === 17)
    return { code: 'INVALID_PROCESSING', message: 'VenusPoint could not process the payment yet.' };
  return undefined;
}

const PAGE_PATHS: Record<ProviderPageKind, string> = {
  'threeds-challenge': 'threeds',
  bank: 'bank',
  ewallet: 'ewallet',
  paynplay: 'paynplay',
};

/** Gives the transaction its provider page: a fresh token, stored hashed. Answers the token. */
export async function openPage(context: PaymentContext, row: TransactionRow, kind: ProviderPageKind): Promise<string> {
  const token = newPageToken();
  const definition = methodDefinition(row.method);
  // The address is kept without its token; only the start's answer carries the token.
  const url = `${context.config.publicUrl}/pages/${PAGE_PATHS[kind]}/${row.tx_id}`;
  await context.kysely
    .updateTable('transactions')
    .set({
      page_kind: kind,
      page_token_hash: hashPageToken(token),
      redirect_url: url,
      redirect_kind: definition?.redirectKind ?? 'iframe',
      frame_height: definition?.frameHeight ?? '600px',
      due_at: new Date(context.now() + context.config.timing.pageExpiryMs),
      updated_at: new Date(context.now()),
    })
    .where('tx_id', '=', row.tx_id)
    .where('state', '=', 'WAITING_INPUT')
    .execute();
  return token;
}

async function finalView(context: PaymentContext, txId: string, pageToken?: string): Promise<StartOutcome> {
  const row = await context.kysely
    .selectFrom('transactions')
    .selectAll()
    .where('tx_id', '=', txId)
    .executeTakeFirstOrThrow();
  return { ok: true, transaction: transactionView(row, pageToken) };
}

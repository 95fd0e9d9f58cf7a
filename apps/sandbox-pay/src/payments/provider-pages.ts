import { readVerifyUserAnswer } from '../merchant-client/merchant-answers';
import { callWithinDeadline } from '../merchant-client/synchronous-call';
import { CHALLENGE_CODE, cardOutcome } from './card-rules';
import type { FrameHeight, RedirectKind } from './cashier-facade';
import type { PaymentContext } from './payment-context';
import type {
  PageOutcome,
  PageResult,
  PayerIdentity,
  ProviderPageContext,
  ProviderPageKind,
} from './provider-pages-facade';
import { authorize } from './start-transaction';
import { maskMiddle } from './start-validation';
import { hashPageToken, type TransactionRow, transactionView } from './transaction-view';
import { fail, succeed } from './transitions';

/** The merchant's name as provider pages show it. */
export const MERCHANT_DISPLAY_NAME = 'Vauhti';

async function pageRow(context: PaymentContext, txId: string, pageToken: string) {
  return context.kysely
    .selectFrom('transactions')
    .selectAll()
    .where('tx_id', '=', txId)
    .where('page_token_hash', '=', hashPageToken(pageToken))
    .executeTakeFirst();
}

export async function pageContext(
  context: PaymentContext,
  txId: string,
  pageToken: string,
): Promise<ProviderPageContext | undefined> {
  const row = await pageRow(context, txId, pageToken);
  if (!row?.page_kind) return undefined;
  return {
    kind: row.page_kind,
    transaction: transactionView(row),
    merchantName: MERCHANT_DISPLAY_NAME,
    locale: row.locale,
    redirectKind: (row.redirect_kind ?? 'iframe') as RedirectKind,
    frameHeight: (row.frame_height ?? '600px') as FrameHeight,
    returnUrl: row.return_url ?? context.config.publicUrl,
    ...(row.failure_url ? { failureUrl: row.failure_url } : {}),
    ...(row.country ? { country: row.country } : {}),
    pageDone: row.page_done_at !== null,
  };
}

/**
 * Takes the page for one decision: a second click, a second tab or a page the worker already
 * expired gets PAGE_DONE. The due time moves out of the worker's way while the decision is made.
 */
async function claimPage(
  context: PaymentContext,
  txId: string,
  pageToken: string,
  kinds: readonly ProviderPageKind[],
): Promise<{ ok: true; row: TransactionRow } | { ok: false; code: string; message: string }> {
  const row = await pageRow(context, txId, pageToken);
  if (!row?.page_kind || !kinds.includes(row.page_kind)) {
    return { ok: false, code: 'PAGE_NOT_FOUND', message: 'no such provider page, or its token does not match' };
  }
  const claimed = await context.kysely
    .updateTable('transactions')
    .set({
      page_done_at: new Date(context.now()),
      due_at: new Date(context.now() + context.config.timing.processingTimeoutMs),
      updated_at: new Date(context.now()),
    })
    .where('tx_id', '=', txId)
    .where('state', '=', 'WAITING_INPUT')
    .where('page_done_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!claimed) return { ok: false, code: 'PAGE_DONE', message: 'this page has already been completed' };
  return { ok: true, row: claimed };
}

export async function completeChallenge(
  context: PaymentContext,
  txId: string,
  pageToken: string,
  code: string,
): Promise<PageResult> {
  const claimed = await claimPage(context, txId, pageToken, ['threeds-challenge']);
  if (!claimed.ok) return claimed;
  const outcome = cardOutcome(claimed.row.outcome_key ?? '');
  const passes = outcome.kind === 'challenge' && !outcome.alwaysFails && code.trim() === CHALLENGE_CODE;
  const row = passes
    ? await succeed(context, txId, ['WAITING_INPUT'], 'now')
    : await fail(
        context,
        txId,
        ['WAITING_INPUT'],
        { code: 'THREEDS_FAILED', message: 'The cardholder could not be authenticated.' },
        { deliver: 'now' },
      );
  return settled(context, txId, row);
}

export async function resolvePage(
  context: PaymentContext,
  txId: string,
  pageToken: string,
  outcome: PageOutcome,
  details: { bank?: string; identity?: PayerIdentity } = {},
): Promise<PageResult> {
  if (outcome === 'success' && details.identity === undefined) {
    const row = await pageRow(context, txId, pageToken);
    if (row?.page_kind === 'paynplay') {
      return { ok: false, code: 'IDENTITY_REQUIRED', message: 'a pay-and-play success needs the payer identity' };
    }
  }
  const claimed = await claimPage(context, txId, pageToken, ['bank', 'ewallet', 'paynplay']);
  if (!claimed.ok) return claimed;
  const from = ['WAITING_INPUT'] as const;
  switch (outcome) {
    case 'success':
      return resolveSuccess(context, claimed.row, details);
    case 'failure':
      return settled(
        context,
        txId,
        await fail(
          context,
          txId,
          from,
          { code: 'PAYMENT_FAILED', message: 'The payment was not completed at the provider.' },
          { deliver: 'now' },
        ),
      );
    case 'cancel':
      return settled(
        context,
        txId,
        await fail(
          context,
          txId,
          from,
          { code: 'CANCELLED_BY_PLAYER', message: 'The player cancelled the payment.' },
          { to: 'CANCELLED', deliver: 'now' },
        ),
      );
    case 'timeout': {
      // The page is done but the provider hears nothing more: the worker fails it when due_at passes.
      const row = await context.kysely
        .selectFrom('transactions')
        .selectAll()
        .where('tx_id', '=', txId)
        .executeTakeFirstOrThrow();
      return { ok: true, transaction: transactionView(row) };
    }
  }
}

async function resolveSuccess(
  context: PaymentContext,
  row: TransactionRow,
  details: { bank?: string; identity?: PayerIdentity },
): Promise<PageResult> {
  if (details.bank && !row.masked_account) {
    // The bank page's chosen bank becomes the saved account, shown masked like any other.
    await context.kysely
      .updateTable('transactions')
      .set({ masked_account: `${details.bank} ${maskMiddle(row.user_id.padStart(8, '0')) ?? ''}`.trim() })
      .where('tx_id', '=', row.tx_id)
      .execute();
  }
  if (row.page_kind === 'paynplay' && details.identity) {
    const identified = await identifyPayer(context, row, details.identity);
    if (!identified) return settled(context, row.tx_id, undefined);
  }
  return settled(context, row.tx_id, await succeed(context, row.tx_id, ['WAITING_INPUT'], 'now'));
}

/**
 * Pay-and-play: the bank identified the payer. The merchant registers or finds the player on
 * verifyuser (reading the identity from GET /api/v1/paynplay/{txId}), then authorizes the deposit.
 */
async function identifyPayer(context: PaymentContext, row: TransactionRow, identity: PayerIdentity): Promise<boolean> {
  await context.kysely
    .insertInto('paynplay_identities')
    .values({
      tx_id: row.tx_id,
      first_name: identity.firstName,
      last_name: identity.lastName,
      national_id: identity.nationalId,
      birth_date: identity.birthDate,
      street: identity.street,
      city: identity.city,
      zip: identity.zip,
      country: identity.country,
      email: identity.email ?? null,
    })
    .onConflict((conflict) => conflict.column('tx_id').doNothing())
    .execute();
  const verified = await callWithinDeadline(
    context.http,
    'verifyuser',
    { sessionId: row.tx_id, userId: row.user_id },
    {
      deadlineMs: context.config.timing.authorizeDeadlineMs,
      callTimeoutMs: context.config.merchant.callTimeoutMs,
      now: context.now,
    },
  );
  if (verified.kind === 'unavailable') {
    await fail(
      context,
      row.tx_id,
      ['WAITING_INPUT'],
      { code: 'MERCHANT_UNAVAILABLE', message: 'The merchant did not answer in time.' },
      { deliver: 'soon' },
    );
    return false;
  }
  const user = readVerifyUserAnswer(verified);
  if (!user.ok) {
    await fail(
      context,
      row.tx_id,
      ['WAITING_INPUT'],
      { code: user.errCode, message: user.errMsg || user.errCode },
      { deliver: 'soon' },
    );
    return false;
  }
  return authorize(context, row);
}

async function settled(context: PaymentContext, txId: string, row: TransactionRow | undefined): Promise<PageResult> {
  const current =
    row ??
    (await context.kysely.selectFrom('transactions').selectAll().where('tx_id', '=', txId).executeTakeFirstOrThrow());
  return { ok: true, transaction: transactionView(current) };
}

export async function completeCollect(context: PaymentContext, referenceId: string): Promise<boolean> {
  const result = await context.kysely
    .updateTable('threeds_references')
    .set({ collected_at: new Date(context.now()) })
    .where('reference_id', '=', referenceId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

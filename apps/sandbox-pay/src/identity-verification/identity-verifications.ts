/*
 * The provider's identity-verification product (docs/payments-integration.md section 7): the
 * merchant starts a session for a player with a signed call, the player passes or fails the check
 * on the provider's page, and the provider sends the merchant the signed result, again until the
 * merchant answers (its own small outbox on the session's row), as it does transfers and cancels.
 */

import type { IdentityVerificationStartRequest, IdentityVerificationView } from '@vauhti/contracts/cashier';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import { toJson } from '../database/pay-database';
import type { IdentityVerificationsTable } from '../database/tables';
import { retryDelayMs } from '../merchant-client/merchant-outbox';
import type { PaymentContext } from '../payments/payment-context';
import { hashPageToken, newOpaqueId, newPageToken } from '../payments/transaction-view';

/** Where the merchant receives results (the platform's identity verification callback). */
export const RESULT_PATH = '/api/payments/identity-verification/result';

const DELIVERY_BATCH_SIZE_MAX = 50;
/** A reason longer than the merchant accepts is cut, never refused: the decision stands. */
const REASON_LENGTH_MAX = 200;

/** The documents a tester may say they showed; any of them proves an identity in the sandbox. */
export const DOCUMENT_TYPES = ['passport', 'id_card', 'driving_licence'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export type VerificationOutcome =
  | { decision: 'approve'; documentType: DocumentType }
  | { decision: 'reject'; reason: string };

export type VerificationRow = Selectable<IdentityVerificationsTable>;

export type OpenedVerification =
  | { ok: true; row: VerificationRow }
  | { ok: false; code: 'VERIFICATION_NOT_FOUND' | 'VERIFICATION_DONE' | 'VERIFICATION_EXPIRED' };

/** Stateless over the core's context: the routes and the worker each hold one. */
export class IdentityVerificationService {
  constructor(private readonly context: PaymentContext) {}

  /** A new session for the player: its page and token (only the token's hash is kept). */
  async start(merchantId: string, request: IdentityVerificationStartRequest): Promise<IdentityVerificationView> {
    const token = newPageToken();
    const now = this.context.now();
    const row = await this.context.kysely
      .insertInto('identity_verifications')
      .values({
        verification_id: newOpaqueId('idv'),
        merchant_id: merchantId,
        user_id: request.userId,
        first_name: request.firstName,
        last_name: request.lastName,
        birth_date: request.birthDate,
        country: request.country,
        locale: request.locale,
        return_url: request.returnUrl,
        page_token_hash: hashPageToken(token),
        state: 'WAITING_INPUT',
        reason: null,
        document_type: null,
        created_at: new Date(now),
        expires_at: new Date(now + this.context.config.timing.pageExpiryMs),
        decided_at: null,
        result_next_attempt_at: null,
        result_answered_at: null,
        result_answer: null,
        result_last_error: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return this.viewOf(row, token);
  }

  /** The merchant's status call; a session past its expiry reads as EXPIRED from then on. */
  async view(merchantId: string, verificationId: string): Promise<IdentityVerificationView | undefined> {
    const row = await this.context.kysely
      .selectFrom('identity_verifications')
      .selectAll()
      .where('verification_id', '=', verificationId)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    return row ? this.viewOf(await this.expiredIfDue(row)) : undefined;
  }

  /** The page's session, when the token is its own and the player may still decide. */
  async open(verificationId: string, token: string | undefined): Promise<OpenedVerification> {
    if (!token) return { ok: false, code: 'VERIFICATION_NOT_FOUND' };
    const found = await this.context.kysely
      .selectFrom('identity_verifications')
      .selectAll()
      .where('verification_id', '=', verificationId)
      .where('page_token_hash', '=', hashPageToken(token))
      .executeTakeFirst();
    if (!found) return { ok: false, code: 'VERIFICATION_NOT_FOUND' };
    const row = await this.expiredIfDue(found);
    if (row.state === 'EXPIRED') return { ok: false, code: 'VERIFICATION_EXPIRED' };
    if (row.state !== 'WAITING_INPUT') return { ok: false, code: 'VERIFICATION_DONE' };
    return { ok: true, row };
  }

  /**
   * The player's decision, once: the state, and the result to deliver, in one guarded statement
   * (a second click or tab finds the session decided). The result is then sent at once, so the
   * merchant knows before the player is back on its site; a failed send is the worker's to retry.
   */
  async decide(verificationId: string, token: string, outcome: VerificationOutcome): Promise<OpenedVerification> {
    const opened = await this.open(verificationId, token);
    if (!opened.ok) return opened;
    const now = new Date(this.context.now());
    const decided = await this.context.kysely
      .updateTable('identity_verifications')
      .set({
        state: outcome.decision === 'approve' ? 'APPROVED' : 'REJECTED',
        reason: outcome.decision === 'reject' ? outcome.reason.slice(0, REASON_LENGTH_MAX) : null,
        document_type: outcome.decision === 'approve' ? outcome.documentType : null,
        decided_at: now,
        result_next_attempt_at: now,
      })
      .where('verification_id', '=', verificationId)
      .where('state', '=', 'WAITING_INPUT')
      .returningAll()
      .executeTakeFirst();
    if (!decided) return { ok: false, code: 'VERIFICATION_DONE' };
    await this.deliver(verificationId);
    return { ok: true, row: (await this.row(verificationId)) ?? decided };
  }

  /** One worker pass: every result that is due is sent once. Answers how many were attempted. */
  async deliverDue(): Promise<number> {
    const due = await this.context.kysely
      .selectFrom('identity_verifications')
      .select('verification_id')
      .where('result_answered_at', 'is', null)
      .where('result_next_attempt_at', '<=', new Date(this.context.now()))
      .orderBy('result_next_attempt_at')
      .limit(DELIVERY_BATCH_SIZE_MAX)
      .execute();
    let attempted = 0;
    for (const { verification_id } of due) if (await this.deliver(verification_id)) attempted++;
    return attempted;
  }

  /**
   * Sends a decided session's result if it is due: claimed first by moving its next attempt past
   * the call's time-out, so the immediate send and the worker never send it at the same time.
   * Answers whether it was sent (answered or not).
   */
  private async deliver(verificationId: string): Promise<boolean> {
    const { callTimeoutMs } = this.context.config.merchant;
    const now = this.context.now();
    const claimed = await this.context.kysely
      .updateTable('identity_verifications')
      .set({
        result_next_attempt_at: new Date(now + callTimeoutMs + 1_000),
        result_attempts: sql<number>`result_attempts + 1`,
      })
      .where('verification_id', '=', verificationId)
      .where('result_answered_at', 'is', null)
      .where('result_next_attempt_at', '<=', new Date(now))
      .returningAll()
      .executeTakeFirst();
    if (!claimed) return false;
    await this.send(claimed);
    return true;
  }

  private async send(row: VerificationRow) {
    const body = {
      verificationId: row.verification_id,
      userId: row.user_id,
      state: row.state,
      reason: row.reason,
      decidedAt: (row.decided_at ?? new Date(this.context.now())).toISOString(),
    };
    const outcome = await this.context.http.post(RESULT_PATH, body, this.context.config.merchant.callTimeoutMs);
    if (outcome.kind === 'answered') {
      if (outcome.body.success !== true) {
        // A refused result will be refused again: keep the answer and make it visible.
        this.context.logger.error(
          { verificationId: row.verification_id, answer: outcome.body },
          'identity result refused',
        );
      }
      await this.context.kysely
        .updateTable('identity_verifications')
        .set({
          result_answered_at: new Date(this.context.now()),
          result_answer: toJson(outcome.body),
          result_last_error: null,
        })
        .where('verification_id', '=', row.verification_id)
        .execute();
      return;
    }
    this.context.logger.warn(
      { verificationId: row.verification_id, attempts: row.result_attempts, reason: outcome.reason },
      'identity result unanswered',
    );
    await this.context.kysely
      .updateTable('identity_verifications')
      .set({
        result_last_error: outcome.reason,
        result_next_attempt_at: new Date(this.context.now() + retryDelayMs(row.result_attempts)),
      })
      .where('verification_id', '=', row.verification_id)
      .where('result_answered_at', 'is', null)
      .execute();
  }

  /** A waiting session past its expiry becomes EXPIRED (guarded: a decision made meanwhile stands). */
  private async expiredIfDue(row: VerificationRow): Promise<VerificationRow> {
    const now = this.context.now();
    if (row.state !== 'WAITING_INPUT' || row.expires_at.getTime() > now) return row;
    const expired = await this.context.kysely
      .updateTable('identity_verifications')
      .set({ state: 'EXPIRED', decided_at: new Date(now) })
      .where('verification_id', '=', row.verification_id)
      .where('state', '=', 'WAITING_INPUT')
      .returningAll()
      .executeTakeFirst();
    return expired ?? (await this.row(row.verification_id)) ?? row;
  }

  /** A session by id, whatever its token (the status pages read its language and return address). */
  row(verificationId: string) {
    return this.context.kysely
      .selectFrom('identity_verifications')
      .selectAll()
      .where('verification_id', '=', verificationId)
      .executeTakeFirst();
  }

  /** The session as the merchant sees it; the page address only when the token is at hand (the start). */
  private viewOf(row: VerificationRow, token?: string): IdentityVerificationView {
    const page = `${this.context.config.publicUrl}/pages/identity/${encodeURIComponent(row.verification_id)}`;
    return {
      verificationId: row.verification_id,
      userId: row.user_id,
      state: row.state,
      url: token ? `${page}?token=${token}` : page,
      reason: row.reason,
      createdAt: row.created_at.toISOString(),
      decidedAt: row.decided_at?.toISOString() ?? null,
      expiresAt: row.expires_at.toISOString(),
    };
  }
}

/** The merchant's return address with the session's id and state, when it is a web address. */
export function returnAddressOf(row: VerificationRow): string | undefined {
  try {
    const url = new URL(row.return_url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    url.searchParams.set('verificationId', row.verification_id);
    url.searchParams.set('state', row.state);
    return url.toString();
  } catch {
    return undefined;
  }
}

import { isSiteLanguage, type SiteLanguage } from '@vauhti/contracts';
import type {
  AmlVerificationStart,
  AmlVerificationState,
  AmlVerificationStatus,
  IdentityVerificationResult,
  IdentityVerificationResultAnswer,
} from '@vauhti/contracts/cashier';
import type { Kysely, Selectable } from 'kysely';
import type { Logger } from 'pino';
import type { KycChanges, KycState } from '../../domains/cashier/player-kyc';
import type { Clock } from '../../infra/time/clock';
import type { IdentityVerificationsTable, IdentityVerificationTables } from './identity-verification-tables';
import { failure, providerFailure, type Result, success } from './player-cashier-errors';
import type { IdentityVerificationProvider, IdentityVerificationView } from './provider/identity-verification-provider';

/*
 * Third-party identity verification (spec part 1 sections 2 and 4; docs/payments-integration.md
 * section 7). The cashier's gate answers KYC_REQUIRED while compliance asks for a third-party
 * check; the site's {lang}/amlverification starts one here, the provider's page verifies the
 * player, the provider's signed result decides it, and {lang}/amlinformation reads the outcome.
 * A workflow: it crosses identity (who the player is), the cashier domain (their KYC state) and
 * the provider.
 */

/** What the workflow asks of the cashier domain: the player's KYC state (services.cashier.kyc). */
export type KycPort = {
  status(playerId: number): Promise<KycState>;
  set(playerId: number, changes: KycChanges): Promise<KycState>;
};

/** What it asks of identity: the player's public id, name, birth date, country and language. */
export type PlayerFactsPort = {
  readProfile(playerId: number): Promise<
    | {
        ok: true;
        value: {
          externalEcrId: string;
          firstName: string | null;
          lastName: string | null;
          bYear: number | null;
          bMonth: number | null;
          bDay: number | null;
          countryCode: string;
          language: string;
        };
      }
    | { ok: false }
  >;
};

export type IdentityVerificationsDeps = {
  db: Kysely<IdentityVerificationTables>;
  provider: IdentityVerificationProvider;
  kyc: KycPort;
  identity: PlayerFactsPort;
  /** The site's public address: the provider returns the player to {siteUrl}/{lang}/amlinformation. */
  siteUrl: string;
  clock: Clock;
  logger: Logger;
};

type VerificationRow = Selectable<IdentityVerificationsTable>;

/** What the player's KYC becomes when the provider approves: the requirement is met, the identity verified. */
const APPROVAL_CHANGES: KycChanges = { thirdPartyRequired: false, identityStatus: 'verified' };

const DECIDED_STATE: Record<IdentityVerificationResult['state'], Decision['state']> = {
  APPROVED: 'approved',
  REJECTED: 'rejected',
};

type Decision = { state: Exclude<AmlVerificationState, 'pending'>; reason: string | null; decidedAt: Date };

export class IdentityVerifications {
  constructor(private readonly deps: IdentityVerificationsDeps) {}

  /**
   * Starts a verification session at the provider for the player, unless their identity is already
   * verified and nothing more is asked of them (409 IDENTITY_ALREADY_VERIFIED). Each call is a new
   * session: an abandoned page must not stop the player from trying again.
   */
  async start(playerId: number, language?: SiteLanguage): Promise<Result<AmlVerificationStart>> {
    const profile = await this.deps.identity.readProfile(playerId);
    if (!profile.ok) return failure('PLAYER_NOT_FOUND', `there is no player ${playerId}`);
    const kyc = await this.deps.kyc.status(playerId);
    if (!kyc.thirdPartyRequired && kyc.documents.identityStatus === 'verified') {
      return failure('IDENTITY_ALREADY_VERIFIED', 'your identity is already verified; nothing more is needed');
    }
    const player = profile.value;
    const siteLanguage = language ?? (isSiteLanguage(player.language) ? player.language : 'en');
    const started = await this.deps.provider.startVerification({
      userId: player.externalEcrId,
      firstName: player.firstName,
      lastName: player.lastName,
      birthDate: birthDateOf(player),
      country: player.countryCode,
      locale: siteLanguage,
      returnUrl: `${this.deps.siteUrl}/${siteLanguage}/amlinformation`,
    });
    if (!started.ok) return providerFailure(started);
    const view = started.value;
    await this.deps.db
      .insertInto('identity_verifications')
      .values({
        verification_id: view.verificationId,
        player_id: playerId,
        state: 'pending',
        reason: null,
        created_at: this.deps.clock.now(),
        decided_at: null,
      })
      .execute();
    this.deps.logger.info({ playerId, verificationId: view.verificationId }, 'identity verification started');
    return success({ verificationId: view.verificationId, url: view.url, expiresAt: view.expiresAt });
  }

  /**
   * How the player's verification stands. A latest session still pending is asked of the provider
   * first, so the return page reads the outcome even when the provider's result has not arrived.
   */
  async status(playerId: number): Promise<AmlVerificationStatus> {
    let latest = await this.latestOf(playerId);
    if (latest?.state === 'pending') latest = await this.refreshed(latest);
    const kyc = await this.deps.kyc.status(playerId);
    return {
      thirdPartyRequired: kyc.thirdPartyRequired,
      identityStatus: kyc.documents.identityStatus,
      latest: latest
        ? {
            verificationId: latest.verification_id,
            state: latest.state,
            startedAt: latest.created_at.toISOString(),
            decidedAt: latest.decided_at?.toISOString() ?? null,
          }
        : null,
    };
  }

  /**
   * The provider's signed result. Idempotent: the same result again answers success and changes
   * nothing; another result for a decided session is DUPLICATE_MISMATCH; a session the platform
   * did not start for that user is UNKNOWN_VERIFICATION.
   */
  async recordResult(result: IdentityVerificationResult): Promise<IdentityVerificationResultAnswer> {
    const { verificationId } = result;
    const row = await this.byId(verificationId);
    const owner = row ? await this.deps.identity.readProfile(row.player_id) : undefined;
    if (!row || !owner?.ok || owner.value.externalEcrId !== result.userId) {
      return {
        success: false,
        verificationId,
        errCode: 'UNKNOWN_VERIFICATION',
        errMsg: `no verification ${verificationId} was started for user ${result.userId}`,
      };
    }
    const decision = {
      state: DECIDED_STATE[result.state],
      reason: result.reason,
      decidedAt: new Date(result.decidedAt),
    };
    const decided = await this.decide(row, decision);
    if (decided.state === decision.state) return { success: true, verificationId };
    return {
      success: false,
      verificationId,
      errCode: 'DUPLICATE_MISMATCH',
      errMsg: `verification ${verificationId} was already decided as ${decided.state}`,
    };
  }

  /**
   * Decides a pending session once. The KYC change goes first: if the row's update is then lost
   * (a crash), the provider's retry applies the same change again and decides the row; the
   * opposite order could leave a decided row whose approval never reached the player's KYC.
   */
  private async decide(row: VerificationRow, decision: Decision): Promise<VerificationRow> {
    if (row.state !== 'pending') return row;
    if (decision.state === 'approved') await this.deps.kyc.set(row.player_id, APPROVAL_CHANGES);
    const written = await this.deps.db
      .updateTable('identity_verifications')
      .set({ state: decision.state, reason: decision.reason, decided_at: decision.decidedAt })
      .where('verification_id', '=', row.verification_id)
      .where('state', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (written) {
      this.deps.logger.info(
        { playerId: row.player_id, verificationId: row.verification_id, state: decision.state },
        'identity verification decided',
      );
      return written;
    }
    // Another result decided it in the meantime: that one stands.
    return (await this.byId(row.verification_id)) ?? row;
  }

  /** A pending session after asking the provider; unchanged when the provider cannot say. */
  private async refreshed(row: VerificationRow): Promise<VerificationRow> {
    const asked = await this.deps.provider.verification(row.verification_id);
    if (!asked.ok) {
      this.deps.logger.warn(
        { verificationId: row.verification_id, code: asked.code },
        'identity verification status unavailable',
      );
      return row;
    }
    const decision = this.decisionOf(asked.value);
    return decision ? this.decide(row, decision) : row;
  }

  private decisionOf(view: IdentityVerificationView): Decision | null {
    const decidedAt = view.decidedAt ? new Date(view.decidedAt) : this.deps.clock.now();
    switch (view.state) {
      case 'APPROVED':
        return { state: 'approved', reason: null, decidedAt };
      case 'REJECTED':
        return { state: 'rejected', reason: view.reason, decidedAt };
      case 'EXPIRED':
        return { state: 'expired', reason: null, decidedAt };
      case 'WAITING_INPUT':
        return null;
    }
  }

  private latestOf(playerId: number) {
    return this.deps.db
      .selectFrom('identity_verifications')
      .selectAll()
      .where('player_id', '=', playerId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  private byId(verificationId: string) {
    return this.deps.db
      .selectFrom('identity_verifications')
      .selectAll()
      .where('verification_id', '=', verificationId)
      .executeTakeFirst();
  }
}

/** YYYY-MM-DD from the profile's parts, or null while the account has no birth date. */
function birthDateOf(player: { bYear: number | null; bMonth: number | null; bDay: number | null }): string | null {
  if (player.bYear === null || player.bMonth === null || player.bDay === null) return null;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${player.bYear}-${pad(player.bMonth)}-${pad(player.bDay)}`;
}

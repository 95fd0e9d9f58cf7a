import { type Kysely, sql } from 'kysely';
import type { MessagingTables } from '../../infra/messaging/outbound-messages-table';
import type { UserStatus } from '../../reference/account-states';
import type { AccountEventActor, Gender, IdentityTables, PlayerOrigin, VipLevel } from './identity-tables';

/** A player account as the domain sees it. */
export type PlayerRecord = {
  id: number;
  externalId: string;
  email: string;
  passwordHash: string;
  origin: PlayerOrigin;
  currency: string;
  countryCode: string;
  jurisdiction: string;
  language: string;
  userStatus: UserStatus;
  userCategory: string;
  firstName: string | null;
  lastName: string | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  street: string | null;
  city: string | null;
  zip: string | null;
  phone: string | null;
  gender: Gender | null;
  nationalId: string | null;
  nickname: string | null;
  detailsCompletedAt: Date | null;
  emailVerifiedAt: Date | null;
  phoneVerifiedAt: Date | null;
  pausedUntil: Date | null;
  selfExcludedUntil: Date | null;
  lockedAt: Date | null;
  lockedReason: string | null;
  vipLevel: VipLevel | null;
  /** The account came from an earlier platform and must go through the migration steps. */
  migrationRequired: boolean;
  createdAt: Date;
};

/**
 * The database as the identity domain uses it: its own tables, and the outbox so that a message
 * is written in the transaction of the event that sends it.
 */
export type IdentityDb = Kysely<IdentityTables & MessagingTables>;

/** Reads players. Writes live with the flows that own them; this is the one mapping of a row. */
export class PlayerRepository {
  constructor(private readonly db: IdentityDb) {}

  findById(playerId: number, executor: IdentityDb = this.db, options: { forUpdate?: boolean } = {}) {
    let query = selectPlayers(executor).where('id', '=', playerId);
    if (options.forUpdate) query = query.forUpdate();
    return query.executeTakeFirst().then(toRecord);
  }

  findByEmail(normalizedEmail: string, executor: IdentityDb = this.db) {
    return selectPlayers(executor).where('email', '=', normalizedEmail).executeTakeFirst().then(toRecord);
  }

  async list(page: { limit: number; afterPlayerId?: number | undefined }): Promise<PlayerRecord[]> {
    let query = selectPlayers(this.db).orderBy('id').limit(page.limit);
    if (page.afterPlayerId !== undefined) query = query.where('id', '>', page.afterPlayerId);
    const rows = await query.execute();
    return rows.map((row) => toRecord(row) as PlayerRecord);
  }

  async emailExists(normalizedEmail: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('players')
      .select('id')
      .where('email', '=', normalizedEmail)
      .executeTakeFirst();
    return row !== undefined;
  }

  async nationalIdOwner(countryCode: string, nationalId: string, executor: IdentityDb = this.db) {
    const row = await executor
      .selectFrom('players')
      .select('id')
      .where('country_code', '=', countryCode)
      .where('national_id', '=', nationalId)
      .executeTakeFirst();
    return row?.id;
  }

  async nicknameOwner(nickname: string, executor: IdentityDb = this.db) {
    const row = await executor
      .selectFrom('players')
      .select('id')
      .where(sql<string>`lower(nickname)`, '=', nickname.toLowerCase())
      .executeTakeFirst();
    return row?.id;
  }

  async recordEvent(
    executor: IdentityDb,
    event: {
      playerId: number;
      event: string;
      actor: AccountEventActor;
      at: Date;
      reason?: string | null;
      until?: Date | null;
    },
  ) {
    await executor
      .insertInto('player_account_events')
      .values({
        player_id: event.playerId,
        event: event.event,
        actor: event.actor,
        reason: event.reason ?? null,
        effective_until: event.until ?? null,
        created_at: event.at,
      })
      .execute();
  }
}

function selectPlayers(executor: IdentityDb) {
  return executor
    .selectFrom('players')
    .select([
      'id',
      'external_id',
      'email',
      'password_hash',
      'origin',
      'currency',
      'country_code',
      'jurisdiction',
      'language',
      'user_status',
      'user_category',
      'first_name',
      'last_name',
      sql<string | null>`to_char(birth_date, 'YYYY-MM-DD')`.as('birth_date_text'),
      'street',
      'city',
      'zip',
      'phone',
      'gender',
      'national_id',
      'nickname',
      'details_completed_at',
      'email_verified_at',
      'phone_verified_at',
      'paused_until',
      'self_excluded_until',
      'locked_at',
      'locked_reason',
      'vip_level',
      'migration_required',
      'created_at',
    ]);
}

type PlayerRow = Awaited<ReturnType<ReturnType<typeof selectPlayers>['executeTakeFirstOrThrow']>>;

function toRecord(row: PlayerRow | undefined): PlayerRecord | undefined {
  if (!row) return undefined;
  return {
    id: row.id,
    externalId: row.external_id,
    email: row.email,
    passwordHash: row.password_hash,
    origin: row.origin,
    currency: row.currency,
    countryCode: row.country_code,
    jurisdiction: row.jurisdiction,
    language: row.language,
    userStatus: row.user_status,
    userCategory: row.user_category,
    firstName: row.first_name,
    lastName: row.last_name,
    birthDate: row.birth_date_text,
    street: row.street,
    city: row.city,
    zip: row.zip,
    phone: row.phone,
    gender: row.gender,
    nationalId: row.national_id,
    nickname: row.nickname,
    detailsCompletedAt: row.details_completed_at,
    emailVerifiedAt: row.email_verified_at,
    phoneVerifiedAt: row.phone_verified_at,
    pausedUntil: row.paused_until,
    selfExcludedUntil: row.self_excluded_until,
    lockedAt: row.locked_at,
    lockedReason: row.locked_reason,
    vipLevel: row.vip_level,
    migrationRequired: row.migration_required,
    createdAt: row.created_at,
  };
}

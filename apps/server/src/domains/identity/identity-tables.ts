import type { VipLevel } from '@vauhti/contracts/accounts';
import type { ColumnType, Generated } from 'kysely';
import type { UserStatus } from '../../reference/account-states';
import type { OtpChannel } from '../../reference/countries';

/** 'paynplay': registered from the identity a bank gave at a pay-and-play deposit (bank-identity-accounts.ts). */
export type PlayerOrigin = 'self' | 'operator' | 'paynplay';
export type Gender = 'male' | 'female' | 'other';
// The VIP levels are the profile's level tags on the wire: the list lives with that shape.
export { VIP_LEVELS, type VipLevel } from '@vauhti/contracts/accounts';

/**
 * A `date` column, written as 'YYYY-MM-DD'. The drivers would read it back as a JavaScript Date
 * at local midnight, which shifts the day in some zones, so it is only ever read through
 * to_char (see player-repository.ts), which gives the string typed here.
 */
type DateColumn = ColumnType<string | null, string | null, string | null>;

export type PlayersTable = {
  id: Generated<number>;
  external_id: string;
  email: string;
  password_hash: string;
  origin: PlayerOrigin;
  currency: string;
  country_code: string;
  jurisdiction: string;
  language: string;
  user_status: Generated<UserStatus>;
  user_category: Generated<string>;
  terms_accepted_at: Date | null;
  first_name: string | null;
  last_name: string | null;
  birth_date: DateColumn;
  street: string | null;
  city: string | null;
  zip: string | null;
  phone: string | null;
  gender: Gender | null;
  national_id: string | null;
  nickname: string | null;
  details_completed_at: Date | null;
  email_verified_at: Date | null;
  phone_verified_at: Date | null;
  paused_until: Date | null;
  self_excluded_until: Date | null;
  locked_at: Date | null;
  locked_reason: string | null;
  real_money_at: Date | null;
  vip_level: VipLevel | null;
  migration_required: Generated<boolean>;
  created_at: Date;
  updated_at: Date;
};

export type PlayerSessionsTable = {
  id: Generated<number>;
  player_id: number;
  token_hash: string;
  created_at: Date;
  last_seen_at: Date;
  idle_expires_at: Date;
  absolute_expires_at: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
  ip_address: string | null;
  user_agent: string | null;
};

export type LoginThrottlesTable = {
  email_hash: string;
  consecutive_failures: number;
  locked_until: Date | null;
  last_failure_at: Date;
};

export type PlayerOtpChallengesTable = {
  id: Generated<number>;
  player_id: number;
  channel: OtpChannel;
  recipient: string;
  code_salt: string;
  code_hash: string;
  created_at: Date;
  expires_at: Date;
  attempts: Generated<number>;
  consumed_at: Date | null;
  superseded_at: Date | null;
};

export type PasswordResetTokensTable = {
  id: Generated<number>;
  player_id: number;
  token_hash: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
};

export type AccountEventActor = 'player' | 'operator' | 'system';

export type PlayerAccountEventsTable = {
  id: Generated<number>;
  player_id: number;
  event: string;
  actor: AccountEventActor;
  reason: string | null;
  effective_until: Date | null;
  created_at: Date;
};

/** The tables the identity domain owns. */
export type IdentityTables = {
  players: PlayersTable;
  player_sessions: PlayerSessionsTable;
  login_throttles: LoginThrottlesTable;
  player_otp_challenges: PlayerOtpChallengesTable;
  password_reset_tokens: PasswordResetTokensTable;
  player_account_events: PlayerAccountEventsTable;
};

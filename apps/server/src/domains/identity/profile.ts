import type { Profile } from '@vauhti/contracts/accounts';
import type { Updateable } from 'kysely';
import type { CountryConfig } from '../../reference/countries';
import { checkCurrency, checkLanguage, checkRegistrationCountry } from './account-basics';
import { clearMigrationIfComplete } from './account-flags';
import { type CalendarDate, formatCalendarDate, parseCalendarDate } from './birth-date';
import { countryOf, type IdentityContext } from './identity-context';
import { failure, type Result, success } from './identity-errors';
import type { PlayersTable } from './identity-tables';
import {
  checkBirthDate,
  checkCity,
  checkGender,
  checkName,
  checkNationalId,
  checkNickname,
  checkPhone,
  checkStreet,
  checkZip,
} from './personal-details';
import type { PlayerRecord } from './player-repository';
import { profileViewOf } from './profile-view';
import { nationalIdTaken, playerNotFound, rethrowUnlessUniqueViolation } from './registration';

/** The spec's "update profile" (language, zipCode, countryCode, gender, dob) plus the other details. */
export type ProfileUpdateInput = {
  language?: string | undefined;
  zipCode?: string | undefined;
  countryCode?: string | undefined;
  gender?: string | null | undefined;
  dob?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  street?: string | undefined;
  city?: string | undefined;
  phone?: string | undefined;
  nationalId?: string | undefined;
  nickname?: string | null | undefined;
};

type PlayerChanges = Updateable<PlayersTable>;

/**
 * How long after signing up a newly opened session still counts as the first visit. Sign-up on
 * the site opens its session in the same transaction as the account; a pay-and-play account is
 * created while the bank confirms the deposit and its session opens when the player is back.
 */
export const FIRST_VISIT_WINDOW_MS = 60 * 60 * 1_000;

/** Reads and updates the player's own profile. */
export class Profiles {
  constructor(private readonly context: IdentityContext) {}

  /**
   * The profile; with the session the player asks from, also whether this is their first visit
   * (without one, as for other domains' reads, it is not).
   */
  async read(playerId: number, sessionId?: number): Promise<Result<Profile>> {
    const player = await this.context.players.findById(playerId);
    if (!player) return playerNotFound(playerId);
    const firstVisit = sessionId !== undefined && (await this.isFirstVisit(player, sessionId));
    return success(profileViewOf(player, countryOf(player), this.context.clock.now(), firstVisit));
  }

  /**
   * The player signed up themselves (on the site or through a pay-and-play deposit) and this
   * session opened right after: the site greets them as new rather than "welcome back". An
   * account an operator created was never signed up for by its player, so its first login is a
   * return to an account that already existed.
   */
  private async isFirstVisit(player: PlayerRecord, sessionId: number): Promise<boolean> {
    if (player.origin === 'operator') return false;
    const openedAt = await this.context.sessions.openedAt(sessionId, player.id);
    return openedAt !== undefined && openedAt.getTime() - player.createdAt.getTime() < FIRST_VISIT_WINDOW_MS;
  }

  /**
   * Applies the given fields, all or none. Identity facts (name, birth date, national id,
   * country) can be filled in while missing but not changed once the player has played for real
   * money: from then on they are what the money was verified against.
   */
  async update(playerId: number, input: ProfileUpdateInput, sessionId?: number): Promise<Result<Profile>> {
    const player = await this.context.players.findById(playerId);
    if (!player) return playerNotFound(playerId);
    if (player.detailsCompletedAt === null) {
      return failure('REGISTRATION_STEP_OUT_OF_ORDER', 'complete registration step 2 first', {
        details: { requestedStep: null, expectedStep: 2 },
      });
    }
    const planned = await this.plan(player, input);
    if (!planned.ok) return planned;
    const changes = planned.value;
    if (Object.keys(changes).length > 0) {
      const now = this.context.clock.now();
      const outcome = await this.context.db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('players')
          .set({ ...changes, updated_at: now })
          .where('id', '=', playerId)
          .execute()
          .catch(rethrowUnlessUniqueViolation('players_national_id_key'))
          .catch(rethrowUnlessUniqueViolation('players_nickname_key'));
        // A new phone number is unproven: any code sent to the old one stops counting.
        if (updated !== 'unique_violation' && changes.phone !== undefined) {
          await trx
            .updateTable('player_otp_challenges')
            .set({ superseded_at: now })
            .where('player_id', '=', playerId)
            .where('channel', '=', 'sms')
            .where('consumed_at', 'is', null)
            .where('superseded_at', 'is', null)
            .execute();
        }
        return updated;
      });
      if (outcome === 'unique_violation') return uniqueClash(changes);
    }
    await clearMigrationIfComplete(this.context, playerId);
    return this.read(playerId, sessionId);
  }

  private async plan(player: PlayerRecord, input: ProfileUpdateInput): Promise<Result<PlayerChanges>> {
    const country = planCountry(player, input);
    if (!country.ok) return country;
    const { config, changes: countryChanges } = country.value;
    const identity = planIdentity(player, input, config, this.context.clock.now());
    if (!identity.ok) return identity;
    const contact = planContact(player, input, config);
    if (!contact.ok) return contact;
    const changes = { ...countryChanges, ...identity.value, ...contact.value };
    const unique = await this.checkUniqueness(player, config, changes);
    if (!unique.ok) return unique;
    return success(changes);
  }

  private async checkUniqueness(player: PlayerRecord, country: CountryConfig, changes: PlayerChanges) {
    const { players } = this.context;
    if (typeof changes.national_id === 'string') {
      const owner = await players.nationalIdOwner(country.code, changes.national_id);
      if (owner !== undefined && owner !== player.id) return nationalIdTaken<void>();
    }
    if (typeof changes.nickname === 'string') {
      const owner = await players.nicknameOwner(changes.nickname);
      if (owner !== undefined && owner !== player.id) return nicknameTaken<void>();
    }
    return success(undefined);
  }
}

function nicknameTaken<T>(): Result<T> {
  return failure('NICKNAME_TAKEN', 'another player has this nickname', { field: 'nickname' });
}

function uniqueClash(changes: PlayerChanges): Result<Profile> {
  return typeof changes.nickname === 'string' ? nicknameTaken() : nationalIdTaken();
}

function fieldLocked<T>(field: string): Result<T> {
  return failure('PROFILE_FIELD_LOCKED', `${field} cannot change after a real-money deposit; contact support`, {
    field,
  });
}

/** A changed identity fact of a real-money player is refused; filling in a missing one is not. */
function lockedChange(player: PlayerRecord, current: string | null, next: string): boolean {
  return player.userStatus === 'real' && current !== null && current !== next;
}

function planCountry(player: PlayerRecord, input: ProfileUpdateInput) {
  const current = countryOf(player);
  if (input.countryCode === undefined) return success({ config: current, changes: {} as PlayerChanges });
  const next = checkRegistrationCountry(input.countryCode, 'countryCode');
  if (!next.ok) return next;
  if (next.value.code === current.code) return success({ config: current, changes: {} as PlayerChanges });
  if (player.userStatus === 'real') return fieldLocked<never>('countryCode');
  const currency = checkCurrency(player.currency, next.value, 'countryCode');
  if (!currency.ok) return currency;
  const changes: PlayerChanges = { country_code: next.value.code, jurisdiction: next.value.jurisdiction };
  return success({ config: next.value, changes });
}

function planIdentity(
  player: PlayerRecord,
  input: ProfileUpdateInput,
  country: CountryConfig,
  now: Date,
): Result<PlayerChanges> {
  const changes: PlayerChanges = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const raw = input[field];
    if (raw === undefined) continue;
    const name = checkName(field, raw);
    if (!name.ok) return name;
    if (lockedChange(player, player[field], name.value)) return fieldLocked(field);
    changes[field === 'firstName' ? 'first_name' : 'last_name'] = name.value;
  }
  let birthDate: CalendarDate | undefined = player.birthDate ? parseCalendarDate(player.birthDate) : undefined;
  if (input.dob !== undefined) {
    const dob = checkBirthDate('dob', input.dob, country, now);
    if (!dob.ok) return dob;
    if (lockedChange(player, player.birthDate, formatCalendarDate(dob.value))) return fieldLocked('dob');
    birthDate = dob.value;
    changes.birth_date = formatCalendarDate(dob.value);
  }
  const nationalId = planNationalId(player, input, country, birthDate, now);
  if (!nationalId.ok) return nationalId;
  return success({ ...changes, ...nationalId.value });
}

/**
 * A national id belongs to a country's register: a new country needs the id of that country
 * (or none, where none is required), and a new birth date must agree with the id on file.
 */
function planNationalId(
  player: PlayerRecord,
  input: ProfileUpdateInput,
  country: CountryConfig,
  birthDate: CalendarDate | undefined,
  now: Date,
): Result<PlayerChanges> {
  const countryChanged = country.code !== player.countryCode;
  const given = input.nationalId ?? (countryChanged ? undefined : (player.nationalId ?? undefined));
  const needsCheck = input.nationalId !== undefined || countryChanged || input.dob !== undefined;
  if (!needsCheck) return success({});
  // A new birth date with no id on file has nothing to agree with; the profile lists the id as missing.
  if (given === undefined && !countryChanged) return success({});
  const checked = checkNationalId(given, country, birthDate, now);
  if (!checked.ok) return checked;
  if (checked.value !== null && lockedChange(player, player.nationalId, checked.value))
    return fieldLocked('nationalId');
  return checked.value === player.nationalId && !countryChanged ? success({}) : success({ national_id: checked.value });
}

/** Checks a field that may be absent (no change), null (cleared) or a value. */
function optional<T>(
  value: string | null | undefined,
  check: (text: string) => Result<T>,
): Result<T | null> | undefined {
  if (value === undefined) return undefined;
  return value === null ? success(null) : check(value);
}

function planContact(player: PlayerRecord, input: ProfileUpdateInput, country: CountryConfig): Result<PlayerChanges> {
  const checks = {
    street: optional(input.street, checkStreet),
    city: optional(input.city, checkCity),
    zip: optional(input.zipCode, (zip) => checkZip('zipCode', zip)),
    phone: optional(input.phone, checkPhone),
    gender: optional(input.gender, (gender) => checkGender('gender', gender)),
    nickname: optional(input.nickname, checkNickname),
  };
  const changes: PlayerChanges = {};
  for (const [column, result] of Object.entries(checks)) {
    if (result === undefined) continue;
    if (!result.ok) return result;
    Object.assign(changes, { [column]: result.value });
  }
  if (changes.phone !== undefined && changes.phone !== player.phone) changes.phone_verified_at = null;
  else delete changes.phone;
  // Moving country may change the language rules (el is kept only in Greece).
  const countryChanged = country.code !== player.countryCode;
  if (input.language !== undefined || countryChanged) {
    const language = checkLanguage(input.language ?? player.language, country);
    if (!language.ok) return language;
    if (language.value !== player.language) changes.language = language.value;
  }
  return success(changes);
}

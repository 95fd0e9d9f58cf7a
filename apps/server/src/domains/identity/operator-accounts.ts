import { randomUUID } from 'node:crypto';
import type { AccountStateName, UserStatus } from '../../reference/account-states';
import type { CountryConfig } from '../../reference/countries';
import { formatCalendarDate } from './birth-date';
import type { IdentityContext } from './identity-context';
import { type Result, success } from './identity-errors';
import type { Gender, PlayerOrigin } from './identity-tables';
import {
  checkBirthDate,
  checkCity,
  checkGender,
  checkName,
  checkNationalId,
  checkPhone,
  checkStreet,
  checkZip,
  personalDetailColumns,
} from './personal-details';
import type { PlayerRecord } from './player-repository';
import { accountStateOf } from './player-status';
import { checkAccountBasics, emailTaken, nationalIdTaken, rethrowUnlessUniqueViolation } from './registration';

export const PLAYER_PAGE_SIZE_MAX = 500;

export type OperatorPlayerInput = {
  email: string;
  password: string;
  country: string;
  currency: string;
  /** True: the country's OTP channel counts as verified, so registration is complete. */
  verified: boolean;
  /** Defaults to 'Demo'. */
  firstName?: string;
  /** Defaults to 'Player'. */
  lastName?: string;
  birthDate?: string;
  language?: string;
  nationalId?: string;
  street?: string;
  city?: string;
  zip?: string;
  phone?: string;
  gender?: string;
};

export type OperatorCreatedPlayer = {
  playerId: number;
  externalId: string;
  email: string;
  currency: string;
  country: string;
};

export type PlayerSummary = {
  playerId: number;
  externalId: string;
  email: string;
  country: string;
  currency: string;
  userStatus: UserStatus;
  accountState: AccountStateName;
  /** How the account came to be: the cashier gates treat pay-and-play accounts apart. */
  origin: PlayerOrigin;
  createdAt: string;
};

type OperatorDetails = {
  firstName: string;
  lastName: string;
  birthDate: string | null;
  street: string | null;
  city: string | null;
  zip: string | null;
  phone: string | null;
  gender: Gender | null;
  nationalId: string | null;
};

/** Accounts made by the operator CLI and the demo seeder, and the operator's view of players. */
export class OperatorAccounts {
  constructor(private readonly context: IdentityContext) {}

  /**
   * Creates an account with registration steps 1 and 2 done (no terms acceptance: the operator
   * acts for the player). Details the operator leaves out stay empty, never invented; the
   * profile then lists them as missing and the site's complete-profile page asks the player.
   */
  async createPlayer(input: OperatorPlayerInput): Promise<Result<OperatorCreatedPlayer>> {
    const basics = checkAccountBasics(input);
    if (!basics.ok) return basics;
    const { email, country, currency, language } = basics.value;
    const details = this.checkDetails(input, country);
    if (!details.ok) return details;
    const passwordHash = await this.context.hasher.hash(input.password);
    const now = this.context.clock.now();
    const verifiedChannel = input.verified ? verifiableChannel(country, details.value.phone) : undefined;
    const inserted = await this.context.db
      .insertInto('players')
      .values({
        external_id: randomUUID(),
        email,
        password_hash: passwordHash,
        origin: 'operator',
        currency,
        country_code: country.code,
        jurisdiction: country.jurisdiction,
        language,
        terms_accepted_at: null,
        ...personalDetailColumns(details.value),
        details_completed_at: now,
        email_verified_at: verifiedChannel === 'email' ? now : null,
        phone_verified_at: verifiedChannel === 'sms' ? now : null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .returning(['id', 'external_id'])
      .executeTakeFirst()
      .catch(rethrowUnlessUniqueViolation('players_national_id_key'));
    if (inserted === 'unique_violation') return nationalIdTaken();
    if (!inserted) return emailTaken();
    await this.context.players.recordEvent(this.context.db, {
      playerId: inserted.id,
      event: 'created_by_operator',
      actor: 'operator',
      at: now,
    });
    return success({
      playerId: inserted.id,
      externalId: inserted.external_id,
      email,
      currency,
      country: country.code,
    });
  }

  async listPlayers(page: { limit: number; afterPlayerId?: number }): Promise<PlayerSummary[]> {
    const limit = Math.min(Math.max(1, Math.floor(page.limit)), PLAYER_PAGE_SIZE_MAX);
    const players = await this.context.players.list({ limit, afterPlayerId: page.afterPlayerId });
    return players.map((player) => this.summaryOf(player));
  }

  async findPlayerByEmail(email: string): Promise<PlayerSummary | undefined> {
    const player = await this.context.players.findByEmail(email.trim().toLowerCase());
    return player ? this.summaryOf(player) : undefined;
  }

  async getPlayer(playerId: number): Promise<PlayerSummary | undefined> {
    const player = await this.context.players.findById(playerId);
    return player ? this.summaryOf(player) : undefined;
  }

  private summaryOf(player: PlayerRecord): PlayerSummary {
    return {
      playerId: player.id,
      externalId: player.externalId,
      email: player.email,
      country: player.countryCode,
      currency: player.currency,
      userStatus: player.userStatus,
      accountState: accountStateOf(player, this.context.clock.now()).state,
      origin: player.origin,
      createdAt: player.createdAt.toISOString(),
    };
  }

  private checkDetails(input: OperatorPlayerInput, country: CountryConfig): Result<OperatorDetails> {
    const now = this.context.clock.now();
    const firstName = checkName('firstName', input.firstName ?? 'Demo');
    if (!firstName.ok) return firstName;
    const lastName = checkName('lastName', input.lastName ?? 'Player');
    if (!lastName.ok) return lastName;
    const birthDate =
      input.birthDate === undefined ? undefined : checkBirthDate('birthDate', input.birthDate, country, now);
    if (birthDate && !birthDate.ok) return birthDate;
    const optionalChecks = {
      street: input.street === undefined ? undefined : checkStreet(input.street),
      city: input.city === undefined ? undefined : checkCity(input.city),
      zip: input.zip === undefined ? undefined : checkZip('zip', input.zip),
      phone: input.phone === undefined ? undefined : checkPhone(input.phone),
      gender: input.gender === undefined ? undefined : checkGender('gender', input.gender),
    };
    const values: Record<string, string | null> = {};
    for (const [field, result] of Object.entries(optionalChecks)) {
      if (result && !result.ok) return result;
      values[field] = result?.value ?? null;
    }
    // Left out where required, the national id stays missing rather than failing the creation.
    const nationalId =
      input.nationalId === undefined
        ? success(null)
        : checkNationalId(input.nationalId, country, birthDate?.value, now);
    if (!nationalId.ok) return nationalId;
    return success({
      firstName: firstName.value,
      lastName: lastName.value,
      birthDate: birthDate ? formatCalendarDate(birthDate.value) : null,
      street: values.street ?? null,
      city: values.city ?? null,
      zip: values.zip ?? null,
      phone: values.phone ?? null,
      gender: (values.gender as Gender | null) ?? null,
      nationalId: nationalId.value,
    });
  }
}

/** The country's OTP channel when the player can receive it, else e-mail. */
function verifiableChannel(country: CountryConfig, phone: string | null) {
  return country.otpChannel === 'sms' && phone ? 'sms' : 'email';
}

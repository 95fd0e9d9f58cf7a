import { randomUUID } from 'node:crypto';
import type { CountryConfig } from '../../reference/countries';
import type { SiteLanguage } from '../../reference/languages';
import { checkCurrency, checkEmail, checkLanguage, checkRegistrationCountry } from './account-basics';
import { formatCalendarDate } from './birth-date';
import type { IdentityContext } from './identity-context';
import { failure, type Result, success } from './identity-errors';
import {
  checkBirthDate,
  checkCity,
  checkName,
  checkNationalId,
  checkStreet,
  checkZip,
  personalDetailColumns,
} from './personal-details';
import type { IdentityDb } from './player-repository';

/** The identity a payer's bank gave at a pay-and-play deposit, and the account facts of the deposit. */
export type BankIdentityInput = {
  nationalId: string;
  /** ISO 3166-1 alpha-2 of the identity (the country the national id belongs to). */
  country: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  street: string;
  city: string;
  zip: string;
  /** Banks do not always give one; never verified by the platform. */
  email?: string | undefined;
  /** The deposit's currency: a new account holds it. */
  currency: string;
  /** The deposit's locale: a new account's site language. */
  language: string;
};

export type BankIdentityPlayer = {
  playerId: number;
  externalId: string;
  /** True when this call registered the account, false when it found it by national id. */
  created: boolean;
};

/**
 * Stored as the password hash of a pay-and-play account. players.password_hash is NOT NULL, and
 * such an account has no password: this is no argon2 encoding, so PasswordHasher.verify refuses
 * every password against it (argon2 rejects the format, and verify answers false). The player
 * logs in again through the bank; a password reset to a real e-mail address can set one later.
 */
export const NO_PASSWORD_MARKER = '!paynplay:no-password';

/** The domain of placeholder addresses: `.invalid` is reserved (RFC 2606), so no mail is ever delivered. */
export const PLACEHOLDER_EMAIL_DOMAIN = 'paynplay.invalid';

/** players.email is NOT NULL and unique; an account without a usable address gets this one. */
export function placeholderEmail(externalId: string): string {
  return `pnp-${externalId}@${PLACEHOLDER_EMAIL_DOMAIN}`;
}

type CheckedIdentity = {
  country: CountryConfig;
  nationalId: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  street: string;
  city: string;
  zip: string;
  email: string | null;
};

/**
 * Pay-and-play registration (spec part 1: pay-and-play countries show a deposit button in place of
 * sign-up). The bank identifies the payer; the platform finds the account by national id and
 * country (one account per person, players_national_id_key), or registers one from the bank's
 * details. Concurrent calls for one identity end with one account: the insert yields to the
 * unique index and the loser reads the winner's row.
 */
export class BankIdentityAccounts {
  constructor(private readonly context: IdentityContext) {}

  async findOrRegister(input: BankIdentityInput): Promise<Result<BankIdentityPlayer>> {
    const checked = this.check(input);
    if (!checked.ok) return checked;
    const identity = checked.value;
    // A found account is answered as it is: blocked or self-excluded stays so (the cashier gates
    // refuse it), and its own currency and details stand; the bank only named the person.
    const found = await this.owner(identity);
    if (found) return success({ ...found, created: false });

    const currency = checkCurrency(input.currency, identity.country);
    if (!currency.ok) return currency;
    const language = checkLanguage(input.language, identity.country);
    if (!language.ok) return language;
    const email = identity.email && !(await this.context.players.emailExists(identity.email)) ? identity.email : null;
    const first = await this.insert(identity, currency.value, language.value, email);
    if (first) return success({ ...first, created: true });
    const winner = await this.owner(identity);
    if (winner) return success({ ...winner, created: false });
    // Nobody holds the national id, so the bank's address was taken meanwhile: register without it.
    const second = await this.insert(identity, currency.value, language.value, null);
    if (second) return success({ ...second, created: true });
    const last = await this.owner(identity);
    if (!last) throw new Error('pay-and-play registration: the insert yielded but no account holds the national id');
    return success({ ...last, created: false });
  }

  /** The bank's details, checked with registration's rules, the national id with national-id.ts. */
  private check(input: BankIdentityInput): Result<CheckedIdentity> {
    const now = this.context.clock.now();
    const country = checkRegistrationCountry(input.country);
    if (!country.ok) return country;
    const firstName = checkName('firstName', input.firstName);
    if (!firstName.ok) return firstName;
    const lastName = checkName('lastName', input.lastName);
    if (!lastName.ok) return lastName;
    const birthDate = checkBirthDate('birthDate', input.birthDate, country.value, now);
    if (!birthDate.ok) return birthDate;
    // The national id is the account's key here, so it is required wherever the country is.
    if (input.nationalId.trim() === '') {
      return failure('NATIONAL_ID_REQUIRED', 'a pay-and-play identity needs a national id', { field: 'nationalId' });
    }
    const nationalId = checkNationalId(input.nationalId, country.value, birthDate.value, now);
    if (!nationalId.ok) return nationalId;
    const street = checkStreet(input.street);
    if (!street.ok) return street;
    const city = checkCity(input.city);
    if (!city.ok) return city;
    const zip = checkZip('zip', input.zip);
    if (!zip.ok) return zip;
    const email = input.email === undefined || input.email.trim() === '' ? undefined : checkEmail(input.email);
    if (email && !email.ok) return email;
    return success({
      country: country.value,
      nationalId: nationalId.value as string,
      firstName: firstName.value,
      lastName: lastName.value,
      birthDate: formatCalendarDate(birthDate.value),
      street: street.value,
      city: city.value,
      zip: zip.value,
      email: email?.value ?? null,
    });
  }

  private async owner(identity: CheckedIdentity, executor: IdentityDb = this.context.db) {
    const row = await executor
      .selectFrom('players')
      .select(['id', 'external_id'])
      .where('country_code', '=', identity.country.code)
      .where('national_id', '=', identity.nationalId)
      .executeTakeFirst();
    return row ? { playerId: Number(row.id), externalId: row.external_id } : undefined;
  }

  /**
   * The new account, or undefined when a unique index (national id, e-mail) already holds a row:
   * `on conflict do nothing` waits for a concurrent insert of the same identity to commit and then
   * yields, instead of failing with an exception.
   */
  private async insert(identity: CheckedIdentity, currency: string, language: SiteLanguage, email: string | null) {
    const now = this.context.clock.now();
    const externalId = randomUUID();
    return this.context.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('players')
        .values({
          external_id: externalId,
          email: email ?? placeholderEmail(externalId),
          password_hash: NO_PASSWORD_MARKER,
          origin: 'paynplay',
          currency,
          country_code: identity.country.code,
          jurisdiction: identity.country.jurisdiction,
          language,
          terms_accepted_at: null,
          ...personalDetailColumns({
            firstName: identity.firstName,
            lastName: identity.lastName,
            birthDate: identity.birthDate,
            street: identity.street,
            city: identity.city,
            zip: identity.zip,
            phone: null,
            gender: null,
            nationalId: identity.nationalId,
          }),
          details_completed_at: now,
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning(['id', 'external_id'])
        .executeTakeFirst();
      if (!inserted) return undefined;
      await this.context.players.recordEvent(trx, {
        playerId: inserted.id,
        event: 'registered_by_bank_identity',
        actor: 'system',
        at: now,
      });
      return { playerId: Number(inserted.id), externalId: inserted.external_id };
    });
  }
}

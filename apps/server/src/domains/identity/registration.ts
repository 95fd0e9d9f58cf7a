import { randomUUID } from 'node:crypto';
import type { RegistrationProgress } from '@vauhti/contracts/accounts';
import type { CountryConfig, OtpChannel } from '../../reference/countries';
import type { SiteLanguage } from '../../reference/languages';
import { checkCurrency, checkEmail, checkLanguage, checkRegistrationCountry } from './account-basics';
import { countryOf, type IdentityContext } from './identity-context';
import { failure, type Result, success } from './identity-errors';
import { brokenPasswordRule, PASSWORD_RULE_MESSAGES } from './password-policy';
import { checkPersonalDetails, type PersonalDetailsInput, personalDetailColumns } from './personal-details';
import type { PlayerRecord } from './player-repository';
import { type RegistrationStep, registrationProgressOf } from './player-status';
import type { SessionContext } from './sessions';

export type RegistrationStepOneInput = {
  email: string;
  password: string;
  currency: string;
  country: string;
  acceptTerms: boolean;
  language?: string | undefined;
};

export type NewSession = { playerId: number; externalId: string; sessionToken: string; sessionId: number };

/** Checks a password against the policy, naming the rule it breaks. */
export function checkPassword(password: string, email: string, field = 'password'): Result<string> {
  const rule = brokenPasswordRule(password, email);
  if (rule) return failure('WEAK_PASSWORD', PASSWORD_RULE_MESSAGES[rule], { field, details: { rule } });
  return success(password);
}

export type AccountBasics = { email: string; country: CountryConfig; currency: string; language: SiteLanguage };

/**
 * The step-1 facts every new account needs, whoever creates it (the player or the operator),
 * checked in the order a form shows them; the first problem is the answer.
 */
export function checkAccountBasics(input: {
  email: string;
  password: string;
  country: string;
  currency: string;
  language?: string | undefined;
}): Result<AccountBasics> {
  const email = checkEmail(input.email);
  if (!email.ok) return email;
  const country = checkRegistrationCountry(input.country);
  if (!country.ok) return country;
  const currency = checkCurrency(input.currency, country.value);
  if (!currency.ok) return currency;
  const language = checkLanguage(input.language, country.value);
  if (!language.ok) return language;
  const password = checkPassword(input.password, email.value);
  if (!password.ok) return password;
  return success({ email: email.value, country: country.value, currency: currency.value, language: language.value });
}

/** Refuses a step that is not the player's next one, saying which one is. */
export function requireStep(progress: RegistrationProgress, requested: RegistrationStep): Result<void> {
  if (progress.nextStep === requested) return success(undefined);
  const message =
    progress.nextStep === null
      ? 'registration is already complete'
      : `complete registration step ${progress.nextStep} first`;
  return failure('REGISTRATION_STEP_OUT_OF_ORDER', message, {
    details: { requestedStep: requested, expectedStep: progress.nextStep },
  });
}

/** Registration steps 1 and 2; step 3 is ChannelVerification. */
export class Registration {
  constructor(private readonly context: IdentityContext) {}

  /** Creates the account and logs the player in, in one transaction: both happen or neither does. */
  async stepOne(input: RegistrationStepOneInput, session: SessionContext): Promise<Result<NewSession>> {
    if (input.acceptTerms !== true) {
      return failure('TERMS_NOT_ACCEPTED', 'accept the terms and conditions to register', { field: 'acceptTerms' });
    }
    const basics = checkAccountBasics(input);
    if (!basics.ok) return basics;
    const { email, country, currency, language } = basics.value;
    if (await this.context.players.emailExists(email)) return emailTaken();

    const passwordHash = await this.context.hasher.hash(input.password);
    const now = this.context.clock.now();
    return this.context.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('players')
        .values({
          external_id: randomUUID(),
          email,
          password_hash: passwordHash,
          origin: 'self',
          currency,
          country_code: country.code,
          jurisdiction: country.jurisdiction,
          language,
          terms_accepted_at: now,
          created_at: now,
          updated_at: now,
        })
        // A concurrent sign-up with the same address loses here rather than on an exception.
        .onConflict((conflict) => conflict.column('email').doNothing())
        .returning(['id', 'external_id'])
        .executeTakeFirst();
      if (!inserted) return emailTaken();
      const opened = await this.context.sessions.open(trx, inserted.id, session);
      return success({
        playerId: inserted.id,
        externalId: inserted.external_id,
        sessionToken: opened.token,
        sessionId: opened.sessionId,
      });
    });
  }

  /** Personal details; completes registration at once in an OTP-exempt country. */
  async stepTwo(playerId: number, input: PersonalDetailsInput): Promise<Result<RegistrationProgress>> {
    const player = await this.context.players.findById(playerId);
    if (!player) return playerNotFound(playerId);
    const country = countryOf(player);
    const inOrder = requireStep(registrationProgressOf(player, country), 2);
    if (!inOrder.ok) return inOrder;
    const details = checkPersonalDetails(input, country, this.context.clock.now());
    if (!details.ok) return details;
    if (
      details.value.nationalId &&
      (await this.context.players.nationalIdOwner(country.code, details.value.nationalId))
    ) {
      return nationalIdTaken();
    }
    const now = this.context.clock.now();
    const updated = await this.context.db
      .updateTable('players')
      .set({
        ...personalDetailColumns(details.value),
        details_completed_at: now,
        updated_at: now,
      })
      .where('id', '=', playerId)
      // Two concurrent step-2 calls: only the first one in finds the step still open.
      .where('details_completed_at', 'is', null)
      .returning('id')
      .executeTakeFirst()
      .catch(rethrowUnlessUniqueViolation('players_national_id_key'));
    if (updated === 'unique_violation') return nationalIdTaken();
    const refreshed = (await this.context.players.findById(playerId)) as PlayerRecord;
    const progress = registrationProgressOf(refreshed, country);
    if (!updated) {
      const order = requireStep(progress, 2);
      if (!order.ok) return order;
    }
    return success(progress);
  }

  async progress(playerId: number): Promise<Result<RegistrationProgress>> {
    const player = await this.context.players.findById(playerId);
    if (!player) return playerNotFound(playerId);
    return success(registrationProgressOf(player, countryOf(player)));
  }

  async isChannelVerified(playerId: number, channel: OtpChannel): Promise<Result<boolean>> {
    const progress = await this.progress(playerId);
    if (!progress.ok) return progress;
    return success(progress.value.verifiedChannels.includes(channel));
  }
}

export function emailTaken<T>(): Result<T> {
  return failure('EMAIL_TAKEN', 'an account with this e-mail address exists; log in or reset your password', {
    field: 'email',
  });
}

export function nationalIdTaken<T>(): Result<T> {
  return failure('NATIONAL_ID_TAKEN', 'an account with this national id exists', { field: 'nationalId' });
}

export function playerNotFound<T>(playerId: number): Result<T> {
  return failure('PLAYER_NOT_FOUND', `there is no player ${playerId}`, { details: { playerId } });
}

/**
 * For a write that a unique index may refuse because of a concurrent request: the violation of
 * the named index becomes a value, anything else stays an exception.
 */
export function rethrowUnlessUniqueViolation(indexName: string) {
  return (error: unknown): 'unique_violation' => {
    const fault = error as { code?: unknown; constraint?: unknown; message?: unknown };
    const names = `${String(fault.constraint ?? '')} ${String(fault.message ?? '')}`;
    if (fault.code === '23505' && names.includes(indexName)) return 'unique_violation';
    throw error;
  };
}

import type { Database } from '@vauhti/db';
import { createLogger } from '@vauhti/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPlatformConfig } from '../../config';
import { fixedClock } from '../../infra/time/clock';
import type { PlatformTables } from '../../platform-tables';
import { createPlatformServices, type PlatformServices } from '../../services';
import { finnishNationalId, TEST_PASSWORD, TEST_START, uniqueEmail } from '../../test-support/platform-test-app';
import { openPlatformTestDatabase } from '../../test-support/platform-test-database';
import { type BankIdentityInput, NO_PASSWORD_MARKER, PLACEHOLDER_EMAIL_DOMAIN } from './bank-identity-accounts';

/*
 * Pay-and-play registration from a bank's identity: found by national id and country, or
 * registered once, whatever the number of concurrent calls (the unique national-id index decides
 * on PostgreSQL; the pool lets the calls really overlap there).
 */

const POOL_SIZE = 8;
let database: Database<PlatformTables>;
let services: PlatformServices;

beforeAll(async () => {
  database = await openPlatformTestDatabase({ poolSizeMax: POOL_SIZE });
  services = createPlatformServices({
    database,
    config: testPlatformConfig(),
    clock: fixedClock(TEST_START),
    logger: createLogger({ name: 'test', level: 'silent' }),
  });
});
afterAll(async () => database.close());

function bankIdentity(overrides: Partial<BankIdentityInput> = {}): BankIdentityInput {
  const birthDate = overrides.birthDate ?? '1988-02-03';
  return {
    nationalId: finnishNationalId(birthDate),
    country: 'FI',
    firstName: 'Matti',
    lastName: 'Meikäläinen',
    birthDate,
    street: 'Pankkikatu 1',
    city: 'Helsinki',
    zip: '00100',
    currency: 'EUR',
    language: 'fi',
    ...overrides,
  };
}

async function playerRow(playerId: number) {
  return database.kysely
    .selectFrom('players')
    .select([
      'origin',
      'email',
      'password_hash',
      'user_status',
      'first_name',
      'national_id',
      'phone',
      'terms_accepted_at',
      'details_completed_at',
    ])
    .where('id', '=', playerId)
    .executeTakeFirstOrThrow();
}

describe('findOrRegisterFromBankIdentity', () => {
  it('registers a play-money pay-and-play player with the bank details, no password and a placeholder address', async () => {
    const identity = bankIdentity();
    const result = await services.identity.findOrRegisterFromBankIdentity(identity);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.created).toBe(true);
    const row = await playerRow(result.value.playerId);
    expect(row).toMatchObject({
      origin: 'paynplay',
      email: `pnp-${result.value.externalId}@${PLACEHOLDER_EMAIL_DOMAIN}`,
      password_hash: NO_PASSWORD_MARKER,
      user_status: 'play',
      first_name: 'Matti',
      national_id: identity.nationalId,
      phone: null,
      terms_accepted_at: null,
    });
    expect(row.details_completed_at).not.toBeNull();
    const profile = await services.identity.readProfile(result.value.playerId);
    expect(profile.ok && profile.value).toMatchObject({
      userStatus: 'play',
      countryCode: 'FI',
      currency: { code: 'EUR' },
      language: 'fi',
      missingProfileFields: ['phone'],
    });
  });

  it('finds the same player again, with the same identity given in another spelling', async () => {
    const identity = bankIdentity({ email: 'Matti.Bank@Example.test' });
    const first = await services.identity.findOrRegisterFromBankIdentity(identity);
    const again = await services.identity.findOrRegisterFromBankIdentity({
      ...identity,
      nationalId: ` ${identity.nationalId.toLowerCase()} `,
    });
    if (!first.ok || !again.ok) throw new Error('registration failed');
    expect(again.value).toEqual({ ...first.value, created: false });
    expect((await playerRow(first.value.playerId)).email).toBe('matti.bank@example.test');
  });

  it('never lets a password in, and a bank address already in use falls back to the placeholder', async () => {
    const taken = uniqueEmail('pnp-taken');
    const owner = await services.identity.createPlayerByOperator({
      email: taken,
      password: TEST_PASSWORD,
      country: 'FI',
      currency: 'EUR',
      verified: true,
    });
    if (!owner.ok) throw new Error(owner.error.message);
    const result = await services.identity.findOrRegisterFromBankIdentity(bankIdentity({ email: taken }));
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.playerId).not.toBe(owner.value.playerId);
    const row = await playerRow(result.value.playerId);
    expect(row.email.endsWith(`@${PLACEHOLDER_EMAIL_DOMAIN}`)).toBe(true);
    for (const password of ['', NO_PASSWORD_MARKER, TEST_PASSWORD]) {
      const login = await services.identity.logIn(
        { email: row.email, password },
        { ipAddress: '10.9.9.9', userAgent: 'test' },
      );
      expect(login.ok).toBe(false);
    }
  });

  it('finds a player who registered on the site with that national id, and keeps a blocked one blocked', async () => {
    const nationalId = finnishNationalId('1979-11-30');
    const site = await services.identity.createPlayerByOperator({
      email: uniqueEmail('site'),
      password: TEST_PASSWORD,
      country: 'FI',
      currency: 'EUR',
      verified: true,
      birthDate: '1979-11-30',
      nationalId,
    });
    if (!site.ok) throw new Error(site.error.message);
    await services.identity.selfExclude(site.value.playerId, new Date(TEST_START.getTime() + 86_400_000 * 30));
    const found = await services.identity.findOrRegisterFromBankIdentity(
      bankIdentity({ birthDate: '1979-11-30', nationalId }),
    );
    expect(found).toEqual({
      ok: true,
      value: { playerId: site.value.playerId, externalId: site.value.externalId, created: false },
    });
    const profile = await services.identity.readProfile(site.value.playerId);
    expect(profile.ok && profile.value.accountState.state).toBe('self_excluded');
  });

  it('refuses an invalid national id, a birth date the id does not encode, a minor and a blocked country', async () => {
    const cases: Array<[Partial<BankIdentityInput>, string, string]> = [
      [{ nationalId: '030288-123X' }, 'NATIONAL_ID_INVALID', 'nationalId'],
      [{ nationalId: finnishNationalId('1990-01-01') }, 'NATIONAL_ID_INVALID', 'nationalId'],
      [{ nationalId: '' }, 'NATIONAL_ID_REQUIRED', 'nationalId'],
      [{ birthDate: '2015-01-01', nationalId: finnishNationalId('2015-01-01') }, 'UNDERAGE', 'birthDate'],
      [{ country: 'GB', nationalId: 'AB123456C' }, 'COUNTRY_NOT_ALLOWED', 'country'],
      [{ currency: 'SEK' }, 'CURRENCY_NOT_ALLOWED', 'currency'],
      [{ street: '' }, 'FIELD_REQUIRED', 'street'],
      [{ email: 'not an address' }, 'FIELD_INVALID', 'email'],
    ];
    for (const [overrides, code, field] of cases) {
      const result = await services.identity.findOrRegisterFromBankIdentity(bankIdentity(overrides));
      expect(result, JSON.stringify(overrides)).toMatchObject({ ok: false, error: { code, field } });
    }
  });

  it('registers one player for concurrent calls with the same identity', async () => {
    const identity = bankIdentity({ birthDate: '1991-07-08' });
    const results = await Promise.all(
      Array.from({ length: POOL_SIZE }, () => services.identity.findOrRegisterFromBankIdentity(identity)),
    );
    const values = results.map((result) => {
      if (!result.ok) throw new Error(result.error.message);
      return result.value;
    });
    expect(new Set(values.map((value) => value.playerId)).size).toBe(1);
    expect(values.filter((value) => value.created)).toHaveLength(1);
    const rows = await database.kysely
      .selectFrom('players')
      .select('id')
      .where('country_code', '=', 'FI')
      .where('national_id', '=', identity.nationalId)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

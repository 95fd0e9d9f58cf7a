import { currencyInfo } from '@vauhti/contracts';
import type { Profile } from '@vauhti/contracts/accounts';
import type { CountryConfig } from '../../reference/countries';
import { maskNationalId } from './national-id';
import type { PlayerRecord } from './player-repository';
import { accountStateOf, missingProfileFieldsOf, registrationProgressOf } from './player-status';

/**
 * The name other players see (leaderboards, chat): the nickname, else the first name and the
 * initial of the last, never the full name.
 */
export function screenNameOf(player: PlayerRecord): string | null {
  if (player.nickname) return player.nickname;
  if (!player.firstName) return null;
  const initial = player.lastName ? ` ${[...player.lastName][0]}.` : '';
  return `${player.firstName}${initial}`;
}

export function profileViewOf(player: PlayerRecord, country: CountryConfig, now: Date, firstVisit = false): Profile {
  const [bYear, bMonth, bDay] = player.birthDate ? player.birthDate.split('-').map(Number) : [];
  const state = accountStateOf(player, now);
  const registration = registrationProgressOf(player, country);
  const missingProfileFields = missingProfileFieldsOf(player, country);
  return {
    playerID: player.id,
    externalEcrId: player.externalId,
    email: player.email,
    firstName: player.firstName,
    lastName: player.lastName,
    nickname: player.nickname,
    screenName: screenNameOf(player),
    currency: { code: player.currency, symbol: currencyInfo(player.currency)?.symbol ?? player.currency },
    country: country.name,
    countryCode: country.code,
    jurisdiction: player.jurisdiction,
    userCategory: player.userCategory,
    userStatus: player.userStatus,
    nationalId: player.nationalId ? maskNationalId(player.nationalId) : null,
    // A contact channel proven by a one-time code; identity documents (KYC) are another domain.
    isVerified: registration.verifiedChannels.length > 0,
    isKycBlocked: false,
    userProfileCompleted: player.detailsCompletedAt !== null && missingProfileFields.length === 0,
    missingProfileFields,
    language: player.language,
    street: player.street,
    city: player.city,
    zip: player.zip,
    phone: player.phone,
    gender: player.gender,
    bYear: bYear ?? null,
    bMonth: bMonth ?? null,
    bDay: bDay ?? null,
    accountState: { state: state.state, until: state.until?.toISOString() ?? null },
    registration,
    migrationRequired: player.migrationRequired,
    createdAt: player.createdAt.toISOString(),
    firstVisit,
  };
}

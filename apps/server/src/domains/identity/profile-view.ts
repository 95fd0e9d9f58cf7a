import { currencyInfo } from '@vauhti/contracts';
import type { AccountStateName, UserStatus } from '../../reference/account-states';
import type { CountryConfig } from '../../reference/countries';
import type { Gender } from './identity-tables';
import { maskNationalId } from './national-id';
import type { PlayerRecord } from './player-repository';
import {
  accountStateOf,
  missingProfileFieldsOf,
  type ProfileField,
  type RegistrationProgress,
  registrationProgressOf,
} from './player-status';

/** The player's own profile, in the field names of spec part 1, section 3 and part 2, section 5. */
export type ProfileView = {
  playerID: number;
  externalEcrId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  screenName: string | null;
  currency: { code: string; symbol: string };
  country: string;
  countryCode: string;
  jurisdiction: string;
  userCategory: string;
  userStatus: UserStatus;
  nationalId: string | null;
  isVerified: boolean;
  isKycBlocked: boolean;
  userProfileCompleted: boolean;
  missingProfileFields: ProfileField[];
  language: string;
  street: string | null;
  city: string | null;
  zip: string | null;
  phone: string | null;
  gender: Gender | null;
  bYear: number | null;
  bMonth: number | null;
  bDay: number | null;
  /** The operator's reason for a lock stays internal; the player sees the state and its end. */
  accountState: { state: AccountStateName; until: string | null };
  registration: RegistrationProgress;
  /** The site steers the player through the migration steps (completing the profile) first. */
  migrationRequired: boolean;
  createdAt: string;
  /** The visit the player signed up in: the site greets them as new, not "welcome back". */
  firstVisit: boolean;
};

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

export function profileViewOf(
  player: PlayerRecord,
  country: CountryConfig,
  now: Date,
  firstVisit = false,
): ProfileView {
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

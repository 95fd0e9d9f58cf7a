import { currencyExponent, normaliseCurrencyCode } from './currency';

/** Spec part 1, sections 5 and 9: minimum first deposits for play-money campaign players, major units. */
const PLAY_MONEY_MINIMUM_MAJOR: Readonly<Record<string, number>> = {
  NOK: 500,
  SEK: 500,
  USD: 50,
  EUR: 50,
  CAD: 50,
  AUD: 50,
  NZD: 50,
};

/**
 * The play-money deposit minimum in minor units for a player with userStatus 'play' whose
 * affiliate link is one of the campaign's ids; null for everyone else and for other currencies.
 */
export function playMoneyMinimum(
  player: { userStatus: string; affiliateLinkId: string | null; currency: string },
  campaignAffiliateIds: readonly string[],
): number | null {
  if (player.userStatus !== 'play') return null;
  if (player.affiliateLinkId === null || !campaignAffiliateIds.includes(player.affiliateLinkId)) return null;
  const minimumMajor = PLAY_MONEY_MINIMUM_MAJOR[normaliseCurrencyCode(player.currency)];
  if (minimumMajor === undefined) return null;
  return minimumMajor * 10 ** currencyExponent(player.currency);
}

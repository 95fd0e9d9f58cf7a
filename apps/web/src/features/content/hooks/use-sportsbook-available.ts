/**
 * Whether the sportsbook can be offered (spec 2.7: the sportsbook availability check). The
 * sportsbook is not built yet; when it is, this becomes the availability query and every caller
 * follows.
 */
export const SPORTSBOOK_AVAILABLE = false;

export function useSportsbookAvailable(): boolean {
  return SPORTSBOOK_AVAILABLE;
}

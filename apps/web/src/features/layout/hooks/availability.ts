/*
 * What the header and side menu may offer that other features provide. Each answer lives here and
 * only here, so the feature that builds the sportsbook or promo races changes one line (or swaps
 * in its availability query through the app).
 */

/**
 * Spec 2.7: the sports tab shows only when the sportsbook availability check is true. There is
 * no sportsbook yet, so the check is false.
 */
export function useSportsbookAvailable(): boolean {
  return false;
}

/** Spec 2.7: promo races appear in the side menu only when the feature is enabled; it is not built yet. */
export function usePromoRacesEnabled(): boolean {
  return false;
}

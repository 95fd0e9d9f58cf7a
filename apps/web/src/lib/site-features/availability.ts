/*
 * Which features other issues provide are on offer. Each answer lives here and only here, so the
 * feature that builds the sportsbook or promo races changes one place (or turns these into its
 * availability query) and the header, the side menu and the home pages all follow.
 */

/**
 * Spec 2.7: the sports tab shows only when the sportsbook availability check is true. There is
 * no sportsbook yet, so the check is false.
 */
export function useSportsbookAvailable(): boolean {
  return false;
}

/** Spec 2.7: promo races appear only when the feature is enabled; it is not built yet. */
export function usePromoRacesEnabled(): boolean {
  return false;
}

/*
 * Which features other issues provide are on offer. Each answer lives here and only here, so the
 * feature that builds the sportsbook, promo races or the bonuses page changes one place (or turns
 * these into its availability query) and the header, the side menu, the balance dropdown, the
 * banners and the home pages all follow.
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

/**
 * {lang}/myaccount/bonuses (the player's bonuses) comes with the bonus engine; until then its
 * links (side menu, balance dropdown) are not shown.
 */
export function useBonusesPageAvailable(): boolean {
  return false;
}

/**
 * There is no support chat yet (no chat vendor): the side menu's chat item, which the spec shows
 * during the chat hours, stays hidden, since it could only lead to the contact form.
 */
export function useLiveChatAvailable(): boolean {
  return false;
}

/** Every switch at once, for rules that decide about links to any of them (banners, the link check). */
export type SiteFeatureSwitches = { sportsbook: boolean; promoRaces: boolean; bonusesPage: boolean };

export function useSiteFeatureSwitches(): SiteFeatureSwitches {
  return {
    sportsbook: useSportsbookAvailable(),
    promoRaces: usePromoRacesEnabled(),
    bonusesPage: useBonusesPageAvailable(),
  };
}

/** The page (path under the language prefix) each switch opens; everything under it goes with it. */
export const FEATURE_PAGE_PATHS: Record<keyof SiteFeatureSwitches, string> = {
  sportsbook: 'sports',
  promoRaces: 'vauhtirallit',
  bonusesPage: 'myaccount/bonuses',
};

/**
 * Whether a path under the language prefix ('sports', 'vauhtirallit?race=1', 'myaccount/bonuses')
 * is a page of a feature that is switched off: such a link would end on page-not-found.
 */
export function isSwitchedOffPage(pathUnderLanguage: string, switches: SiteFeatureSwitches): boolean {
  const path = pathUnderLanguage.replace(/^\/+/, '').split(/[?#]/, 1)[0]?.replace(/\/+$/, '') ?? '';
  return (Object.keys(FEATURE_PAGE_PATHS) as (keyof SiteFeatureSwitches)[]).some((feature) => {
    const page = FEATURE_PAGE_PATHS[feature];
    return !switches[feature] && (path === page || path.startsWith(`${page}/`));
  });
}

import { SiteBalanceMessageSchema } from '@vauhti/contracts/game-frame-messages';
import type { Balance } from './messages';

/**
 * Messages from the embedding site to the game client (docs/games-integration.md section 4b). Only
 * the site the game was launched for may speak: a message counts when it comes from the parent
 * window at the lobby URL's origin. The balance message lets a game show what the player's wallet
 * holds after another game played (split screen); a malformed message, another origin, another
 * currency or a demo session (play money) changes nothing.
 */
export type SiteMessageEvent = { data: unknown; origin: string; source: unknown };

export type SiteBalanceFilter = {
  /** The lobby URL's origin (messages.ts targetOriginOf); null accepts nothing. */
  siteOrigin: string | null;
  /** The window that embeds the game (window.parent); null when the game runs top-level. */
  parent: unknown;
  currency: string;
  mode: 'real' | 'demo';
};

export function readSiteBalance(event: SiteMessageEvent, filter: SiteBalanceFilter): Balance | null {
  if (filter.mode !== 'real' || filter.siteOrigin === null || filter.parent === null) return null;
  if (event.origin !== filter.siteOrigin || event.source !== filter.parent) return null;
  const parsed = SiteBalanceMessageSchema.safeParse(event.data);
  if (!parsed.success || parsed.data.currency !== filter.currency) return null;
  return { cash: parsed.data.cash, bonus: parsed.data.bonus, total: parsed.data.total };
}

/**
 * What a site balance changes on screen: nothing while the game's own round request is out (its
 * answer is fresher, and a round shows the stake taken before its win lands), nothing when the
 * game already holds that balance (its own round's win, which it may still be presenting), else
 * the site's balance (another game played, a deposit).
 */
export function siteBalanceToShow(site: Balance, game: { held: Balance; requestInFlight: boolean }): Balance | null {
  if (game.requestInFlight) return null;
  const { held } = game;
  if (site.cash === held.cash && site.bonus === held.bonus && site.total === held.total) return null;
  return site;
}

/** Calls onBalance with every balance the site sends; returns the function that stops listening. */
export function listenForSiteBalance(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  filter: SiteBalanceFilter,
  onBalance: (balance: Balance) => void,
): () => void {
  const listener = (event: Event) => {
    // Only message events reach a 'message' listener.
    const balance = readSiteBalance(event as MessageEvent, filter);
    if (balance) onBalance(balance);
  };
  target.addEventListener('message', listener);
  return () => target.removeEventListener('message', listener);
}

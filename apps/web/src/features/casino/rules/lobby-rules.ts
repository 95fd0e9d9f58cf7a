import type { GameGroup, Lobby } from '@vauhti/contracts/games';
import { lobbySlug } from '../../../lib/games/game-links';
import { visibleLobbies } from '../../../lib/games/lobby-visibility';

/*
 * Which lobbies are tabs and which lobby or group a url names (spec 2.1 and 2.3). Pure, so the
 * rules are proven without a page.
 */

export { isLobbyHidden, visibleLobbies } from '../../../lib/games/lobby-visibility';

/**
 * The lobby a url segment names: its slug in this language first, then its slug in any language
 * or its id, so the header's /{lang}/casino/slots works in every edition and a link shared from
 * another edition still lands.
 */
export function findLobby(lobbies: readonly Lobby[], segment: string, language: string): Lobby | undefined {
  const wanted = decodeSegment(segment);
  return (
    lobbies.find((lobby) => lobbySlug(lobby, language) === wanted) ??
    lobbies.find((lobby) => lobby.id === wanted || Object.values(lobby.multilingualUrlLobby).includes(wanted))
  );
}

export function groupSlug(group: Pick<GameGroup, 'id' | 'multilingualUrl'>, language: string): string {
  return group.multilingualUrl[language] || group.multilingualUrl.en || group.id;
}

export function findGroup(lobby: Lobby, segment: string, language: string): GameGroup | undefined {
  const wanted = decodeSegment(segment);
  return (
    lobby.gameGroupList.find((group) => groupSlug(group, language) === wanted) ??
    lobby.gameGroupList.find((group) => group.id === wanted || Object.values(group.multilingualUrl).includes(wanted))
  );
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The lobby /{lang}/casino opens on: slots when there is one, else the first tab. */
export const DEFAULT_LOBBY_ID = 'slots';

export function defaultLobby(lobbies: readonly Lobby[], language: string): Lobby | undefined {
  const tabs = visibleLobbies(lobbies, language);
  return tabs.find((lobby) => lobby.id === DEFAULT_LOBBY_ID) ?? tabs[0];
}

/** Spec 2.3 and 9: tabs swipe in groups of 3 above 480 px wide, one at a time at 480 px and below. */
export const TAB_SWIPE_BREAKPOINT_PX = 480;
export const TAB_SWIPE_GROUP_WIDE = 3;
export const TAB_SWIPE_GROUP_NARROW = 1;

export function tabSwipeGroupSize(viewportWidthPx: number): number {
  return viewportWidthPx > TAB_SWIPE_BREAKPOINT_PX ? TAB_SWIPE_GROUP_WIDE : TAB_SWIPE_GROUP_NARROW;
}

/** The media query of the narrow case, for Embla's breakpoint options. */
export const NARROW_TABS_MEDIA_QUERY = `(max-width: ${TAB_SWIPE_BREAKPOINT_PX}px)`;

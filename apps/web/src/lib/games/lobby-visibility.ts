import type { Lobby } from '@vauhti/contracts/games';
import { lobbySlug } from './game-links';

/** The suffix that keeps a lobby out of the tabs (the split-screen lobby, for one). */
export const HIDDEN_LOBBY_SUFFIX = 'no_show';

/**
 * Spec 2.3: a lobby whose slug ends in no_show, or whose localized slug equals the language
 * code, is not shown (as a tab, or as a link to it). The id counts as a slug too: the
 * split-screen lobby is named by its id.
 */
export function isLobbyHidden(lobby: Pick<Lobby, 'id' | 'multilingualUrlLobby'>, language: string): boolean {
  const slug = lobbySlug(lobby, language);
  if (slug === language) return true;
  return [lobby.id, slug, lobby.multilingualUrlLobby.en ?? ''].some((name) => name.endsWith(HIDDEN_LOBBY_SUFFIX));
}

export function visibleLobbies<L extends Pick<Lobby, 'id' | 'multilingualUrlLobby'>>(
  lobbies: readonly L[],
  language: string,
): L[] {
  return lobbies.filter((lobby) => !isLobbyHidden(lobby, language));
}

import type { Game, Lobby } from '@vauhti/contracts/games';

/** The launch path of a game (gameLaunchUrlPath): its English slug, the same in every language. */
export function launchPathOf(game: Pick<Game, 'multilingualUrl'>): string {
  return game.multilingualUrl.en ?? '';
}

/** The game window's url for a game. */
export function gameplayPath(lang: string, game: Pick<Game, 'multilingualUrl'>): string {
  return `/${lang}/gameplay/${launchPathOf(game)}`;
}

/** A lobby's slug in a language, falling back to English, then to its id. */
export function lobbySlug(lobby: Pick<Lobby, 'id' | 'multilingualUrlLobby'>, lang: string): string {
  return lobby.multilingualUrlLobby[lang] || lobby.multilingualUrlLobby.en || lobby.id;
}

/**
 * A lobby page url: /{lang}/casino/{lobby slug}[/{group}[/{groupType}]]. The group and group type
 * are slugs already (the caller picks the language's slug of a game group).
 */
export function lobbyPath(
  lang: string,
  lobby: Pick<Lobby, 'id' | 'multilingualUrlLobby'>,
  group?: string,
  groupType?: string,
): string {
  const parts = [`/${lang}/casino`, encodeURIComponent(lobbySlug(lobby, lang))];
  if (group) parts.push(encodeURIComponent(group));
  if (group && groupType) parts.push(encodeURIComponent(groupType));
  return parts.join('/');
}

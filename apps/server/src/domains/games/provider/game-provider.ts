import type { LaunchMode } from '@vauhti/contracts/games';

/*
 * What the games domain needs from a game provider (architecture section 4: providers are
 * adapters). The domain codes against this type only; `sandbox-game-provider.ts` is the sandbox's
 * implementation and `configured-game-provider.ts` picks one by configuration (GAME_PROVIDER), so
 * a second provider is one more adapter and one more configuration value (ADR 0026).
 *
 * The feeds come back unchecked (`unknown`) on purpose: whatever adapter carries them, a
 * provider's data is outside input, and the domain checks it against one schema (the operator
 * API's in @vauhti/contracts/games, applied by catalogue-feed.ts and live-tables-monitor.ts) so
 * that every provider gets the same rules, such as leaving out one bad game and keeping the rest.
 * An adapter for a provider with another wire format translates its answers into these shapes and
 * lets the domain check them.
 *
 * Free rounds (grant and cancel a campaign of stake-free rounds) are not here yet: the sandbox
 * provider has no such endpoint, and the operations come with the bonus engine that needs them.
 */

/** Where the provider's art lives; the site builds each address from these (games-integration.md section 1). */
export type GameMediaPaths = {
  /** Tile `{gamePath}/{gameCode}/{gameCode}.jpg`, background `{gamePath}/{gameCode}/{gameCode}-bg-image.jpg`. */
  gamePath: string;
  /** Studio logo `{providerLogoPath}/{studioCode}.png`. */
  providerLogoPath: string;
};

/** One game window's launch, in the platform's terms; the adapter turns it into the provider's address. */
export type GameLaunchAddress = {
  gameCode: string;
  mode: LaunchMode;
  /** The platform's launch token; real mode only (the provider exchanges it through the wallet's authenticate). */
  token?: string;
  /** A content language (the provider's language). */
  language: string;
  /** ISO 4217 code of the money the game is played in. */
  currency: string;
  /** Where the provider's lobby button returns: the site's casino in the player's site language. */
  lobbyUrl: string;
};

export type GameProvider = {
  /**
   * The whole catalogue in the shape of docs/games-integration.md section 1 (`ProviderCatalogue`:
   * provider id, media paths, studios, games). Rejects when the provider cannot be read; the import then keeps the
   * catalogue it has and retries.
   */
  fetchCatalogue(): Promise<unknown>;
  /** `ProviderLiveTables` (section 5): called every second by the live-tables monitor. */
  fetchLiveTables(): Promise<unknown>;
  /** The address the game window frames (section 2); building it calls nobody. */
  launchUrl(launch: GameLaunchAddress): string;
  /**
   * The provider's art addresses before the first import; after it, the paths the catalogue feed
   * named are the ones served.
   */
  mediaPaths(): GameMediaPaths;
};

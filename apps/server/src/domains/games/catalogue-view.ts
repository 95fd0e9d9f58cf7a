import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { Game, GamesCatalogue, Lobby } from '@vauhti/contracts/games';
import type { LobbyConfig } from './lobbies';
import { byPopularity, gameCodesOf, type RuleGame } from './lobby-rules';
import { SPLIT_SCREEN_LOBBY_ID } from './lobby-seed';

/*
 * The catalogue the site loads once at start-up (GET /games/catalogue, its shape in
 * @vauhti/contracts/games), built from the active games, the studios and the lobby rules, and kept
 * in memory with its serialised, compressed forms: thousands of games are answered without
 * touching the database or re-serialising.
 */

/** A game with what the platform needs besides the site's view of it. */
export type CatalogueGame = {
  game: Game;
  engine: string;
  currency: string;
  launchPath: string;
  descriptions: Record<string, string>;
};

/** An active game as read from the database. */
export type StoredGame = RuleGame & {
  studioCode: string;
  aspectRatio: number;
  hasDemo: number;
  rtpBasisPoints: number;
  minStakeMinor: number;
  maxStakeMinor: number;
  currency: string;
  liveTableId: string | null;
  launchPath: string;
  multilingualUrl: Record<string, string>;
  descriptions: Record<string, string>;
};

export type CatalogueInput = {
  gamePath: string;
  providerLogoPath: string;
  studios: ReadonlyArray<{ code: string; name: string }>;
  games: readonly StoredGame[];
  lobbies: readonly LobbyConfig[];
};

export type BuiltCatalogue = {
  body: GamesCatalogue;
  games: CatalogueGame[];
};

/**
 * Applies the lobby rules to the games and shapes the response. Games come most popular first;
 * a group that selects no game is left out (an optional group such as live blackjack appears
 * only when the provider has such tables); a game is split-screen when the hidden
 * split-screen lobby lists it.
 */
export function buildCatalogue(input: CatalogueInput, today: Date): BuiltCatalogue {
  const games = [...input.games].sort(byPopularity);
  const lobbies: Lobby[] = input.lobbies.map((lobby) => ({
    id: lobby.id,
    name: lobby.name,
    multilingualUrlLobby: lobby.multilingualUrlLobby,
    gameGroupList: lobby.groups
      .map((group) => ({
        id: group.id,
        name: group.name,
        multilingualUrl: group.multilingualUrl,
        gameCodes: gameCodesOf(group.rule, games, today),
      }))
      .filter((group) => group.gameCodes.length > 0),
  }));
  const splitScreen = new Set(
    lobbies.find((lobby) => lobby.id === SPLIT_SCREEN_LOBBY_ID)?.gameGroupList.flatMap((group) => group.gameCodes) ??
      [],
  );
  const studioNames = new Map(input.studios.map((studio) => [studio.code, studio.name]));
  const gameCounts = new Map<string, number>();
  const catalogueGames: CatalogueGame[] = games.map((stored) => {
    gameCounts.set(stored.studioCode, (gameCounts.get(stored.studioCode) ?? 0) + 1);
    return {
      game: {
        gameCode: stored.gameCode,
        name: stored.name,
        vendorCode: stored.studioCode,
        vendorDisplayName: studioNames.get(stored.studioCode) ?? stored.studioCode,
        multilingualUrl: stored.multilingualUrl,
        aspectRatio: stored.aspectRatio,
        hasDemo: stored.hasDemo,
        category: stored.category,
        volatility: stored.volatility,
        rtpBasisPoints: stored.rtpBasisPoints,
        minStakeMinor: stored.minStakeMinor,
        maxStakeMinor: stored.maxStakeMinor,
        tags: [...stored.tags],
        releasedAt: stored.releasedAt,
        popularity: stored.popularity,
        liveTableId: stored.liveTableId,
        splitScreen: splitScreen.has(stored.gameCode),
      },
      engine: stored.engine,
      currency: stored.currency,
      launchPath: stored.launchPath,
      descriptions: stored.descriptions,
    };
  });
  const providers = input.studios
    .filter((studio) => gameCounts.has(studio.code))
    .map((studio) => ({ code: studio.code, name: studio.name, gameCount: gameCounts.get(studio.code) ?? 0 }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    body: {
      gamePath: input.gamePath,
      providerLogoPath: input.providerLogoPath,
      providers,
      lobbies,
      games: catalogueGames.map((entry) => entry.game),
    },
    games: catalogueGames,
  };
}

/** The catalogue's bytes as served, with an ETag of their content. */
export type SerialisedCatalogue = { json: Buffer; gzip: Buffer; brotli: Buffer; etag: string };

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Serialises and compresses once per build (on the thread pool, off the event loop). Brotli at a
 * middle quality: the repeated slugs and field names compress very well already, and a build of
 * thousands of games must stay quick.
 */
export async function serialiseCatalogue(body: GamesCatalogue): Promise<SerialisedCatalogue> {
  const json = Buffer.from(JSON.stringify(body));
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(json, { level: 6 }),
    brotliAsync(json, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  ]);
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  return { json, gzip: gzipped, brotli, etag };
}

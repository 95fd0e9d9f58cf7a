import { CONTENT_LANGUAGE_OF, type ContentLanguage, type SiteLanguage } from '@vauhti/contracts';
import type { LaunchCheck, LaunchMode, LaunchResponse, LiveTableStatus } from '@vauhti/contracts/games';
import type { Logger } from 'pino';
import type { Clock } from '../../infra/time/clock';
import type { AccountStateName } from '../../reference/account-states';
import { sanitiseContentHtml } from '../../reference/html-sanitiser';
import { CatalogueCache, type CatalogueSnapshot } from './catalogue-cache';
import { type GamesDb, type ImportSummary, importCatalogue } from './catalogue-import';
import { CatalogueSync } from './catalogue-sync';
import { favouriteCodes, setFavourite } from './favourites';
import { gameContentHtml } from './game-content';
import { type Launcher, launchAllowances, launchRefusal, lobbyUrlOf } from './game-launch';
import type { GameLaunch, IssuedGameToken } from './game-sessions';
import { gameNotFound, type Result, success } from './games-errors';
import { LiveTablesMonitor } from './live-tables-monitor';
import { seedLobbies } from './lobbies';
import { LOBBY_SEED } from './lobby-seed';
import type { GameProvider } from './provider/game-provider';
import { recommendedFor } from './recommended';
import { realScheduler, type Scheduler } from './scheduler';

/** The launch tokens of the seamless wallet (GameSessions.issue). */
export type LaunchTokenIssuer = { issue(launch: GameLaunch): Promise<IssuedGameToken> };

/** identity's answer to "may this player play now": the account state, or undefined for no player. */
export type PlayerStanding = (playerId: number) => Promise<{ accountState: AccountStateName } | undefined>;

export type GamesServiceDeps = {
  db: GamesDb;
  clock: Clock;
  logger: Logger;
  /** The site's own url: the provider's lobby button returns to {siteUrl}/{lang}/casino. */
  siteUrl: string;
  /** The game provider's adapter (configured-game-provider.ts chooses it): feeds, launch and art addresses. */
  provider: GameProvider;
  launchTokens: LaunchTokenIssuer;
  playerStanding: PlayerStanding;
  /** Called with every table list that changed (the live socket broadcasts it); none by default. */
  publishLiveTables?: (tables: LiveTableStatus[]) => void | Promise<void>;
  scheduler?: Scheduler;
};

/** The visitor behind a request, as the routes know them. */
export type Visitor = {
  player: { playerId: number; sessionId: string; currency: string } | null;
  /** The request's country (ISO alpha-2) and whether the site is closed there. */
  country: string;
  countryBlocked: boolean;
};

/** A logged-out visitor's demo money is in euros (spec 9: default logged-out currency). */
const GUEST_CURRENCY = 'EUR';

/**
 * The games domain's one entry point: the catalogue (imported from the provider, served from
 * memory), lobbies, launches, favourites, recommendations and the live tables. Errors are values
 * ({ ok: false, error: { code, message } }); exceptions mean bugs or an unreachable provider.
 */
export class GamesService {
  private readonly cache: CatalogueCache;
  readonly liveTables: LiveTablesMonitor;
  private readonly sync: CatalogueSync;
  private readonly recommendations = new WeakMap<CatalogueSnapshot, Map<string, string[]>>();

  constructor(private readonly deps: GamesServiceDeps) {
    this.cache = new CatalogueCache(deps.db, deps.clock, deps.provider.mediaPaths());
    const scheduler = deps.scheduler ?? realScheduler;
    this.liveTables = new LiveTablesMonitor({
      source: deps.provider,
      publish: (tables) => deps.publishLiveTables?.(tables),
      logger: deps.logger,
      scheduler,
    });
    this.sync = new CatalogueSync({ run: () => this.importCatalogue(), logger: deps.logger, scheduler });
  }

  // Catalogue

  /** Reads the provider's feed now, imports it with the lobby seed, and rebuilds the catalogue. */
  async importCatalogue(): Promise<ImportSummary> {
    const raw = await this.deps.provider.fetchCatalogue();
    const now = this.deps.clock.now();
    const summary = await importCatalogue(this.deps.db, raw, { now, sanitise: sanitiseContentHtml });
    await seedLobbies(this.deps.db, LOBBY_SEED, now);
    await this.cache.rebuild();
    return summary;
  }

  /** Brings the lobby tables in line with the seed; true when something changed. */
  async seedLobbies(): Promise<boolean> {
    const changed = await seedLobbies(this.deps.db, LOBBY_SEED, this.deps.clock.now());
    if (changed) await this.cache.rebuild();
    return changed;
  }

  catalogue(): Promise<CatalogueSnapshot> {
    return this.cache.get();
  }

  /**
   * Starts a running platform's part: the lobby seed (lobbies exist even before any import) and,
   * when it follows the provider, the catalogue import (in the background, retried with back-off
   * while the provider is down: start-up never waits for it) and the live-tables poll.
   */
  async start(options: { followProvider: boolean }): Promise<void> {
    try {
      await this.seedLobbies();
    } catch (error) {
      // Two processes starting at once both write the seed; the one that lost finds it written.
      this.deps.logger.warn({ err: error }, 'the lobby seed was not written');
    }
    if (!options.followProvider) return;
    this.sync.start();
    this.liveTables.start();
  }

  async stop(): Promise<void> {
    await Promise.all([this.sync.stop(), this.liveTables.stop()]);
  }

  // Game window

  async launchCheck(input: {
    path: string;
    language: ContentLanguage;
    visitor: Visitor;
  }): Promise<Result<LaunchCheck>> {
    const snapshot = await this.cache.get();
    const entry = snapshot.byLaunchPath.get(input.path);
    if (!entry) return gameNotFound(`at ${input.path}`);
    const { game } = entry;
    const gdContent = gameContentHtml(
      entry.descriptions,
      {
        studioName: game.vendorDisplayName,
        rtpBasisPoints: game.rtpBasisPoints,
        volatility: game.volatility,
        minStakeMinor: game.minStakeMinor,
        maxStakeMinor: game.maxStakeMinor,
        currency: entry.currency,
      },
      input.language,
    );
    const launcher = await this.launcherOf(input.visitor);
    return success({ game, gdContent, ...launchAllowances(game.hasDemo, launcher) });
  }

  async launch(input: {
    gameCode: string;
    mode: LaunchMode;
    language: SiteLanguage;
    visitor: Visitor;
  }): Promise<Result<LaunchResponse>> {
    const snapshot = await this.cache.get();
    const entry = snapshot.byCode.get(input.gameCode);
    if (!entry) return gameNotFound(input.gameCode);
    const launcher = await this.launcherOf(input.visitor);
    const refusal = launchRefusal(input.mode, entry.game.hasDemo, launcher);
    if (!refusal.ok) return refusal;
    const { player } = input.visitor;
    const language = CONTENT_LANGUAGE_OF[input.language];
    const currency = player?.currency ?? GUEST_CURRENCY;
    let token: string | undefined;
    if (input.mode === 'real' && player) {
      // A game is in the snapshot only after an import, and every import names its provider.
      if (snapshot.provider === null) throw new Error(`game ${input.gameCode} is in a catalogue without a provider`);
      const issued = await this.deps.launchTokens.issue({
        playerId: player.playerId,
        sessionId: Number(player.sessionId),
        provider: snapshot.provider,
        gameCode: entry.game.gameCode,
        currency,
        country: input.visitor.country,
        language,
      });
      token = issued.token;
    }
    const url = this.launchUrl({
      gameCode: entry.game.gameCode,
      mode: input.mode,
      ...(token === undefined ? {} : { token }),
      language,
      currency,
      siteLanguage: input.language,
    });
    return success({ url, mode: input.mode, gameCode: entry.game.gameCode });
  }

  /**
   * The provider's address of a game for the game window, whose lobby button returns to the site's
   * casino in `siteLanguage`. The launch above and the operator's `game-session` command both build
   * it here, after their own checks and with their own token.
   */
  launchUrl(input: {
    gameCode: string;
    mode: LaunchMode;
    token?: string;
    language: ContentLanguage;
    currency: string;
    siteLanguage: SiteLanguage;
  }): string {
    const { siteLanguage, ...launch } = input;
    return this.deps.provider.launchUrl({ ...launch, lobbyUrl: lobbyUrlOf(this.deps.siteUrl, siteLanguage) });
  }

  async recommended(gameCode: string): Promise<Result<string[]>> {
    const snapshot = await this.cache.get();
    const entry = snapshot.byCode.get(gameCode);
    if (!entry) return gameNotFound(gameCode);
    // A ranking of thousands of games per request adds up; each is computed once per catalogue.
    let memo = this.recommendations.get(snapshot);
    if (!memo) {
      memo = new Map();
      this.recommendations.set(snapshot, memo);
    }
    let codes = memo.get(gameCode);
    if (!codes) {
      codes = recommendedFor(entry.game, snapshot.body.games);
      memo.set(gameCode, codes);
    }
    return success(codes);
  }

  // Favourites

  /** The player's favourites among the games on offer now (a retired game's favourite is kept, unlisted). */
  async favourites(playerId: number): Promise<Record<string, true>> {
    const [codes, snapshot] = await Promise.all([favouriteCodes(this.deps.db, playerId), this.cache.get()]);
    const favourites: Record<string, true> = {};
    for (const code of codes) if (snapshot.byCode.has(code)) favourites[code] = true;
    return favourites;
  }

  async setFavourite(playerId: number, gameCode: string, favourite: boolean): Promise<Result<{ favourite: boolean }>> {
    const snapshot = await this.cache.get();
    // Removing needs no live game: a player may clear a favourite whatever became of the game.
    if (favourite && !snapshot.byCode.has(gameCode)) return gameNotFound(gameCode);
    await setFavourite(this.deps.db, { playerId, gameCode, favourite, now: this.deps.clock.now() });
    return success({ favourite });
  }

  // For the seamless wallet

  /**
   * The game's maximum stake in minor units of `currency`, from the in-memory catalogue. The
   * provider publishes stakes in one currency; in any other there is no limit to enforce here
   * (undefined), as there is for a game the catalogue does not have.
   */
  async maxStakeOf(gameCode: string, currency: string): Promise<number | undefined> {
    const entry = (await this.cache.get()).byCode.get(gameCode);
    return entry && entry.currency === currency ? entry.game.maxStakeMinor : undefined;
  }

  private async launcherOf(visitor: Visitor): Promise<Launcher> {
    if (!visitor.player) return { player: null, countryBlocked: visitor.countryBlocked };
    const standing = await this.deps.playerStanding(visitor.player.playerId);
    // A session whose player is gone is treated as a blocked account, never as a free pass.
    return {
      player: { playerId: visitor.player.playerId, accountState: standing?.accountState ?? 'locked' },
      countryBlocked: visitor.countryBlocked,
    };
  }
}

import type { GameLaunchAddress, GameMediaPaths, GameProvider } from './game-provider';
import { type OperatorApiClient, ProviderCallError } from './operator-api-client';

/*
 * The sandbox provider (apps/sandbox-games) as a GameProvider: its operator API paths, its launch
 * address and its media folders (docs/games-integration.md sections 1 and 2). Everything here is
 * the sandbox's own scheme; the games domain sees only the GameProvider type.
 */

/** A full catalogue of thousands of games may take a while to build on the provider's side. */
const CATALOGUE_TIMEOUT_MS = 30_000;
/** Statuses are polled every second: an answer later than this is stale anyway. */
const LIVE_TABLES_TIMEOUT_MS = 2_000;

export type SandboxGameProviderOptions = {
  /** The provider's base url, e.g. http://localhost:5100: its game pages, art and operator API. */
  url: string;
  /**
   * The signed operator API, or null when the platform has no operator secret (production without
   * GAME_PROVIDER_SECRET): every read then fails with that reason and nothing unsigned is sent.
   * Launch and media addresses need no secret, so demo launches keep working.
   */
  operatorApi: Pick<OperatorApiClient, 'post'> | null;
};

export class SandboxGameProvider implements GameProvider {
  private readonly url: string;

  constructor(private readonly options: SandboxGameProviderOptions) {
    this.url = options.url.replace(/\/+$/, '');
  }

  fetchCatalogue(): Promise<unknown> {
    return this.operatorCall('/operator/v1/catalogue', CATALOGUE_TIMEOUT_MS);
  }

  fetchLiveTables(): Promise<unknown> {
    return this.operatorCall('/operator/v1/live-tables', LIVE_TABLES_TIMEOUT_MS);
  }

  /** `{url}/play/{gameCode}?mode=…&token=…&lang=…&currency=…&lobbyUrl=…`, the token in real mode only. */
  launchUrl(launch: GameLaunchAddress): string {
    const query = new URLSearchParams({ mode: launch.mode });
    if (launch.token !== undefined) query.set('token', launch.token);
    query.set('lang', launch.language);
    query.set('currency', launch.currency);
    query.set('lobbyUrl', launch.lobbyUrl);
    return `${this.url}/play/${encodeURIComponent(launch.gameCode)}?${query.toString()}`;
  }

  /** The folders the sandbox serves art from; its catalogue feed names the same ones. */
  mediaPaths(): GameMediaPaths {
    return { gamePath: `${this.url}/media/games`, providerLogoPath: `${this.url}/media/providers` };
  }

  private operatorCall(path: string, timeoutMs: number): Promise<unknown> {
    if (this.options.operatorApi === null) {
      return Promise.reject(new ProviderCallError('GAME_PROVIDER_SECRET is not set', null));
    }
    return this.options.operatorApi.post(path, {}, timeoutMs);
  }
}

import { describe, expect, it } from 'vitest';
import { ProviderCallError } from './operator-api-client';
import { SandboxGameProvider } from './sandbox-game-provider';

/** An operator API that records each call and answers with its path. */
function recordingOperatorApi() {
  const calls: Array<{ path: string; fields: Record<string, unknown> | undefined; timeoutMs: number | undefined }> = [];
  return {
    calls,
    post: async (path: string, fields?: Record<string, unknown>, timeoutMs?: number) => {
      calls.push({ path, fields, timeoutMs });
      return { answeredBy: path };
    },
  };
}

const LOBBY_URL = 'http://localhost:3000/fi/casino';

describe('the sandbox game provider', () => {
  it('builds the section 2 launch urls, with the token only in real mode', () => {
    const provider = new SandboxGameProvider({ url: 'http://localhost:5100', operatorApi: null });
    expect(
      provider.launchUrl({
        gameCode: 'aurora-book-of-frost',
        mode: 'real',
        token: 'abc_-1',
        language: 'fi',
        currency: 'EUR',
        lobbyUrl: LOBBY_URL,
      }),
    ).toBe(
      'http://localhost:5100/play/aurora-book-of-frost?mode=real&token=abc_-1&lang=fi&currency=EUR&lobbyUrl=http%3A%2F%2Flocalhost%3A3000%2Ffi%2Fcasino',
    );
    expect(
      provider.launchUrl({
        gameCode: 'aurora-book-of-frost',
        mode: 'demo',
        language: 'en',
        currency: 'EUR',
        lobbyUrl: LOBBY_URL,
      }),
    ).toBe(
      'http://localhost:5100/play/aurora-book-of-frost?mode=demo&lang=en&currency=EUR&lobbyUrl=http%3A%2F%2Flocalhost%3A3000%2Ffi%2Fcasino',
    );
  });

  it('keeps a game code that is not a plain path segment inside its segment', () => {
    const provider = new SandboxGameProvider({ url: 'https://games.example.com/', operatorApi: null });
    const url = provider.launchUrl({
      gameCode: 'a/b?c',
      mode: 'demo',
      language: 'en',
      currency: 'EUR',
      lobbyUrl: LOBBY_URL,
    });
    expect(url.startsWith('https://games.example.com/play/a%2Fb%3Fc?mode=demo&')).toBe(true);
  });

  it("names the sandbox's art folders under its base url", () => {
    const provider = new SandboxGameProvider({ url: 'https://games.example.com//', operatorApi: null });
    expect(provider.mediaPaths()).toEqual({
      gamePath: 'https://games.example.com/media/games',
      providerLogoPath: 'https://games.example.com/media/providers',
    });
  });

  it('reads the catalogue and the live tables from their operator endpoints, each with its time-out', async () => {
    const operatorApi = recordingOperatorApi();
    const provider = new SandboxGameProvider({ url: 'http://localhost:5100', operatorApi });
    expect(await provider.fetchCatalogue()).toEqual({ answeredBy: '/operator/v1/catalogue' });
    expect(await provider.fetchLiveTables()).toEqual({ answeredBy: '/operator/v1/live-tables' });
    expect(operatorApi.calls).toEqual([
      { path: '/operator/v1/catalogue', fields: {}, timeoutMs: 30_000 },
      { path: '/operator/v1/live-tables', fields: {}, timeoutMs: 2_000 },
    ]);
  });

  it('without an operator secret refuses every read and still builds addresses', async () => {
    const provider = new SandboxGameProvider({ url: 'http://localhost:5100', operatorApi: null });
    await expect(provider.fetchCatalogue()).rejects.toBeInstanceOf(ProviderCallError);
    await expect(provider.fetchLiveTables()).rejects.toThrow('GAME_PROVIDER_SECRET is not set');
    expect(provider.mediaPaths().gamePath).toBe('http://localhost:5100/media/games');
  });
});

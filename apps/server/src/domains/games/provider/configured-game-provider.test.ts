import { describe, expect, it } from 'vitest';
import { loadPlatformConfig } from '../../../config';
import { createGameProvider, type GameProviderConfig } from './configured-game-provider';
import { SandboxGameProvider } from './sandbox-game-provider';

const TEST_ENVIRONMENT = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };

describe('the configured game provider', () => {
  it('is the sandbox adapter by default and when GAME_PROVIDER names it', () => {
    for (const environment of [TEST_ENVIRONMENT, { ...TEST_ENVIRONMENT, GAME_PROVIDER: 'sandbox' }]) {
      const config = loadPlatformConfig(environment);
      expect(config.gameProvider.adapter).toBe('sandbox');
      const provider = createGameProvider(config.gameProvider);
      expect(provider).toBeInstanceOf(SandboxGameProvider);
      expect(provider.mediaPaths().gamePath).toBe('http://localhost:5100/media/games');
    }
  });

  it('talks to the configured address', () => {
    const config = loadPlatformConfig({ ...TEST_ENVIRONMENT, GAME_PROVIDER_URL: 'https://games.example.com' });
    expect(createGameProvider(config.gameProvider).mediaPaths().providerLogoPath).toBe(
      'https://games.example.com/media/providers',
    );
  });

  it('refuses a provider it has no adapter for', () => {
    expect(() => loadPlatformConfig({ ...TEST_ENVIRONMENT, GAME_PROVIDER: 'acme-games' })).toThrow(
      'GAME_PROVIDER must be one of: sandbox',
    );
    const unknown = { ...loadPlatformConfig(TEST_ENVIRONMENT).gameProvider, adapter: 'acme-games' };
    expect(() => createGameProvider(unknown as unknown as GameProviderConfig)).toThrow(
      'no game provider adapter named acme-games',
    );
  });
});

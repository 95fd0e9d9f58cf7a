import type { GameProvider } from './game-provider';
import { OperatorApiClient } from './operator-api-client';
import { SandboxGameProvider } from './sandbox-game-provider';

/*
 * The one place that knows which GameProvider implementations exist. GAME_PROVIDER names one (the
 * configuration refuses any other name); a second provider adds its name here, its adapter beside
 * the sandbox's, and whatever settings it needs to the configuration (ADR 0026).
 */

export const GAME_PROVIDER_ADAPTERS = ['sandbox'] as const;
export type GameProviderAdapter = (typeof GAME_PROVIDER_ADAPTERS)[number];

/** The game provider's part of the platform configuration (config.ts reads it from the environment). */
export type GameProviderConfig = {
  /** Which implementation talks to the provider (GAME_PROVIDER, default `sandbox`). */
  adapter: GameProviderAdapter;
  /** The provider's base url. */
  url: string;
  /** The platform as the provider knows it. */
  operatorId: string;
  /** null in production until configured: the platform then never calls the provider. */
  secret: string | null;
  /** Import the catalogue and follow the live tables while running. */
  sync: boolean;
};

export function createGameProvider(config: GameProviderConfig): GameProvider {
  switch (config.adapter) {
    case 'sandbox': {
      const { url, operatorId, secret } = config;
      const operatorApi = secret === null ? null : new OperatorApiClient({ url, operatorId, secret });
      return new SandboxGameProvider({ url, operatorApi });
    }
    default: {
      // The configuration accepts only GAME_PROVIDER_ADAPTERS, so reaching this is a bug.
      const unknown: never = config.adapter;
      throw new Error(`no game provider adapter named ${String(unknown)}`);
    }
  }
}

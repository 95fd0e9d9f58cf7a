import { describe, expect, it } from 'vitest';
import { loadPlatformConfig } from '../../config';

describe('WALLET_PROVIDERS', () => {
  it('defaults to the sandboxes in development, the sportsbook selling sports bets', () => {
    expect(loadPlatformConfig({ NODE_ENV: 'development' }).walletProviders).toEqual({
      'sandbox-games': { secret: 'dev-games-secret', product: 'casino' },
      'sandbox-sports': { secret: 'dev-sports-secret', product: 'sportsbook' },
    });
  });

  it('lets no provider in, in production, until configured', () => {
    expect(loadPlatformConfig({ NODE_ENV: 'production' }).walletProviders).toEqual({});
    const configured = loadPlatformConfig({
      NODE_ENV: 'production',
      WALLET_PROVIDERS: '{"games-live":"a-long-secret","sports-live":"another-secret"}',
      WALLET_SPORTSBOOK_PROVIDERS: 'sports-live',
    });
    expect(configured.walletProviders).toEqual({
      'games-live': { secret: 'a-long-secret', product: 'casino' },
      'sports-live': { secret: 'another-secret', product: 'sportsbook' },
    });
  });

  it('refuses a value that is not a JSON map of ids to secrets', () => {
    for (const value of ['not json', '["a"]', '{"games":"short"}', '{"games":1}']) {
      expect(() => loadPlatformConfig({ WALLET_PROVIDERS: value }), value).toThrow(/WALLET_PROVIDERS/);
    }
  });
});

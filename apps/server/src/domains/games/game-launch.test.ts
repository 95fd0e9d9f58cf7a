import { describe, expect, it } from 'vitest';
import { type Launcher, launchAllowances, launchRefusal, lobbyUrlOf } from './game-launch';

const visitor: Launcher = { player: null, countryBlocked: false };
const player: Launcher = { player: { playerId: 7, accountState: 'active' }, countryBlocked: false };

function codeOf(result: ReturnType<typeof launchRefusal>) {
  return result.ok ? 'OK' : result.error.code;
}

describe('launchRefusal', () => {
  it('lets a visitor play demo games and a player play for real', () => {
    expect(codeOf(launchRefusal('demo', 1, visitor))).toBe('OK');
    expect(codeOf(launchRefusal('real', 1, player))).toBe('OK');
    expect(codeOf(launchRefusal('real', 0, player))).toBe('OK');
    expect(codeOf(launchRefusal('demo', 1, player))).toBe('OK');
  });

  it('sends a visitor who asks for real money to log in', () => {
    expect(codeOf(launchRefusal('real', 1, visitor))).toBe('NOT_LOGGED_IN');
  });

  it('has no demo of a game without a play-money mode', () => {
    expect(codeOf(launchRefusal('demo', 0, visitor))).toBe('DEMO_NOT_AVAILABLE');
    expect(codeOf(launchRefusal('demo', 0, player))).toBe('DEMO_NOT_AVAILABLE');
  });

  it('blocks a closed country for everyone and a restricted account in every mode', () => {
    expect(codeOf(launchRefusal('demo', 1, { ...visitor, countryBlocked: true }))).toBe('PLAYER_BLOCKED');
    expect(codeOf(launchRefusal('real', 1, { ...player, countryBlocked: true }))).toBe('PLAYER_BLOCKED');
    for (const accountState of ['paused', 'self_excluded', 'locked'] as const) {
      const restricted: Launcher = { player: { playerId: 7, accountState }, countryBlocked: false };
      expect(launchRefusal('real', 1, restricted)).toMatchObject({
        ok: false,
        error: { code: 'PLAYER_BLOCKED', details: { accountState } },
      });
      expect(codeOf(launchRefusal('demo', 1, restricted))).toBe('PLAYER_BLOCKED');
    }
  });

  it('tells the launch-check what the visitor may do', () => {
    expect(launchAllowances(1, visitor)).toEqual({ demoAllowed: true, realAllowed: false });
    expect(launchAllowances(0, player)).toEqual({ demoAllowed: false, realAllowed: true });
  });
});

describe('lobbyUrlOf', () => {
  it("returns the provider's lobby button to the site's casino in the site language", () => {
    expect(lobbyUrlOf('http://localhost:3000', 'fi')).toBe('http://localhost:3000/fi/casino');
  });
});

import { describe, expect, it } from 'vitest';
import { type Launcher, launchAllowances, launchRefusal, lobbyUrlOf, providerLaunchUrl } from './game-launch';

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

describe('providerLaunchUrl', () => {
  it('builds the section 2 urls, with the token only in real mode', () => {
    const lobbyUrl = lobbyUrlOf('http://localhost:3000', 'fi');
    expect(lobbyUrl).toBe('http://localhost:3000/fi/casino');
    expect(
      providerLaunchUrl({
        providerUrl: 'http://localhost:5100',
        gameCode: 'aurora-book-of-frost',
        mode: 'real',
        token: 'abc_-1',
        language: 'fi',
        currency: 'EUR',
        lobbyUrl,
      }),
    ).toBe(
      'http://localhost:5100/play/aurora-book-of-frost?mode=real&token=abc_-1&lang=fi&currency=EUR&lobbyUrl=http%3A%2F%2Flocalhost%3A3000%2Ffi%2Fcasino',
    );
    expect(
      providerLaunchUrl({
        providerUrl: 'http://localhost:5100',
        gameCode: 'aurora-book-of-frost',
        mode: 'demo',
        language: 'en',
        currency: 'EUR',
        lobbyUrl,
      }),
    ).toBe(
      'http://localhost:5100/play/aurora-book-of-frost?mode=demo&lang=en&currency=EUR&lobbyUrl=http%3A%2F%2Flocalhost%3A3000%2Ffi%2Fcasino',
    );
  });
});

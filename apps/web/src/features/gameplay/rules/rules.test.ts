import { describe, expect, it } from 'vitest';
import { fixtureCatalogue, fixtureGame } from '../test-support/fixtures';
import { BONUS_REMINDER_CLOSED, bonusDropped, showBonusReminder } from './bonus-reminder';
import { frameSize, GUEST_NOTICE_HEIGHT_PX, HEIGHT_RESERVE_PX } from './frame-size';
import { formatRtp } from './game-facts';
import { parseGameMessage, providerOrigin } from './game-messages';
import { launchDecision } from './launch-decision';
import {
  isSplitScreenGame,
  promoRaceRestrictsSplit,
  SEARCH_PAGE_SIZE,
  shownGames,
  splitControlsVisible,
  splitScreenGames,
  splitSearchList,
} from './split-screen';

describe('frame size (spec 2.8)', () => {
  it('16:9 takes the height left after the 134 px reserve, width = height × 1.78', () => {
    expect(
      frameSize({ viewportHeight: 900, availableWidth: 1400, aspectRatio: 1, guestNotice: false, dual: false }),
    ).toEqual({
      width: Math.floor((900 - HEIGHT_RESERVE_PX) * 1.78),
      height: 900 - HEIGHT_RESERVE_PX,
    });
  });

  it('4:3 (aspectRatio 2) is height × 1.33', () => {
    expect(
      frameSize({ viewportHeight: 900, availableWidth: 1400, aspectRatio: 2, guestNotice: false, dual: false }),
    ).toEqual({
      width: Math.floor(766 * 1.33),
      height: 766,
    });
  });

  it('a guest loses 50 px more to the notification bar', () => {
    const size = frameSize({
      viewportHeight: 900,
      availableWidth: 1400,
      aspectRatio: 2,
      guestNotice: true,
      dual: false,
    });
    expect(size.height).toBe(900 - HEIGHT_RESERVE_PX - GUEST_NOTICE_HEIGHT_PX);
  });

  it('a frame too wide for the space is clamped to the width, its height following', () => {
    expect(
      frameSize({ viewportHeight: 900, availableWidth: 1000, aspectRatio: 1, guestNotice: false, dual: false }),
    ).toEqual({
      width: 1000,
      height: Math.floor(1000 / 1.78),
    });
  });

  it('split screen gives each frame 50 % of the width', () => {
    expect(
      frameSize({ viewportHeight: 900, availableWidth: 1400, aspectRatio: 1, guestNotice: false, dual: true }),
    ).toEqual({
      width: 700,
      height: Math.floor(700 / 1.78),
    });
  });

  it('never answers a negative size', () => {
    expect(
      frameSize({ viewportHeight: 100, availableWidth: -20, aspectRatio: 1, guestNotice: true, dual: false }),
    ).toEqual({
      width: 0,
      height: 0,
    });
  });
});

describe('launch decision (spec 2.1, 2.8)', () => {
  const base = {
    game: { hasDemo: 1 },
    demoAllowed: true,
    realAllowed: true,
    language: 'en',
    pathname: '/en/gameplay/book-of-frost',
    search: '',
  };

  it('waits for the session', () => {
    expect(launchDecision({ ...base, session: 'loading' })).toEqual({ kind: 'wait' });
  });

  it('a player plays for real', () => {
    expect(launchDecision({ ...base, session: 'player' })).toEqual({ kind: 'play', mode: 'real' });
    expect(launchDecision({ ...base, session: 'player', search: '?forceRealGame=true' })).toEqual({
      kind: 'play',
      mode: 'real',
    });
  });

  it('a player the platform does not let play for real sees that, not a demo', () => {
    expect(launchDecision({ ...base, session: 'player', realAllowed: false })).toEqual({ kind: 'unavailable' });
  });

  it('a guest plays the demo when hasDemo > 0', () => {
    expect(launchDecision({ ...base, session: 'guest' })).toEqual({ kind: 'play', mode: 'demo' });
  });

  it('a guest goes to login when there is no demo, the url stored to come back', () => {
    expect(launchDecision({ ...base, session: 'guest', game: { hasDemo: 0 }, search: '?x=1' })).toEqual({
      kind: 'login',
      previousUrl: '/en/gameplay/book-of-frost?x=1',
      target: '/en/login',
    });
    expect(launchDecision({ ...base, session: 'guest', demoAllowed: false }).kind).toBe('login');
  });

  it('forceRealGame sends a guest to login even when a demo exists, without the flag in the stored url', () => {
    expect(launchDecision({ ...base, session: 'guest', search: '?forceRealGame=true&x=1' })).toEqual({
      kind: 'login',
      previousUrl: '/en/gameplay/book-of-frost?x=1',
      target: '/en/login',
    });
  });
});

describe('bonus reminder (spec 2.8)', () => {
  const shown = {
    minimised: false,
    loggedIn: true,
    launchedFromApp: true,
    dualOnMobile: false,
    bonusDropped: true,
    stored: null,
  };

  it('shows when everything holds', () => {
    expect(showBonusReminder(shown)).toBe(true);
  });

  it.each([
    ['minimised', { minimised: true }],
    ['a guest', { loggedIn: false }],
    ['not launched from the site', { launchedFromApp: false }],
    ['split screen on mobile', { dualOnMobile: true }],
    ['no bonus drop', { bonusDropped: false }],
    ['closed before', { stored: BONUS_REMINDER_CLOSED }],
  ])('hides when %s', (_, change) => {
    expect(showBonusReminder({ ...shown, ...change })).toBe(false);
  });

  it('a drop is a lower bonus than the reading before', () => {
    expect(bonusDropped(1000, 990)).toBe(true);
    expect(bonusDropped(1000, 1000)).toBe(false);
    expect(bonusDropped(1000, 1200)).toBe(false);
    expect(bonusDropped(null, 0)).toBe(false);
  });
});

describe('game client messages (integration doc section 4)', () => {
  const origin = providerOrigin('http://localhost:5100/play/frost?mode=real&token=t');

  it('takes the provider origin from the launch url', () => {
    expect(origin).toBe('http://localhost:5100');
    expect(providerOrigin('javascript:alert(1)')).toBeNull();
    expect(providerOrigin('not a url')).toBeNull();
  });

  it('accepts the envelope from the provider origin only', () => {
    const message = { source: 'vauhti-game', type: 'balance', gameCode: 'frost', cash: 1, bonus: 0, total: 1 };
    expect(parseGameMessage(message, 'http://localhost:5100', origin)).toEqual({ type: 'balance', gameCode: 'frost' });
    expect(parseGameMessage(message, 'http://evil.test', origin)).toBeNull();
    expect(parseGameMessage(message, 'http://localhost:5100', null)).toBeNull();
  });

  it('ignores anything that is not a game message', () => {
    expect(parseGameMessage('loaded', 'http://localhost:5100', origin)).toBeNull();
    expect(
      parseGameMessage({ source: 'other', type: 'loaded', gameCode: 'x' }, 'http://localhost:5100', origin),
    ).toBeNull();
    expect(
      parseGameMessage({ source: 'vauhti-game', type: 'pay-me', gameCode: 'x' }, 'http://localhost:5100', origin),
    ).toBeNull();
    expect(
      parseGameMessage({ source: 'vauhti-game', type: 'error', gameCode: 'x' }, 'http://localhost:5100', origin),
    ).toBeNull();
    expect(
      parseGameMessage(
        { source: 'vauhti-game', type: 'error', gameCode: 'x', code: 'TOKEN_EXPIRED' },
        'http://localhost:5100',
        origin,
      ),
    ).toEqual({ type: 'error', gameCode: 'x', code: 'TOKEN_EXPIRED' });
  });
});

describe('split screen (spec 2.8)', () => {
  const catalogue = fixtureCatalogue();
  const games = splitScreenGames(catalogue);
  const groups = catalogue.lobbies[1]?.gameGroupList ?? [];
  const codes = (list: { gameCode: string }[]) => list.map((game) => game.gameCode);

  it('only games of the split-screen lobby may join', () => {
    expect(games).toHaveLength(18);
    expect(isSplitScreenGame(catalogue, fixtureGame('frost-1'))).toBe(true);
    expect(isSplitScreenGame(catalogue, fixtureGame('live-roulette', { splitScreen: true }))).toBe(false);
    expect(isSplitScreenGame(undefined, fixtureGame('x', { splitScreen: false }))).toBe(false);
  });

  it('search: case-insensitive substring of name or studio, excluding the games in the window', () => {
    const list = splitSearchList({
      games,
      groups,
      view: { kind: 'search', text: 'FROST 1' },
      studioFilter: null,
      exclude: ['frost-1', 'frost-12'],
    });
    expect(codes(list.games)).toEqual(['frost-10', 'frost-11', 'frost-13', 'frost-14']);
  });

  it('a studio match gives a studio result with its count', () => {
    const list = splitSearchList({
      games,
      groups,
      view: { kind: 'search', text: 'nova' },
      studioFilter: null,
      exclude: ['nova-star-2'],
    });
    expect(list.studios).toEqual([{ code: 'nova', name: 'Nova Studio', count: 3 }]);
    expect(codes(list.games)).toEqual(['nova-star-1', 'nova-star-3', 'nova-star-4']);
  });

  it("'view all' lists the studio's games without the excluded ones", () => {
    const list = splitSearchList({
      games,
      groups,
      view: { kind: 'studio', studioCode: 'nova' },
      studioFilter: null,
      exclude: ['nova-star-1'],
    });
    expect(codes(list.games)).toEqual(['nova-star-2', 'nova-star-3', 'nova-star-4']);
  });

  it('a group tab lists its games, narrowed by the studio filter', () => {
    const all = splitSearchList({
      games,
      groups,
      view: { kind: 'group', groupId: 'new' },
      studioFilter: null,
      exclude: [],
    });
    expect(codes(all.games)).toEqual(['nova-star-1', 'nova-star-2', 'nova-star-3', 'nova-star-4']);
    const filtered = splitSearchList({
      games,
      groups,
      view: { kind: 'group', groupId: 'popular' },
      studioFilter: 'nova',
      exclude: [],
    });
    expect(filtered.games).toEqual([]);
  });

  it('pages of 6', () => {
    const list = Array.from({ length: 14 }, (_, index) => index);
    expect(SEARCH_PAGE_SIZE).toBe(6);
    expect(shownGames(list, 1)).toHaveLength(6);
    expect(shownGames(list, 2)).toHaveLength(12);
    expect(shownGames(list, 3)).toHaveLength(14);
  });

  it('controls are for players with split-screen games, hidden while a promo race restricts them', () => {
    expect(splitControlsVisible({ loggedIn: true, gamesEligible: true, promoRaceRestricts: false })).toBe(true);
    expect(splitControlsVisible({ loggedIn: false, gamesEligible: true, promoRaceRestricts: false })).toBe(false);
    expect(splitControlsVisible({ loggedIn: true, gamesEligible: false, promoRaceRestricts: false })).toBe(false);
    expect(splitControlsVisible({ loggedIn: true, gamesEligible: true, promoRaceRestricts: true })).toBe(false);
  });

  it('a promo race restricts only when races are on and available, for a player in a race game', () => {
    const race = {
      racesEnabled: true,
      racesAvailable: true,
      loggedIn: true,
      activeGameCodes: ['frost-1'],
      currentRaceGameCodes: ['frost-1', 'frost-2'],
    };
    expect(promoRaceRestrictsSplit(race)).toBe(true);
    expect(promoRaceRestrictsSplit({ ...race, racesEnabled: false })).toBe(false);
    expect(promoRaceRestrictsSplit({ ...race, racesAvailable: false })).toBe(false);
    expect(promoRaceRestrictsSplit({ ...race, loggedIn: false })).toBe(false);
    expect(promoRaceRestrictsSplit({ ...race, currentRaceGameCodes: ['other'] })).toBe(false);
  });
});

describe('game facts', () => {
  it('formats the RTP from basis points without floating point, in the edition locale', () => {
    expect(formatRtp(9612, 'en')).toBe('96.12%');
    expect(formatRtp(9600, 'en')).toBe('96.00%');
    expect(formatRtp(9612, 'fi')).toMatch(/^96,12\s%$/);
  });
});

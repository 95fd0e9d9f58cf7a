import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changeGame,
  chooseSplitGame,
  clearGames,
  closeGame,
  closePanel,
  type GameEntry,
  type GameWindowState,
  INITIAL_GAME_WINDOW,
  loggedOut,
  MAX_ACTIVE_GAMES,
  minimise,
  openGame,
  openPanel,
  openSplit,
  pageVisited,
  setFullscreen,
  setGameUrl,
  togglePanel,
} from './game-window-state';

function entry(gameCode: string, overrides: Partial<GameEntry> = {}): GameEntry {
  return {
    gameCode,
    launchPath: `${gameCode}-path`,
    name: gameCode.toUpperCase(),
    aspectRatio: 1,
    mode: 'real',
    splitScreen: true,
    ...overrides,
  };
}

const fromLobby = pageVisited(INITIAL_GAME_WINDOW, '/en/casino/slots?sort=new', false);
const playing = openGame(fromLobby, entry('frost'));
const dual = chooseSplitGame(openSplit(playing), entry('fire'));

const codes = (state: GameWindowState) => state.games.map((game) => game.gameCode);

describe('opening a game', () => {
  it('starts the window with the game, remembering the page it was launched from', () => {
    expect(codes(playing)).toEqual(['frost']);
    expect(playing.origin).toBe('/en/casino/slots?sort=new');
    expect(playing.games[0]?.url).toBeNull();
  });

  it('has no origin when the game window is the first page of the visit', () => {
    expect(openGame(INITIAL_GAME_WINDOW, entry('frost')).origin).toBeNull();
  });

  it('keeps the launched game (and its iframe url) when the same game opens again', () => {
    const launched = setGameUrl(playing, 'frost', 'real', 'http://games/play/frost');
    expect(openGame(launched, entry('frost'))).toBe(launched);
  });

  it('relaunches in place when the mode changes (a guest who logged in plays for real)', () => {
    const demo = setGameUrl(openGame(fromLobby, entry('frost', { mode: 'demo' })), 'frost', 'demo', 'http://demo');
    const real = openGame(demo, entry('frost'));
    expect(real.games).toEqual([{ ...entry('frost'), url: null }]);
  });

  it('switch game replaces the active game and keeps the origin', () => {
    const switched = openGame(playing, entry('gold'));
    expect(codes(switched)).toEqual(['gold']);
    expect(switched.origin).toBe(playing.origin);
  });

  it('switch game in split screen keeps the second game when the new one may share the screen', () => {
    expect(codes(openGame(dual, entry('gold')))).toEqual(['gold', 'fire']);
    const notSplit = openGame(dual, entry('gold', { splitScreen: false }));
    expect(codes(notSplit)).toEqual(['gold']);
    expect(notSplit.split).toBe(false);
  });

  it('ignores a launch answer for a game that has left or changed mode', () => {
    expect(setGameUrl(playing, 'gone', 'real', 'http://x')).toBe(playing);
    expect(setGameUrl(playing, 'frost', 'demo', 'http://x')).toBe(playing);
    expect(setGameUrl(playing, 'frost', 'real', 'http://x').games[0]?.url).toBe('http://x');
  });
});

describe('split screen (spec 2.8, part 4)', () => {
  it('opens with the search for the second slot and ends full screen', () => {
    const split = openSplit(setFullscreen(playing, true));
    expect(split).toMatchObject({ split: true, searchSlot: 1, panel: 'splitSearch', fullscreen: false });
  });

  it('adds the chosen game as the second frame and closes the search', () => {
    expect(codes(dual)).toEqual(['frost', 'fire']);
    expect(dual).toMatchObject({ split: true, searchSlot: null, panel: null });
  });

  it('never holds more than two games', () => {
    expect(openSplit(dual)).toBe(dual);
    expect(chooseSplitGame({ ...dual, searchSlot: 2 }, entry('third'))).toEqual({ ...dual, searchSlot: 2 });
  });

  it('never adds a game that is already playing', () => {
    const searching = openSplit(playing);
    expect(chooseSplitGame(searching, entry('frost'))).toBe(searching);
  });

  it("'change' reopens the search for that slot and the pick replaces that game", () => {
    const changing = changeGame(dual, 0);
    expect(changing).toMatchObject({ searchSlot: 0, panel: 'splitSearch' });
    expect(codes(chooseSplitGame(changing, entry('gold')))).toEqual(['gold', 'fire']);
  });

  it('closing either game returns to one game, the remaining one active, split controls reset', () => {
    for (const [slot, remaining] of [
      [0, 'fire'],
      [1, 'frost'],
    ] as const) {
      const closed = closeGame(changeGame(dual, 1), slot);
      expect(codes(closed)).toEqual([remaining]);
      expect(closed).toMatchObject({ split: false, searchSlot: null, panel: null });
    }
  });

  it('leaving the search before a second game is chosen leaves split screen', () => {
    expect(closePanel(openSplit(playing))).toMatchObject({ split: false, searchSlot: null, panel: null });
    expect(closePanel(changeGame(dual, 1))).toMatchObject({ split: true, panel: null });
  });

  it('max two games holds for any sequence of split actions', () => {
    const action = fc.oneof(
      fc.constant((s: GameWindowState) => openSplit(s)),
      fc.nat(3).map((slot) => (s: GameWindowState) => changeGame(s, slot)),
      fc.nat(3).map((slot) => (s: GameWindowState) => closeGame(s, slot)),
      fc.constantFrom('a', 'b', 'c', 'd').map((code) => (s: GameWindowState) => chooseSplitGame(s, entry(code))),
      fc.constantFrom('a', 'b', 'c').map((code) => (s: GameWindowState) => openGame(s, entry(code))),
      fc.constant((s: GameWindowState) => closePanel(s)),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let state = playing;
        for (const act of actions) {
          state = act(state);
          expect(state.games.length).toBeLessThanOrEqual(MAX_ACTIVE_GAMES);
          expect(new Set(codes(state)).size).toBe(state.games.length);
          if (state.games.length < 2 && state.panel !== 'splitSearch') expect(state.split).toBe(false);
        }
      }),
    );
  });
});

describe('side panels', () => {
  it('are mutually exclusive', () => {
    const recommended = openPanel(openSplit(playing), 'recommended');
    expect(recommended).toMatchObject({ panel: 'recommended', split: false, searchSlot: null });
    expect(togglePanel(recommended, 'recommended').panel).toBeNull();
    expect(openPanel(recommended, 'splitSearch')).toMatchObject({ panel: 'splitSearch', searchSlot: 1 });
  });
});

describe('minimise, full screen and navigation', () => {
  it('minimising ends full screen and closes the panel, keeping both games', () => {
    const minimised = minimise(setFullscreen(openPanel(dual, 'recommended'), true));
    expect(minimised).toMatchObject({ minimised: true, fullscreen: false, panel: null, split: true });
    expect(codes(minimised)).toEqual(['frost', 'fire']);
  });

  it('a page outside the game window keeps a minimised game, and becomes the origin when it is maximised', () => {
    const browsing = pageVisited(minimise(playing), '/en/casino/live-casino', false);
    expect(codes(browsing)).toEqual(['frost']);
    const maximised = openGame(browsing, entry('frost'));
    expect(maximised).toMatchObject({ minimised: false, origin: '/en/casino/live-casino' });
  });

  it('a page outside the game window closes a game that is not minimised', () => {
    const left = pageVisited(dual, '/en/promotions', false);
    expect(left).toEqual({ ...INITIAL_GAME_WINDOW, lastPage: '/en/promotions' });
  });

  it('another gameplay url changes nothing by itself (the route opens its game)', () => {
    expect(pageVisited(playing, '/en/gameplay/other', true)).toBe(playing);
  });

  it('logout clears the games and the minimised state', () => {
    const out = loggedOut(minimise(dual));
    expect(out).toMatchObject({ games: [], minimised: false, split: false, origin: null });
    expect(out.lastPage).toBe('/en/casino/slots?sort=new');
  });

  it('full screen needs a game in the full window', () => {
    expect(setFullscreen(INITIAL_GAME_WINDOW, true).fullscreen).toBe(false);
    expect(setFullscreen(minimise(playing), true).fullscreen).toBe(false);
    expect(setFullscreen(playing, true).fullscreen).toBe(true);
  });

  it('clearing an empty window changes nothing', () => {
    expect(clearGames(fromLobby)).toBe(fromLobby);
  });
});

import nodeConsole from 'node:console';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { broadcast } from '../../../lib/events/site-events';
import { gameWindowState, resetGameWindow } from '../../../lib/game-window/game-window-store';
import { readPreviousUrl } from '../../../lib/navigation/previous-url';
import { LOCAL_KEYS, readStorage } from '../../../lib/storage/keys';
import { mockApi } from '../../../test-support/api-mock';
import { gameplayRoutes, renderGameplay } from '../test-support/render-gameplay';

type HappyWindow = Window & {
  happyDOM: { setViewport(size: { width: number; height: number }): void };
};
const happy = window as unknown as HappyWindow;

function viewport(width: number, height: number) {
  act(() => happy.happyDOM.setViewport({ width, height }));
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

/** A message from a frame's game client, as window.parent.postMessage delivers it. */
function postFromGame(frame: HTMLIFrameElement, data: Record<string, unknown>, origin = 'http://games.test') {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data: { source: 'vauhti-game', ...data }, origin, source: frame.contentWindow }),
    );
  });
}

const frames = () => Array.from(document.querySelectorAll('iframe'));

beforeEach(() => {
  // happy-dom does not load iframe pages (the provider is not there anyway) and says so on the
  // console for every frame; the tests need the frame elements, not the pages.
  // happy-dom writes to the console the environment started with (node's), not the test's.
  const print = nodeConsole.error.bind(nodeConsole);
  vi.spyOn(nodeConsole, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Iframe page loading is disabled')) print(...args);
  });
  viewport(1440, 900);
});

afterEach(() => {
  cleanup();
  resetGameWindow();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('launching (spec 2.1, 2.8)', () => {
  it('a player plays the real game in the frame the launch answered', async () => {
    const { calls } = mockApi(gameplayRoutes({ player: true }));
    renderGameplay('/en/gameplay/frost-1');
    const frame = await screen.findByTitle('Frost 1');
    expect(frame.getAttribute('src')).toBe('http://games.test/play/frost-1?mode=real');
    expect(calls.find((call) => call.path === '/games/launch')?.body).toEqual({
      gameCode: 'frost-1',
      mode: 'real',
      language: 'en',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Frost 1' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'About Frost 1' })).toBeTruthy();
    expect(screen.getByText('Frost 1 is a medium volatility slot.')).toBeTruthy();
  });

  it('a guest plays the demo, with the fun-play notice and its sign-up link', async () => {
    mockApi(gameplayRoutes({ player: false }));
    renderGameplay('/en/gameplay/frost-1');
    expect((await screen.findByTitle('Frost 1')).getAttribute('src')).toBe('http://games.test/play/frost-1?mode=demo');
    expect(screen.getByText(/You are playing for fun/)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Sign up' })[0] as HTMLElement);
    expect((await screen.findByTestId('location')).textContent).toBe('at /en/register/step1');
    expect(readPreviousUrl()).toBe('/en/gameplay/frost-1');
    expect(window.sessionStorage.getItem('vauhti.pendingGameLaunch')).toBe('frost-1');
  });

  it('a guest goes to login for a game without a demo, the url stored', async () => {
    mockApi(gameplayRoutes({ player: false }));
    renderGameplay('/en/gameplay/live-roulette');
    expect((await screen.findByTestId('location')).textContent).toBe('at /en/login');
    expect(readPreviousUrl()).toBe('/en/gameplay/live-roulette');
    expect(frames()).toHaveLength(0);
  });

  it('forceRealGame sends a guest to login even when there is a demo', async () => {
    mockApi(gameplayRoutes({ player: false }));
    renderGameplay('/en/gameplay/frost-1?forceRealGame=true');
    expect((await screen.findByTestId('location')).textContent).toBe('at /en/login');
    expect(readPreviousUrl()).toBe('/en/gameplay/frost-1');
  });

  it('an unknown game is page-not-found', async () => {
    mockApi(gameplayRoutes({ player: true }));
    renderGameplay('/en/gameplay/no-such-game');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(frames()).toHaveLength(0);
  });

  it('hides the spinner when the game client says it has loaded, and refetches balances on a balance message', async () => {
    let balanceReads = 0;
    mockApi(
      gameplayRoutes({
        player: true,
        bonus: () => {
          balanceReads += 1;
          return 0;
        },
      }),
    );
    renderGameplay('/en/gameplay/frost-1');
    const frame = (await screen.findByTitle('Frost 1')) as HTMLIFrameElement;
    expect(screen.getByText('Loading Frost 1…')).toBeTruthy();
    postFromGame(frame, { type: 'loaded', gameCode: 'frost-1' }, 'http://evil.test');
    expect(screen.getByText('Loading Frost 1…')).toBeTruthy();
    postFromGame(frame, { type: 'loaded', gameCode: 'frost-1' });
    await waitFor(() => expect(screen.queryByText('Loading Frost 1…')).toBeNull());
    const before = balanceReads;
    postFromGame(frame, { type: 'balance', gameCode: 'frost-1', cash: 1, bonus: 0, total: 1, currency: 'EUR' });
    await waitFor(() => expect(balanceReads).toBeGreaterThan(before));
  });

  it("the client's deposit message opens the site's deposit entry", async () => {
    mockApi(gameplayRoutes({ player: true }));
    const { router } = renderGameplay('/en/gameplay/frost-1');
    const frame = (await screen.findByTitle('Frost 1')) as HTMLIFrameElement;
    postFromGame(frame, { type: 'deposit', gameCode: 'frost-1' });
    await waitFor(() => expect(router.state.location.search).toBe('?service=deposit'));
    expect(frames()[0]).toBe(frame);
  });
});

describe('minimise, close and navigation (spec 2.8)', () => {
  it('minimises to the floating box and maximises back to the same running frame', async () => {
    mockApi(gameplayRoutes({ player: true }));
    const { router } = renderGameplay('/en/casino/slots?sort=new');
    await act(() => router.navigate('/en/gameplay/frost-1'));
    const frame = await screen.findByTitle('Frost 1');
    fireEvent.click(screen.getByRole('button', { name: /Minimise the game/ }));
    expect((await screen.findByTestId('location')).textContent).toBe('at /en/casino/slots?sort=new');
    const floating = screen.getByRole('region', { name: 'Game window: Frost 1' });
    expect(floating.dataset.layout).toBe('floating');
    expect(frames()[0]).toBe(frame);
    fireEvent.click(within(floating).getByRole('button', { name: 'Back to Frost 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/gameplay/frost-1'));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Game window: Frost 1' }).dataset.layout).toBe('full'),
    );
    expect(frames()[0]).toBe(frame);
    expect(gameWindowState().minimised).toBe(false);
  });

  it('close returns to the casino page it was launched from, with its query', async () => {
    mockApi(gameplayRoutes({ player: true }));
    const { router } = renderGameplay('/en/casino/slots?providers=aurora');
    await act(() => router.navigate('/en/gameplay/frost-1'));
    await screen.findByTitle('Frost 1');
    fireEvent.click(screen.getByRole('button', { name: 'Close Frost 1' }));
    expect((await screen.findByTestId('location')).textContent).toBe('at /en/casino/slots?providers=aurora');
    expect(frames()).toHaveLength(0);
  });

  it('close with no origin goes to the language home', async () => {
    mockApi(gameplayRoutes({ player: true }));
    const { router } = renderGameplay('/en/gameplay/frost-1');
    await screen.findByTitle('Frost 1');
    fireEvent.click(screen.getByRole('button', { name: 'Close Frost 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
  });

  it('leaving for another page closes a game that is not minimised', async () => {
    mockApi(gameplayRoutes({ player: true }));
    const { router } = renderGameplay('/en/gameplay/frost-1');
    await screen.findByTitle('Frost 1');
    await act(() => router.navigate('/en/promotions'));
    expect(frames()).toHaveLength(0);
    expect(gameWindowState().games).toEqual([]);
  });

  it('logout clears the minimised game', async () => {
    mockApi(gameplayRoutes({ player: true }));
    const { router } = renderGameplay('/en/casino/slots');
    await act(() => router.navigate('/en/gameplay/frost-1'));
    await screen.findByTitle('Frost 1');
    fireEvent.click(screen.getByRole('button', { name: /Minimise the game/ }));
    await screen.findByTestId('location');
    expect(frames()).toHaveLength(1);
    act(() => broadcast('logout', {}));
    expect(frames()).toHaveLength(0);
  });

  it('a guest cannot minimise', async () => {
    mockApi(gameplayRoutes({ player: false }));
    renderGameplay('/en/gameplay/frost-1');
    await screen.findByTitle('Frost 1');
    expect(screen.queryByRole('button', { name: /Minimise the game/ })).toBeNull();
  });
});

describe('split screen (spec 2.8)', () => {
  it('adds a second game from the search, 50 % each with names, and closing one returns to single', async () => {
    mockApi(gameplayRoutes({ player: true }));
    const { router } = renderGameplay('/en/gameplay/frost-1');
    await screen.findByTitle('Frost 1');
    fireEvent.click(screen.getByRole('button', { name: 'Play a second game side by side' }));
    const panel = await screen.findByRole('complementary', { name: 'Add a second game' });
    const search = within(panel).getByRole('searchbox', { name: 'Search games or studios' });
    await waitFor(() => expect(document.activeElement).toBe(search));

    fireEvent.change(search, { target: { value: 'nova' } });
    const studio = within(panel).getByRole('button', { name: 'View all games by Nova Studio' }).closest('li');
    expect(studio?.textContent).toContain('4 games');
    fireEvent.click(within(panel).getByRole('link', { name: 'Nova Star 2' }));

    await waitFor(() => expect(frames()).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 1, name: 'Split screen: Frost 1 and Nova Star 2' })).toBeTruthy();
    const [first, second] = frames();
    const widths = [first, second].map((frame) => frame?.closest<HTMLElement>('[data-ratio]')?.style.width);
    expect(widths[0]).toBe(widths[1]);
    expect(Number.parseInt(widths[0] ?? '0', 10)).toBeLessThanOrEqual((1440 - 32 - 12) / 2);

    fireEvent.click(screen.getByRole('button', { name: 'Close Frost 1' }));
    await waitFor(() => expect(frames()).toHaveLength(1));
    expect(frames()[0]).toBe(second);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/gameplay/nova-star-2'));
    expect(screen.getByRole('heading', { level: 1, name: 'Nova Star 2' })).toBeTruthy();
  });

  it('the search never offers the games playing, and pages by 6 as the list end scrolls into view', async () => {
    const observers: { callback: IntersectionObserverCallback; element?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(readonly callback: IntersectionObserverCallback) {
          observers.push({ callback });
        }
        observe(element: Element) {
          const observer = observers.find((entry) => entry.callback === this.callback);
          if (observer) observer.element = element;
        }
        disconnect() {}
      },
    );
    mockApi(gameplayRoutes({ player: true }));
    renderGameplay('/en/gameplay/frost-1');
    await screen.findByTitle('Frost 1');
    fireEvent.click(screen.getByRole('button', { name: 'Play a second game side by side' }));
    const panel = await screen.findByRole('complementary', { name: 'Add a second game' });
    fireEvent.change(within(panel).getByRole('searchbox'), { target: { value: 'frost' } });
    const tiles = () =>
      within(panel)
        .queryAllByRole('article')
        .map((tile) => tile.getAttribute('aria-label'));
    expect(tiles()).toHaveLength(6);
    expect(tiles()).not.toContain('Frost 1');

    const latest = observers.at(-1);
    act(() =>
      latest?.callback(
        [{ isIntersecting: true, target: latest.element } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(tiles()).toHaveLength(12);
    const last = observers.at(-1);
    act(() =>
      last?.callback(
        [{ isIntersecting: true, target: last.element } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    // 14 Aurora games less the one playing.
    expect(tiles()).toHaveLength(13);

    fireEvent.change(within(panel).getByRole('searchbox'), { target: { value: '' } });
    expect(within(panel).getByRole('button', { name: 'Popular' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(panel).getByRole('button', { name: 'New' }));
    expect(tiles()).toEqual(['Nova Star 1', 'Nova Star 2', 'Nova Star 3', 'Nova Star 4']);
  });

  it('is for players only, and only for split-screen games', async () => {
    mockApi(gameplayRoutes({ player: false }));
    renderGameplay('/en/gameplay/frost-1');
    await screen.findByTitle('Frost 1');
    expect(screen.queryByRole('button', { name: 'Play a second game side by side' })).toBeNull();
    cleanup();
    resetGameWindow();
    mockApi(
      gameplayRoutes({
        player: true,
        checks: {},
      }),
    );
    renderGameplay('/en/gameplay/live-roulette');
    await screen.findByTitle('Live Roulette');
    expect(screen.queryByRole('button', { name: 'Play a second game side by side' })).toBeNull();
  });

  it("'change' reopens the search for that game's slot", async () => {
    mockApi(gameplayRoutes({ player: true }));
    renderGameplay('/en/gameplay/frost-1');
    await screen.findByTitle('Frost 1');
    fireEvent.click(screen.getByRole('button', { name: 'Play a second game side by side' }));
    const panel = await screen.findByRole('complementary', { name: 'Add a second game' });
    fireEvent.click(within(panel).getByRole('link', { name: 'Frost 2' }));
    await waitFor(() => expect(frames()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Change Frost 2 for another game' }));
    const changing = await screen.findByRole('complementary', { name: 'Change Frost 2' });
    fireEvent.click(within(changing).getByRole('link', { name: 'Frost 3' }));
    await waitFor(() => expect(frames().map((frame) => frame.title)).toEqual(['Frost 1', 'Frost 3']));
  });

  it('on a phone held upright, two games ask for landscape', async () => {
    viewport(360, 740);
    mockApi(gameplayRoutes({ player: true }));
    renderGameplay('/en/gameplay/frost-1');
    await screen.findByTitle('Frost 1');
    fireEvent.click(screen.getByRole('button', { name: 'Split screen' }));
    const panel = await screen.findByRole('complementary', { name: 'Add a second game' });
    fireEvent.click(within(panel).getByRole('link', { name: 'Frost 2' }));
    expect(await screen.findByText('Turn your device to landscape to play two games side by side.')).toBeTruthy();
    viewport(740, 360);
    await waitFor(() => expect(screen.queryByText(/Turn your device to landscape/)).toBeNull());
  });
});

describe('side panels and controls (spec 2.8)', () => {
  it('recommended opens in a panel, Escape closes it and focus returns to its button', async () => {
    mockApi(gameplayRoutes({ player: true }));
    renderGameplay('/en/gameplay/frost-1');
    await screen.findByTitle('Frost 1');
    const button = screen.getByRole('button', { name: 'Recommended' });
    button.focus();
    fireEvent.click(button);
    const panel = await screen.findByRole('complementary', { name: 'Recommended for you' });
    expect(await within(panel).findByRole('article', { name: 'Frost 5' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(button);
  });

  it('a recommended card switches the game', async () => {
    mockApi(gameplayRoutes({ player: true }));
    const { router } = renderGameplay('/en/gameplay/frost-1');
    await screen.findByTitle('Frost 1');
    fireEvent.click(screen.getByRole('button', { name: 'Recommended' }));
    const panel = await screen.findByRole('complementary', { name: 'Recommended for you' });
    fireEvent.click(await within(panel).findByRole('link', { name: 'Frost 5' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/gameplay/frost-5'));
    expect(await screen.findByTitle('Frost 5')).toBeTruthy();
    expect(screen.queryByTitle('Frost 1')).toBeNull();
  });

  it('opening the split-screen search closes the recommended panel', async () => {
    mockApi(gameplayRoutes({ player: true }));
    renderGameplay('/en/gameplay/frost-1');
    await screen.findByTitle('Frost 1');
    fireEvent.click(screen.getByRole('button', { name: 'Recommended' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play a second game side by side' }));
    expect(gameWindowState().panel).toBe('splitSearch');
    expect(screen.getByRole('button', { name: 'Recommended' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('the mobile layout puts the controls in a footer bar', async () => {
    viewport(360, 740);
    mockApi(gameplayRoutes({ player: true }));
    renderGameplay('/en/gameplay/frost-1');
    await screen.findByTitle('Frost 1');
    const bar = screen.getByRole('navigation', { name: 'Game controls' });
    expect(within(bar).getByRole('button', { name: 'Add Frost 1 to favourites' })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Recommended' })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Split screen' })).toBeTruthy();
    expect(
      within(bar)
        .getByRole('link', { name: /Deposit/ })
        .getAttribute('href'),
    ).toBe('/en/gameplay/frost-1?service=deposit');
    expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull();
  });

  it("a guest's favourite goes to registration", async () => {
    mockApi(gameplayRoutes({ player: false }));
    renderGameplay('/en/gameplay/frost-1');
    await screen.findByTitle('Frost 1');
    fireEvent.click(screen.getByRole('button', { name: 'Add Frost 1 to favourites' }));
    expect((await screen.findByTestId('location')).textContent).toBe('at /en/register');
  });

  it('the bonus reminder shows once the bonus balance drops, and closing it is remembered', async () => {
    let bonus = 1000;
    mockApi(gameplayRoutes({ player: true, bonus: () => bonus }));
    const { router } = renderGameplay('/en/casino/slots');
    await act(() => router.navigate('/en/gameplay/frost-1'));
    const frame = (await screen.findByTitle('Frost 1')) as HTMLIFrameElement;
    await waitFor(() => expect(gameWindowState().games[0]?.url).not.toBeNull());
    expect(screen.queryByText(/You are now wagering bonus money/)).toBeNull();
    bonus = 900;
    postFromGame(frame, { type: 'balance', gameCode: 'frost-1' });
    expect(await screen.findByText(/You are now wagering bonus money/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read the bonus rules' }).getAttribute('href')).toBe(
      '/en/info/bonus-rules',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close the bonus reminder' }));
    expect(screen.queryByText(/You are now wagering bonus money/)).toBeNull();
    expect(readStorage('local', LOCAL_KEYS.bonusRemainder)).toBe('closed');
  });
});

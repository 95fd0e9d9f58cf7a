import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Game } from '@vauhti/contracts/games';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gamesKeys } from '../../lib/games/games-queries';
import { fixtureCatalogue, fixtureGame, fixtureLiveTable } from '../../lib/games/test-support/fixture-catalogue';
import { SESSION_KEYS } from '../../lib/storage/keys';
import { guestStatus, mockApi } from '../../test-support/api-mock';
import { renderWithSite, testQueryClient } from '../../test-support/render';
import { FAVOURITE_TOOLTIP_DELAY_MS } from './FavouriteButton';
import { GameCard } from './GameCard';
import { LiveBadge } from './LiveBadge';

const playerStatus = { status: 'logged_in', loggedIn: true, playerId: 7, registration: null };
const catalogue = fixtureCatalogue({ slots: 4 });
const game = fixtureGame(0, {
  gameCode: 'aurora-book-of-frost',
  name: 'Book of Frost',
  multilingualUrl: { en: 'book-of-frost' },
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderCard(element = <GameCard game={game} />, url = '/en/casino/slots?sort=az') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(gamesKeys.catalogue, catalogue);
  return renderWithSite(element, { url, path: '/en/casino/slots', queryClient });
}

/** A card that is given another game on a click, as a grid's reused tile is by a new search. */
function SwitchingCard({ first, then }: { first: Game; then: Game }) {
  const [shown, setShown] = useState(first);
  return (
    <>
      <button type="button" onClick={() => setShown(then)}>
        next
      </button>
      <GameCard game={shown} />
    </>
  );
}

describe('GameCard', () => {
  it('shows the art at its explicit size, lazily, with the name and studio', async () => {
    mockApi({ 'GET /auth/status': guestStatus });
    const { container } = renderCard();
    expect(await screen.findByRole('heading', { name: 'Book of Frost' })).toBeTruthy();
    expect(screen.getByText(game.vendorDisplayName)).toBeTruthy();
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe(
      'http://localhost:5100/media/games/aurora-book-of-frost/aurora-book-of-frost.jpg',
    );
    expect([image?.getAttribute('width'), image?.getAttribute('height'), image?.getAttribute('loading')]).toEqual([
      '480',
      '360',
      'lazy',
    ]);
  });

  it('sends a guest to play for real through login, and offers the demo when the game has one', async () => {
    mockApi({ 'GET /auth/status': guestStatus });
    renderCard();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Book of Frost' }).getAttribute('href')).toBe(
        '/en/gameplay/book-of-frost?forceRealGame=true',
      ),
    );
    expect(screen.getByRole('link', { name: 'Play Book of Frost for fun' }).getAttribute('href')).toBe(
      '/en/gameplay/book-of-frost',
    );
  });

  it('offers no demo for a game without one, nor to a player', async () => {
    mockApi({ 'GET /auth/status': guestStatus });
    renderCard(<GameCard game={{ ...game, hasDemo: 0 }} />);
    await screen.findByRole('link', { name: 'Book of Frost' });
    expect(screen.queryByRole('link', { name: 'Play Book of Frost for fun' })).toBeNull();
  });

  it("shows the game's name as the art's placeholder and the image only once its load event has fired", async () => {
    mockApi({ 'GET /auth/status': guestStatus });
    const { container } = renderCard();
    await screen.findByRole('heading', { name: 'Book of Frost' });
    const image = container.querySelector('img');
    if (!image) throw new Error('no art image');
    expect(image.closest('[data-name]')?.getAttribute('data-name')).toBe('Book of Frost');
    expect(image.hasAttribute('data-loaded')).toBe(false);
    fireEvent.load(image);
    expect(image.hasAttribute('data-loaded')).toBe(true);
  });

  it("a tile given another game drops the first game's loaded <img>; the new one waits for its own load", async () => {
    mockApi({ 'GET /auth/status': guestStatus });
    const other = fixtureGame(1, {
      gameCode: 'lumen-wolf-night',
      name: 'Wolf Night',
      multilingualUrl: { en: 'wolf-night' },
    });
    const { container } = renderCard(<SwitchingCard first={game} then={other} />);
    await screen.findByRole('heading', { name: 'Book of Frost' });
    const first = container.querySelector('img');
    if (!first) throw new Error('no art image');
    fireEvent.load(first);

    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    await screen.findByRole('heading', { name: 'Wolf Night' });
    const sources = [...container.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources).toEqual(['http://localhost:5100/media/games/lumen-wolf-night/lumen-wolf-night.jpg']);
    expect(first.isConnected).toBe(false);
    const second = container.querySelector('img');
    expect(second?.hasAttribute('data-loaded')).toBe(false);
    expect(second?.closest('[data-name]')?.getAttribute('data-name')).toBe('Wolf Night');
  });

  it("the title is the tile's one play link: clicking it opens the game at the art's play url", async () => {
    mockApi({ 'GET /auth/status': guestStatus });
    renderCard(<GameCard game={{ ...game, hasDemo: 0 }} />);
    const heading = await screen.findByRole('heading', { name: 'Book of Frost' });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Book of Frost', '/en/gameplay/book-of-frost?forceRealGame=true'],
    ]);
    await userEvent.click(within(heading).getByText('Book of Frost'));
    expect((await screen.findByTestId('location')).textContent).toBe(
      'at /en/gameplay/book-of-frost?forceRealGame=true',
    );
  });

  it('sends a guest who taps the heart to registration, remembering the page', async () => {
    mockApi({ 'GET /auth/status': guestStatus });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Favourite: Book of Frost' }));
    expect((await screen.findByTestId('location')).textContent).toBe('at /en/register');
    expect(window.sessionStorage.getItem(SESSION_KEYS.previousUrl)).toBe('/en/casino/slots?sort=az');
  });

  it('toggles a player favourite and follows only a SUCCESS answer', async () => {
    let answer = { status: 'SUCCESS', favoriteAddFlag: true };
    const { calls } = mockApi({
      'GET /auth/status': playerStatus,
      'GET /profile': {},
      'GET /games/favourites': { favourites: {} },
      'POST /games/favourites': () => answer,
    });
    renderCard();
    const heart = await screen.findByRole('button', { name: 'Favourite: Book of Frost' });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    await userEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      newState: true,
      gameID: 'aurora-book-of-frost',
    });

    answer = { status: 'FAILED', favoriteAddFlag: false };
    await userEvent.click(heart);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    await waitFor(() => expect(heart.hasAttribute('disabled')).toBe(false));
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the favourite tooltip only after two seconds of mouse hover', async () => {
    mockApi({ 'GET /auth/status': guestStatus });
    renderCard();
    const heart = await screen.findByRole('button', { name: 'Favourite: Book of Frost' });
    vi.useFakeTimers();
    fireEvent.pointerEnter(heart, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(FAVOURITE_TOOLTIP_DELAY_MS - 1));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip').textContent).toBe('Add to favourites');
    fireEvent.pointerLeave(heart);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows a live table on its tile with its phase and betting countdown', async () => {
    mockApi({ 'GET /auth/status': guestStatus });
    renderCard(
      <GameCard
        game={{ ...game, liveTableId: 'roulette-1' }}
        liveTable={fixtureLiveTable('roulette-1', game.gameCode, 12)}
      />,
    );
    expect(await screen.findByText('Bets open')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('12s');
    // The tile's badge stays one line: the seat count shows in the full badge only.
    expect(screen.queryByText('7 players')).toBeNull();
  });

  it('the full live badge adds the seat count, and no countdown outside betting', async () => {
    renderWithSite(<LiveBadge table={{ ...fixtureLiveTable('roulette-1', game.gameCode), phase: 'playing' }} />);
    expect(await screen.findByText('Dealing')).toBeTruthy();
    expect(screen.getByText('7 players')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

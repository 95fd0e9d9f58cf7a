import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SiteBalanceMessageSchema } from '@vauhti/contracts/game-frame-messages';
import { describe, expect, it, type Mock, vi } from 'vitest';
import { applyLiveEvent } from '../../../lib/live/live-cache';
import { mockApi } from '../../../test-support/api-mock';
import { gameplayRoutes, renderGameplay, setUpDesktopGameWindowTests } from '../test-support/render-gameplay';

/*
 * The site relays the player's balance to each game frame (docs/games-integration.md section 4b).
 * happy-dom loads no frame pages, so each frame gets a stand-in window that records what is posted.
 */

type FrameWindow = { postMessage: Mock<(message: unknown, targetOrigin: string) => void> };

function standInWindow(frame: HTMLIFrameElement): FrameWindow {
  const frameWindow: FrameWindow = { postMessage: vi.fn() };
  Object.defineProperty(frame, 'contentWindow', { configurable: true, value: frameWindow });
  return frameWindow;
}

/** The game client's `loaded`, as window.parent.postMessage delivers it from the frame. */
function clientLoaded(frame: HTMLIFrameElement, gameCode: string, origin: string) {
  const event = Object.assign(new Event('message'), {
    data: { source: 'vauhti-game', type: 'loaded', gameCode },
    origin,
    source: frame.contentWindow,
  });
  act(() => {
    window.dispatchEvent(event);
  });
}

const balanceMessage = (cash: number, bonus = 0) => ({
  source: 'vauhti-site',
  type: 'balance',
  version: 1,
  cash,
  bonus,
  total: cash + bonus,
  currency: 'EUR',
});

setUpDesktopGameWindowTests();

describe('the balance relayed to the game frames', () => {
  it('posts the versioned balance message to the frame origin once its client has loaded, and again when the live balance changes', async () => {
    mockApi(gameplayRoutes({ player: true }));
    const { queryClient } = renderGameplay('/en/gameplay/frost-1');
    const frame = (await screen.findByTitle('Frost 1')) as HTMLIFrameElement;
    const frameWindow = standInWindow(frame);
    await waitFor(() => expect(queryClient.getQueryData(['player', 'balances'])).toBeTruthy());
    expect(frameWindow.postMessage).not.toHaveBeenCalled();

    clientLoaded(frame, 'frost-1', 'http://games.test');
    await waitFor(() => expect(frameWindow.postMessage).toHaveBeenCalledTimes(1));
    expect(frameWindow.postMessage).toHaveBeenLastCalledWith(balanceMessage(5_000), 'http://games.test');
    expect(SiteBalanceMessageSchema.safeParse(frameWindow.postMessage.mock.calls[0]?.[0]).success).toBe(true);

    act(() =>
      applyLiveEvent(queryClient, {
        type: 'balance',
        cashMinor: 4_800,
        bonusMinor: 150,
        totalMinor: 4_950,
        currency: 'EUR',
      }),
    );
    await waitFor(() => expect(frameWindow.postMessage).toHaveBeenCalledTimes(2));
    expect(frameWindow.postMessage).toHaveBeenLastCalledWith(balanceMessage(4_800, 150), 'http://games.test');
  });

  it('split screen: a balance change reaches both frames, each at its own launch origin', async () => {
    const routes = gameplayRoutes({ player: true });
    mockApi({
      ...routes,
      // The second game from another provider host: its frame's origin is that host's.
      'POST /games/launch': ({ body }: { body: unknown }) => {
        const { gameCode, mode } = body as { gameCode: string; mode: string };
        const host = gameCode.startsWith('nova') ? 'https://nova.test:8443' : 'http://games.test';
        return { url: `${host}/play/${gameCode}?mode=${mode}`, mode, gameCode };
      },
    });
    const { queryClient } = renderGameplay('/en/gameplay/frost-1');
    const first = (await screen.findByTitle('Frost 1')) as HTMLIFrameElement;
    fireEvent.click(screen.getByRole('button', { name: 'Play a second game side by side' }));
    const panel = await screen.findByRole('complementary', { name: 'Add a second game' });
    fireEvent.change(within(panel).getByRole('searchbox', { name: 'Search games or studios' }), {
      target: { value: 'nova' },
    });
    fireEvent.click(await within(panel).findByRole('link', { name: 'Nova Star 2' }));
    const second = (await screen.findByTitle('Nova Star 2')) as HTMLIFrameElement;
    const firstWindow = standInWindow(first);
    const secondWindow = standInWindow(second);
    clientLoaded(first, 'frost-1', 'http://games.test');
    clientLoaded(second, 'nova-star-2', 'https://nova.test:8443');
    await waitFor(() => expect(secondWindow.postMessage).toHaveBeenCalledTimes(1));
    expect(firstWindow.postMessage).toHaveBeenCalledTimes(1);

    // The second game played: the platform's live event carries the new balance.
    act(() =>
      applyLiveEvent(queryClient, {
        type: 'balance',
        cashMinor: 4_900,
        bonusMinor: 0,
        totalMinor: 4_900,
        currency: 'EUR',
      }),
    );
    await waitFor(() => expect(firstWindow.postMessage).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(secondWindow.postMessage).toHaveBeenCalledTimes(2));
    expect(firstWindow.postMessage).toHaveBeenLastCalledWith(balanceMessage(4_900), 'http://games.test');
    expect(secondWindow.postMessage).toHaveBeenLastCalledWith(balanceMessage(4_900), 'https://nova.test:8443');
    const origins = [...firstWindow.postMessage.mock.calls, ...secondWindow.postMessage.mock.calls].map(
      ([, origin]) => origin,
    );
    expect(origins).not.toContain('*');
  });

  it('posts nothing to a demo frame: a guest plays with play money', async () => {
    mockApi(gameplayRoutes({ player: false }));
    renderGameplay('/en/gameplay/frost-1');
    const frame = (await screen.findByTitle('Frost 1')) as HTMLIFrameElement;
    const frameWindow = standInWindow(frame);
    clientLoaded(frame, 'frost-1', 'http://games.test');
    await waitFor(() => expect(screen.queryByText('Loading Frost 1…')).toBeNull());
    expect(frameWindow.postMessage).not.toHaveBeenCalled();
  });
});

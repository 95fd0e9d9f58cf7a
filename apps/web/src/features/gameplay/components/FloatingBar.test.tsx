import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test-support/api-mock';
import { gameplayRoutes, renderGameplay, setUpDesktopGameWindowTests } from '../test-support/render-gameplay';

setUpDesktopGameWindowTests();

describe('the minimised player (spec 2.8)', () => {
  it("puts close and the way back in a title bar before the game's area, so no control lies over the game frame", async () => {
    mockApi(gameplayRoutes({ player: true }));
    const { router } = renderGameplay('/en/casino/slots');
    await act(() => router.navigate('/en/gameplay/frost-1'));
    const frame = await screen.findByTitle('Frost 1');
    fireEvent.click(screen.getByRole('button', { name: /Minimise the game/ }));
    await screen.findByTestId('location');
    const floating = screen.getByRole('region', { name: 'Game window: Frost 1' });
    expect(floating.dataset.layout).toBe('floating');

    // The window's own child that holds the game: the area the frame fills.
    const gameArea = [...floating.children].find((child) => child.contains(frame));
    const close = within(floating).getByRole('button', { name: 'Close Frost 1' });
    const back = within(floating).getByRole('button', { name: 'Back to Frost 1' });
    expect(gameArea).toBeTruthy();
    for (const control of [close, back]) {
      expect(gameArea?.contains(control)).toBe(false);
      // Before the game's area in the flow: the bar sits above it, not over it.
      expect(control.compareDocumentPosition(gameArea as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    // What remains over the game is the pointer shortcut back, with no control of its own.
    const overGame = [...(gameArea?.querySelectorAll('button, a, [role="button"]') ?? [])];
    expect(overGame.map((element) => element.getAttribute('aria-hidden'))).toEqual(['true']);
    expect(overGame[0]?.getAttribute('tabindex')).toBe('-1');
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test-support/api-mock';
import { testQueryClient } from '../../test-support/render';
import { useLiveTables } from '../games/games-queries';
import type { Session } from '../session/session-queries';
import { useLiveConnectionWanted } from './live-demand';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A screen reading the live tables, as the live lobby and a home row of live games do. */
function LiveTablesScreen({ enabled }: { enabled: boolean }) {
  useLiveTables(enabled);
  return null;
}

type ProbeProps = { session: Session['state']; liveScreen?: 'on' | 'off' | 'none' };

function Probe({ session, liveScreen = 'none' }: ProbeProps) {
  const wanted = useLiveConnectionWanted(session);
  return (
    <>
      {liveScreen !== 'none' && <LiveTablesScreen enabled={liveScreen === 'on'} />}
      <p data-testid="wanted">{String(wanted)}</p>
    </>
  );
}

function renderProbe(props: ProbeProps) {
  mockApi({ 'GET /games/live-tables': { tables: [] } });
  const queryClient = testQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Probe {...props} />
    </QueryClientProvider>,
  );
  const rerender = (next: ProbeProps) =>
    view.rerender(
      <QueryClientProvider client={queryClient}>
        <Probe {...next} />
      </QueryClientProvider>,
    );
  return { rerender };
}

const wanted = () => screen.getByTestId('wanted').textContent;

describe('when the app shell holds the live socket', () => {
  it('not while the session is loading, at once for a player', () => {
    const { rerender } = renderProbe({ session: 'loading' });
    expect(wanted()).toBe('false');
    rerender({ session: 'player' });
    expect(wanted()).toBe('true');
  });

  it('not for a guest whose page shows no live tables', () => {
    renderProbe({ session: 'guest' });
    expect(wanted()).toBe('false');
  });

  it('not for a guest whose page has the live tables query switched off', () => {
    renderProbe({ session: 'guest', liveScreen: 'off' });
    expect(wanted()).toBe('false');
  });

  it('for a guest from the first page that shows live tables, and still after leaving it', () => {
    const { rerender } = renderProbe({ session: 'guest' });
    expect(wanted()).toBe('false');
    rerender({ session: 'guest', liveScreen: 'on' });
    expect(wanted()).toBe('true');
    rerender({ session: 'guest', liveScreen: 'none' });
    expect(wanted()).toBe('true');
  });
});

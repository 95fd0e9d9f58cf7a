import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Game, GamesCatalogue, LiveTableStatus } from '@vauhti/contracts/games';
import { type CSSProperties, memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { GameCard, GameCardsProvider } from '../../../components/GameCard';
import { useElementWidth } from '../hooks/use-element-width';
import { gridLayout, rowCount } from '../rules/grid-layout';
import styles from './GameGrid.module.css';

/**
 * Rows drawn beyond the viewport on each side. One keeps a 5,000-game lobby within its DOM budget
 * (800 nodes in the grid) and each keystroke's work small; a row scrolled in faster than its art
 * loads shows each tile's placeholder (the game's name), never an empty box.
 */
export const GRID_OVERSCAN_ROWS = 1;
/** Rows whose art loads at once: the first screen of a lobby. */
const EAGER_ROWS = 2;

type GameGridProps = {
  games: readonly Game[];
  art: Pick<GamesCatalogue, 'gamePath' | 'providerLogoPath'>;
  liveTables?: ReadonlyMap<string, LiveTableStatus>;
  label: string;
};

/**
 * The grid's distance from the top of the document: the virtualiser scrolls with the window.
 * Re-read after the paint that follows a change of games or width (what sits above, such as the
 * search summary, changes with them): reading it before the paint would force an extra layout.
 * Rows are placed relative to the grid, so a margin one frame late only shifts which rows exist.
 */
function useScrollMargin(ref: React.RefObject<HTMLElement | null>, games: readonly Game[], width: number) {
  const [margin, setMargin] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: games and width are the triggers, not inputs
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setMargin(Math.round(element.getBoundingClientRect().top + window.scrollY));
  }, [ref, games, width]);
  return margin;
}

/**
 * The lobby's games, virtualised against the window scroll: only the rows on screen (and one on
 * each side) exist in the DOM, whatever the number of games. Rows have one computed height.
 */
export const GameGrid = memo(function GameGrid({ games, art, liveTables, label }: GameGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref);
  const layout = gridLayout(width);
  const scrollMargin = useScrollMargin(ref, games, width);
  const rows = rowCount(games.length, layout.columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => layout.rowHeightPx,
    overscan: GRID_OVERSCAN_ROWS,
    scrollMargin,
  });

  // A new width means new row heights: the virtualiser re-reads them.
  const rowHeight = layout.rowHeightPx;
  useLayoutEffect(() => {
    if (rowHeight > 0) virtualizer.measure();
  }, [virtualizer, rowHeight]);

  const rowStyle = {
    '--grid-columns': layout.columns,
    '--grid-gap': `${layout.gapPx}px`,
  } as CSSProperties;

  return (
    <GameCardsProvider>
      <div
        ref={ref}
        className={styles.grid}
        role="feed"
        aria-label={label}
        aria-busy={false}
        style={{ height: virtualizer.getTotalSize() }}
        data-testid="game-grid"
      >
        {virtualizer.getVirtualItems().map((row) => {
          const first = row.index * layout.columns;
          return (
            <div
              key={row.key}
              className={styles.row}
              role="none"
              style={{ ...rowStyle, height: row.size, transform: `translateY(${row.start - scrollMargin}px)` }}
            >
              {games.slice(first, first + layout.columns).map((game, column) => (
                <GameCard
                  // Keyed by column on purpose: a new search or a scroll reuses a row's tiles (their
                  // DOM) for the games now in those places instead of tearing them down and rebuilding.
                  // The tile's <img> is keyed by its src, so a reused tile never shows the art of the
                  // game that was there before: its placeholder shows until the new art has loaded.
                  // biome-ignore lint/suspicious/noArrayIndexKey: tile recycling in a virtualised grid
                  key={column}
                  game={game}
                  art={art}
                  liveTable={game.liveTableId ? liveTables?.get(game.liveTableId) : undefined}
                  eager={row.index < EAGER_ROWS}
                  position={first + column + 1}
                  setSize={games.length}
                  className={styles.card}
                />
              ))}
            </div>
          );
        })}
      </div>
    </GameCardsProvider>
  );
});

import type { GamesCatalogue, LiveTableStatus } from '@vauhti/contracts/games';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '../../components/SiteLink';
import { useCatalogue, useLiveTables } from '../../lib/games/games-queries';
import { useSiteLanguage } from '../../lib/i18n/site-language';
import { GameCard, GameCardsProvider } from '../GameCard';
import styles from './GameRows.module.css';
import { type GameRow, homeGameRows } from './game-rows';

/**
 * Game rows for the home pages: popular, new and live casino, each a sideways-scrolling strip
 * with a link to its lobby. Renders nothing until the catalogue (loaded at start-up) is there.
 */
export function GameRows() {
  const language = useSiteLanguage();
  const catalogue = useCatalogue();
  const rows = useMemo(
    () => (catalogue.data ? homeGameRows(catalogue.data, language) : []),
    [catalogue.data, language],
  );
  const live = rows.some((row) => row.kind === 'live');
  const tables = useLiveTables(live);
  const byTable = useMemo(() => new Map((tables.data ?? []).map((table) => [table.tableId, table])), [tables.data]);
  if (!catalogue.data || rows.length === 0) return null;
  return (
    <GameCardsProvider>
      <div className={styles.rows}>
        {rows.map((row) => (
          <Row key={row.kind} row={row} art={catalogue.data} liveTables={byTable} />
        ))}
      </div>
    </GameCardsProvider>
  );
}

type RowProps = {
  row: GameRow;
  art: Pick<GamesCatalogue, 'gamePath' | 'providerLogoPath'>;
  liveTables: ReadonlyMap<string, LiveTableStatus>;
};

function Row({ row, art, liveTables }: RowProps) {
  const { t } = useTranslation();
  const stripRef = useRef<HTMLUListElement>(null);
  const titleId = `game-row-${row.kind}`;
  const scroll = (direction: 1 | -1) => {
    const strip = stripRef.current;
    if (!strip) return;
    // A page of tiles at a time, keeping one tile of context.
    const reduceMotion =
      typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    strip.scrollBy({ left: direction * strip.clientWidth * 0.85, behavior: reduceMotion ? 'auto' : 'smooth' });
  };
  return (
    <section className={styles.row} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {row.kind === 'live' && <span className={styles.liveDot} aria-hidden="true" />}
          {t(`gamingComp.rows.${row.kind}`)}
        </h2>
        <div className={styles.controls}>
          {row.viewAllPath && (
            <SiteLink className={styles.viewAll} to={row.viewAllPath}>
              {t('gamingComp.rows.viewAll')}
            </SiteLink>
          )}
          <button
            type="button"
            className={styles.arrow}
            onClick={() => scroll(-1)}
            aria-label={t('gamingComp.rows.scrollBack')}
          >
            <Arrow path="M15 6l-6 6 6 6" />
          </button>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => scroll(1)}
            aria-label={t('gamingComp.rows.scrollForward')}
          >
            <Arrow path="M9 6l6 6-6 6" />
          </button>
        </div>
      </div>
      <ul className={styles.strip} ref={stripRef}>
        {row.games.map((game) => (
          <li key={game.gameCode} className={styles.item}>
            <GameCard
              game={game}
              art={art}
              liveTable={game.liveTableId ? liveTables.get(game.liveTableId) : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Arrow({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

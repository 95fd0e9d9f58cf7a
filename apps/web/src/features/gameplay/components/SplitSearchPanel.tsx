import type { Game } from '@vauhti/contracts/games';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameCard } from '../../../components/GameCard';
import { Spinner } from '../../../components/Spinner';
import { useGameWindow } from '../../../lib/game-window/game-window-store';
import { useCatalogue } from '../../../lib/games/games-queries';
import { useGameActions } from '../hooks/use-game-actions';
import { gameEntryOf } from '../rules/game-entry';
import {
  type SplitSearchList,
  type SplitSearchView,
  shownGames,
  splitScreenGames,
  splitScreenLobby,
  splitSearchList,
} from '../rules/split-screen';
import styles from './SidePanel.module.css';

/** How far before the list's end the next page starts loading. */
const LOAD_AHEAD_MARGIN = '120px';

/**
 * The split-screen search (spec 2.8): a search box, a studio filter and the split-screen lobby's
 * group tabs. Empty text shows the chosen group; text shows the matching games and studios (a
 * studio with its count and 'view all'); the games in the window are never offered. Six games
 * show at first and six more each time the list is scrolled to its end.
 */
export function SplitSearchPanel() {
  const { t } = useTranslation();
  const catalogue = useCatalogue();
  const actions = useGameActions();
  const activeCodes = useGameWindow((state) => state.games.map((game) => game.gameCode).join(' '));
  const lobby = splitScreenLobby(catalogue.data);
  const groups = lobby?.gameGroupList ?? [];
  const allGames = useMemo(() => splitScreenGames(catalogue.data), [catalogue.data]);
  const studios = useMemo(() => studiosOf(allGames), [allGames]);

  const [text, setText] = useState('');
  const [studioFilter, setStudioFilter] = useState<string | null>(null);
  const [groupId, setGroupId] = useState<string | null>(null);
  const [studioView, setStudioView] = useState<string | null>(null);
  const searchId = useId();
  const filterId = useId();
  const listId = useId();

  const firstGroupId = groups[0]?.id ?? '';
  const view = useMemo<SplitSearchView>(() => {
    if (studioView) return { kind: 'studio', studioCode: studioView };
    if (text.trim()) return { kind: 'search', text };
    return { kind: 'group', groupId: groupId ?? firstGroupId };
  }, [studioView, text, groupId, firstGroupId]);
  const list = useMemo(
    () => splitSearchList({ games: allGames, groups, view, studioFilter, exclude: activeCodes.split(' ') }),
    [allGames, groups, view, studioFilter, activeCodes],
  );
  // Pages count for one list: a new list (text, tab, filter, view all) starts at its first page.
  const [paging, setPaging] = useState<{ list: SplitSearchList | null; pages: number }>({ list: null, pages: 1 });
  const pages = paging.list === list ? paging.pages : 1;
  const shown = shownGames(list.games, pages);
  const more = shown.length < list.games.length;

  const choose = (game: Game) => actions.chooseSplitGame(gameEntryOf(game, 'real', catalogue.data));

  if (catalogue.isPending) return <Spinner label={t('common.loading')} />;
  return (
    <div className={styles.search}>
      <div className={styles.searchControls}>
        <label className={styles.searchBox} htmlFor={searchId}>
          <span className={styles.visuallyHidden}>{t('splitScreen.searchLabel')}</span>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L20 20"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
          <input
            id={searchId}
            type="search"
            data-autofocus
            autoComplete="off"
            placeholder={t('splitScreen.searchLabel')}
            value={text}
            aria-controls={listId}
            onChange={(event) => {
              setText(event.target.value);
              setStudioView(null);
            }}
          />
        </label>
        <label className={styles.filter} htmlFor={filterId}>
          <span>{t('splitScreen.studioFilter')}</span>
          <select
            id={filterId}
            value={studioFilter ?? ''}
            onChange={(event) => setStudioFilter(event.target.value || null)}
          >
            <option value="">{t('splitScreen.allStudios')}</option>
            {studios.map((studio) => (
              <option key={studio.code} value={studio.code}>
                {studio.name}
              </option>
            ))}
          </select>
        </label>
        {view.kind === 'group' && groups.length > 1 && (
          <fieldset className={styles.tabs}>
            <legend className={styles.visuallyHidden}>{t('splitScreen.groupsLabel')}</legend>
            {groups.map((group) => (
              <button
                key={group.id}
                type="button"
                className={styles.tab}
                aria-pressed={view.groupId === group.id}
                onClick={() => setGroupId(group.id)}
              >
                {t(`lobbies.groups.${group.id}`, { defaultValue: group.name })}
              </button>
            ))}
          </fieldset>
        )}
        {view.kind === 'studio' && (
          <button type="button" className={styles.back} onClick={() => setStudioView(null)}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            {t('splitScreen.backToList')}
          </button>
        )}
      </div>

      {view.kind === 'search' && list.studios.length > 0 && (
        <ul className={styles.studios}>
          {list.studios.map((studio) => (
            <li key={studio.code} className={styles.studio}>
              <span className={styles.studioName}>{studio.name}</span>
              <span className={styles.studioCount}>{t('splitScreen.studioGames', { count: studio.count })}</span>
              <button
                type="button"
                className={styles.viewAll}
                aria-label={t('splitScreen.viewAllLabel', { name: studio.name })}
                onClick={() => setStudioView(studio.code)}
              >
                {t('splitScreen.viewAll')}
              </button>
            </li>
          ))}
        </ul>
      )}

      <p className={styles.visuallyHidden} aria-live="polite">
        {view.kind === 'search' ? t('splitScreen.resultsCount', { count: list.games.length }) : ''}
      </p>
      {list.games.length === 0 ? (
        <p className={styles.empty}>{t(view.kind === 'search' ? 'gamingComp.gaming28' : 'gamingComp.gaming24')}</p>
      ) : (
        <ul id={listId} className={styles.grid}>
          {shown.map((game, index) => (
            <li key={game.gameCode}>
              <GameCard game={game} art={catalogue.data} eager={index < 6} onPlay={choose} />
            </li>
          ))}
        </ul>
      )}
      {more && <NextPageTrigger key={shown.length} onReached={() => setPaging({ list, pages: pages + 1 })} />}
    </div>
  );
}

/** The studios of a list of games, each once, by name. */
function studiosOf(games: readonly Game[]) {
  const byCode = new Map<string, string>();
  for (const game of games) byCode.set(game.vendorCode, game.vendorDisplayName);
  return [...byCode].map(([code, name]) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** Sits after the list: scrolling it into view asks for the next page (IntersectionObserver). */
function NextPageTrigger({ onReached }: { onReached: () => void }) {
  const marker = useRef<HTMLDivElement>(null);
  const reached = useRef(onReached);
  reached.current = onReached;
  useEffect(() => {
    const element = marker.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reached.current();
      },
      { root: element.closest('[data-scroll-root]'), rootMargin: LOAD_AHEAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <div ref={marker} className={styles.sentinel} aria-hidden="true" />;
}

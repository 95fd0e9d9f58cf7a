import type { Game, GamesCatalogue } from '@vauhti/contracts/games';
import { type ReactNode, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { searchGames } from '../../../lib/games/game-search';
import { gameIndexOf } from '../../../lib/games/games-queries';
import { LANGUAGE_INFO } from '../../../lib/i18n/languages';
import { useSiteLanguage } from '../../../lib/i18n/site-language';
import { useLiveTableMap } from '../hooks/use-live-table-map';
import { useLobbyFilters } from '../hooks/use-lobby-filters';
import { useStuck } from '../hooks/use-stuck';
import { filterByProviders, type SortOrder, sortGames } from '../rules/sort-games';
import { GameGrid } from './GameGrid';
import { type GroupTab, GroupTabs } from './GroupTabs';
import { LiveTablesStrip } from './LiveTablesStrip';
import styles from './Lobby.module.css';
import { LobbyBanner } from './LobbyBanner';
import { type LobbyTab, LobbyTabs } from './LobbyTabs';
import { ProviderFilter } from './ProviderFilter';
import { SearchBox } from './SearchBox';
import { SearchResults } from './SearchResults';
import { SortSelect } from './SortSelect';

/** The header's height: where the filter bar sticks (--header-height in styles/tokens.css). */
const HEADER_HEIGHT_PX = 64;
/** Typing is written to the url (for the return from a game) once it pauses this long. */
const SEARCH_URL_DELAY_MS = 400;

export type LobbyViewProps = {
  catalogue: GamesCatalogue;
  tabs: LobbyTab[];
  groups: GroupTab[];
  /** The games of the chosen group, in the catalogue's order. */
  games: readonly Game[];
  title: string;
  lead: string;
  live?: boolean;
  /** What shows when the group (after the studio filter) has no games. */
  empty: ReactNode;
};

/**
 * A casino lobby page (spec 2.3): the banner, the sticky filter bar (lobby tabs, search, studios,
 * sort), the group sub-tabs and the virtualised grid, or the search results while searching.
 */
export function LobbyView({ catalogue, tabs, groups, games, title, lead, live = false, empty }: LobbyViewProps) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const location = useLocation();
  const [filters, setFilters] = useLobbyFilters();
  const [searchText, setSearchText] = useSearchText(filters.searchText, (text) =>
    setFilters({ searchOpen: text !== '', searchText: text }),
  );
  const markerRef = useRef<HTMLDivElement>(null);
  const stuck = useStuck(markerRef, HEADER_HEIGHT_PX);

  // Keyed by the studios' text, not the array: a url write with the same studios changes nothing.
  const providersKey = filters.providers.join(',');
  const selectedProviders = useMemo(() => (providersKey ? providersKey.split(',') : []), [providersKey]);
  const shown = useMemo(
    () => sortGames(filterByProviders(games, selectedProviders), filters.sort, LANGUAGE_INFO[language].locale),
    [games, selectedProviders, filters.sort, language],
  );
  const onProviders = useCallback((providers: string[]) => setFilters({ providers }), [setFilters]);
  const onSort = useCallback((sort: SortOrder) => setFilters({ sort }), [setFilters]);
  const onViewProvider = useCallback(
    (code: string) => {
      setSearchText('');
      setFilters({ providers: [code], searchOpen: false });
    },
    [setFilters, setSearchText],
  );
  // The box echoes every key at once; the results follow as an interruptible render, so a fast
  // typist never waits for tiles of a word they have already typed past.
  const resultsText = useDeferredValue(searchText);
  const search = useMemo(() => searchGames(catalogue.games, resultsText), [catalogue.games, resultsText]);
  const searching = resultsText.trim() !== '';
  const gridGames = searching ? search.games : shown;
  const liveTables = useLiveTableMap(gridGames, live);
  const featured = useMemo(() => sortGames(games, 'popular', 'en')[0]?.gameCode, [games]);
  // The header's search button navigates here with ?search: each such visit focuses the box.
  const focusRequest = filters.searchOpen ? location.key : null;

  return (
    <div className={styles.page}>
      <LobbyBanner title={title} lead={lead} featuredGameCode={featured} art={catalogue} live={live} />
      {live && <LiveTablesStrip tables={liveTables.tables} games={gameIndexOf(catalogue)} />}
      <div ref={markerRef} className={styles.stickyMarker} aria-hidden="true" />
      <div className={`${styles.filterBar} ${stuck ? styles.stuck : ''}`} data-stuck={stuck}>
        <div className={styles.filterInner}>
          <LobbyTabs tabs={tabs} />
          <div className={styles.tools}>
            <SearchBox value={searchText} onChange={setSearchText} focusRequest={focusRequest} />
            <ProviderFilter
              providers={catalogue.providers}
              selected={selectedProviders}
              art={catalogue}
              onChange={onProviders}
            />
            <SortSelect value={filters.sort} onChange={onSort} />
          </div>
        </div>
      </div>
      {/* data-results-for: the search text the results on screen belong to (bench:lobby waits for it). */}
      <div className={styles.content} data-results-for={resultsText}>
        {searching ? (
          <SearchResults result={search} art={catalogue} onViewProvider={onViewProvider} />
        ) : (
          <GroupTabs groups={groups} />
        )}
        {/* One grid for the lobby and the search results, so typing swaps tiles, not the grid. */}
        {gridGames.length > 0 ? (
          <GameGrid games={gridGames} art={catalogue} liveTables={liveTables.byId} label={t('gamingComp.gameGrid')} />
        ) : (
          !searching && empty
        )}
      </div>
    </div>
  );
}

/**
 * The search text: local state so typing never waits for the router, written to the url once
 * typing pauses, and taken from the url when it changes from outside (back button, header).
 */
function useSearchText(fromUrl: string, writeUrl: (text: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(fromUrl);
  const written = useRef(fromUrl);
  const write = useRef(writeUrl);
  write.current = writeUrl;
  useEffect(() => {
    if (fromUrl !== written.current) {
      written.current = fromUrl;
      setText(fromUrl);
    }
  }, [fromUrl]);
  useEffect(() => {
    if (text === written.current) return;
    const timer = window.setTimeout(() => {
      written.current = text;
      write.current(text);
    }, SEARCH_URL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return [text, setText];
}

import type { GamesCatalogue } from '@vauhti/contracts/games';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { providerLogoUrl } from '../../../lib/games/game-art';
import type { GameSearchResult } from '../../../lib/games/game-search';
import styles from './Lobby.module.css';

type SearchResultsProps = {
  result: GameSearchResult;
  art: Pick<GamesCatalogue, 'gamePath' | 'providerLogoPath'>;
  /** 'View all' on a studio: the lobby filtered to that studio. */
  onViewProvider: (code: string) => void;
};

/**
 * What the search found (spec 2.8 rule): how many games, or gamingComp.gaming28 when none, and
 * the matching studios with their game count. The games show in the lobby's grid below.
 */
export const SearchResults = memo(function SearchResults({ result, art, onViewProvider }: SearchResultsProps) {
  const { t } = useTranslation();
  const empty = result.games.length === 0;
  return (
    <section className={styles.results} aria-labelledby="search-results-title">
      <h2 id="search-results-title" className={styles.resultsTitle} aria-live="polite">
        {empty ? t('gamingComp.gaming28') : t('gamingComp.searchResults', { count: result.games.length })}
      </h2>
      {result.providers.length > 0 && (
        <ul className={styles.studioMatches} aria-label={t('gamingComp.studioMatches')}>
          {result.providers.map((provider) => (
            <li key={provider.code} className={styles.studioMatch}>
              <img
                className={styles.providerLogo}
                src={providerLogoUrl(art, provider.code)}
                alt=""
                width={64}
                height={32}
                loading="lazy"
              />
              <span className={styles.studioText}>
                <span className={styles.providerName}>{provider.name}</span>
                <span className={styles.studioCount}>{t('gamingComp.gamesCount', { count: provider.count })}</span>
              </span>
              <button type="button" className={styles.viewAll} onClick={() => onViewProvider(provider.code)}>
                {t('gamingComp.viewAll')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

import type { Game, LiveTableStatus } from '@vauhti/contracts/games';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveBadge } from '../../../components/GameCard';
import { SiteLink } from '../../../components/SiteLink';
import { gameplayPath } from '../../../lib/games/game-links';
import { useSiteLanguage } from '../../../lib/i18n/site-language';
import styles from './Lobby.module.css';

/** Most recent results shown per table. */
const LAST_RESULTS_SHOWN = 5;

/** The live-casino lobby's tables right now: phase with countdown, dealer, seats and last results. */
export const LiveTablesStrip = memo(function LiveTablesStrip({
  tables,
  games,
}: {
  tables: readonly LiveTableStatus[];
  games: ReadonlyMap<string, Game>;
}) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  if (tables.length === 0) return null;
  return (
    <section className={styles.liveTables} aria-labelledby="live-tables-title">
      <h2 id="live-tables-title" className={styles.liveTablesTitle}>
        {t('gamingComp.liveBanner.tablesTitle')}
      </h2>
      <ul className={styles.liveTableList}>
        {tables.map((table) => {
          const game = games.get(table.gameCode);
          return (
            <li key={table.tableId} className={styles.liveTable}>
              <div className={styles.liveTableHead}>
                {game ? (
                  <SiteLink className={styles.liveTableName} to={gameplayPath(language, game)}>
                    {table.name}
                  </SiteLink>
                ) : (
                  <span className={styles.liveTableName}>{table.name}</span>
                )}
                <span className={styles.liveDealer}>
                  {t('gamingComp.liveBanner.dealer', { name: table.dealerName })}
                </span>
              </div>
              <div className={styles.liveTableBadge}>
                <LiveBadge table={table} />
              </div>
              {table.lastResults.length > 0 && (
                <p className={styles.lastResults}>
                  <span className={styles.visuallyHidden}>{t('gamingComp.liveBanner.lastResults')}: </span>
                  {table.lastResults.slice(0, LAST_RESULTS_SHOWN).map((result, index) => (
                    // Results repeat (two reds in a row), so the position is part of the key.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the list is a fixed window of recent results
                    <span key={`${index}-${result}`} className={styles.result}>
                      {result}
                    </span>
                  ))}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
});

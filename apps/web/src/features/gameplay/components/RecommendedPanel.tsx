import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GameCard } from '../../../components/GameCard';
import { Spinner } from '../../../components/Spinner';
import { gamesByCodes, useCatalogue } from '../../../lib/games/games-queries';
import { useRecommended } from '../api/get-recommended';
import { useGameActions } from '../hooks/use-game-actions';
import styles from './SidePanel.module.css';

/** Recommended games for the active game (GET /games/recommended); a card switches the game. */
export function RecommendedPanel({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const catalogue = useCatalogue();
  const recommended = useRecommended(gameCode, true);
  const actions = useGameActions();
  const games = useMemo(
    () => (catalogue.data && recommended.data ? gamesByCodes(catalogue.data, recommended.data) : []),
    [catalogue.data, recommended.data],
  );

  if (recommended.isPending || catalogue.isPending) return <Spinner label={t('common.loading')} />;
  if (recommended.isError || catalogue.isError) {
    return <p className={styles.empty}>{t('gameWindowComp.recommendedFailed')}</p>;
  }
  if (games.length === 0) return <p className={styles.empty}>{t('gameWindowComp.recommendedEmpty')}</p>;
  return (
    <ul className={styles.grid} aria-label={t('gameWindowComp.switchGame')}>
      {games.map((game, index) => (
        <li key={game.gameCode}>
          <GameCard game={game} art={catalogue.data} eager={index < 4} onPlay={actions.switchGame} />
        </li>
      ))}
    </ul>
  );
}

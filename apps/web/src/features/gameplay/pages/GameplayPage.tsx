import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { Spinner } from '../../../components/Spinner';
import { gameWindow, gameWindowState, useGameWindow } from '../../../lib/game-window/game-window-store';
import { useCatalogue } from '../../../lib/games/games-queries';
import { useSiteLanguage } from '../../../lib/i18n/site-language';
import { storePreviousUrl } from '../../../lib/navigation/previous-url';
import { useSession } from '../../../lib/session/session-queries';
import { isGameNotFound, useLaunchCheck } from '../api/get-launch-check';
import { GameContent } from '../components/GameContent';
import styles from '../components/GameContent.module.css';
import { gameEntryOf } from '../rules/game-entry';
import { launchDecision } from '../rules/launch-decision';

/** Leaving a game that cannot be shown: only a minimised game stays (in its floating box). */
function leaveUnlessMinimised() {
  if (!gameWindowState().minimised) gameWindow.clearGames();
}

/**
 * {lang}/gameplay/{gameLaunchUrlPath} (spec 2.1, 2.8). Checks the launch path, decides how the
 * game starts (real for players; demo, or login, for guests) and tells the game window to show
 * it; the persistent game host in the app shell renders the frames. Below the window: the game's
 * content. An unknown game is page-not-found.
 */
export function GameplayPage() {
  const { t } = useTranslation();
  const { gameId = '' } = useParams();
  const { pathname, search } = useLocation();
  const language = useSiteLanguage();
  const navigate = useNavigate();
  const session = useSession();
  const catalogue = useCatalogue().data;
  const check = useLaunchCheck(gameId);
  const showing = useGameWindow((state) => state.games.some((game) => game.launchPath === gameId));
  const notFound = check.isError && isGameNotFound(check.error);

  const decision = check.data
    ? launchDecision({
        session: session.state,
        game: check.data.game,
        demoAllowed: check.data.demoAllowed,
        realAllowed: check.data.realAllowed,
        language,
        pathname,
        search,
      })
    : null;
  const decisionKey = decision?.kind === 'play' ? `play:${decision.mode}` : (decision?.kind ?? 'none');

  // The decision acts when it changes (a guest who logs in relaunches for real), not on every
  // query change of the url (?service=deposit leaves the game alone).
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the decision, see above
  useEffect(() => {
    if (!check.data || !decision) return;
    if (decision.kind === 'play') gameWindow.openGame(gameEntryOf(check.data.game, decision.mode, catalogue));
    if (decision.kind === 'unavailable') leaveUnlessMinimised();
    if (decision.kind === 'login') {
      storePreviousUrl(decision.previousUrl);
      navigate(decision.target, { replace: true });
    }
  }, [decisionKey, check.data]);

  useEffect(() => {
    if (notFound) leaveUnlessMinimised();
  }, [notFound]);

  if (notFound) return <NotFoundPage />;
  if (check.isError) {
    return (
      <div className={styles.state} role="alert">
        <p>{t('gameWindowComp.checkFailed')}</p>
        <button type="button" className={styles.retry} onClick={() => void check.refetch()}>
          {t('gameWindowComp.retry')}
        </button>
      </div>
    );
  }
  if (!check.data) return showing ? null : <Spinner label={t('common.loading')} />;
  if (decision?.kind === 'unavailable') {
    return (
      <div className={styles.state} role="alert">
        <p>{t('gameWindowComp.realUnavailable', { name: check.data.game.name })}</p>
      </div>
    );
  }
  return <GameContent game={check.data.game} html={check.data.gdContent} />;
}

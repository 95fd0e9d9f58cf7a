import { useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/client';
import type { ActiveGame } from '../../../lib/game-window/game-window-state';
import { gameWindow } from '../../../lib/game-window/game-window-store';
import { useSiteLanguage } from '../../../lib/i18n/site-language';
import { sessionKeys } from '../../../lib/session/session-queries';
import { useGameLaunch } from '../api/launch-game';
import { useBalanceRelay } from '../hooks/use-balance-relay';
import { useGameActions } from '../hooks/use-game-actions';
import { useGameMessages } from '../hooks/use-game-messages';
import type { FrameSize } from '../rules/frame-size';
import { FrameControls } from './FrameControls';
import styles from './GameWindow.module.css';

/**
 * A game client that never says it has loaded (an error page of the provider) must not hide
 * behind the spinner for ever: this long after the frame's document loaded, the spinner goes.
 */
const SPINNER_FALLBACK_MS = 10_000;

type GameFrameProps = {
  game: ActiveGame;
  slot: number;
  /** Pixel size in the full desktop window; the CSS sizes the other layouts. */
  size: FrameSize | null;
  /** Split screen: each frame shows its name and its own change, favourite and close. */
  dual: boolean;
  mobile: boolean;
};

/**
 * One game: launches it when it has no url yet, shows the provider's page in an iframe with a
 * spinner until the game client says it has loaded, acts on the client's messages and relays the
 * player's balance to it.
 */
export function GameFrame({ game, slot, size, dual, mobile }: GameFrameProps) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const queryClient = useQueryClient();
  const actions = useGameActions();
  const frame = useRef<HTMLIFrameElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const launch = useGameLaunch({ gameCode: game.gameCode, mode: game.mode, language }, attempt, game.url === null);

  useEffect(() => {
    if (launch.data && launch.data.gameCode === game.gameCode) {
      gameWindow.setGameUrl(game.gameCode, game.mode, launch.data.url);
    }
  }, [launch.data, game.gameCode, game.mode]);

  useGameMessages(frame, game.url, (message) => {
    if (message.type === 'loaded' || message.type === 'error') setLoadedUrl(game.url);
    // Never trusted for money: the message only makes the site ask the platform again.
    if (message.type === 'balance') void queryClient.invalidateQueries({ queryKey: sessionKeys.balances });
    if (message.type === 'deposit') actions.deposit();
  });

  const loaded = game.url !== null && loadedUrl === game.url;
  useBalanceRelay(frame, game, loaded);
  useEffect(() => {
    if (!game.url || loaded) return;
    const target = frame.current;
    if (!target) return;
    let timer: number | undefined;
    const onLoad = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setLoadedUrl(game.url), SPINNER_FALLBACK_MS);
    };
    target.addEventListener('load', onLoad);
    return () => {
      target.removeEventListener('load', onLoad);
      window.clearTimeout(timer);
    };
  }, [game.url, loaded]);

  const failure = game.url === null && launch.isError ? launch.error : null;
  // The pixel size is the game's screen; a split-screen game's name bar sits above it.
  const frameStyle: CSSProperties | undefined = size ? { width: size.width } : undefined;
  const screenStyle: CSSProperties | undefined = size ? { height: size.height } : undefined;
  return (
    <div
      className={styles.frame}
      data-dual={dual || undefined}
      data-ratio={game.aspectRatio === 2 ? '4:3' : '16:9'}
      style={frameStyle}
    >
      {dual && <FrameControls game={game} slot={slot} mobile={mobile} />}
      <div className={styles.screen} style={screenStyle}>
        {game.url && (
          <iframe
            key={game.url}
            ref={frame}
            className={styles.iframe}
            title={game.name}
            src={game.url}
            allow="autoplay; fullscreen"
            allowFullScreen
          />
        )}
        {!loaded && !failure && (
          <div className={styles.frameLoading} role="status">
            <span className={styles.loadingRing} aria-hidden="true" />
            <span>{t('gameWindowComp.loading', { name: game.name })}</span>
          </div>
        )}
        {failure && (
          <div className={styles.frameError} role="alert">
            <p>
              {failure instanceof ApiError && failure.code === 'PLAYER_BLOCKED'
                ? t('gameWindowComp.playerBlocked')
                : t('gameWindowComp.launchFailed', { name: game.name })}
            </p>
            <button type="button" className={styles.retry} onClick={() => setAttempt((value) => value + 1)}>
              {t('gameWindowComp.retry')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

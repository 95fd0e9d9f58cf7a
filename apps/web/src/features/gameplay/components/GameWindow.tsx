import { type CSSProperties, useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { gameWindow, useGameWindow } from '../../../lib/game-window/game-window-store';
import { backgroundUrl } from '../../../lib/games/game-art';
import { useCatalogue } from '../../../lib/games/games-queries';
import { useSession } from '../../../lib/session/session-queries';
import { usePromoRacesEnabled } from '../../../lib/site-features/availability';
import { SIDE_PANEL_WIDTH_PX } from '../gameplay-constants';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useGameActions } from '../hooks/use-game-actions';
import { useViewport } from '../hooks/use-viewport';
import { frameSize } from '../rules/frame-size';
import { isSplitScreenGame, promoRaceRestrictsSplit, splitControlsVisible } from '../rules/split-screen';
import { BonusReminder } from './BonusReminder';
import { GameFrame } from './GameFrame';
import styles from './GameWindow.module.css';
import { GuestNotice } from './GuestNotice';
import { LandscapeOverlay } from './LandscapeOverlay';
import { RecommendedPanel } from './RecommendedPanel';
import { SidePanel } from './SidePanel';
import { SplitSearchPanel } from './SplitSearchPanel';
import { DesktopBar, FloatingBar, FloatingPlayOverlay, MobileFooterBar, MobileTopBar } from './WindowBars';

/** The stage's margin on each side of the frames, and the gap between two frames. */
const STAGE_PADDING_PX = 16;
const FRAME_GAP_PX = 12;
/** A split-screen game's name bar above its screen (desktop). */
const FRAME_BAR_PX = 40;

export type WindowLayout = 'full' | 'floating';

/**
 * The game window (spec 2.8): one or two frames with their controls, full size on the gameplay
 * route or the 366 px floating box elsewhere. The same elements serve both layouts, so the
 * game iframes keep running when the window is minimised or brought back.
 */
export function GameWindow({ layout }: { layout: WindowLayout }) {
  const { t } = useTranslation();
  const games = useGameWindow((state) => state.games);
  const split = useGameWindow((state) => state.split);
  const panel = useGameWindow((state) => state.panel);
  const searchSlot = useGameWindow((state) => state.searchSlot);
  const fullscreen = useGameWindow((state) => state.fullscreen);
  const viewport = useViewport();
  const session = useSession();
  const catalogue = useCatalogue().data;
  const racesEnabled = usePromoRacesEnabled();
  const actions = useGameActions();
  const windowElement = useRef<HTMLElement>(null);
  const panelId = useId();
  useFullscreen(windowElement, viewport.mobile);

  const loggedIn = session.state === 'player';
  const full = layout === 'full';
  const mobile = viewport.mobile;
  const dual = games.length > 1;
  const emptySlot = full && split && games.length === 1;
  const activeCodes = games.map((game) => game.gameCode);
  const splitAllowed = splitControlsVisible({
    loggedIn,
    gamesEligible: games.every((game) => isSplitScreenGame(catalogue, game)),
    // Promo races are not offered yet (lib/site-features): with races off the rule answers
    // before it needs a race's games.
    promoRaceRestricts: promoRaceRestrictsSplit({
      racesEnabled,
      racesAvailable: racesEnabled,
      loggedIn,
      activeGameCodes: activeCodes,
      currentRaceGameCodes: [],
    }),
  });

  // Spec 2.8: landscape at 992 px or less, logged in, closes the recommended (and promo) panels.
  useEffect(() => {
    if (viewport.mobileLandscape && loggedIn && (panel === 'recommended' || panel === 'promoRace')) {
      gameWindow.closePanel();
    }
  }, [viewport.mobileLandscape, loggedIn, panel]);

  // A guest has no split screen, no recommendations: a session that ends closes those panels.
  useEffect(() => {
    if (!loggedIn && panel !== null && session.state === 'guest') gameWindow.closePanel();
  }, [loggedIn, panel, session.state]);

  const closePanel = useCallback(() => gameWindow.closePanel(), []);
  // The panel that slides out keeps its content until it is gone.
  const shownPanel = useRef(panel);
  if (panel !== null) shownPanel.current = panel;
  const first = games[0];
  if (!first) return null;

  const panelOpen = full && panel !== null;
  const sideBySide = dual || emptySlot;
  const availableWidth =
    viewport.width -
    (panelOpen && !mobile ? SIDE_PANEL_WIDTH_PX : 0) -
    2 * STAGE_PADDING_PX -
    (sideBySide ? FRAME_GAP_PX : 0);
  const sizeOf = (aspectRatio: number) =>
    full && !mobile
      ? frameSize({
          viewportHeight: viewport.height - (dual ? FRAME_BAR_PX : 0),
          availableWidth,
          aspectRatio,
          guestNotice: !loggedIn,
          dual: sideBySide,
        })
      : null;
  const art = catalogue
    ? ({ '--game-art': `url("${backgroundUrl(catalogue, first.gameCode)}")` } as CSSProperties)
    : undefined;
  const recommendedAllowed = loggedIn && !viewport.mobileLandscape;
  const barProps = { games, loggedIn, splitAllowed, recommendedAllowed, panel, panelId, actions };
  const searchTitle =
    searchSlot !== null && searchSlot < games.length
      ? t('splitScreen.changeTitle', { name: games[searchSlot]?.name ?? '' })
      : t('splitScreen.searchTitle');

  return (
    <section
      ref={windowElement}
      className={styles.window}
      data-layout={layout}
      data-mobile={mobile || undefined}
      data-panel={panelOpen || undefined}
      aria-label={t('gameWindowComp.windowLabel', { name: first.name })}
    >
      {full && !mobile && <DesktopBar {...barProps} fullscreen={fullscreen} />}
      {full && mobile && <MobileTopBar {...barProps} />}
      {full && !loggedIn && <GuestNotice onRegister={actions.register} />}
      {!full && <FloatingBar name={first.name} actions={actions} />}
      <div className={styles.body}>
        <div className={styles.stage} style={art} data-split={sideBySide || undefined}>
          {games.map((game, slot) => (
            <GameFrame
              key={game.gameCode}
              game={game}
              slot={slot}
              size={sizeOf(game.aspectRatio)}
              dual={full && dual}
              mobile={mobile}
            />
          ))}
          {emptySlot && <EmptySlot name={first.name} width={sizeOf(first.aspectRatio)?.width} />}
        </div>
        {full && (
          <SidePanel
            id={panelId}
            open={panel === 'recommended' || panel === 'splitSearch'}
            title={shownPanel.current === 'splitSearch' ? searchTitle : t('gameWindowComp.recommendedTitle')}
            onClose={closePanel}
          >
            {shownPanel.current === 'splitSearch' ? (
              <SplitSearchPanel />
            ) : (
              <RecommendedPanel gameCode={first.gameCode} />
            )}
          </SidePanel>
        )}
        {!full && <FloatingPlayOverlay name={first.name} actions={actions} />}
      </div>
      <BonusReminder minimised={!full} dualOnMobile={dual && mobile} />
      {full && mobile && <MobileFooterBar {...barProps} />}
      {full && mobile && dual && !viewport.landscape && <LandscapeOverlay onExit={() => actions.closeSlot(1)} />}
    </section>
  );
}

/** The second half while the split-screen search is open: where the chosen game will play. */
function EmptySlot({ name, width }: { name: string; width: number | undefined }) {
  const { t } = useTranslation();
  return (
    <div className={styles.emptySlot} style={width ? { width } : undefined}>
      <span className={styles.emptyIcon} aria-hidden="true">
        +
      </span>
      <p className={styles.emptyTitle}>{t('splitScreen.chooseGame')}</p>
      <p className={styles.emptyText}>{t('splitScreen.choosePrompt', { name })}</p>
    </div>
  );
}

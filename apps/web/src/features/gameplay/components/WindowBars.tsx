import { useTranslation } from 'react-i18next';
import { SiteLink } from '../../../components/SiteLink';
import type { ActiveGame, SidePanel } from '../../../lib/game-window/game-window-state';
import { gameWindow } from '../../../lib/game-window/game-window-store';
import type { useGameActions } from '../hooks/use-game-actions';
import { ControlButton } from './ControlButton';
import styles from './Controls.module.css';
import { FavouriteControl } from './FavouriteControl';
import { GameIcon } from './GameIcon';

export type BarProps = {
  games: readonly ActiveGame[];
  loggedIn: boolean;
  /** Split-screen controls are allowed (players, split-screen games, no promo race restriction). */
  splitAllowed: boolean;
  /** Recommendations: players, except in landscape at mobile width, which closes that panel (spec 2.8). */
  recommendedAllowed: boolean;
  panel: SidePanel | null;
  panelId: string;
  actions: ReturnType<typeof useGameActions>;
};

function title(games: readonly ActiveGame[], t: (key: string, values?: Record<string, string>) => string) {
  const [first, second] = games;
  if (first && second) return t('splitScreen.dualLabel', { first: first.name, second: second.name });
  return first?.name ?? '';
}

/** Deposit for players (the site's deposit entry), sign up for guests (spec 2.8). */
function MoneyAction({ loggedIn, actions, look }: Pick<BarProps, 'loggedIn' | 'actions'> & { look: 'button' | 'bar' }) {
  const { t } = useTranslation();
  if (look === 'bar') {
    return loggedIn ? (
      <SiteLink className={styles.bar} to={actions.depositUrl}>
        <span className={styles.barMoney} aria-hidden="true">
          +
        </span>
        <span className={styles.barLabel}>{t('gameWindowComp.deposit')}</span>
      </SiteLink>
    ) : (
      <button type="button" className={styles.bar} onClick={actions.register}>
        <span className={styles.barMoney} aria-hidden="true">
          +
        </span>
        <span className={styles.barLabel}>{t('gameWindowComp.register')}</span>
      </button>
    );
  }
  return loggedIn ? (
    <SiteLink className={styles.primary} to={actions.depositUrl}>
      {t('gameWindowComp.deposit')}
    </SiteLink>
  ) : (
    <button type="button" className={styles.primary} onClick={actions.register}>
      {t('gameWindowComp.register')}
    </button>
  );
}

/** The full desktop window's top bar: the game's name and every control. */
export function DesktopBar({
  games,
  loggedIn,
  splitAllowed,
  recommendedAllowed,
  panel,
  panelId,
  actions,
  fullscreen,
}: BarProps & { fullscreen: boolean }) {
  const { t } = useTranslation();
  const first = games[0];
  const single = games.length === 1;
  return (
    <div className={styles.topBar}>
      <h1 className={styles.title}>
        <span className={styles.titleText}>{title(games, t)}</span>
        {single && first?.mode === 'demo' && <span className={styles.funBadge}>{t('gameWindowComp.funPlay')}</span>}
      </h1>
      <div className={styles.group} role="toolbar" aria-label={t('gameWindowComp.controls')}>
        {single && first && <FavouriteControl game={first} />}
        {recommendedAllowed && (
          <ControlButton
            icon="sparkle"
            label={t('gameWindowComp.recommended')}
            expanded={panel === 'recommended'}
            controls={panelId}
            onClick={() => gameWindow.togglePanel('recommended')}
          />
        )}
        {splitAllowed && single && (
          <ControlButton
            icon="split"
            label={t('splitScreen.openLabel')}
            expanded={panel === 'splitSearch'}
            controls={panelId}
            onClick={() => gameWindow.togglePanel('splitSearch')}
          />
        )}
        <span className={styles.divider} aria-hidden="true" />
        <ControlButton
          icon={fullscreen ? 'exitFullscreen' : 'fullscreen'}
          label={t(fullscreen ? 'gameWindowComp.exitFullscreen' : 'gameWindowComp.fullscreen')}
          pressed={fullscreen}
          onClick={() => gameWindow.setFullscreen(!fullscreen)}
        />
        {loggedIn && (
          <ControlButton icon="minimise" label={t('gameWindowComp.minimiseLabel')} onClick={actions.minimise} />
        )}
        <ControlButton
          icon="close"
          label={t('gameWindowComp.closeLabel', { name: title(games, t) })}
          onClick={actions.close}
        />
      </div>
      <MoneyAction loggedIn={loggedIn} actions={actions} look="button" />
    </div>
  );
}

/** The mobile layout's slim top bar: the name, minimise and close. */
export function MobileTopBar({ games, loggedIn, actions }: Pick<BarProps, 'games' | 'loggedIn' | 'actions'>) {
  const { t } = useTranslation();
  return (
    <div className={styles.mobileTop}>
      <h1 className={styles.title}>
        <span className={styles.titleText}>{title(games, t)}</span>
      </h1>
      {loggedIn && (
        <ControlButton icon="minimise" label={t('gameWindowComp.minimiseLabel')} onClick={actions.minimise} />
      )}
      <ControlButton
        icon="close"
        label={t('gameWindowComp.closeLabel', { name: title(games, t) })}
        onClick={actions.close}
      />
    </div>
  );
}

/**
 * The mobile layout's footer bar (spec 2.8): favourite, recommended, split screen, deposit or
 * sign up. Promo races join it when the races feature exists.
 */
export function MobileFooterBar({
  games,
  loggedIn,
  splitAllowed,
  recommendedAllowed,
  panel,
  panelId,
  actions,
}: BarProps) {
  const { t } = useTranslation();
  const first = games[0];
  const single = games.length === 1;
  return (
    <nav className={styles.footerBar} aria-label={t('gameWindowComp.controls')}>
      {single && first && <FavouriteControl game={first} look="bar" />}
      {recommendedAllowed && (
        <ControlButton
          icon="sparkle"
          look="bar"
          label={t('gameWindowComp.recommended')}
          expanded={panel === 'recommended'}
          controls={panelId}
          onClick={() => gameWindow.togglePanel('recommended')}
        />
      )}
      {splitAllowed && single && (
        <ControlButton
          icon="split"
          look="bar"
          label={t('splitScreen.open')}
          expanded={panel === 'splitSearch'}
          controls={panelId}
          onClick={() => gameWindow.togglePanel('splitSearch')}
        />
      )}
      <MoneyAction loggedIn={loggedIn} actions={actions} look="bar" />
    </nav>
  );
}

/**
 * The floating box's title bar, above the game so nothing of the game is covered: the name, which
 * brings the game back, and close.
 */
export function FloatingBar({ name, actions }: { name: string; actions: BarProps['actions'] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.floatingBar}>
      <button
        type="button"
        className={styles.floatingName}
        aria-label={t('gameWindowComp.maximise', { name })}
        onClick={actions.maximise}
      >
        <GameIcon name="play" size={14} filled />
        <span className={styles.titleText}>{name}</span>
      </button>
      <ControlButton
        icon="close"
        look="overlay"
        label={t('gameWindowComp.closeLabel', { name })}
        onClick={actions.dismiss}
      />
    </div>
  );
}

/**
 * The floating box's game is only a preview (its frame takes no clicks): a click anywhere on it
 * brings the game back, and hovering shows so. Keyboard and screen-reader users have the title
 * bar's button, so this pointer shortcut stays out of the tab order and the accessibility tree.
 */
export function FloatingPlayOverlay({ name, actions }: { name: string; actions: BarProps['actions'] }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.playOverlay} onClick={actions.maximise} tabIndex={-1} aria-hidden="true">
      <span className={styles.playDisc}>
        <GameIcon name="play" size={26} filled />
      </span>
      <span className={styles.playLabel}>{t('gameWindowComp.maximise', { name })}</span>
    </button>
  );
}

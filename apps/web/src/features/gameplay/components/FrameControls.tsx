import { useTranslation } from 'react-i18next';
import type { ActiveGame } from '../../../lib/game-window/game-window-state';
import { useGameWindow } from '../../../lib/game-window/game-window-store';
import { useGameActions } from '../hooks/use-game-actions';
import { ControlButton } from './ControlButton';
import { FavouriteControl } from './FavouriteControl';
import styles from './GameWindow.module.css';

/**
 * A split-screen game's own bar (spec 2.8): its name, 'change' (the search for this slot),
 * favourite and close. On the mobile layout it floats over the game as an overlay.
 */
export function FrameControls({ game, slot, mobile }: { game: ActiveGame; slot: number; mobile: boolean }) {
  const { t } = useTranslation();
  const actions = useGameActions();
  const changing = useGameWindow((state) => state.searchSlot === slot);
  const look = mobile ? 'overlay' : 'icon';
  return (
    <div className={mobile ? styles.frameOverlay : styles.frameBar}>
      <span className={styles.frameName}>
        {game.name}
        {game.mode === 'demo' && <span className={styles.funBadge}>{t('gameWindowComp.funPlay')}</span>}
      </span>
      <span className={styles.frameButtons}>
        <ControlButton
          icon="swap"
          look={look}
          label={t('splitScreen.changeLabel', { name: game.name })}
          pressed={changing}
          onClick={() => actions.changeSlot(slot)}
        />
        <FavouriteControl game={game} look={look} />
        <ControlButton
          icon="close"
          look={look}
          label={t('gameWindowComp.closeLabel', { name: game.name })}
          onClick={() => actions.closeSlot(slot)}
        />
      </span>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { GameIcon } from './GameIcon';
import styles from './GameWindow.module.css';

/** Two games do not fit a phone held upright: ask for landscape (splitScreen.landscapeMsg). */
export function LandscapeOverlay({ onExit }: { onExit: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.landscape} role="alert">
      <span className={styles.rotateIcon}>
        <GameIcon name="rotate" size={48} />
      </span>
      <p>{t('splitScreen.landscapeMsg')}</p>
      <button type="button" className={styles.retry} onClick={onExit}>
        {t('splitScreen.exit')}
      </button>
    </div>
  );
}

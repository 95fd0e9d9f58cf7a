import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import styles from './Lobby.module.css';

export function LobbyLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.state}>
      <Spinner label={t('gamingComp.loading')} />
    </div>
  );
}

export function LobbyFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.state} role="alert">
      <p>{t('gamingComp.failed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('gamingComp.retry')}
      </Button>
    </div>
  );
}

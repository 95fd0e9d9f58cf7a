import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import type { CustomServerErrorMessage } from '../hooks/use-site-error-messages';
import { ErrorMark } from './ErrorMark';
import { SafeMessage } from './SafeMessage';
import styles from './ServerErrorPopup.module.css';

/** The custom server-error popup (spec 8): a feature's own message (HTML, rendered safely), closeable. */
export function CustomServerErrorPopup({
  error,
  onDismiss,
}: {
  error: CustomServerErrorMessage;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open size="sm" title={t('appComp.customErrorTitle')} tone="error" icon={<ErrorMark />} onClose={onDismiss}>
      <SafeMessage className={styles.message} html={error.message} />
      <div className={styles.actions}>
        <Button onClick={onDismiss}>{t('appComp.ok')}</Button>
      </div>
    </Modal>
  );
}

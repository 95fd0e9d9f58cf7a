import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { PageCard } from '../../../../components/PageCard';
import { errorText } from '../../../../lib/api/error-text';
import { Notice } from '../limits/Notice';
import styles from './Aml.module.css';
import { ShieldIcon } from './ShieldIcon';

/** The identity pages' card when the verification status could not be read: why, and Try again. */
export function AmlLoadFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <PageCard width="large" titleId="aml-title" title={title} icon={<ShieldIcon />}>
      <Notice tone="error">
        <p>{t('amlComp.loadError')}</p>
        <p>{errorText(t, error)}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('amlComp.retry')}
        </Button>
      </Notice>
    </PageCard>
  );
}

/** The identity pages' card for a verified player: the good news and Continue. */
export function AmlVerifiedCard({ title, text, onContinue }: { title: string; text: string; onContinue: () => void }) {
  const { t } = useTranslation();
  return (
    <PageCard width="large" titleId="aml-title" title={title} lead={text} icon={<ShieldIcon tone="done" />}>
      <div className={styles.actions}>
        <Button size="lg" onClick={onContinue}>
          {t('amlComp.continue')}
        </Button>
      </div>
    </PageCard>
  );
}

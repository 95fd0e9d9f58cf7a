import { useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { Modal } from '../../../../components/Modal';
import { Spinner } from '../../../../components/Spinner';
import { useSiteLanguage } from '../../../../lib/i18n/site-language';
import { isBonusRulesAvailable, useBonusRulesPage } from '../../api/get-bonus-rules-page';
import styles from './BonusTermsDialog.module.css';
import { termsHtml } from './terms-html';
import { useScrolledToEnd } from './use-scrolled-to-end';

type BonusTermsDialogProps = {
  open: boolean;
  onClose: () => void;
  onAccept: () => void;
};

/**
 * The bonus terms popup (spec part 1 section 2): the static page 'bonus-rules' in a dialog over
 * the deposit modal. The Accept button appears only once the player has scrolled the terms to the
 * bottom, or at once when they fit without scrolling.
 */
export function BonusTermsDialog({ open, onClose, onAccept }: BonusTermsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('bonusComp.termsTitle')} size="lg" tone="gold">
      <TermsBody onAccept={onAccept} />
    </Modal>
  );
}

function TermsBody({ onAccept }: { onAccept: () => void }) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const page = useBonusRulesPage(language, true);

  if (page.data) {
    if (isBonusRulesAvailable(page.data))
      return <TermsReader html={termsHtml(page.data, window.location.origin)} onAccept={onAccept} />;
    return <p className={styles.message}>{t('bonusComp.termsUnavailable')}</p>;
  }
  if (page.isError) {
    return (
      <div className={styles.failed} role="alert">
        <p className={styles.message}>{t('bonusComp.termsFailed')}</p>
        <Button variant="secondary" onClick={() => void page.refetch()}>
          {t('bonusComp.retry')}
        </Button>
      </div>
    );
  }
  return <Spinner label={t('bonusComp.termsLoading')} />;
}

function TermsReader({ html, onAccept }: { html: string; onAccept: () => void }) {
  const { t } = useTranslation();
  const box = useRef<HTMLElement>(null);
  const labelId = useId();
  const readToEnd = useScrolledToEnd(box, html);
  const content = useMemo(() => ({ __html: html }), [html]);

  return (
    <>
      <span id={labelId} className={styles.visuallyHidden}>
        {t('bonusComp.termsText')}
      </span>
      <section
        ref={box}
        className={styles.terms}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the box scrolls, so keyboard players must be able to focus it to scroll it
        tabIndex={0}
        aria-labelledby={labelId}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the bonus rules page is sanitised by the platform's one HTML policy
        dangerouslySetInnerHTML={content}
      />
      <div className={styles.footer} aria-live="polite">
        {readToEnd ? (
          <Button onClick={onAccept}>{t('bonusComp.acceptTerms')}</Button>
        ) : (
          <p className={styles.hint}>{t('bonusComp.termsScrollHint')}</p>
        )}
      </div>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Modal } from '../../../components/Modal';
import { SiteLink } from '../../../components/SiteLink';
import { useSiteLanguage } from '../../../lib/i18n/site-language';
import { usePageSeo } from '../../../lib/seo/page-seo';
import styles from '../components/limits/DepositLimits.module.css';
import { DepositLimitsPanel } from '../components/limits/DepositLimitsPanel';
import { depositLimitsPath, depositReturnUrl } from '../rules/limits-links';

const MONTHLY = ['monthly'] as const;

/**
 * {lang}/setmonthlydepositlimit (a modal page, login required; spec 2.1): the monthly deposit
 * limit in a dialog, its field focused, with a link to all the limits. Closing goes back to the
 * page before (or home when the site was opened here); with from=deposit, to the deposit modal.
 */
export function DepositLimitsModalPage() {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const fromDeposit = searchParams.get('from') === 'deposit';
  usePageSeo({
    titleKey: 'cashierLimitsComp.seo.monthlyTitle',
    descriptionKey: 'cashierLimitsComp.seo.description',
    keywordsKey: 'cashierLimitsComp.seo.keywords',
  });

  const close = () => {
    if (fromDeposit) navigate(depositReturnUrl(language, location.state), { replace: true });
    // The first page of a visit has no site page behind it: the router's first entry is 'default'.
    else if (location.key !== 'default') navigate(-1);
    else navigate(`/${language}`, { replace: true });
  };

  return (
    <Modal open onClose={close} title={t('cashierLimitsComp.monthlyTitle')} size="md">
      <DepositLimitsPanel periods={MONTHLY} fromDeposit={fromDeposit} focusPeriod="monthly" />
      <p className={styles.links}>
        <SiteLink className={styles.textLink} to={depositLimitsPath(language)}>
          {t('cashierLimitsComp.allLimits')}
        </SiteLink>
      </p>
    </Modal>
  );
}

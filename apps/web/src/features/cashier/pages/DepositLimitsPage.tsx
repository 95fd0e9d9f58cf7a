import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { AccountAreaFrame } from '../../../components/AccountArea/AccountAreaFrame';
import { SiteLink } from '../../../components/SiteLink';
import { useSiteLanguage } from '../../../lib/i18n/site-language';
import { usePageSeo } from '../../../lib/seo/page-seo';
import styles from '../components/limits/DepositLimits.module.css';
import { DepositLimitsPanel } from '../components/limits/DepositLimitsPanel';
import { Notice } from '../components/limits/Notice';
import { LIMIT_PERIODS } from '../rules/limits-change';
import { depositReturnUrl } from '../rules/limits-links';

/**
 * {lang}/myaccount?page=setlimits (tab=limits or deposit-limits; login required): the deposit
 * limits tab of the account area. The cashier's 'manage limits' link adds from=deposit: a saved
 * change then takes the player back to the deposit modal, and a link does so without a change.
 */
export function DepositLimitsPage() {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const fromDeposit = searchParams.get('from') === 'deposit';
  usePageSeo({
    titleKey: 'cashierLimitsComp.seo.title',
    descriptionKey: 'cashierLimitsComp.seo.description',
    keywordsKey: 'cashierLimitsComp.seo.keywords',
  });
  const banner = fromDeposit ? (
    <Notice tone="note">
      <p>{t('cashierLimitsComp.fromDeposit')}</p>
      <SiteLink className={styles.textLink} to={depositReturnUrl(language, location.state)}>
        {t('cashierLimitsComp.backToDeposit')}
      </SiteLink>
    </Notice>
  ) : null;
  return (
    <AccountAreaFrame selected="limits" banner={banner}>
      <DepositLimitsPanel periods={LIMIT_PERIODS} fromDeposit={fromDeposit} />
    </AccountAreaFrame>
  );
}

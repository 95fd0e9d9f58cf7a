import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { buttonClassName } from '../../../components/Button';
import { PageCard } from '../../../components/PageCard';
import { SiteLink } from '../../../components/SiteLink';
import { Spinner } from '../../../components/Spinner';
import { useLocalPath } from '../../../lib/i18n/site-language';
import { usePageSeo } from '../../../lib/seo/page-seo';
import { useSession } from '../../../lib/session/session-queries';
import { useSiteContext } from '../../../lib/site-context/site-context';
import { SESSION_KEYS, writeStorage } from '../../../lib/storage/keys';
import { payAndPlayConfigQuery, pnpTypeOf } from '../api/get-pnp-config';
import styles from '../components/paynplay/PayAndPlay.module.css';
import { PayAndPlayForm } from '../components/paynplay/PayAndPlayForm';
import { PayAndPlaySteps } from '../components/paynplay/PayAndPlaySteps';
import { rememberedPayAndPlayDeposit } from '../hooks/use-paynplay-return';
import { depositUrl } from '../rules/cashier-url';
import { amountDigitsOfMinor, linkAmountDigits } from '../rules/deposit-amounts';
import { type BankFailure, bankFailureOf, linkBonusCode, PAY_AND_PLAY_BRANDS } from '../rules/paynplay-deposit';

const TITLE_ID = 'pay-and-play-title';

/**
 * {lang}/playnow, playnow/step1, payandplay and pnp-login: pay-and-play step one for a visitor
 * in a pay-and-play country (spec part 1 sections 1 and 2; part 2 section 2.1). A logged-in player
 * has an account to deposit to: the deposit modal opens instead.
 */
export function PayAndPlayPage() {
  return <PayAndPlayEntry failure={null} />;
}

/**
 * /payandplay/step1 (under the visitor's language): the bank sends the visitor back here when the
 * deposit did not go through. It says why, and step one below tries again.
 */
export function PayAndPlayFailedPage() {
  const [params] = useSearchParams();
  return <PayAndPlayEntry failure={bankFailureOf(params.get('state'))} />;
}

function PayAndPlayEntry({ failure }: { failure: BankFailure | null }) {
  const { t } = useTranslation();
  const session = useSession();
  const localPath = useLocalPath();
  const [params] = useSearchParams();
  usePageSeo({
    titleKey: 'payAndPlayComp.seo.title',
    descriptionKey: 'payAndPlayComp.seo.description',
    keywordsKey: 'payAndPlayComp.seo.keywords',
  });
  if (session.state === 'loading') return <Spinner label={t('common.loading')} />;
  if (session.state === 'player') {
    const amount = linkAmountDigits(params.get('amount') ?? undefined);
    const bonus = linkBonusCode(params);
    const deposit = depositUrl({ pathname: localPath(), search: '' }, { amount, bonus });
    if (failure === null) return <Navigate to={deposit} replace />;
    return (
      <PageCard width="medium" titleId={TITLE_ID} title={t('payAndPlayComp.failed.title')}>
        <FailureNotice failure={failure} />
        <SiteLink className={buttonClassName('primary', 'lg')} to={deposit}>
          {t('payAndPlayComp.failed.depositAgain')}
        </SiteLink>
      </PageCard>
    );
  }
  return <VisitorEntry failure={failure} />;
}

function FailureNotice({ failure }: { failure: BankFailure }) {
  const { t } = useTranslation();
  const text =
    failure === 'declined'
      ? t('errors.code100255')
      : failure === 'unknown'
        ? t('errors.providerDefault')
        : t(`payAndPlayComp.failed.${failure}`);
  return (
    <p className={styles.alert} role="alert">
      {text}
    </p>
  );
}

function VisitorEntry({ failure }: { failure: BankFailure | null }) {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const [params] = useSearchParams();
  const context = useSiteContext();
  const config = useQuery(payAndPlayConfigQuery);
  // The deposit that just failed: its amount is offered again, and this browser no longer waits for it.
  const [failed] = useState(() => (failure === null ? null : rememberedPayAndPlayDeposit().record));
  useEffect(() => {
    if (failure === null) return;
    writeStorage('session', SESSION_KEYS.payAndPlayTxnId, null);
    writeStorage('session', SESSION_KEYS.payAndPlayDeposit, null);
  }, [failure]);

  const method = pnpTypeOf(config.data);
  const brand = PAY_AND_PLAY_BRANDS[method];
  const login = (
    <p>
      {t('payAndPlayComp.haveAccount')}{' '}
      <SiteLink className={styles.textLink} to={localPath('login')}>
        {t('payAndPlayComp.login')}
      </SiteLink>
    </p>
  );
  const title = failure === null ? t('payAndPlayComp.title') : t('payAndPlayComp.failed.title');
  if (!context.data || config.isPending) {
    return (
      <PageCard width="medium" titleId={TITLE_ID} title={title}>
        <Spinner label={t('common.loading')} />
      </PageCard>
    );
  }
  if (config.data?.status !== 'SUCCESS') {
    return (
      <PageCard width="medium" titleId={TITLE_ID} title={t('payAndPlayComp.title')} footer={login}>
        <p className={styles.notice}>{t('payAndPlayComp.errors.notOffered', { country: context.data.countryName })}</p>
      </PageCard>
    );
  }
  const currency = context.data.defaultCurrency;
  const initialDigits =
    failed && failed.currency === currency
      ? amountDigitsOfMinor(failed.amountMinor, currency)
      : linkAmountDigits(params.get('amount') ?? undefined);
  return (
    <PageCard
      width="medium"
      titleId={TITLE_ID}
      title={title}
      eyebrow={brand}
      lead={failure === null ? t('payAndPlayComp.lead') : t('payAndPlayComp.failed.lead')}
      footer={login}
    >
      {failure !== null && <FailureNotice failure={failure} />}
      {failure === null && <PayAndPlaySteps brand={brand} />}
      <PayAndPlayForm
        method={method}
        currency={currency}
        countryCode={context.data.countryCode}
        countryName={context.data.countryName}
        initialDigits={initialDigits}
        bonusCode={linkBonusCode(params)}
      />
      <p className={styles.muted}>{t('payAndPlayComp.note')}</p>
    </PageCard>
  );
}

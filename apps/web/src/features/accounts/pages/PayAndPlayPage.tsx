import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { formatMoney } from '../../../lib/i18n/format';
import { useLocalPath, useSiteLanguage } from '../../../lib/i18n/site-language';
import { usePageSeo } from '../../../lib/seo/page-seo';
import { useSession } from '../../../lib/session/session-queries';
import { useSiteContext } from '../../../lib/site-context/site-context';
import { useCountries } from '../api/get-countries';
import { AuthCard } from '../components/AuthCard';
import formStyles from '../components/forms.module.css';
import { payAndPlayDepositUrl, quickPicksOf, unitsToMinor } from '../rules/pay-and-play';
import styles from './PayAndPlayPage.module.css';

/** Guests see amounts in EUR until the country's currency is known (spec 2.9: logged-out currency EUR). */
const GUEST_CURRENCY = 'EUR';
const STEPS = ['choose', 'bank', 'play'] as const;

/**
 * {lang}/playnow, playnow/step1, payandplay, pnp-login, pnp-process: the pay-and-play entry
 * (deposit with the bank, no sign-up form, identity from the bank). The bank step belongs to the
 * cashier: 'Deposit and play' asks for it with ?service=deposit&method=trustly&amount=...
 */
export function PayAndPlayPage() {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const localPath = useLocalPath();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const context = useSiteContext();
  const countries = useCountries();
  usePageSeo({
    titleKey: 'payAndPlayComp.seo.title',
    descriptionKey: 'payAndPlayComp.seo.description',
    keywordsKey: 'payAndPlayComp.seo.keywords',
  });
  const currency =
    (session.state === 'player' ? session.profile?.currency.code : undefined) ??
    countries.data?.find((country) => country.code === context.data?.countryCode)?.defaultCurrency ??
    GUEST_CURRENCY;
  const picks = quickPicksOf(currency);
  const [amount, setAmount] = useState<number>(picks[1] ?? picks[0] ?? 0);
  const chosen = picks.includes(amount) ? amount : (picks[1] ?? picks[0] ?? 0);

  return (
    <AuthCard
      titleId="pay-and-play-title"
      title={t('payAndPlayComp.title')}
      lead={t('payAndPlayComp.lead')}
      footer={
        session.state === 'player' ? undefined : (
          <p>
            {t('payAndPlayComp.haveAccount')}{' '}
            <Link className={formStyles.textLink} to={localPath('login')}>
              {t('payAndPlayComp.login')}
            </Link>
          </p>
        )
      }
    >
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <span>
              <strong className={styles.stepTitle}>{t(`payAndPlayComp.steps.${step}.title`)}</strong>
              <span className={styles.stepText}>{t(`payAndPlayComp.steps.${step}.text`)}</span>
            </span>
          </li>
        ))}
      </ol>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>{t('payAndPlayComp.amount')}</legend>
        <div className={styles.picks}>
          {picks.map((pick) => (
            <button
              key={pick}
              type="button"
              className={styles.pick}
              aria-pressed={pick === chosen}
              onClick={() => setAmount(pick)}
            >
              {formatMoney(unitsToMinor(pick, currency), currency, language)}
            </button>
          ))}
        </div>
      </fieldset>
      <Button size="lg" fullWidth onClick={() => navigate(payAndPlayDepositUrl(location.pathname, chosen))}>
        {t('payAndPlayComp.depositAndPlay', {
          amount: formatMoney(unitsToMinor(chosen, currency), currency, language),
        })}
      </Button>
      <p className={formStyles.muted}>{t('payAndPlayComp.note')}</p>
    </AuthCard>
  );
}

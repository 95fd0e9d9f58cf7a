import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Button } from '../../../components/Button';
import { PageCard } from '../../../components/PageCard';
import { SiteLink } from '../../../components/SiteLink';
import { Spinner } from '../../../components/Spinner';
import { useLocalPath } from '../../../lib/i18n/site-language';
import { rememberGameForRegistration, useAfterLogin } from '../../../lib/navigation/after-login';
import { usePageSeo } from '../../../lib/seo/page-seo';
import { useRefreshSession, useSession } from '../../../lib/session/session-queries';
import type { RegistrationProgress } from '../../../lib/session/session-types';
import { useSiteContext } from '../../../lib/site-context/site-context';
import { useCountries } from '../api/get-countries';
import { registrationQuery, useRegistrationProgress } from '../api/get-registration';
import { FormAlert } from '../components/FormAlert';
import styles from '../components/forms.module.css';
import { OtpVerification } from '../components/OtpVerification';
import { type RegistrationStep, RegistrationStepper } from '../components/RegistrationStepper';
import { RestrictedRegistration } from '../components/RestrictedRegistration';
import { StepOneForm } from '../components/StepOneForm';
import { StepTwoForm } from '../components/StepTwoForm';

/**
 * Sign-up from the game window ({lang}/register/step1, spec 2.1): the game window links here with
 * router state { from: '/{lang}/gameplay/<launch path>' }; the game's url and launch path are
 * stored so the player lands back in the game.
 */
function useRememberGame() {
  const location = useLocation();
  useEffect(() => {
    const from = (location.state as { from?: unknown } | null)?.from;
    if (/\/register\/step1\/?$/.test(location.pathname) && typeof from === 'string') rememberGameForRegistration(from);
  }, [location.pathname, location.state]);
}

/**
 * {lang}/register and {lang}/register/step1: three steps (account, details, one-time code; the
 * code is skipped in OTP-exempt countries). A logged-in player who has not finished resumes at
 * the step GET /registration names. When the last step is done the after-registration rules run
 * (regThreeUrlTrack, regClose, deposit modal).
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const session = useSession();
  const context = useSiteContext();
  const countries = useCountries();
  const queryClient = useQueryClient();
  const refreshSession = useRefreshSession();
  const afterLogin = useAfterLogin();
  const loggedIn = session.state === 'player';
  const resumed = useRegistrationProgress(loggedIn);
  // The progress this page's own steps answered; it outranks the resumed one.
  const [progress, setProgress] = useState<RegistrationProgress | null>(null);
  const [chosenCountry, setChosenCountry] = useState<string | undefined>(undefined);
  const [finishing, setFinishing] = useState(false);
  const finished = useRef(false);
  useRememberGame();
  usePageSeo({
    titleKey: 'registerComp.seo.title',
    descriptionKey: 'registerComp.seo.description',
    keywordsKey: 'registerComp.seo.keywords',
  });

  const finish = async () => {
    if (finished.current) return;
    finished.current = true;
    setFinishing(true);
    await afterLogin({ event: 'registration' });
  };

  const advance = async (next: RegistrationProgress) => {
    setProgress(next);
    if (next.complete) await finish();
  };

  /** Re-reads the progress (GET /registration) and continues at the step the server names. */
  const resume = async () => {
    await advance(await queryClient.fetchQuery({ ...registrationQuery, staleTime: 0 }));
  };

  const onRegistered = async (next: RegistrationProgress, countryCode: string) => {
    setChosenCountry(countryCode);
    setProgress(next);
    await refreshSession();
    if (next.complete) await finish();
  };

  const current = progress ?? (loggedIn ? resumed.data : undefined) ?? null;
  // When the form of one step gives way to the next, focus goes to the new step's heading.
  const currentStep = current?.nextStep ?? null;
  const shownStep = useRef(currentStep);
  useEffect(() => {
    if (shownStep.current === currentStep) return;
    shownStep.current = currentStep;
    document.getElementById('register-title')?.focus();
  }, [currentStep]);
  const countryCode = (session.state === 'player' ? session.profile?.countryCode : undefined) ?? chosenCountry;
  const countryRow = countries.data?.find((country) => country.code === countryCode);
  const withCodeStep = current
    ? current.otpRequired
    : !(context.data?.otpExemptCountries ?? []).includes(chosenCountry ?? context.data?.countryCode ?? '');

  const frame = (step: RegistrationStep | null, body: ReactNode) => (
    <PageCard
      titleId="register-title"
      width="wide"
      title={t(step ? `registerComp.titles.step${step}` : 'registerComp.titles.step1')}
      lead={step ? t(`registerComp.leads.step${step}`) : undefined}
      footer={
        step === 1 ? (
          <p>
            {t('registerComp.haveAccount')}{' '}
            <SiteLink className={styles.textLink} to={localPath('login')}>
              {t('registerComp.login')}
            </SiteLink>
          </p>
        ) : undefined
      }
    >
      {step && <RegistrationStepper current={step} withCodeStep={withCodeStep} />}
      {body}
    </PageCard>
  );
  const loading = <Spinner label={t('common.loading')} />;

  if (session.state === 'loading' || finishing) return frame(null, loading);

  if (!current) {
    if (loggedIn) {
      if (resumed.isError) return frame(null, <FormAlert>{t('registerComp.loadError')}</FormAlert>);
      return frame(null, loading);
    }
    if (context.isPending || countries.isPending) return frame(null, loading);
    if (context.data?.registrationMode === 'restricted') {
      return (
        <PageCard titleId="register-title" title={t('registerComp.restricted.title')}>
          <RestrictedRegistration countryName={context.data.countryName} />
        </PageCard>
      );
    }
    if (!countries.data) {
      return frame(
        null,
        <FormAlert>
          {t('registerComp.loadError')}{' '}
          <Button variant="secondary" size="sm" onClick={() => countries.refetch()}>
            {t('registerComp.retry')}
          </Button>
        </FormAlert>,
      );
    }
    return frame(
      1,
      <StepOneForm
        countries={countries.data.filter((country) => country.registrationAllowed)}
        visitorCountry={context.data?.countryCode}
        onCountryChange={setChosenCountry}
        onRegistered={onRegistered}
        onAlreadyLoggedIn={async () => {
          await refreshSession();
          await resume();
        }}
      />,
    );
  }

  // Registration already complete when the page opened: nothing to do here.
  if (current.complete) return progress ? frame(null, loading) : <Navigate to={localPath()} replace />;

  if (current.nextStep === 2) {
    if (!countryCode) return frame(2, loading);
    return frame(
      2,
      <StepTwoForm
        countryCode={countryCode}
        requiresNationalId={
          countryRow?.requiresNationalId ?? (context.data?.nationalIdCountries ?? []).includes(countryCode)
        }
        onDone={advance}
        onOutOfOrder={resume}
      />,
    );
  }
  return frame(3, <OtpVerification registration={current} onVerified={advance} onOutOfOrder={resume} />);
}

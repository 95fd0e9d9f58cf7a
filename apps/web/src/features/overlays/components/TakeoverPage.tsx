import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { Logo } from '../../../components/Logo';
import { SiteLink } from '../../../components/SiteLink';
import { RichText } from '../../../lib/i18n/RichText';
import { useLocalPath } from '../../../lib/i18n/site-language';
import { useLogout } from '../../../lib/session/session-queries';
import type { SiteContext } from '../../../lib/site-context/site-context';
import type { TakeoverKind } from '../hooks/use-takeover';
import { TakeoverArt } from './TakeoverArt';
import styles from './TakeoverGate.module.css';

/*
 * The full-page takeovers' pages (spec 2.3). TakeoverGate loads this file only when a takeover
 * applies, so the pages' code is not part of every visitor's first load.
 */

/** The support address as a mail link; Trans puts the address in as its text. */
function MailLink({ email, children }: { email: string; children?: ReactNode }) {
  return (
    <a className={styles.mail} href={`mailto:${email}`}>
      {children}
    </a>
  );
}

function SupportLine({ email }: { email: string | undefined }) {
  if (!email) return null;
  return (
    <p className={styles.support}>
      <RichText i18nKey="takeoverComp.support" values={{ email }} components={{ mail: <MailLink email={email} /> }} />
    </p>
  );
}

export function TakeoverPage({
  kind,
  context,
  recheck,
}: {
  kind: TakeoverKind;
  context: SiteContext | undefined;
  recheck: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-kind={kind}>
      <div className={styles.glow} aria-hidden="true" />
      <header className={styles.brand}>
        <Logo />
      </header>
      <main id="main-content" className={styles.card} aria-labelledby="takeover-title" tabIndex={-1}>
        <TakeoverArt kind={kind} className={styles.art} />
        <p className={styles.eyebrow}>{t(`takeoverComp.${kind}.eyebrow`)}</p>
        <h1 id="takeover-title" className={styles.title}>
          {t(`takeoverComp.${kind}.title`)}
        </h1>
        {kind === 'maintenance' && <MaintenanceBody recheck={recheck} />}
        {kind === 'countryBlocked' && <CountryBlockedBody countryName={context?.countryName} />}
        {kind === 'accountLocked' && <AccountLockedBody />}
        <SupportLine email={context?.supportEmail} />
      </main>
    </div>
  );
}

function MaintenanceBody({ recheck }: { recheck: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [checking, setChecking] = useState(false);
  const checkNow = async () => {
    setChecking(true);
    try {
      await recheck();
    } finally {
      setChecking(false);
    }
  };
  return (
    <>
      <p className={styles.text}>{t('takeoverComp.maintenance.text')}</p>
      <p className={styles.status} role="status">
        <span className={styles.pulse} aria-hidden="true" />
        {t('takeoverComp.maintenance.autoCheck')}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={checkNow} busy={checking} disabled={checking}>
          {t('takeoverComp.maintenance.checkNow')}
        </Button>
      </div>
    </>
  );
}

function CountryBlockedBody({ countryName }: { countryName: string | undefined }) {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  return (
    <>
      <p className={styles.text}>
        {countryName
          ? t('takeoverComp.countryBlocked.textCountry', { country: countryName })
          : t('takeoverComp.countryBlocked.text')}
      </p>
      <p className={styles.text}>{t('takeoverComp.countryBlocked.dataRemoved')}</p>
      <div className={styles.actions}>
        <SiteLink className={styles.textLink} to={`${localPath('info/terms')}?scrollTo=blockedTerritory`}>
          {t('takeoverComp.countryBlocked.terms')}
        </SiteLink>
      </div>
    </>
  );
}

function AccountLockedBody() {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const navigate = useNavigate();
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);
  // A locked account is sent home (spec 4), logged out so the site shows as to any visitor.
  const goHome = async () => {
    setLeaving(true);
    try {
      await logout();
    } catch {
      // The session is forgotten on this side even when the server could not be told.
    }
    navigate(localPath());
  };
  return (
    <>
      <p className={styles.text}>{t('takeoverComp.accountLocked.text')}</p>
      <div className={styles.actions}>
        <Button size="lg" onClick={goHome} busy={leaving} disabled={leaving}>
          {t('takeoverComp.accountLocked.home')}
        </Button>
      </div>
    </>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import type { SiteContext } from '../../../lib/site-context/site-context';
import { useCountries } from '../api/get-countries';
import { useDevMailboxAvailable } from '../api/get-dev-mailbox';
import { useSetDevCountry } from '../api/set-dev-country';
import { CashierTypeSwitch } from './CashierTypeSwitch';
import styles from './DevCountryPanel.module.css';

/** The open panel's content: the country form, the cashier switch and the developer links. Loaded when the panel first opens. */
export function DevPanelBody({ context }: { context: SiteContext }) {
  return (
    <>
      <CountryForm context={context} />
      <CashierTypeSwitch />
      <DeveloperLinks />
    </>
  );
}

function CountryForm({ context }: { context: SiteContext }) {
  const { t } = useTranslation();
  const selectId = useId();
  const countries = useCountries(true);
  const setCountry = useSetDevCountry();
  const [choice, setChoice] = useState(context.countryCode);

  return (
    <div className={styles.form}>
      <p className={styles.current}>
        {t('devToolsComp.currentCountry', { name: context.countryName, code: context.countryCode })}
        <br />
        <span className={styles.muted}>
          {t('devToolsComp.source', { source: t(`devToolsComp.sources.${context.countrySource}`) })}
        </span>
      </p>
      <p className={styles.muted}>{t('devToolsComp.description')}</p>
      {countries.isError && <p className={styles.error}>{t('devToolsComp.countriesFailed')}</p>}
      <label className={styles.label} htmlFor={selectId}>
        {t('devToolsComp.country')}
      </label>
      <select
        id={selectId}
        className={styles.select}
        value={choice}
        disabled={!countries.data}
        onChange={(event) => setChoice(event.target.value)}
      >
        {!countries.data && <option value={choice}>{t('devToolsComp.loadingCountries')}</option>}
        {countries.data?.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name} ({country.code})
          </option>
        ))}
      </select>
      {setCountry.isError && (
        <p className={styles.error} role="alert">
          {t('devToolsComp.changeFailed')}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          size="sm"
          busy={setCountry.isPending && setCountry.variables !== null}
          disabled={setCountry.isPending || !countries.data}
          onClick={() => setCountry.mutate(choice)}
        >
          {t('devToolsComp.apply')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          busy={setCountry.isPending && setCountry.variables === null}
          disabled={setCountry.isPending || context.countrySource !== 'override'}
          onClick={() => setCountry.mutate(null)}
        >
          {t('devToolsComp.useDetected')}
        </Button>
      </div>
    </div>
  );
}

/** The API reference, and the dev mailbox where the platform offers it. */
function DeveloperLinks() {
  const { t } = useTranslation();
  const mailboxAvailable = useDevMailboxAvailable();
  return (
    <nav className={styles.links} aria-label={t('devToolsComp.links')}>
      <a className={styles.link} href="/api/docs">
        {t('devToolsComp.apiReference')}
      </a>
      {mailboxAvailable && (
        <a className={styles.link} href="/dev/mailbox">
          {t('devToolsComp.mailbox')}
        </a>
      )}
    </nav>
  );
}

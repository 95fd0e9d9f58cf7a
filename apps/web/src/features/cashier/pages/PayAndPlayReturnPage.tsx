import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/Button';
import { PageCard } from '../../../components/PageCard';
import { SiteLink } from '../../../components/SiteLink';
import { Spinner } from '../../../components/Spinner';
import { formatCashierAmount, formatDateTime } from '../../../lib/i18n/format';
import { useLocalPath, useSiteLanguage } from '../../../lib/i18n/site-language';
import { clearPreviousUrl, readPreviousUrl, storePreviousUrl } from '../../../lib/navigation/previous-url';
import { usePageSeo } from '../../../lib/seo/page-seo';
import { balancesQuery, useSession } from '../../../lib/session/session-queries';
import { useSiteContext } from '../../../lib/site-context/site-context';
import { SESSION_KEYS, writeStorage } from '../../../lib/storage/keys';
import styles from '../components/paynplay/PayAndPlay.module.css';
import { type PayAndPlayReturn, rememberedPayAndPlayDeposit, usePayAndPlayReturn } from '../hooks/use-paynplay-return';
import { PAY_AND_PLAY_BRANDS, type PayAndPlayDepositRecord, payAndPlayDestination } from '../rules/paynplay-deposit';
import type { PayAndPlayOutcome } from '../rules/paynplay-polling';

const TITLE_ID = 'pay-and-play-return-title';

/** The profile's missing details that the complete-profile page asks for (identity's missingProfileFields). */
const DETAIL_NAMES = ['firstName', 'lastName', 'birthDate', 'street', 'city', 'zip', 'phone', 'nationalId'] as const;

/** Forgets the deposit this browser sent to the bank: the visitor has moved on from its result. */
function forgetDeposit() {
  writeStorage('session', SESSION_KEYS.payAndPlayTxnId, null);
  writeStorage('session', SESSION_KEYS.payAndPlayDeposit, null);
}

/**
 * /payandplay/step3 (under the visitor's language) and {lang}/pnp-process: the bank sends the
 * visitor back here after paying. The page waits for the bank's confirmation, which logs the
 * payer in (spec part 1 sections 4 and 9), then says the deposit is on the balance and where to
 * play, and asks for the details the bank did not give.
 */
export function PayAndPlayReturnPage() {
  const { t } = useTranslation();
  usePageSeo({
    titleKey: 'payAndPlayComp.seo.title',
    descriptionKey: 'payAndPlayComp.seo.description',
    keywordsKey: 'payAndPlayComp.seo.keywords',
  });
  // Read once: the watch follows this deposit even after the page forgets it.
  const [deposit] = useState(rememberedPayAndPlayDeposit);
  const { record } = deposit;
  const state = usePayAndPlayReturn(deposit);
  const title = titleOf(t, state);
  // A screen reader hears the new heading when the wait ends.
  useEffect(() => {
    if (state.phase !== 'checking') document.getElementById(TITLE_ID)?.focus();
  }, [state.phase]);
  return (
    <PageCard
      width="medium"
      titleId={TITLE_ID}
      title={title}
      eyebrow={record ? PAY_AND_PLAY_BRANDS[record.method] : undefined}
    >
      <div aria-live="polite">
        <ReturnBody state={state} record={record} />
      </div>
    </PageCard>
  );
}

function titleOf(t: ReturnType<typeof useTranslation>['t'], state: PayAndPlayReturn): string {
  if (state.phase === 'checking') return t('payAndPlayComp.return.checkingTitle');
  if (state.phase === 'noDeposit') return t('payAndPlayComp.return.notFoundTitle');
  switch (state.outcome.kind) {
    case 'credited':
      return t('payAndPlayComp.return.creditedTitle');
    case 'crediting':
      return t('payAndPlayComp.return.creditingTitle');
    case 'failed':
      return t('payAndPlayComp.failed.title');
    case 'refused':
      return t('payAndPlayComp.return.notFoundTitle');
  }
}

function ReturnBody({ state, record }: { state: PayAndPlayReturn; record: PayAndPlayDepositRecord | null }) {
  const { t } = useTranslation();
  const amount = useDepositAmountText(record);
  if (state.phase === 'checking') {
    const brand = record ? PAY_AND_PLAY_BRANDS[record.method] : '';
    return (
      <>
        <Spinner
          label={
            state.loggedIn
              ? t('payAndPlayComp.return.crediting', { amount })
              : t('payAndPlayComp.return.checking', { brand })
          }
        />
        <p className={styles.muted}>{t('payAndPlayComp.return.keepOpen')}</p>
      </>
    );
  }
  if (state.phase === 'noDeposit') return <Unfinished text={t('payAndPlayComp.return.noDeposit')} />;
  return <OutcomeView outcome={state.outcome} amount={amount} />;
}

/** The deposit's amount as the spec writes amounts, or a plain 'your deposit' when it is not known. */
function useDepositAmountText(record: PayAndPlayDepositRecord | null): string {
  const language = useSiteLanguage();
  const context = useSiteContext();
  const session = useSession();
  const countryCode =
    (session.state === 'player' ? session.profile?.countryCode : undefined) ?? context.data?.countryCode ?? '';
  return record ? formatCashierAmount(record.amountMinor, record.currency, language, countryCode) : '';
}

function OutcomeView({ outcome, amount }: { outcome: PayAndPlayOutcome; amount: string }) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  switch (outcome.kind) {
    case 'credited':
    case 'crediting':
      return <LoggedIn credited={outcome.kind === 'credited'} amount={amount} />;
    case 'failed':
      return (
        <Unfinished
          text={outcome.reason === 'bank' ? t('errors.code100255') : t('payAndPlayComp.return.timedOut')}
          loggedIn={outcome.loggedIn}
        />
      );
    case 'refused':
      if (outcome.reason === 'restricted') {
        const text = outcome.until
          ? t(`apiErrors.${outcome.code}`, { context: 'until', until: formatDateTime(outcome.until, language) })
          : t(`apiErrors.${outcome.code}`);
        return <Unfinished text={text} offerRetry={false} />;
      }
      return (
        <Unfinished
          text={
            outcome.reason === 'claimUsed' ? t('payAndPlayComp.return.claimUsed') : t('payAndPlayComp.return.noDeposit')
          }
        />
      );
  }
}

/** Logged in: the deposit on the balance (or on its way), where to play, and the details still missing. */
function LoggedIn({ credited, amount }: { credited: boolean; amount: string }) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const localPath = useLocalPath();
  const session = useSession();
  const profile = session.state === 'player' ? session.profile : undefined;
  const balances = useQuery({ ...balancesQuery, enabled: session.state === 'player' });
  const [destination] = useState(() => payAndPlayDestination(readPreviousUrl(), language));
  const missing = DETAIL_NAMES.filter((field) => profile?.missingProfileFields.includes(field));
  const balance =
    balances.data && profile
      ? formatCashierAmount(balances.data.totalMinor, balances.data.currency, language, profile.countryCode)
      : null;
  const message = credited
    ? t('payAndPlayComp.return.credited', { amount })
    : t('payAndPlayComp.return.creditingLater', { amount });
  return (
    <div className={styles.form}>
      <p className={styles.success} role="status">
        {message}
      </p>
      {balance && (
        <p className={styles.muted}>
          {t('payAndPlayComp.return.balance')} <strong>{balance}</strong>
        </p>
      )}
      {missing.length > 0 && (
        <div className={styles.details}>
          <h2 className={styles.detailsTitle}>{t('payAndPlayComp.details.title')}</h2>
          <p className={styles.muted}>{t('payAndPlayComp.details.text')}</p>
          <ul className={styles.detailsList}>
            {missing.map((field) => (
              <li key={field}>{t(`payAndPlayComp.details.fields.${field}`)}</li>
            ))}
          </ul>
          <SiteLink
            className={buttonClassName('secondary', 'md')}
            to={localPath('completeprofile')}
            onClick={() => {
              // Saving the details follows the login redirect order, whose stored page is the game.
              storePreviousUrl(destination);
              forgetDeposit();
            }}
          >
            {t('payAndPlayComp.details.action')}
          </SiteLink>
        </div>
      )}
      <div className={styles.actions}>
        <SiteLink
          className={buttonClassName('primary', 'lg')}
          to={destination}
          onClick={() => {
            clearPreviousUrl();
            forgetDeposit();
          }}
        >
          {t('payAndPlayComp.return.play')}
        </SiteLink>
      </div>
    </div>
  );
}

/**
 * The deposit did not log anyone in or was not made: why, and the way to try again (step one for
 * a visitor, the deposit modal for a player).
 */
function Unfinished({
  text,
  loggedIn = false,
  offerRetry = true,
}: {
  text: string;
  loggedIn?: boolean;
  offerRetry?: boolean;
}) {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const session = useSession();
  const player = loggedIn || session.state === 'player';
  return (
    <div className={styles.form}>
      <p className={styles.alert} role="alert">
        {text}
      </p>
      <div className={styles.actions}>
        {offerRetry && (
          <SiteLink
            className={buttonClassName('primary', 'lg')}
            to={player ? `${localPath()}?service=deposit` : localPath('payandplay')}
            onClick={forgetDeposit}
          >
            {player ? t('payAndPlayComp.failed.depositAgain') : t('payAndPlayComp.failed.tryAgain')}
          </SiteLink>
        )}
        <SiteLink className={buttonClassName('secondary', 'lg')} to={localPath()} onClick={forgetDeposit}>
          {t('payAndPlayComp.return.home')}
        </SiteLink>
      </div>
    </div>
  );
}
